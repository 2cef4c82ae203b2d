import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { errorEntry } from '../../../src/copy';
import { MfaRemoveDialog } from '../../../src/screens/mfa/MfaRemoveDialog';
import { withOpenState } from '../wallets/open-state';

const meta = {
  title: 'Screens/MFA/MfaRemoveDialog',
  component: MfaRemoveDialog,
  tags: ['responsive'],
  render: withOpenState(MfaRemoveDialog),
  args: { open: true, method: 'totp', status: 'confirm', onConfirm: fn(), onOpenChange: fn() },
} satisfies Meta<typeof MfaRemoveDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name: string) => within(await screen.findByRole('dialog', { name }));
const verifyFirst = 'You will be asked to verify your identity before the method is removed.';

/** The authenticator app: what stops working, that verification comes first; Remove confirms. */
export const Authenticator: Story = {
  play: async ({ args }) => {
    const view = await dialog('Remove the authenticator app?');
    await expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'Codes from your authenticator app will no longer verify your transactions and sign-ins.',
    );
    await expect(view.getByText(verifyFirst)).toBeVisible();
    await expect(view.queryByRole('status')).toBeNull();
    await userEvent.click(view.getByRole('button', { name: 'Remove' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** SMS. */
export const Sms: Story = {
  args: { method: 'sms' },
  play: async () => {
    const view = await dialog('Remove SMS verification?');
    await expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'Codes sent by text message will no longer verify your transactions and sign-ins.',
    );
    await expect(view.getByText(verifyFirst)).toBeVisible();
  },
};

/** Passkey. */
export const Passkey: Story = {
  args: { method: 'passkey' },
  play: async () => {
    await dialog('Remove passkey verification?');
    await expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'Your passkeys will no longer verify your transactions and sign-ins.',
    );
  },
};

/** The only method left: a warning that nothing will ask for a second step. */
export const LastMethod: Story = {
  args: { method: 'sms', lastMethod: true },
  play: async () => {
    const view = await dialog('Remove SMS verification?');
    await expect(view.getByRole('status')).toHaveTextContent(
      'This is your only verification method: without it, nothing asks for a second step.',
    );
  },
};

/** Cancel closes without removing. */
export const Cancel: Story = {
  play: async ({ args }) => {
    await userEvent.click((await dialog('Remove the authenticator app?')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Escape closes it too. */
export const EscapeCloses: Story = {
  args: { method: 'passkey' },
  play: async ({ args }) => {
    await dialog('Remove passkey verification?');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Removing: busy, presses ignored, and it cannot be dismissed until the answer comes. */
export const Removing: Story = {
  args: { status: 'removing' },
  play: async ({ args }) => {
    const view = await dialog('Remove the authenticator app?');
    const busy = view.getByRole('button', { name: 'Removing' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(view.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Verification was canceled: the spec's message, and "Try again" asks again. */
export const VerificationCanceled: Story = {
  args: { status: 'error', error: errorEntry('mfa.canceled') },
  play: async ({ args }) => {
    const view = await dialog('Remove the authenticator app?');
    await expect(view.getByRole('alert')).toHaveTextContent('Verification canceled');
    await userEvent.click(view.getByRole('button', { name: 'Try again' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Anything else: "Something went wrong." */
export const Failed: Story = {
  args: { method: 'sms', status: 'error', error: errorEntry('generic') },
  play: async () => {
    const view = await dialog('Remove SMS verification?');
    await expect(view.getByRole('alert')).toHaveTextContent('Something went wrong.');
  },
};

/** The dark theme, the last method. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { method: 'passkey', lastMethod: true },
  play: async () => {
    await expect((await dialog('Remove passkey verification?')).getByRole('button', { name: 'Remove' })).toBeVisible();
  },
};

/** At a phone's width (a bottom sheet). */
export const Phone: Story = {
  globals: { viewport: { value: 'sigilPhone' } },
  args: { method: 'sms' },
  play: async () => {
    await expect((await dialog('Remove SMS verification?')).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};
