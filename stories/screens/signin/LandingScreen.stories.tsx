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

const listed = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('button')
    .filter((button) => button.getAttribute('data-slot') !== 'icon-button')
    .map((button) => button.textContent);

/**
 * The logo, one heading, the first four listed methods in the app's order with the rest behind "More options",
 * "or", the OAuth providers as a row of marks named "Continue with …", and the terms and privacy policy.
 */
export const Default: Story = {
  parameters: { keepFocus: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: 'Acme logo' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
    await expect(canvas.queryByText('Acme')).toBeNull();
    const nav = canvas.getByRole('navigation', { name: 'Ways to log in' });
    await expect(listed(nav)).toEqual(['Email', 'Passkey', 'Continue with a wallet', 'Phone', 'More options']);
    await expect(within(nav).getByText('or')).toBeVisible();
    for (const name of [
      'Continue with Google',
      'Continue with Apple',
      'Continue with Telegram',
      'Continue with Acme SSO',
    ])
      await expect(within(nav).getByRole('button', { name })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expect(args.onSelect).toHaveBeenCalledWith('google');
    await expect(canvas.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '#terms');
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '#privacy');
  },
};

/** "More options" expands the listed methods in place (aria-expanded): Farcaster. */
export const MoreOptions: Story = {
  parameters: { keepFocus: true },
  play: async ({ canvas, args }) => {
    const more = canvas.getByRole('button', { name: 'More options' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(canvas.getByRole('button', { name: 'Fewer options' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Farcaster' }));
    await expect(args.onSelect).toHaveBeenCalledWith('farcaster');
  },
};

/** The app lists its OAuth providers first: the row of marks comes first, then "or", then the rest. */
export const ProvidersFirst: Story = {
  args: { methods: ['google', 'github', 'apple', 'email', 'sms'] },
  play: async ({ canvas }) => {
    const buttons = within(canvas.getByRole('navigation', { name: 'Ways to log in' })).getAllByRole('button');
    await expect(buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual([
      'Continue with Google',
      'Continue with GitHub',
      'Continue with Apple',
      'Email',
      'Phone',
    ]);
  },
};

/** One OAuth provider stays a full button beside the others: no row, no "or" inside the list. */
export const OneProvider: Story = {
  args: { methods: ['email', 'google'] },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Ways to log in' });
    await expect(listed(nav)).toEqual(['Email', 'Continue with Google']);
    await expect(within(nav).queryByText('or')).toBeNull();
  },
};

/** The provider used last is a full button with its badge; the others stay in the row. */
export const LastUsedProvider: Story = {
  args: { methods: ['email', 'google', 'github', 'apple'], lastUsed: 'github' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Ways to log in' });
    await expect(listed(nav)).toEqual(['Email', 'Continue with GitHubLast used']);
    await expect(within(nav).getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(within(nav).getByRole('button', { name: 'Continue with Apple' })).toBeVisible();
  },
};

/** An app without terms or privacy URLs: no footer. */
export const WithoutTerms: Story = {
  args: { termsUrl: undefined, privacyUrl: undefined, methods: ['email', 'google', 'github'] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Terms' })).toBeNull();
    await expect(canvas.queryByText(/By logging in/)).toBeNull();
  },
};

/** An app without a logo: its initial as a mark (the page's header names the app), and the same heading. */
export const WithoutLogo: Story = {
  args: { methods: ['email', 'google', 'github'] },
  decorators: [
    (Story) => (
      <ThemeProvider appName="Acme">
        <Story />
      </ThemeProvider>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
    await expect(canvas.queryByText('Acme')).toBeNull();
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

/** A method in progress: its button is busy (a mark in the row too), the others wait. */
export const Pending: Story = {
  args: { pending: 'google' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Continue with Apple' })).toBeDisabled();
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
    await expect(args.onSelect).toHaveBeenCalledWith('passkey');
  },
};

/** A focused terms link draws the ring every control draws, not the browser's own outline. */
export const TermsLinkFocused: Story = {
  parameters: { keepFocus: true },
  args: { methods: ['email', 'google', 'github'] },
  play: async ({ canvas }) => {
    const terms = canvas.getByRole('link', { name: 'Terms' });
    terms.focus();
    await expect(terms).toHaveFocus();
    await expect(getComputedStyle(terms).outlineStyle).toBe('none');
  },
};
