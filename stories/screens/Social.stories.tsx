import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { errorEntry } from '../../src/copy';
import { OAUTH_PROVIDERS } from '../../src/icons';
import { InAppBrowserErrorScreen, OAuthStatusScreen, SocialLoginScreen } from '../../src/screens/signin';
import { blurActiveElement, customProviderIcon } from '../fixtures';
import { inCard } from './frame';

const meta = {
  title: 'Screens/Sign-in/Social',
  component: SocialLoginScreen,
  tags: ['responsive'],
  decorators: [inCard],
  args: {
    providers: OAUTH_PROVIDERS.map((p) => p.id),
    customProviders: [{ id: 'custom:acme-sso', name: 'Acme SSO', iconUrl: customProviderIcon }],
    onSelect: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof SocialLoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The eleven providers and a custom one with its own name and icon. */
export const Providers: Story = {
  play: async ({ canvas, args }) => {
    const buttons = within(canvas.getByRole('list')).getAllByRole('button');
    await expect(buttons).toHaveLength(12);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Acme SSO' }));
    await expect(args.onSelect).toHaveBeenCalledWith('custom:acme-sso');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with X (Twitter)' }));
    await expect(args.onSelect).toHaveBeenCalledWith('twitter');
    blurActiveElement();
  },
};

type Status = StoryObj<typeof OAuthStatusScreen>;
const status = { providerName: 'Google', providerIcon: 'google' as const, onRetry: fn(), onBack: fn() };
const render: Status['render'] = (args) => <OAuthStatusScreen {...args} />;

export const Redirecting: Status = {
  render,
  args: { ...status, phase: 'redirecting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Redirecting to Google' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Redirecting to Google' })).toBeVisible();
  },
};

export const PopupOpen: Status = {
  render,
  args: { ...status, phase: 'popup-open' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Continue in the Google window' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    blurActiveElement();
  },
};

export const Returning: Status = {
  render,
  args: { ...status, phase: 'returning' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Completing sign-in with Google' })).toBeVisible();
  },
};

export const Success: Status = {
  render,
  args: { ...status, phase: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Signed in with Google' })).toBeVisible();
  },
};

/** "Popup was blocked. Try again." with Retry. */
export const PopupBlocked: Status = {
  render,
  args: { ...status, phase: 'error', error: errorEntry('popupBlocked') },
  play: async ({ canvas, args }) => {
    await expect(within(canvas.getByRole('alert')).getByText('Popup was blocked. Try again.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
    blurActiveElement();
  },
};

const oauthErrors = [
  ['UserDenied', 'oauth.denied', 'User denied confirmation during OAuth flow'],
  ['InvalidCode', 'oauth.invalidCode', 'Invalid code during OAuth flow.'],
  ['AuthenticationFailed', 'auth.failed', 'Authentication failed'],
  ['RateLimited', 'rateLimited', 'Too many requests. Please wait before trying again.'],
  ['LinkedToAnotherUser', 'link.anotherUser', 'This account has already been linked to another user.'],
] as const;

const errorStory = (id: (typeof oauthErrors)[number][1] | 'link.oneOfType', message: string): Status => ({
  render,
  args: { ...status, phase: 'error', error: errorEntry(id) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(message);
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
  },
});

export const UserDenied = errorStory(oauthErrors[0][1], oauthErrors[0][2]);
export const InvalidCode = errorStory(oauthErrors[1][1], oauthErrors[1][2]);
export const AuthenticationFailed = errorStory(oauthErrors[2][1], oauthErrors[2][2]);
export const RateLimited = errorStory(oauthErrors[3][1], oauthErrors[3][2]);
export const LinkedToAnotherUser = errorStory(oauthErrors[4][1], oauthErrors[4][2]);

/** A custom provider's status uses its own icon. */
export const CustomProviderRedirect: Status = {
  render,
  args: { ...status, phase: 'redirecting', providerName: 'Acme SSO', providerIcon: { url: customProviderIcon } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Redirecting to Acme SSO' })).toBeVisible();
  },
};

/** In an embedded browser the provider refuses: "Could not log in with provider". */
export const InAppBrowser: StoryObj<typeof InAppBrowserErrorScreen> = {
  render: (args) => <InAppBrowserErrorScreen {...args} />,
  args: { providerName: 'Google', pageUrl: 'https://acme.example/login', onBack: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Could not log in with provider' })).toBeVisible();
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link to open in browser' }));
    await expect(write).toHaveBeenCalledWith('https://acme.example/login');
    blurActiveElement();
  },
};

/** Linking a second account of a type that allows one. */
export const OneAccountOfType = errorStory(
  'link.oneOfType',
  'You cannot authorize more than one account for this user.',
);
