import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CrossAppAccountsScreen } from '../../../src/screens/cross-app/CrossAppAccountsScreen';
import { connectedApps, crossAppAccountFor, ledgerly, orbitGames } from '../../fixtures/fake-cross-app';
import { inCard } from '../frame';

const orbitAccount = crossAppAccountFor(orbitGames);

const meta = {
  title: 'Screens/Cross-app/CrossAppAccountsScreen',
  component: CrossAppAccountsScreen,
  decorators: [inCard],
  args: {
    accounts: [orbitAccount],
    apps: connectedApps,
    onLink: fn(),
    onSignMessage: fn(),
    onUnlink: fn(),
    onRetry: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof CrossAppAccountsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The linked account with its actions, and the connected app not linked yet. */
export const Linked: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Accounts from other apps' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Connected accounts from other apps' });
    await expect(within(list).getByText('Account from Orbit Games')).toBeVisible();
    const link = canvas.getByRole('region', { name: 'Connect an account from another app' });
    await expect(within(link).queryByRole('button', { name: /Orbit Games/ })).toBeNull();
    await userEvent.click(within(link).getByRole('button', { name: /^Connect your Ledgerly account/ }));
    await expect(args.onLink).toHaveBeenCalledWith(ledgerly);
  },
};

/** None linked yet: every connected app can be linked. */
export const NoneLinked: Story = {
  args: { accounts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No account from another app is connected yet.')).toBeVisible();
    const link = canvas.getByRole('region', { name: 'Connect an account from another app' });
    await expect(within(link).getAllByRole('button')).toHaveLength(2);
  },
};

/** The connected apps are loading. */
export const LoadingApps: Story = {
  args: { apps: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading connected apps' })).toBeVisible();
  },
};

/** Unlinking under way: the row waits, every other button too. */
export const Unlinking: Story = {
  args: { busy: { kind: 'unlink', subject: orbitAccount.subject } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Disconnect the account from Orbit Games' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: /^Connect your Ledgerly account/ })).toBeDisabled();
  },
};

/** At a phone's width. */
export const Phone: Story = {
  tags: ['responsive'],
  globals: { viewport: { value: 'sigilPhone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Accounts from other apps' })).toBeVisible();
  },
};
