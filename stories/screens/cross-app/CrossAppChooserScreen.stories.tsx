import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messageFor } from '../../../src/copy';
import { CrossAppChooserScreen } from '../../../src/screens/cross-app/CrossAppChooserScreen';
import { connectedApps, orbitGames } from '../../fixtures/fake-cross-app';
import { inCard } from '../frame';

const meta = {
  title: 'Screens/Cross-app/CrossAppChooserScreen',
  component: CrossAppChooserScreen,
  decorators: [inCard],
  args: { apps: connectedApps, purpose: 'login', onSelect: fn(), onRetry: fn(), onBack: fn() },
} satisfies Meta<typeof CrossAppChooserScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Continue with {app}" for each connected app, the read-only one marked. */
export const ContinueWith: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Continue with another app' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Connected apps' });
    const buttons = within(list).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([
      'Continue with Orbit Games',
      'Continue with LedgerlyRead-onlyShares the account; cannot sign for you',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Orbit Games' }));
    await expect(args.onSelect).toHaveBeenCalledWith(orbitGames);
  },
};

/** Signed in: "Connect an account from another app". */
export const Link: Story = {
  args: { purpose: 'link' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Connect an account from another app' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Connect your Ledgerly account/ })).toBeEnabled();
  },
};

/** One app's request is under way: its button is busy, the other waits. */
export const Busy: Story = {
  args: { busyAppId: orbitGames.provider_app_id },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Continue with Orbit Games' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: /^Continue with Ledgerly/ })).toBeDisabled();
  },
};

/** The connected apps are loading. */
export const Loading: Story = {
  args: { apps: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading connected apps' })).toBeVisible();
  },
};

/** No app is connected to this one. */
export const NoneConnected: Story = {
  args: { apps: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No other app is connected to this one.')).toBeVisible();
  },
};

/** The connections could not be read: the catalogue's message, Retry. */
export const LoadFailed: Story = {
  args: { apps: [], error: messageFor(new TypeError('Failed to fetch'), 'crossApp') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** At a phone's width. */
export const Phone: Story = {
  tags: ['responsive'],
  globals: { viewport: { value: 'sigilPhone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Continue with Orbit Games' })).toBeVisible();
  },
};
