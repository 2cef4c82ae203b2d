import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LandingScreen } from '../../../src/screens/signin';
import { ThemeProvider } from '../../../src/theme/ThemeProvider';
import { acmeLogo, customProviderIcon } from '../../fixtures';
import { inCard } from '../frame';

const meta = {
  title: 'Screens/Sign-in/LandingScreen',
  component: LandingScreen,
  tags: ['responsive'],
  decorators: [
    inCard,
    (Story) => (
      <ThemeProvider logo={acmeLogo} appName="Acme">
        <Story />
      </ThemeProvider>
    ),
  ],
  args: {
    methods: ['email', 'google', 'passkey', 'wallet', 'sms', 'apple', 'farcaster', 'telegram', 'custom:acme-sso'],
    customProviders: [{ id: 'custom:acme-sso', name: 'Acme SSO', iconUrl: customProviderIcon }],
    termsUrl: '#terms',
    privacyUrl: '#privacy',
    onSelect: fn(),
    onGuest: fn(),
  },
} satisfies Meta<typeof LandingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Logo and name, the first four methods in the app's order, the rest behind "More options". */
export const Default: Story = {
  parameters: { keepFocus: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: 'Acme logo' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Log in to Acme' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Ways to log in' });
    const names = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent);
    await expect(names).toEqual(['Email', 'Continue with Google', 'Passkey', 'Continue with a wallet', 'More options']);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expect(args.onSelect).toHaveBeenCalledWith('google');
    await expect(canvas.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '#terms');
  },
};

/** "More options" expands in place (aria-expanded) and shows custom providers with their own icon. */
export const MoreOptions: Story = {
  parameters: { keepFocus: true },
  play: async ({ canvas, args }) => {
    const more = canvas.getByRole('button', { name: 'More options' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(canvas.getByRole('button', { name: 'Fewer options' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Acme SSO' }));
    await expect(args.onSelect).toHaveBeenCalledWith('custom:acme-sso');
    await expect(canvas.getByRole('button', { name: 'Continue with Farcaster' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue with Telegram' })).toBeVisible();
  },
};

/** The app orders its methods: wallet first here, and only three shown. */
export const WalletFirst: Story = {
  args: { methods: ['wallet', 'email', 'sms'], visibleCount: 3, lastUsed: 'email' },
  play: async ({ canvas }) => {
    const buttons = within(canvas.getByRole('navigation')).getAllByRole('button');
    await expect(buttons[0]).toHaveAccessibleName('Continue with a wallet');
    await expect(canvas.queryByRole('button', { name: 'More options' })).toBeNull();
    await expect(canvas.getByRole('button', { name: /Email\s*Last used/ })).toBeVisible();
  },
};

/** Where the app requires it, terms must be accepted before any method; the refusal is explained. */
export const TermsRequired: Story = {
  parameters: { keepFocus: true },
  args: { requireTermsAcceptance: true },
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I agree to the Terms and Privacy Policy' });
    await userEvent.click(canvas.getByRole('button', { name: 'Email' }));
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(checkbox).toHaveFocus();
    await waitFor(() => expect(checkbox).toHaveAccessibleDescription('Accept the terms to continue'));
    await userEvent.click(checkbox);
    await userEvent.click(canvas.getByRole('button', { name: 'Email' }));
    await expect(args.onSelect).toHaveBeenCalledWith('email');
  },
};

/** "Continue as guest" below the methods. */
export const WithGuest: Story = {
  parameters: { keepFocus: true },
  args: { allowGuest: true, methods: ['email', 'google'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue as guest' }));
    await expect(args.onGuest).toHaveBeenCalledOnce();
  },
};

/** A method in progress: its row is busy, the others wait. */
export const Pending: Story = {
  args: { pending: 'google' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Email' })).toBeDisabled();
  },
};

/** Keyboard only: Tab reaches the methods in order and Enter chooses one. */
export const KeyboardOnly: Story = {
  parameters: { keepFocus: true },
  play: async ({ args }) => {
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Email' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('google');
  },
};
