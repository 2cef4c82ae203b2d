import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor } from 'storybook/test';
import { Address } from '../../src/primitives/Address';
import { copiedThenRest, evmAddress, solanaAddress } from '../fixtures';

const meta = { title: 'Primitives/Address', component: Address, args: { address: evmAddress } } satisfies Meta<
  typeof Address
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Shown as 0x71C7…976F; the full value is the accessible name and appears on focus. */
export const Ethereum: Story = {
  parameters: { keepFocus: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0x71C7…976F')).toBeVisible();
    const trigger = canvas.getByRole('button', { name: `Address ${evmAddress}` });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(evmAddress));
  },
};

export const Solana: Story = {
  args: { address: solanaAddress },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('7EcD…FLtV')).toBeVisible();
  },
};

/** Copy puts the full address on the clipboard. */
export const CopyAddress: Story = {
  play: async ({ canvas }) => {
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy address' }));
    await expect(write).toHaveBeenCalledWith(evmAddress);
    await copiedThenRest(canvas);
  },
};

export const WithoutCopy: Story = {
  args: { copyable: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Copy address' })).toBeNull();
  },
};
