import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { errorEntry } from '../../../src/copy';
import { MfaMethodChooser } from '../../../src/screens/mfa';
import { inCard } from '../frame';

const meta = {
  title: 'Screens/MFA/MfaMethodChooser',
  component: MfaMethodChooser,
  tags: ['responsive'],
  decorators: [inCard],
  args: { methods: ['sms', 'passkey', 'totp'], onSelect: fn(), onCancel: fn() },
} satisfies Meta<typeof MfaMethodChooser>;
export default meta;
type Story = StoryObj<typeof meta>;

/** All three enrolled: listed in the spec's order whatever order the user's `mfaMethods` has. */
export const AllMethods: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
    await expect(canvas.getByText('Choose a verification method')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Verification methods' });
    const names = within(list)
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(names).toEqual(['Authenticator app', 'SMS', 'Passkey']);
    await userEvent.click(canvas.getByRole('button', { name: 'SMS' }));
    await expect(args.onSelect).toHaveBeenCalledWith('sms');
    await userEvent.click(canvas.getByRole('button', { name: 'Passkey' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('passkey');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Only the enrolled methods are offered: no authenticator app here. */
export const EnrolledOnly: Story = {
  args: { methods: ['passkey', 'sms'] },
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Verification methods' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Authenticator app' })).toBeNull();
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('sms');
  },
};

/** Back after a time-out: the chooser says why, and choosing a method starts over. */
export const AfterTimeOut: Story = {
  args: { methods: ['totp', 'passkey'], notice: errorEntry('mfa.timeout') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Timed out waiting for MFA code');
    await userEvent.click(canvas.getByRole('button', { name: 'Authenticator app' }));
    await expect(args.onSelect).toHaveBeenCalledWith('totp');
  },
};
