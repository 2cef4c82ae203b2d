import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { errorEntry } from '../../../src/copy';
import { sampleTypedData } from '../../../src/flows/signing/session';
import { type ComposerWallet, SigningComposer } from '../../../src/screens/wallets';
import { inCard } from '../frame';
import { embedded, embeddedSolana, imported } from './wallet-fixtures';

/** The composer's wallets: an embedded Ethereum wallet on Base, an imported one on Ethereum, a Solana one. */
const ethereumWallet: ComposerWallet = { ...embedded, chainId: 8453 };
const importedWallet: ComposerWallet = { ...imported, chainId: 1 };
const solanaWallet: ComposerWallet = embeddedSolana;
const recipient = '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4';

const meta = {
  title: 'Screens/Wallets/SigningComposer',
  component: SigningComposer,
  tags: ['responsive'],
  decorators: [inCard],
  args: {
    wallets: [ethereumWallet, importedWallet, solanaWallet],
    selected: ethereumWallet.address,
    onSelect: fn(),
    onSwitchChain: fn(),
    onReview: fn(),
  },
} satisfies Meta<typeof SigningComposer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A message: the wallet, its network, the kind of request; what is typed is what goes to the review. */
export const Message: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Sign with a wallet' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Wallet' })).toHaveTextContent(`Base ${ethereumWallet.address}`);
    await expect(canvas.getByRole('combobox', { name: 'Network' })).toHaveTextContent('Base');
    const kind = canvas.getByRole('radiogroup', { name: 'Request' });
    await expect(
      within(kind)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['Message', 'Typed data', 'Transaction']);
    await expect(within(kind).getByRole('radio', { name: 'Message' })).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message to sign' }), 'Hello from Acme');
    await userEvent.click(canvas.getByRole('button', { name: 'Review request' }));
    await expect(args.onReview).toHaveBeenCalledOnce();
    await expect(args.onReview).toHaveBeenCalledWith({ method: 'personal_sign', message: 'Hello from Acme' });
  },
};

/** Typed data: a sample EIP-712 document for the wallet and its network to start from, sent as parsed JSON. */
export const TypedData: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Typed data' }));
    const field = canvas.getByRole('textbox', { name: 'Typed data (EIP-712, JSON)' });
    await expect(field).toHaveValue(sampleTypedData(8453, ethereumWallet.address));
    await expect(canvas.queryByRole('textbox', { name: 'Message to sign' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Review request' }));
    await expect(args.onReview).toHaveBeenCalledOnce();
    await expect(args.onReview).toHaveBeenCalledWith({
      method: 'eth_signTypedData_v4',
      typedData: JSON.parse(sampleTypedData(8453, ethereumWallet.address)),
    });
  },
};

/** A transaction: recipient and amount in the network's currency, sent on the wallet's network. */
export const Transaction: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Transaction' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Recipient address' }), recipient);
    const amount = canvas.getByRole('textbox', { name: 'Amount (ETH)' });
    await expect(amount).toHaveAccessibleDescription('The transaction is sent on Base.');
    await userEvent.type(amount, '0.25');
    await userEvent.click(canvas.getByRole('button', { name: 'Review request' }));
    await expect(args.onReview).toHaveBeenCalledOnce();
    await expect(args.onReview).toHaveBeenCalledWith({
      method: 'eth_sendTransaction',
      // 0.25 ETH in wei: 250000000000000000 = 0x3782dace9d90000.
      transaction: { from: ethereumWallet.address, to: recipient, value: '0x3782dace9d90000', chainId: 8453 },
    });
  },
};

/** A Solana wallet signs messages only here: no network, no kind to choose; the message goes as UTF-8 bytes. */
export const SolanaWallet: Story = {
  args: { selected: solanaWallet.address },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: 'Wallet' })).toHaveTextContent(`Solana ${solanaWallet.address}`);
    await expect(canvas.queryByRole('combobox', { name: 'Network' })).toBeNull();
    await expect(canvas.queryByRole('radiogroup', { name: 'Request' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message to sign' }), 'gm');
    await userEvent.click(canvas.getByRole('button', { name: 'Review request' }));
    await expect(args.onReview).toHaveBeenCalledOnce();
    await expect(args.onReview).toHaveBeenCalledWith({
      method: 'solana_signMessage',
      message: new TextEncoder().encode('gm'),
    });
  },
};

/**
 * Choosing another wallet is the host's to apply (the composer is pure): a styled list of the wallets, each by its
 * chain's mark and name and its short address, reached by keyboard (Enter opens it, arrows move, Enter chooses).
 */
export const ChooseWallet: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Wallet' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      `Base ${ethereumWallet.address}Base0x71C7…976F`,
      `Ethereum ${importedWallet.address}Ethereum0x3C44…93BC`,
      `Solana ${solanaWallet.address}Solana7EcD…FLtV`,
    ]);
    await expect(within(listbox).getByRole('option', { name: `Ethereum ${importedWallet.address}` })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith(importedWallet.address);
  },
};

/** An empty message is refused under the field (spec 5), nothing is reviewed; once written, it is. */
export const EmptyMessage: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Message to sign' });
    await userEvent.click(canvas.getByRole('button', { name: 'Review request' }));
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription('The message to sign must not be empty');
    await expect(args.onReview).not.toHaveBeenCalled();
    await userEvent.type(field, 'Hello');
    // Editing clears the error at once.
    await expect(field).toBeValid();
    await userEvent.click(canvas.getByRole('button', { name: 'Review request' }));
    await expect(args.onReview).toHaveBeenCalledOnce();
    await expect(args.onReview).toHaveBeenCalledWith({ method: 'personal_sign', message: 'Hello' });
    // The screenshot shows the error state.
    await userEvent.clear(field);
    await userEvent.click(canvas.getByRole('button', { name: 'Review request' }));
    await expect(field).toHaveAccessibleDescription('The message to sign must not be empty');
    // The composer moves focus to the first invalid field a frame later: blurred after that, never before.
    await waitFor(() => expect(field).toHaveFocus());
  },
};

const ORDER = { types: { Order: [{ name: 'id', type: 'uint256' }] }, primaryType: 'Order', domain: {}, message: {} };

/** Typed data that is not JSON is refused under the field; corrected, it goes to the review as parsed. */
export const InvalidJson: Story = {
  args: { initialKind: 'typedData', initialValues: { typedData: '{"types": {' } },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Typed data (EIP-712, JSON)' });
    await userEvent.click(canvas.getByRole('button', { name: 'Review request' }));
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription('This is not valid JSON.');
    await expect(args.onReview).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.paste(JSON.stringify(ORDER));
    await expect(field).toBeValid();
    await userEvent.click(canvas.getByRole('button', { name: 'Review request' }));
    await expect(args.onReview).toHaveBeenCalledOnce();
    await expect(args.onReview).toHaveBeenCalledWith({ method: 'eth_signTypedData_v4', typedData: ORDER });
    // The screenshot shows the error state.
    await userEvent.clear(field);
    await userEvent.paste('{"types": {');
    await userEvent.click(canvas.getByRole('button', { name: 'Review request' }));
    await expect(field).toHaveAccessibleDescription('This is not valid JSON.');
    await waitFor(() => expect(field).toHaveFocus());
  },
};

/** A bad address and a bad amount are each said under their field; corrected, the transaction is reviewed. */
export const InvalidTransaction: Story = {
  args: { initialKind: 'transaction' },
  play: async ({ canvas, args }) => {
    const to = canvas.getByRole('textbox', { name: 'Recipient address' });
    const amount = canvas.getByRole('textbox', { name: 'Amount (ETH)' });
    await userEvent.type(to, '0x5B38Da6a701c5685');
    await userEvent.type(amount, '1.5.2');
    await userEvent.click(canvas.getByRole('button', { name: 'Review request' }));
    await expect(to).toBeInvalid();
    await expect(to).toHaveAccessibleDescription('Enter an address: 0x followed by 40 hexadecimal characters.');
    await expect(amount).toBeInvalid();
    await expect(amount).toHaveAccessibleDescription(
      'The transaction is sent on Base. Enter an amount such as 0.01, with at most 18 decimals.',
    );
    // More than 18 decimals is no amount of ETH either.
    await userEvent.clear(amount);
    await userEvent.type(amount, '0.0000000000000000001');
    await userEvent.click(canvas.getByRole('button', { name: 'Review request' }));
    await expect(amount).toBeInvalid();
    await expect(args.onReview).not.toHaveBeenCalled();
    await userEvent.clear(to);
    await userEvent.type(to, recipient);
    await userEvent.clear(amount);
    await userEvent.type(amount, '.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Review request' }));
    await expect(args.onReview).toHaveBeenCalledOnce();
    await expect(args.onReview).toHaveBeenCalledWith({
      method: 'eth_sendTransaction',
      transaction: { from: ethereumWallet.address, to: recipient, value: '0x6f05b59d3b20000', chainId: 8453 },
    });
    // The screenshot shows both errors.
    await userEvent.clear(to);
    await userEvent.type(to, 'vitalik.eth');
    await userEvent.clear(amount);
    await userEvent.type(amount, '-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Review request' }));
    await expect(to).toHaveAccessibleDescription('Enter an address: 0x followed by 40 hexadecimal characters.');
    await expect(amount).toBeInvalid();
    await expect(args.onReview).toHaveBeenCalledOnce();
    await waitFor(() => expect(to).toHaveFocus());
  },
};

/** Switching the network: the chain switcher asks the host, which switches the wallet. */
export const SwitchNetwork: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Network' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Arbitrum One' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(args.onSwitchChain).toHaveBeenCalledOnce();
    await expect(args.onSwitchChain).toHaveBeenCalledWith(42161);
  },
};

/** A switch under way: the switcher waits and says where to; the rest of the form stays usable. */
export const Switching: Story = {
  args: { switchingTo: 42161 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Network' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Switching to Arbitrum One');
    await expect(canvas.getByRole('button', { name: 'Review request' })).toBeEnabled();
  },
};

/** The wallet does not know the chain (EIP-1193 4902): the spec's message under the switcher. */
export const SwitchError: Story = {
  args: { switchError: errorEntry('wallet.unrecognizedChain') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Unrecognized chain ID. Try adding the chain using addEthereumChain first.',
    );
    await expect(canvas.getByRole('combobox', { name: 'Network' })).toHaveTextContent('Base');
  },
};

/** A request is under review: every field waits, nothing can be sent twice. */
export const Disabled: Story = {
  args: { disabled: true, initialValues: { message: 'Hello from Acme' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: 'Wallet' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Network' })).toBeDisabled();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Message to sign' })).toBeDisabled();
    const review = canvas.getByRole('button', { name: 'Review request' });
    await expect(review).toBeDisabled();
    await userEvent.click(review, { pointerEventsCheck: 0 });
    await expect(args.onReview).not.toHaveBeenCalled();
  },
};

/** The dark theme, with a transaction written. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { initialKind: 'transaction', initialValues: { to: recipient, amount: '0.25' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Transaction' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Recipient address' })).toHaveValue(recipient);
  },
};

/** At a phone's width, with the typed-data sample. */
export const Phone: Story = {
  globals: { viewport: { value: 'sigilPhone' } },
  args: { initialKind: 'typedData' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Typed data' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Review request' })).toBeVisible();
  },
};
