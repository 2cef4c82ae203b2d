import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OfflineAccessSection } from '../../../src/screens/offline-access/OfflineAccessSection';
import { inCard } from '../frame';
import { onDeviceEthereum, onDeviceSolana, serverEthereum } from './offline-access-fixtures';

const meta = {
  title: 'Screens/Offline access/OfflineAccessSection',
  component: OfflineAccessSection,
  decorators: [inCard],
  args: {
    appName: 'Acme',
    wallets: [{ ...onDeviceEthereum, delegated: true }, onDeviceSolana, serverEthereum],
    serverSignerConfigured: true,
    onEnable: fn(),
    onRevoke: fn(),
  },
} satisfies Meta<typeof OfflineAccessSection>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const rows = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Your embedded wallets' })).getAllByRole('listitem');
const row = (canvas: Canvas, address: string) => {
  const found = rows(canvas).find((item) => item.getAttribute('data-address') === address);
  if (!found) throw new Error(`No row for ${address}`);
  return within(found);
};

/** The user's wallets with their delegated state; Revoke on the delegated one, Enable on the others. */
export const Wallets: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Offline access' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Offline access' })).toBeVisible();
    await expect(rows(canvas).map((item) => item.getAttribute('data-state'))).toEqual(['granted', 'off', 'off']);
    const first = row(canvas, onDeviceEthereum.address);
    await expect(first.getByText('Offline access granted')).toBeVisible();
    await expect(first.getByText('Kept on this device')).toBeVisible();
    await userEvent.click(first.getByRole('button', { name: 'Revoke offline access to Ethereum wallet 0x71C7…976F' }));
    await expect(args.onRevoke).toHaveBeenCalledWith({ ...onDeviceEthereum, delegated: true });
    const server = row(canvas, serverEthereum.address);
    await expect(server.getByText('No offline access')).toBeVisible();
    await expect(server.getByText("Kept on the provider's secure server")).toBeVisible();
    await userEvent.click(server.getByRole('button', { name: /^Enable offline access for Ethereum wallet / }));
    await expect(args.onEnable).toHaveBeenCalledWith(serverEthereum);
    await expect(
      row(canvas, onDeviceSolana.address).getByRole('button', { name: /^Enable offline access for Solana wallet / }),
    ).toBeEnabled();
  },
};

/** No server signer: a server-side wallet cannot be delegated, and says why; on-device wallets still can. */
export const NoServerSigner: Story = {
  args: { serverSignerConfigured: false, wallets: [onDeviceEthereum, serverEthereum] },
  play: async ({ canvas }) => {
    const server = row(canvas, serverEthereum.address);
    await expect(server.getByText('Unavailable')).toBeVisible();
    await expect(
      server.getByText(
        "Acme has no server signer set up, so wallets kept on the provider's server cannot be delegated.",
      ),
    ).toBeVisible();
    await expect(server.queryByRole('button', { name: /Enable/ })).toBeNull();
    await expect(row(canvas, onDeviceEthereum.address).getByRole('button', { name: /^Enable/ })).toBeEnabled();
  },
};

/** A server-side wallet already delegated stays revocable even without a signer configured now. */
export const DelegatedWithoutSigner: Story = {
  args: { serverSignerConfigured: false, wallets: [{ ...serverEthereum, delegated: true }] },
  play: async ({ canvas }) => {
    const server = row(canvas, serverEthereum.address);
    await expect(server.getByText('Offline access granted')).toBeVisible();
    await expect(server.getByRole('button', { name: /^Revoke offline access/ })).toBeEnabled();
  },
};

/** While the wallets load. */
export const Loading: Story = {
  args: { wallets: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading your wallets' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** No embedded wallets yet. */
export const Empty: Story = {
  args: { wallets: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have no embedded wallets yet.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Offline access granted')).toBeVisible();
  },
};

/** At a phone's width. */
export const Phone: Story = {
  tags: ['responsive'],
  globals: { viewport: { value: 'sigilPhone' } },
  args: { serverSignerConfigured: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unavailable')).toBeVisible();
  },
};
