import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CrossAppAccountRow } from '../../../src/screens/cross-app/CrossAppAccountRow';
import { crossAppTarget } from '../../../src/screens/cross-app/target';
import { crossAppAccountFor, crossAppAddress, ledgerly, orbitGames } from '../../fixtures/fake-cross-app';
import { inCard } from '../frame';

const orbitAccount = crossAppAccountFor(orbitGames);
const orbitAddress = crossAppAddress(orbitGames.provider_app_id);

const meta = {
  title: 'Screens/Cross-app/CrossAppAccountRow',
  component: CrossAppAccountRow,
  decorators: [
    (Story) => (
      <ul aria-label="Connected accounts from other apps" className="sg:grid sg:gap-2">
        <Story />
      </ul>
    ),
    inCard,
  ],
  args: { account: orbitAccount, app: crossAppTarget(orbitGames), onSignMessage: fn(), onUnlink: fn() },
} satisfies Meta<typeof CrossAppAccountRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The app, its wallet (copyable), "Sign a message" and "Unlink". */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Account from Orbit Games')).toBeVisible();
    const wallets = canvas.getByRole('list', { name: 'Wallets from Orbit Games' });
    await expect(within(wallets).getByRole('button', { name: `Address ${orbitAddress}` })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign a message with the Orbit Games wallet' }));
    await expect(args.onSignMessage).toHaveBeenCalledWith(orbitAccount, orbitAddress);
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect the account from Orbit Games' }));
    await expect(args.onUnlink).toHaveBeenCalledWith(orbitAccount);
  },
};

/** A read-only connection is marked; signing stays offered (the provider answers with its refusal). */
export const ReadOnly: Story = {
  args: { account: crossAppAccountFor(ledgerly), app: crossAppTarget(ledgerly) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Read-only')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign a message with the Ledgerly wallet' })).toBeEnabled();
  },
};

/** An account without a wallet: nothing to sign with. */
export const NoWallet: Story = {
  args: { account: { ...orbitAccount, embeddedWallets: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No wallet from Orbit Games')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Sign a message/ })).toBeNull();
  },
};

/** Signing under way: the button is busy, Unlink waits. */
export const Signing: Story = {
  args: { busy: 'sign', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign a message with the Orbit Games wallet' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Disconnect the account from Orbit Games' })).toBeDisabled();
  },
};

/** At a phone's width. */
export const Phone: Story = {
  tags: ['responsive'],
  globals: { viewport: { value: 'sigilPhone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Account from Orbit Games')).toBeVisible();
  },
};
