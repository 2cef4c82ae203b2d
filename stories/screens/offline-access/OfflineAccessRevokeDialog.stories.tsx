import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { errorEntry } from '../../../src/copy';
import { OfflineAccessRevokeDialog } from '../../../src/screens/offline-access/OfflineAccessRevokeDialog';
import { onDeviceEthereum, onDeviceSolana, serverEthereum, withDismiss } from './offline-access-fixtures';

const meta = {
  title: 'Screens/Offline access/OfflineAccessRevokeDialog',
  component: OfflineAccessRevokeDialog,
  render: withDismiss(OfflineAccessRevokeDialog),
  args: {
    open: true,
    appName: 'Acme',
    wallet: serverEthereum,
    status: 'confirm',
    onConfirm: fn(),
    onDismiss: fn(),
  },
} satisfies Meta<typeof OfflineAccessRevokeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Revoke offline access to wallet' }));
const onDeviceNote = 'Wallets kept on this device are revoked together: every one of them loses offline access.';

/** A server-side wallet: only that wallet loses access; Confirm revokes. */
export const ServerWallet: Story = {
  play: async ({ args }) => {
    const view = await dialog();
    await expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'Acme will no longer be able to use this wallet when you are not online.',
    );
    await expect(view.getByText("Kept on the provider's secure server")).toBeVisible();
    await expect(view.queryByText(onDeviceNote)).toBeNull();
    await userEvent.click(view.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** An on-device wallet: every on-device wallet loses access at once (the SDK's revoke has no address). */
export const OnDeviceWallet: Story = {
  args: { wallet: onDeviceEthereum },
  play: async () => {
    const view = await dialog();
    await expect(view.getByRole('status')).toHaveTextContent(onDeviceNote);
    await expect(view.queryByText(/This also revokes/)).toBeNull();
  },
};

/** An on-device wallet while another on-device wallet is delegated too: the other one is named. */
export const OnDeviceWithOthers: Story = {
  args: {
    wallet: onDeviceEthereum,
    alsoRevoked: [onDeviceSolana],
  },
  play: async () => {
    const view = await dialog();
    const note = view.getByRole('status');
    await expect(note).toHaveTextContent('This also revokes 1 other wallet:');
    await expect(within(note).getByRole('listitem')).toHaveTextContent('Solana wallet');
    await expect(within(note).getByRole('button', { name: `Address ${onDeviceSolana.address}` })).toBeVisible();
  },
};

/** "Deny" closes it and keeps access: an answer, not an error. */
export const Deny: Story = {
  play: async ({ args }) => {
    await userEvent.click((await dialog()).getByRole('button', { name: 'Deny' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Revoking: busy, and it cannot be dismissed until the answer comes. */
export const Revoking: Story = {
  args: { status: 'revoking' },
  play: async ({ args }) => {
    const view = await dialog();
    const busy = view.getByRole('button', { name: 'Revoking' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(view.getByRole('button', { name: 'Deny' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
};

/** Revoked, with other on-device wallets: said for all of them; Done closes it. */
export const Revoked: Story = {
  parameters: { keepFocus: true },
  // Held open by the story, so the shot shows it after Done is pressed.
  render: (args) => <OfflineAccessRevokeDialog {...args} />,
  args: {
    status: 'revoked',
    wallet: onDeviceEthereum,
    alsoRevoked: [onDeviceSolana],
  },
  play: async ({ args }) => {
    const view = await dialog();
    await expect(view.getByRole('status')).toHaveTextContent(
      'Offline access revokedAcme can no longer use the wallets on this device while you are away.',
    );
    await userEvent.click(view.getByRole('button', { name: 'Done' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** Failed: the catalogue's message; Try again revokes again. */
export const Failed: Story = {
  args: { status: 'error', error: errorEntry('generic') },
  play: async ({ args }) => {
    const view = await dialog();
    await expect(view.getByRole('alert')).toHaveTextContent('Something went wrong.');
    await userEvent.click(view.getByRole('button', { name: 'Try again' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** The dark theme, an on-device wallet with another. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: {
    wallet: onDeviceEthereum,
    alsoRevoked: [onDeviceSolana],
  },
  play: async () => {
    await expect((await dialog()).getByRole('button', { name: 'Confirm' })).toBeVisible();
  },
};

/** At a phone's width (a bottom sheet). */
export const Phone: Story = {
  tags: ['responsive'],
  globals: { viewport: { value: 'sigilPhone' } },
  args: {
    wallet: onDeviceEthereum,
    alsoRevoked: [onDeviceSolana],
  },
  play: async () => {
    await expect((await dialog()).getByRole('button', { name: 'Deny' })).toBeVisible();
  },
};
