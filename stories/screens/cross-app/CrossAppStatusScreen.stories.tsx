import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { errorEntry, messageFor } from '../../../src/copy';
import { crossAppErrorEntry } from '../../../src/flows/cross-app';
import { CrossAppStatusScreen } from '../../../src/screens/cross-app/CrossAppStatusScreen';
import { orbitGames } from '../../fixtures/fake-cross-app';
import { inCard } from '../frame';

const meta = {
  title: 'Screens/Cross-app/CrossAppStatusScreen',
  component: CrossAppStatusScreen,
  decorators: [inCard],
  args: {
    phase: 'connecting',
    appName: orbitGames.provider_app_name,
    appIcon: orbitGames.provider_app_icon_url,
    onRetry: fn(),
    onCancel: fn(),
    onDone: fn(),
  },
} satisfies Meta<typeof CrossAppStatusScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The other app's pop-up is open: "Connecting to Orbit Games", "Please check the pop-up from Orbit Games to continue". */
export const Connecting: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Connecting to Orbit Games' })).toBeVisible();
    await expect(canvas.getByText('Please check the pop-up from Orbit Games to continue')).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Connecting to Orbit Games' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** "Successfully connected with Orbit Games" / "You're good to go!", then Done. */
export const Connected: Story = {
  args: { phase: 'connected' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Successfully connected with Orbit Games' })).toBeVisible();
    await expect(canvas.getByText('You’re good to go!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** The 120 s ran out: "Authentication failed", "Request timeout", Retry. */
export const RequestTimeout: Story = {
  args: { phase: 'failed', error: crossAppErrorEntry('Authorization request timed out after 2 minutes.') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Authentication failed' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Request timeout');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The user closed the pop-up (or said no in it): "User rejected request". */
export const UserRejected: Story = {
  args: { phase: 'failed', error: crossAppErrorEntry('User rejected request') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Authentication failed' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('User rejected request');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** The browser blocked the pop-up: "Popup was blocked. Try again." with Retry. */
export const PopupBlocked: Story = {
  args: { phase: 'failed', error: errorEntry('popupBlocked') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Popup was blocked. Try again.');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** The account in the other app belongs to another user: no Retry. */
export const LinkedToAnotherUser: Story = {
  args: { phase: 'failed', error: messageFor({ privyErrorCode: 'linked_to_another_user' }, 'crossApp') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This account has already been linked to another user.');
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

/** An error the catalogue does not know: the provider's own sentence, naming the app. */
export const Unexpected: Story = {
  args: { phase: 'failed', error: crossAppErrorEntry(new Error('Invalid connected app')) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Authentication failed' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'There was an issue connecting your Orbit Games account. Please try again.',
    );
  },
};

/** An app without an icon (or an unsafe one): a neutral mark. */
export const NoIcon: Story = {
  args: { appName: 'Northwind', appIcon: 'http://insecure.example/icon.png' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Connecting to Northwind' })).toBeVisible();
  },
};

/** At a phone's width. */
export const Phone: Story = {
  tags: ['responsive'],
  globals: { viewport: { value: 'sigilPhone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Connecting to Orbit Games' })).toBeVisible();
  },
};
