import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent } from 'storybook/test';
import { HomeScreen } from '../../../src/screens/account';
import { AppShell } from '../../../src/screens/shell';
import { LandingScreen } from '../../../src/screens/signin';
import { ThemeProvider, useSigilTheme } from '../../../src/theme/ThemeProvider';

const LOGO =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5NiAzMiI+PHJlY3Qgd2lkdGg9Ijk2IiBoZWlnaHQ9IjMyIiByeD0iNiIgZmlsbD0iIzBmNzY2ZSIvPjwvc3ZnPg==';

/** The story's own theme (light or dark), with a logo added. */
function WithLogoTheme({ children }: { children: ReactNode }) {
  const { scheme, appName } = useSigilTheme();
  return (
    <ThemeProvider theme={scheme} appName={appName} logo={LOGO}>
      {children}
    </ThemeProvider>
  );
}

const noop = () => {};

const meta = {
  title: 'Screens/Shell/AppShell',
  component: AppShell,
  tags: ['responsive'],
  parameters: { layout: 'fullscreen' },
  args: {
    children: <LandingScreen methods={['email', 'sms', 'passkey', 'google']} onSelect={noop} />,
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: the app's name and the sign-in screen; no navigation yet. */
export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('navigation', { name: 'Ways to log in' }));
  },
};

/** Signed in: the app's pages, the current one marked; more pages join the same list. */
export const SignedIn: Story = {
  args: {
    nav: [{ href: '#home', label: 'Home', current: true }],
    children: (
      <HomeScreen name="ada@example.com" accounts={[{ method: 'email', label: 'ada@example.com' }]} onLogout={noop} />
    ),
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    // The screen is the page: its title is the page's one h1.
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, ada@example.com');
  },
};

/**
 * Keyboard users can skip the header: the first Tab shows "Skip to content", which leads to the main region
 * (focusable, so the browser moves focus there when the link is followed).
 */
export const SkipLink: Story = {
  parameters: { keepFocus: true },
  args: { nav: [{ href: '#home', label: 'Home', current: true }] },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    const main = canvas.getByRole('main');
    await expect(skip).toHaveAttribute('href', `#${main.id}`);
    await expect(main).toHaveAttribute('tabindex', '-1');
  },
};

/** With the app's logo (its alternative text names the app). */
export const WithLogo: Story = {
  decorators: [
    (Story) => (
      <WithLogoTheme>
        <Story />
      </WithLogoTheme>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img', { name: 'Acme logo' })[0]).toBeVisible();
  },
};
