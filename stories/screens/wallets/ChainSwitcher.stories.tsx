import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { errorEntry } from '../../../src/copy';
import { ChainSwitcher } from '../../../src/screens/wallets';

const meta = {
  title: 'Screens/Wallets/ChainSwitcher',
  component: ChainSwitcher,
  args: { chainId: 8453, onSwitch: fn() },
  decorators: [
    (Story) => (
      <div className="sg:mx-auto sg:max-w-[22rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChainSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

const CHAIN_NAMES = [
  'Ethereum',
  'Sepolia',
  'Polygon',
  'OP Mainnet',
  'Base',
  'Base Sepolia',
  'Arbitrum One',
  'Zora',
  'Avalanche',
  'BNB Smart Chain',
];

/** The current chain, named beside its mark. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Network' });
    await expect(trigger).toHaveTextContent('Base');
    await expect(trigger).toBeEnabled();
  },
};

/**
 * The list: the ten supported chains with their marks, the current one selected, test networks marked; Escape
 * closes it and focus returns to the switcher. (It is closed for the screenshot: while open, Radix hides the
 * page behind it with aria-hidden, which axe reports for the focusable trigger.)
 */
export const Open: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Network' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((o) => o.textContent?.replace('Testnet', '').trim())).toEqual(CHAIN_NAMES);
    await expect(within(listbox).getByRole('option', { name: /^Base$/ })).toHaveAttribute('aria-selected', 'true');
    await expect(within(listbox).getAllByText('Testnet')).toHaveLength(2);
    await expect(within(listbox).getByRole('option', { name: 'Sepolia Testnet' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onSwitch).not.toHaveBeenCalled();
  },
};

/** Keyboard only: Enter or an arrow opens, arrows move, Enter switches to the chain. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Network' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: /^Base$/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'Base Sepolia Testnet' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(args.onSwitch).toHaveBeenCalledOnce();
    await expect(args.onSwitch).toHaveBeenCalledWith(84532);
  },
};

/** Choosing the current chain again is no switch. */
export const SameChain: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('combobox', { name: 'Network' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(args.onSwitch).not.toHaveBeenCalled();
  },
};

/** A switch in progress: the switcher waits and says where to. */
export const Switching: Story = {
  args: { switchingTo: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Network' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Switching to Ethereum');
  },
};

/** The wallet is on a chain the app does not support, and the switch failed with the spec's message. */
export const UnsupportedChain: Story = {
  args: { chainId: 250, error: errorEntry('wallet.unrecognizedChain') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Network' })).toHaveTextContent('Unsupported network (250)');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Unrecognized chain ID. Try adding the chain using addEthereumChain first.',
    );
  },
};

/** The wallet said it cannot switch (4200), or is disconnected from the chain (4901). */
export const SwitchRefused: Story = {
  args: { chainId: 1, error: errorEntry('wallet.chainDisconnected') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The wallet is not connected to the requested chain.');
  },
};

/** No chain known yet. */
export const NoChain: Story = {
  args: { chainId: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Network' })).toHaveTextContent('Choose a network');
  },
};

/** Disabled by the app (no wallet connected). */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Network' })).toBeDisabled();
  },
};
