import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useCopy } from '../../../src/copy';
import { icons } from '../../../src/icons/semantic';
import { HomeScreen } from '../../../src/screens/account';
import { AppShell, UserButton } from '../../../src/screens/shell';
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
const onLogout = fn();

/** The header's height, the same signed in or not (64 px and its border). */
const HEADER_HEIGHT = 65;
/**
 * Whether the navigation fits in the header's row (Tailwind's `sm`); on a phone it takes a row of its own under
 * it, where an app shows a tab bar instead (as ours does).
 */
/** The app's header (the screens' own headers are not landmarks, but the query counts them). */
const header = (canvas: { getAllByRole: (role: 'banner') => HTMLElement[] }) =>
  canvas.getAllByRole('banner')[0] as HTMLElement;
const navInRow = () => window.matchMedia('(min-width: 40rem)').matches;

const user = (name: string, defaultOpen?: boolean) => (
  <UserButton
    name={name}
    email="ada@example.com"
    links={[
      { href: '#account', label: 'Account', icon: <icons.user aria-hidden /> },
      { href: '#security', label: 'Security', icon: <icons.shieldCheck aria-hidden /> },
    ]}
    onNavigate={noop}
    onLogout={onLogout}
    defaultOpen={defaultOpen}
  />
);

const signedIn = {
  homeHref: '#home',
  layout: 'wide',
  nav: [
    { href: '#home', label: 'Home', current: true },
    { href: '#account', label: 'Account' },
    { href: '#security', label: 'Security' },
  ],
  actions: user('Ada Lovelace'),
  children: (
    <HomeScreen name="ada@example.com" accounts={[{ method: 'email', label: 'ada@example.com' }]} onLogout={noop} />
  ),
} as const;

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

/** Signed out: the app's mark and name (leading home) and the sign-in screen in a card; no navigation yet. */
export const SignedOut: Story = {
  args: { homeHref: '#home' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Acme' })).toHaveAttribute('href', '#home');
    await expect(header(canvas).getBoundingClientRect().height).toBe(HEADER_HEIGHT);
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('navigation', { name: 'Ways to log in' }));
  },
};

/**
 * Signed in: the app's pages, the current one marked, the user's button at the end of a header as tall as before,
 * and the page in a wider column.
 */
export const SignedIn: Story = {
  args: signedIn,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Ada Lovelace' })).toBeVisible();
    if (navInRow()) await expect(header(canvas).getBoundingClientRect().height).toBe(HEADER_HEIGHT);
    // The screen is the page: its title is the page's one h1.
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, ada@example.com');
  },
};

/** The user's menu, opened with the keyboard from the header; Log out chosen with the keyboard. */
export const SignedInMenuOpen: Story = {
  args: signedIn,
  parameters: { keepFocus: true },
  play: async ({ canvas }) => {
    onLogout.mockClear();
    const button = canvas.getByRole('button', { name: 'Ada Lovelace' });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(onLogout).toHaveBeenCalledOnce();
    // Open again for the picture, on its first item.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Account' })).toHaveFocus());
  },
};

/** A long name: cut short in the header, which keeps its height. */
export const SignedInLongName: Story = {
  args: { ...signedIn, actions: user('Maximiliana Alexandrina Wilhelmina von Hohenzollern-Sigmaringen') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Maximiliana/ })).toHaveTextContent('MH');
    if (navInRow()) await expect(header(canvas).getBoundingClientRect().height).toBe(HEADER_HEIGHT);
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

/** The shell as the app words it, from the copy deck of the story's locale (its pages and the user's menu). */
function LocalisedShell() {
  const { t } = useCopy();
  return (
    <AppShell
      homeHref="#home"
      layout="wide"
      nav={[
        { href: '#home', label: t('shell.home'), current: true },
        { href: '#wallets', label: t('shell.wallets') },
        { href: '#security', label: t('shell.security') },
      ]}
      actions={
        <UserButton
          name="ليلى حداد"
          email="layla@example.com"
          links={[
            { href: '#account', label: t('shell.account'), icon: <icons.user aria-hidden /> },
            { href: '#security', label: t('shell.security'), icon: <icons.shieldCheck aria-hidden /> },
          ]}
          onNavigate={noop}
          onLogout={onLogout}
        />
      }
    >
      <HomeScreen
        name="ليلى حداد"
        email="layla@example.com"
        accounts={[{ method: 'email', label: 'layla@example.com' }]}
        mfaMethods={['totp']}
        onOpenSecurity={noop}
        timeZone="UTC"
      />
    </AppShell>
  );
}

/**
 * Arabic, right to left: the brand at the start of the header (its right), the user's button at its end, the pages
 * and the skip link named in Arabic, and the page's one heading in Arabic.
 */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: () => <LocalisedShell />,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'التنقل الرئيسي' });
    await expect(nav.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(within(nav).getByRole('link', { name: 'الصفحة الرئيسية' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'المحافظ' })).not.toHaveAttribute('aria-current');
    await expect(within(nav).getByRole('link', { name: 'الأمان' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'تخطَّ إلى المحتوى' })).toHaveAttribute('href', '#sigil-main');
    const brand = canvas.getByRole('link', { name: 'Acme' });
    const button = canvas.getByRole('button', { name: 'ليلى حداد' });
    await expect(button).toHaveTextContent('لح');
    // Mirrored: the brand starts the header on the right, the user's button ends it on the left.
    await expect(brand.getBoundingClientRect().left).toBeGreaterThan(button.getBoundingClientRect().right);
    if (navInRow()) await expect(header(canvas).getBoundingClientRect().height).toBe(HEADER_HEIGHT);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('مرحبًا، ليلى حداد');
    // The user's menu, right to left too, its pages and Log out in Arabic; closed again for the picture.
    await userEvent.click(button);
    const menu = await screen.findByRole('menu');
    await expect(menu.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['الحساب', 'الأمان', 'تسجيل الخروج']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};
