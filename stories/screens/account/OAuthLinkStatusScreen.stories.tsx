import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { errorEntry, messageFor } from '../../../src/copy';
import { OAuthLinkStatusScreen } from '../../../src/screens/account';
import { inCard } from '../frame';

const meta = {
  title: 'Screens/Account/OAuthLinkStatusScreen',
  component: OAuthLinkStatusScreen,
  decorators: [inCard],
  args: {
    phase: 'linking',
    providerName: 'GitHub',
    providerIcon: 'github',
    onRetry: fn(),
    onBack: fn(),
    onDone: fn(),
  },
} satisfies Meta<typeof OAuthLinkStatusScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Connecting under way: a spinner named after it, and Cancel. */
export const Linking: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Connecting GitHub' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Connecting GitHub' })).toBeVisible();
    await expect(canvas.getByText('Finish in the GitHub window. You will come back here.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Linked. */
export const Success: Story = {
  args: { phase: 'success' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'GitHub connected' })).toBeVisible();
    await expect(canvas.getByText('You can now log in with GitHub.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** The GitHub account belongs to another user: no Retry, only Back. */
export const LinkedToAnotherUser: Story = {
  args: { phase: 'error', error: messageFor({ privyErrorCode: 'linked_to_another_user' }, 'oauth') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Could not connect GitHub' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('This account has already been linked to another user.');
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

/** A GitHub account is linked already: "You cannot authorize more than one account for this user." */
export const OneOfType: Story = {
  args: { phase: 'error', error: messageFor({ privyErrorCode: 'cannot_link_more_of_type' }, 'oauth') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'You cannot authorize more than one account for this user.',
    );
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

/** Too many requests: Retry. */
export const TooManyRequests: Story = {
  args: { phase: 'error', error: messageFor({ privyErrorCode: 'too_many_requests' }, 'oauth') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many requests. Please wait before trying again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The user denied consent at the provider. */
export const Denied: Story = {
  args: { phase: 'error', providerName: 'Google', providerIcon: 'google', error: errorEntry('oauth.denied') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Could not connect Google' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('User denied confirmation during OAuth flow');
  },
};

/** The popup was blocked: "Popup was blocked. Try again." with Retry. */
export const PopupBlocked: Story = {
  args: { phase: 'error', error: errorEntry('popupBlocked') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Popup was blocked. Try again.');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** An in-app browser the provider refuses: "Could not log in with provider", and a link to copy. */
export const InAppBrowser: Story = {
  args: { phase: 'in-app-browser', pageUrl: 'https://app.example.com/account' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Could not log in with provider' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy link to open in browser' })).toBeVisible();
  },
};

/** A custom provider with its own icon. */
export const CustomProvider: Story = {
  args: { providerName: 'Acme SSO', providerIcon: { url: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Connecting Acme SSO' })).toBeVisible();
  },
};

/** The dark theme, an error. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { phase: 'error', error: errorEntry('auth.failed') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Authentication failed');
  },
};

/** At a phone's width. */
export const Phone: Story = {
  tags: ['responsive'],
  globals: { viewport: { value: 'sigilPhone' } },
  args: { phase: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Done' })).toBeVisible();
  },
};
