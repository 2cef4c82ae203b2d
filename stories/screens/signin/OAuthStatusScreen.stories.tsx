import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { errorEntry } from '../../../src/copy';
import { OAuthStatusScreen } from '../../../src/screens';
import { customProviderIcon } from '../../fixtures';
import { inCard } from '../frame';

const oauthErrors = [
  ['UserDenied', 'oauth.denied', 'User denied confirmation during OAuth flow'],
  ['InvalidCode', 'oauth.invalidCode', 'Invalid code during OAuth flow.'],
  ['AuthenticationFailed', 'auth.failed', 'Authentication failed'],
  ['RateLimited', 'rateLimited', 'Too many requests. Please wait before trying again.'],
  ['LinkedToAnotherUser', 'link.anotherUser', 'This account has already been linked to another user.'],
] as const;

const errorStory = (id: (typeof oauthErrors)[number][1] | 'link.oneOfType', message: string): Story => ({
  args: { phase: 'error', error: errorEntry(id) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(message);
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
  },
});

const meta = {
  title: 'Screens/Sign-in/OAuthStatusScreen',
  component: OAuthStatusScreen,
  tags: ['responsive'],
  decorators: [inCard],
  args: { providerName: 'Google', providerIcon: 'google', onRetry: fn(), onBack: fn() },
} satisfies Meta<typeof OAuthStatusScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Redirecting: Story = {
  args: { phase: 'redirecting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Redirecting to Google' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Redirecting to Google' })).toBeVisible();
  },
};

export const PopupOpen: Story = {
  args: { phase: 'popup-open' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Continue in the Google window' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const Returning: Story = {
  args: { phase: 'returning' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Completing sign-in with Google' })).toBeVisible();
  },
};

export const Success: Story = {
  args: { phase: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Signed in with Google' })).toBeVisible();
  },
};

/** "Popup was blocked. Try again." with Retry. */
export const PopupBlocked: Story = {
  args: { phase: 'error', error: errorEntry('popupBlocked') },
  play: async ({ canvas, args }) => {
    await expect(within(canvas.getByRole('alert')).getByText('Popup was blocked. Try again.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const UserDenied = errorStory(oauthErrors[0][1], oauthErrors[0][2]);

export const InvalidCode = errorStory(oauthErrors[1][1], oauthErrors[1][2]);

export const AuthenticationFailed = errorStory(oauthErrors[2][1], oauthErrors[2][2]);

export const RateLimited = errorStory(oauthErrors[3][1], oauthErrors[3][2]);

export const LinkedToAnotherUser = errorStory(oauthErrors[4][1], oauthErrors[4][2]);

/** A custom provider's status uses its own icon. */
export const CustomProviderRedirect: Story = {
  args: { phase: 'redirecting', providerName: 'Acme SSO', providerIcon: { url: customProviderIcon } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Redirecting to Acme SSO' })).toBeVisible();
  },
};

/** Linking a second account of a type that allows one. */
export const OneAccountOfType = errorStory(
  'link.oneOfType',
  'You cannot authorize more than one account for this user.',
);
