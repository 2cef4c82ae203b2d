import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { errorEntry } from '../../../src/copy';
import { SwitchChainScreen } from '../../../src/screens';
import { inCard } from '../frame';

const metamask = { name: 'MetaMask', icon: 'metamask' as const };

const meta = {
  title: 'Screens/Sign-in/SwitchChainScreen',
  component: SwitchChainScreen,
  tags: ['responsive'],
  decorators: [inCard],
} satisfies Meta<typeof SwitchChainScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'switching_to_supported_chain': the wallet is on an unsupported network. */
export const SwitchChain: Story = {
  args: { wallet: metamask, targetChainId: 8453, onSwitch: fn(), onCancel: fn() },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText('MetaMask is on a network this app does not support. Switch to Base to continue.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to Base' }));
    await expect(args.onSwitch).toHaveBeenCalledOnce();
  },
};

export const SwitchChainFailed: Story = {
  args: {
    wallet: metamask,
    targetChainId: 1,
    error: errorEntry('wallet.unrecognizedChain'),
    onSwitch: fn(),
    onCancel: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Unrecognized chain ID. Try adding the chain using addEthereumChain first.',
    );
  },
};
