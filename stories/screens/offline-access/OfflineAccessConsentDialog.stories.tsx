import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { errorEntry } from '../../../src/copy';
import { OfflineAccessConsentDialog } from '../../../src/screens/offline-access/OfflineAccessConsentDialog';
import { onDeviceEthereum, serverEthereum, withDismiss } from './offline-access-fixtures';

const meta = {
  title: 'Screens/Offline access/OfflineAccessConsentDialog',
  component: OfflineAccessConsentDialog,
  render: withDismiss(OfflineAccessConsentDialog),
  args: {
    open: true,
    appName: 'Acme',
    wallet: onDeviceEthereum,
    status: 'confirm',
    onAccept: fn(),
    onDismiss: fn(),
  },
} satisfies Meta<typeof OfflineAccessConsentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Enable offline access' }));
const body =
  "By accepting, Acme can use this wallet for you even when you're not around. You can revoke this at any time.";

/** The consent: who gets access, what it may do while the user is away, which wallet; Accept grants it. */
export const Ask: Story = {
  play: async ({ args }) => {
    const view = await dialog();
    await expect(screen.getByRole('dialog')).toHaveAccessibleDescription(body);
    await expect(view.getByText('While you are away, Acme may:')).toBeVisible();
    const may = view.getAllByRole('listitem').map((item) => item.textContent);
    await expect(may).toEqual(['sign messages with this wallet', 'sign and send transactions from this wallet']);
    await expect(view.getByText('Only this wallet: your other wallets stay as they are.')).toBeVisible();
    await expect(view.getByText('Ethereum wallet')).toBeVisible();
    await expect(view.getByRole('button', { name: `Address ${onDeviceEthereum.address}` })).toBeVisible();
    await expect(view.getByText('Kept on this device')).toBeVisible();
    await expect(view.queryByRole('alert')).toBeNull();
    await userEvent.click(view.getByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
};

/** A wallet kept on the provider's server (the app's signer is added to it). */
export const ServerWallet: Story = {
  args: { wallet: serverEthereum },
  play: async () => {
    const view = await dialog();
    await expect(view.getByText("Kept on the provider's secure server")).toBeVisible();
  },
};

/** "Not now" closes it: an answer, not an error; nothing is granted. */
export const NotNow: Story = {
  play: async ({ args }) => {
    await userEvent.click((await dialog()).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

/** Escape is "Not now" too. */
export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await dialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** Granting: busy, presses ignored, it cannot be dismissed until the answer comes. */
export const Granting: Story = {
  args: { status: 'granting' },
  play: async ({ args }) => {
    const view = await dialog();
    const busy = view.getByRole('button', { name: 'Enabling' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(args.onAccept).not.toHaveBeenCalled();
    await expect(view.getByRole('button', { name: 'Not now' })).toBeDisabled();
    await expect(view.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
};

/** Granted: said, and Done closes it. */
export const Granted: Story = {
  parameters: { keepFocus: true },
  // Held open by the story, so the shot shows it after Done is pressed.
  render: (args) => <OfflineAccessConsentDialog {...args} />,
  args: { status: 'granted' },
  play: async ({ args }) => {
    const view = await dialog();
    await expect(view.getByRole('status')).toHaveTextContent(
      'Offline access enabledAcme can now use this wallet while you are away.',
    );
    await expect(view.queryByRole('button', { name: 'Accept' })).toBeNull();
    await userEvent.click(view.getByRole('button', { name: 'Done' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** The verification the SDK asked for was canceled: the catalogue's message, and Try again asks again. */
export const VerificationCanceled: Story = {
  args: { status: 'error', error: errorEntry('mfa.canceled') },
  play: async ({ args }) => {
    const view = await dialog();
    await expect(view.getByRole('alert')).toHaveTextContent('Verification canceled');
    await userEvent.click(view.getByRole('button', { name: 'Try again' }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await expect(view.getByRole('button', { name: 'Not now' })).toBeEnabled();
  },
};

/** The call never answered (the journey's guard): the time-out message. */
export const TimedOut: Story = {
  args: { status: 'error', error: errorEntry('wallet.requestTimeout') },
  play: async () => {
    const view = await dialog();
    await expect(view.getByRole('alert')).toHaveTextContent('The wallet did not answer in time. Try again.');
  },
};

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await expect((await dialog()).getByRole('button', { name: 'Accept' })).toBeVisible();
  },
};

/** At a phone's width (a bottom sheet). */
export const Phone: Story = {
  tags: ['responsive'],
  globals: { viewport: { value: 'sigilPhone' } },
  play: async () => {
    await expect((await dialog()).getByRole('button', { name: 'Not now' })).toBeVisible();
  },
};
