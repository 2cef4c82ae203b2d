import {
  createKeyPairFromPrivateKeyBytes,
  getAddressFromPublicKey,
  getBase58Decoder,
  getBase58Encoder,
  getPublicKeyFromAddress,
  signatureBytes,
  address as solanaAddressOf,
  verifySignature,
} from '@solana/kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { type Hex, verifyMessage, verifyTypedData } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { sampleTypedData } from '../../src/flows/signing/session';
import { WalletsJourney, type WalletsJourneyProps } from '../../src/journeys/WalletsJourney';
import {
  type FakeWalletSeed,
  type FakeWalletsOptions,
  fakeEthereumAddress,
  fakeSolanaAddress,
  useFakeWallets,
} from '../fixtures/fake-wallets';

/**
 * The Wallets page, the component the app renders, against an in-memory wallet backend whose Ethereum wallets
 * are viem accounts and whose Solana wallets sign with Ed25519: every signature shown is real, and the play
 * functions verify it against the wallet's address.
 */
function WalletsStory({ options, onDone }: { options?: FakeWalletsOptions; onDone?: WalletsJourneyProps['onDone'] }) {
  const backend = useFakeWallets(options);
  return (
    <div className="sg:mx-auto sg:w-full sg:max-w-[28rem]">
      <WalletsJourney backend={backend} siteHost="localhost" timeZone="UTC" onDone={onDone} />
    </div>
  );
}

const ETH = 1_000_000_000_000_000_000n;
const recipient = '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4';

/** Every kind of wallet: embedded on both chains, an imported key, a browser extension that knows two chains. */
const everyKind: readonly FakeWalletSeed[] = [
  { chainType: 'ethereum', kind: 'embedded', chainId: 84532, delegated: true, balances: { 84532: (5n * ETH) / 4n } },
  { chainType: 'solana', kind: 'embedded', balances: { solana: 2_500_000_000n }, recoveryMethod: 'user-passcode' },
  { chainType: 'ethereum', kind: 'imported', chainId: 1, balances: { 1: (2n * ETH) / 5n }, recoveryMethod: 'privy-v2' },
  {
    chainType: 'ethereum',
    kind: 'external',
    walletName: 'MetaMask',
    chainId: 8453,
    chains: [1, 8453],
    balances: { 8453: ETH / 20n, 1: ETH / 10n },
  },
];

const meta = {
  title: 'Journeys/Wallets',
  component: WalletsStory,
  args: { onDone: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The whole Wallets page, as the app renders it, against an in-memory wallet backend that really signs.',
      },
    },
  },
} satisfies Meta<typeof WalletsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/* ── Helpers for the play functions ── */

/** The composer's region: everything under its heading. */
const composer = async () => {
  const heading = await screen.findByRole('heading', { name: 'Sign with a wallet' }, { timeout: 3000 });
  return within(heading.closest('form')?.parentElement ?? document.body);
};
const cards = () => screen.getAllByRole('article');
const cardNamed = (name: string, index = 0) => {
  const found = cards().filter((card) => within(card).getByRole('heading', { level: 3 }).textContent === name);
  const card = found[index];
  if (!card) throw new Error(`No wallet card named ${name}`);
  return within(card);
};
/** Waits until every balance has been read (no "Loading balance" left). */
const balancesRead = () =>
  waitFor(() => expect(screen.queryByRole('status', { name: 'Loading balance' })).toBeNull(), { timeout: 3000 });

/** Writes a request in the composer and opens its review. */
async function review(kind: 'Message' | 'Typed data' | 'Transaction', fill?: () => Promise<void>) {
  const form = await composer();
  if (kind !== 'Message') await userEvent.click(form.getByRole('radio', { name: kind }));
  await fill?.();
  await userEvent.click(form.getByRole('button', { name: 'Review request' }));
  return within(await screen.findByRole('dialog', { name: 'Request details' }));
}

/** Approves the open review and waits for the result. */
async function approve(dialog: ReturnType<typeof within>) {
  await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
  return within(await screen.findByRole('dialog', { name: 'Result' }, { timeout: 3000 }));
}

/* ── Stories ── */

/** The wallets are still being read: the list says so, and nothing can be signed yet. */
export const Loading: Story = {
  render: () => <WalletsStory options={{ readyAfter: 'never' }} />,
  play: async () => {
    await expect(await screen.findByRole('status', { name: 'Loading your wallets' })).toBeVisible();
    await expect(screen.queryByRole('article')).toBeNull();
    await expect(screen.queryByRole('heading', { name: 'Sign with a wallet' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Create Ethereum wallet' })).toBeNull();
  },
};

/** A balance that cannot be read (the app reads no Solana balance offline) settles on "Unavailable", never spins. */
export const BalanceUnavailable: Story = {
  render: () => <WalletsStory options={{ balanceFailures: ['network', 'network'] }} />,
  play: async () => {
    await balancesRead();
    for (const card of cards()) await expect(within(card).getByText('Unavailable')).toBeVisible();
  },
};

/** No wallet yet: create an Ethereum one; its card appears (empty, index 0) and it can sign at once. */
export const CreateFirstWallet: Story = {
  render: (args) => <WalletsStory options={{ wallets: [] }} onDone={args.onDone} />,
  play: async ({ args }) => {
    await expect(
      await screen.findByText('You have no wallets yet. Create one to hold assets and sign with this app.'),
    ).toBeVisible();
    await expect(screen.queryByRole('heading', { name: 'Sign with a wallet' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create Ethereum wallet' }));
    await expect(screen.getByRole('button', { name: 'Creating wallet' })).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('button', { name: 'Create Solana wallet' })).toBeDisabled();
    await expect(await screen.findByText('1 wallet', {}, { timeout: 3000 })).toBeVisible();
    await expect(args.onDone).toHaveBeenCalledTimes(1);
    await expect(args.onDone).toHaveBeenCalledWith({ kind: 'created', chainType: 'ethereum' });
    const card = cardNamed('Embedded wallet');
    await expect(card.getByText(`Address ${fakeEthereumAddress.embedded(0)}`)).toBeInTheDocument();
    await balancesRead();
    await expect(card.getByText('0 ETH')).toBeVisible();
    await expect(card.getByText('Wallet index').nextElementSibling).toHaveTextContent('0');
    await expect(await composer()).toBeTruthy();
    await expect(screen.getByRole('button', { name: 'Create Solana wallet' })).toBeEnabled();
  },
};

/** Every kind of wallet, embedded ones first, each with its balance on its network and the value in dollars. */
export const EveryKindOfWallet: Story = {
  render: () => <WalletsStory options={{ wallets: everyKind }} />,
  play: async () => {
    await expect(await screen.findByText('4 wallets', {}, { timeout: 3000 })).toBeVisible();
    await expect(cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Embedded wallet',
      'Imported wallet',
      'Embedded wallet',
      'MetaMask',
    ]);
    await balancesRead();
    const ethereum = cardNamed('Embedded wallet', 0);
    await expect(ethereum.getByText('1.25 ETH')).toBeVisible();
    await expect(ethereum.getByText('≈ $3,750.00')).toBeVisible();
    await expect(ethereum.getByText('Offline access granted')).toBeVisible();
    const imported = cardNamed('Imported wallet');
    await expect(imported.getByText('0.4 ETH')).toBeVisible();
    await expect(imported.getByText('≈ $1,200.00')).toBeVisible();
    await expect(imported.getByText('Embedded, imported key')).toBeVisible();
    const solana = cardNamed('Embedded wallet', 1);
    await expect(solana.getByText(`Address ${await fakeSolanaAddress(0)}`)).toBeInTheDocument();
    await expect(solana.getByText('2.5 SOL')).toBeVisible();
    await expect(solana.getByText('≈ $375.00')).toBeVisible();
    const metamask = cardNamed('MetaMask');
    await expect(metamask.getByText('External wallet')).toBeVisible();
    await expect(metamask.getByText('Browser extension')).toBeVisible();
    await expect(metamask.getByText('0.05 ETH')).toBeVisible();
    await expect(metamask.getByText('≈ $150.00')).toBeVisible();
    // Only the key kept server-side (the imported one, privy-v2) can be exported; on-device and external cannot.
    await expect(
      cards().map((card) => within(card).queryByRole('button', { name: 'Export private key' }) !== null),
    ).toEqual([false, true, false, false]);
  },
};

/** Sign a message end to end: the review shows it, Approve, and the signature verifies against the address. */
export const SignMessage: Story = {
  render: () => <WalletsStory />,
  play: async () => {
    const message = 'Hello from Acme, 14 March';
    const dialog = await review('Message', async () => {
      await userEvent.type((await composer()).getByRole('textbox', { name: 'Message to sign' }), message);
    });
    await expect(dialog.getByRole('heading', { name: 'Sign message' })).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Message' })).toHaveTextContent(message);
    const result = await approve(dialog);
    await expect(result.getByRole('heading', { name: 'Signed' })).toBeVisible();
    const signature = result.getByRole('region', { name: 'Signature' }).textContent as Hex;
    await expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
    await expect(await verifyMessage({ address: fakeEthereumAddress.embedded(0), message, signature })).toBe(true);
    await expect(
      await verifyMessage({ address: fakeEthereumAddress.embedded(0), message: `${message}!`, signature }),
    ).toBe(false);
  },
};

/** A Solana wallet signs the message's bytes with Ed25519; the base58 signature verifies with its public key. */
export const SignSolanaMessage: Story = {
  render: () => <WalletsStory />,
  play: async () => {
    const solana = await fakeSolanaAddress(0);
    const form = await composer();
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Wallet' }), solana);
    const message = 'gm from Acme';
    const dialog = await review('Message', async () => {
      await userEvent.type((await composer()).getByRole('textbox', { name: 'Message to sign' }), message);
    });
    await expect(dialog.getByRole('region', { name: 'Message' })).toHaveTextContent(message);
    const result = await approve(dialog);
    // signatureBytes throws unless it is 64 bytes, an Ed25519 signature's length.
    const signature = signatureBytes(
      getBase58Encoder().encode(result.getByRole('region', { name: 'Signature' }).textContent ?? ''),
    );
    const publicKey = await getPublicKeyFromAddress(solanaAddressOf(solana));
    const bytes = new TextEncoder().encode(message);
    await expect(await verifySignature(publicKey, signature, bytes)).toBe(true);
    await expect(await verifySignature(publicKey, signature, new TextEncoder().encode(`${message}!`))).toBe(false);
  },
};

/** Typed data: the review shows the domain and the primary type; the signature verifies with viem. */
export const SignTypedData: Story = {
  render: () => <WalletsStory />,
  play: async () => {
    const dialog = await review('Typed data');
    await expect(dialog.getByRole('heading', { name: 'Sign typed data' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Domain' })).toBeVisible();
    await expect(dialog.getByText('Sigil')).toBeVisible();
    await expect(dialog.getByText('Primary type').nextElementSibling).toHaveTextContent('Mail');
    await expect(dialog.getByText('Hello from Sigil')).toBeVisible();
    const result = await approve(dialog);
    const signature = result.getByRole('region', { name: 'Signature' }).textContent as Hex;
    const address = fakeEthereumAddress.embedded(0);
    const typedData = JSON.parse(sampleTypedData(84532, address));
    await expect(await verifyTypedData({ address, signature, ...typedData })).toBe(true);
  },
};

/** A transfer: the review shows recipient and value, Approve, the hash, then the receipt; the balance drops. */
export const SendTransaction: Story = {
  tags: ['responsive'],
  render: (args) => <WalletsStory onDone={args.onDone} />,
  play: async ({ args }) => {
    await balancesRead();
    await expect(cardNamed('Embedded wallet', 0).getByText('1.25 ETH')).toBeVisible();
    const dialog = await review('Transaction', async () => {
      const form = await composer();
      await userEvent.type(form.getByRole('textbox', { name: 'Recipient address' }), recipient);
      await userEvent.type(form.getByRole('textbox', { name: 'Amount (ETH)' }), '0.1');
    });
    await expect(dialog.getByRole('heading', { name: 'Send transaction' })).toBeVisible();
    await expect(dialog.getByText('To').nextElementSibling).toHaveTextContent(`Address ${recipient}`);
    await expect(dialog.getByText('0.1 ETH')).toBeVisible();
    await expect(await dialog.findByText('≈ $300.00')).toBeVisible();
    await expect(dialog.getByText('Base Sepolia')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    const result = within(await screen.findByRole('dialog', { name: 'Result' }, { timeout: 3000 }));
    await expect(result.getByRole('heading', { name: 'Transaction sent' })).toBeVisible();
    await expect(result.getByRole('region', { name: 'Transaction hash' }).textContent).toMatch(/^0x[0-9a-f]{64}$/);
    await expect(result.getByText('Waiting for confirmation')).toBeVisible();
    await expect(await result.findByText('Confirmed', {}, { timeout: 3000 })).toBeVisible();
    await expect(result.getByText('Block').nextElementSibling).toHaveTextContent('24,100,001');
    await expect(result.getByText('Gas used').nextElementSibling).toHaveTextContent('21,000');
    // The host hears of the send, then of the block it was mined in.
    const hash = result.getByRole('region', { name: 'Transaction hash' }).textContent;
    await expect(args.onDone).toHaveBeenCalledTimes(2);
    await expect(args.onDone).toHaveBeenNthCalledWith(
      1,
      expect.objectContaining({ kind: 'signed', outcome: { kind: 'transaction', hash } }),
    );
    await expect(args.onDone).toHaveBeenNthCalledWith(
      2,
      expect.objectContaining({ kind: 'mined', hash, receipt: expect.objectContaining({ status: 'success' }) }),
    );
    await userEvent.click(result.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // 1.25 − 0.1 sent − 0.000042 fee (21 000 gas at 2 gwei).
    await expect(await cardNamed('Embedded wallet', 0).findByText('1.149958 ETH', {}, { timeout: 3000 })).toBeVisible();
    await expect(cardNamed('Embedded wallet', 0).getByText('≈ $3,449.87')).toBeVisible();
  },
};

/** Rejecting in our review is an outcome, not an error: "Request declined", and Done goes back. */
export const RejectInReview: Story = {
  render: (args) => <WalletsStory onDone={args.onDone} />,
  play: async ({ args }) => {
    const dialog = await review('Message', async () => {
      await userEvent.type((await composer()).getByRole('textbox', { name: 'Message to sign' }), 'No thanks');
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    const result = within(await screen.findByRole('dialog', { name: 'Result' }));
    await expect(result.getByRole('heading', { name: 'Request declined' })).toBeVisible();
    await expect(result.getByText('Nothing was signed. You can close this.')).toBeVisible();
    await expect(screen.queryByRole('alert')).toBeNull();
    await expect(args.onDone).not.toHaveBeenCalled();
    await userEvent.click(result.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect((await composer()).getByRole('button', { name: 'Review request' })).toBeEnabled();
  },
};

/** The person declines in the wallet (EIP-1193 4001): also "Request declined", never an error. */
export const WalletRejects: Story = {
  render: () => <WalletsStory options={{ signFailures: ['rejected'] }} />,
  play: async () => {
    const dialog = await review('Message', async () => {
      await userEvent.type((await composer()).getByRole('textbox', { name: 'Message to sign' }), 'Hello');
    });
    const result = await approve(dialog);
    await expect(result.getByRole('heading', { name: 'Request declined' })).toBeVisible();
    await expect(screen.queryByRole('alert')).toBeNull();
    await expect(screen.queryByText('User rejected request')).toBeNull();
  },
};

/** The wallet is disconnected (4900): the review stays open with the catalogue's message; Approve tries again. */
export const WalletDisconnected: Story = {
  render: () => <WalletsStory options={{ signFailures: ['disconnected'] }} />,
  play: async () => {
    const message = 'Second time lucky';
    const dialog = await review('Message', async () => {
      await userEvent.type((await composer()).getByRole('textbox', { name: 'Message to sign' }), message);
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(await dialog.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'The wallet is disconnected.',
    );
    await expect(dialog.getByRole('region', { name: 'Message' })).toHaveTextContent(message);
    await expect(dialog.getByRole('button', { name: 'Approve' })).toBeEnabled();
    // The screenshot shows the error; trying again is checked in WalletDisconnectedThenRetry.
  },
};

/** After a failure, Approve signs: the signature verifies. */
export const WalletDisconnectedThenRetry: Story = {
  render: () => <WalletsStory options={{ signFailures: ['disconnected'] }} />,
  play: async () => {
    const message = 'Second time lucky';
    const dialog = await review('Message', async () => {
      await userEvent.type((await composer()).getByRole('textbox', { name: 'Message to sign' }), message);
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await dialog.findByRole('alert', {}, { timeout: 3000 });
    const result = await approve(dialog);
    const signature = result.getByRole('region', { name: 'Signature' }).textContent as Hex;
    await expect(await verifyMessage({ address: fakeEthereumAddress.embedded(0), message, signature })).toBe(true);
  },
};

/** The wallet is signing (it has not answered): "Signing…", and the review cannot be closed meanwhile. */
export const WaitingForWallet: Story = {
  parameters: { keepFocus: true },
  render: () => <WalletsStory options={{ delays: { sign: 'never' } }} />,
  play: async () => {
    const dialog = await review('Message', async () => {
      await userEvent.type((await composer()).getByRole('textbox', { name: 'Message to sign' }), 'Hello');
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    const busy = await dialog.findByRole('button', { name: 'Signing…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByRole('button', { name: 'Reject' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Request details' })).toBeVisible();
  },
};

/** The chain's RPC cannot be reached for the receipt: the hash stands, the status is not known, and why. */
export const ReceiptUnavailable: Story = {
  render: () => <WalletsStory options={{ receipt: 'unavailable' }} />,
  play: async () => {
    const dialog = await review('Transaction', async () => {
      const form = await composer();
      await userEvent.type(form.getByRole('textbox', { name: 'Recipient address' }), recipient);
      await userEvent.type(form.getByRole('textbox', { name: 'Amount (ETH)' }), '0.1');
    });
    const result = await approve(dialog);
    await expect(result.getByRole('heading', { name: 'Transaction sent' })).toBeVisible();
    await expect(await result.findByText('Not known yet', {}, { timeout: 3000 })).toBeVisible();
    await expect(result.getByRole('alert')).toHaveTextContent('Something went wrong.');
    await expect(result.queryByText('Confirmed')).toBeNull();
  },
};

/** The transaction is mined but reverts: the receipt says so; the fee is paid, the value stays. */
export const TransactionReverted: Story = {
  render: () => <WalletsStory options={{ receipt: 'reverted' }} />,
  play: async () => {
    await balancesRead();
    const dialog = await review('Transaction', async () => {
      const form = await composer();
      await userEvent.type(form.getByRole('textbox', { name: 'Recipient address' }), recipient);
      await userEvent.type(form.getByRole('textbox', { name: 'Amount (ETH)' }), '0.1');
    });
    const result = await approve(dialog);
    await expect(await result.findByText('Failed (reverted)', {}, { timeout: 3000 })).toBeVisible();
    await userEvent.click(result.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await cardNamed('Embedded wallet', 0).findByText('1.249958 ETH', {}, { timeout: 3000 })).toBeVisible();
  },
};

/** Creating a wallet failed (the network): the catalogue's message above the list; the buttons stay. */
export const CreateFails: Story = {
  render: () => <WalletsStory options={{ createFailures: ['network'] }} />,
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Create Solana wallet' }, { timeout: 3000 }));
    await expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('Something went wrong.');
    await expect(screen.getByText('2 wallets')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Create Solana wallet' })).toBeEnabled();
    await balancesRead();
  },
};

/**
 * Switching the browser extension's network: to a chain it knows, the card's balance follows; to one it does
 * not (EIP-1193 4902), the spec's message under the switcher.
 */
export const SwitchNetwork: Story = {
  tags: ['responsive'],
  render: () => <WalletsStory options={{ wallets: everyKind }} />,
  play: async () => {
    const form = await composer();
    await userEvent.selectOptions(
      form.getByRole('combobox', { name: 'Wallet' }),
      fakeEthereumAddress.external('MetaMask'),
    );
    const chooseNetwork = async (name: string) => {
      const trigger = (await composer()).getByRole('combobox', { name: 'Network' });
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      const listbox = await screen.findByRole('listbox');
      await userEvent.click(within(listbox).getByRole('option', { name }));
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    };
    await expect((await composer()).getByRole('combobox', { name: 'Network' })).toHaveTextContent('Base');
    await chooseNetwork('Ethereum');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Network' })).toHaveTextContent('Ethereum'), {
      timeout: 3000,
    });
    await expect(await cardNamed('MetaMask').findByText('0.1 ETH', {}, { timeout: 3000 })).toBeVisible();
    await chooseNetwork('Arbitrum One');
    await expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Unrecognized chain ID. Try adding the chain using addEthereumChain first.',
    );
    await expect(screen.getByRole('combobox', { name: 'Network' })).toHaveTextContent('Ethereum');
  },
};

/** Wallets kept server-side (the provider's `privy-v2`): the only embedded wallets whose key can be exported. */
const serverSide: readonly FakeWalletSeed[] = [
  { chainType: 'ethereum', kind: 'embedded', recoveryMethod: 'privy-v2', balances: { 84532: (5n * ETH) / 4n } },
  { chainType: 'solana', kind: 'embedded', recoveryMethod: 'privy-v2', balances: { solana: 2_500_000_000n } },
];

/** Opens "Export private key" from a card and confirms the warning; returns the dialog. */
async function exportFrom(card: ReturnType<typeof within>) {
  await userEvent.click(card.getByRole('button', { name: 'Export private key' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Export private key' }));
  await expect(dialog.getByText('Anyone with this key controls your wallet')).toBeVisible();
  await userEvent.click(dialog.getByRole('button', { name: 'Reveal private key' }));
  return dialog;
}
/** The key the dialog shows, after "Show". */
async function showKey(dialog: ReturnType<typeof within>) {
  const region = await dialog.findByRole('region', { name: 'Private key' }, { timeout: 3000 });
  await expect(region).toHaveTextContent('Hidden');
  await userEvent.click(dialog.getByRole('button', { name: 'Show' }));
  return region.querySelector('[data-slot="private-key"]')?.textContent ?? '';
}

/**
 * Export an Ethereum wallet's key end to end: the warning, Reveal (busy), the key masked, Show; the key shown
 * is the wallet's (viem derives the card's address from it); Done closes and the page forgets it.
 */
export const ExportEthereumKey: Story = {
  tags: ['responsive'],
  render: () => <WalletsStory options={{ wallets: serverSide }} />,
  play: async () => {
    await expect(await screen.findByText('2 wallets', {}, { timeout: 3000 })).toBeVisible();
    const card = cardNamed('Embedded wallet', 0);
    const dialog = await exportFrom(card);
    await expect(dialog.getByRole('button', { name: 'Exporting the private key' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const key = await showKey(dialog);
    await expect(key).toMatch(/^0x[0-9a-f]{64}$/);
    const address = fakeEthereumAddress.embedded(0);
    await expect(card.getByText(`Address ${address}`)).toBeInTheDocument();
    await expect(privateKeyToAccount(key as Hex).address).toBe(address);
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus goes back to the card's button that opened it.
    await waitFor(() => expect(card.getByRole('button', { name: 'Export private key' })).toHaveFocus());
    await expect(document.body.textContent).not.toContain(key.slice(2));
    // Opened again, it starts from the warning: the key is not kept.
    await userEvent.click(card.getByRole('button', { name: 'Export private key' }));
    const again = within(await screen.findByRole('dialog', { name: 'Export private key' }));
    await expect(again.getByRole('button', { name: 'Reveal private key' })).toBeVisible();
    await expect(again.queryByRole('region', { name: 'Private key' })).toBeNull();
    await userEvent.click(again.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A Solana wallet's key: base58 of the seed and public key; the seed makes the wallet's address again. */
export const ExportSolanaKey: Story = {
  render: () => <WalletsStory options={{ wallets: serverSide }} />,
  play: async () => {
    await expect(await screen.findByText('2 wallets', {}, { timeout: 3000 })).toBeVisible();
    const key = await showKey(await exportFrom(cardNamed('Embedded wallet', 1)));
    const bytes = new Uint8Array(getBase58Encoder().encode(key));
    await expect(bytes).toHaveLength(64);
    const address = await fakeSolanaAddress(0);
    await expect(getBase58Decoder().decode(bytes.slice(32))).toBe(address);
    const keys = await createKeyPairFromPrivateKeyBytes(bytes.slice(0, 32));
    await expect(await getAddressFromPublicKey(keys.publicKey)).toBe(address);
  },
};

/** The export fails (the network): the catalogue's message in the dialog; Try again brings the key. */
export const ExportFailsThenRetry: Story = {
  render: () => <WalletsStory options={{ wallets: serverSide, exportFailures: ['disconnected'] }} />,
  play: async () => {
    await expect(await screen.findByText('2 wallets', {}, { timeout: 3000 })).toBeVisible();
    const dialog = await exportFrom(cardNamed('Embedded wallet', 0));
    await expect(await dialog.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'The wallet is disconnected.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    const key = await showKey(dialog);
    await expect(privateKeyToAccount(key as Hex).address).toBe(fakeEthereumAddress.embedded(0));
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
};

/** Closing while the key is on its way: the answer that comes later is dropped, never shown. */
export const ExportClosedWhileExporting: Story = {
  render: () => <WalletsStory options={{ wallets: serverSide }} />,
  play: async () => {
    await expect(await screen.findByText('2 wallets', {}, { timeout: 3000 })).toBeVisible();
    const dialog = await exportFrom(cardNamed('Embedded wallet', 0));
    await expect(dialog.getByRole('button', { name: 'Exporting the private key' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Longer than the export takes (400 ms): nothing opens, nothing of the key appears.
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(screen.queryByRole('region', { name: 'Private key' })).toBeNull();
  },
};

/** A host that cannot export (no `exportPrivateKey`): no card offers it, even for a server-side wallet. */
export const HostWithoutExport: Story = {
  render: () => <WalletsStory options={{ wallets: serverSide, canExport: false }} />,
  play: async () => {
    await expect(await screen.findByText('2 wallets', {}, { timeout: 3000 })).toBeVisible();
    // The shot waits for the balances (their rows are a few pixels taller than the loading ones).
    await balancesRead();
    await expect(screen.queryByRole('button', { name: 'Export private key' })).toBeNull();
  },
};

/* ── The wallet's time-out (spec 9): external wallets only ── */

/**
 * The page's long timers on a clock the play function moves: a timer of 10 s or more (the journey's 60 s wallet
 * time-out, `WALLET_RELAY.requestTimeoutMs`, and a slow wallet's answer in the fake) waits for `advance`; shorter
 * ones (the fake's usual delays, user-event, the testing library's polling) keep real time. The journey takes no
 * clock, so this is how a story passes its 60 s in an instant. Installed by the stories that need it, removed after.
 */
function longTimerClock(threshold = 10_000) {
  let timers: { id: number; at: number; run: () => void }[] = [];
  let now = 0;
  let nextId = -1;
  const install = () => {
    const realSet = globalThis.setTimeout;
    const realClear = globalThis.clearTimeout;
    now = 0;
    timers = [];
    const fakeSet = (handler: TimerHandler, ms = 0, ...args: unknown[]) => {
      if (typeof handler !== 'function' || ms < threshold)
        return Reflect.apply(realSet, globalThis, [handler, ms, ...args]);
      // Negative ids: never one of the browser's.
      const id = nextId--;
      timers.push({ id, at: now + ms, run: () => handler(...args) });
      return id;
    };
    const fakeClear = (id?: unknown) => {
      if (typeof id === 'number' && id < 0) timers = timers.filter((timer) => timer.id !== id);
      else Reflect.apply(realClear, globalThis, [id]);
    };
    globalThis.setTimeout = fakeSet as unknown as typeof setTimeout;
    globalThis.clearTimeout = fakeClear as typeof clearTimeout;
    return () => {
      globalThis.setTimeout = realSet;
      globalThis.clearTimeout = realClear;
      timers = [];
    };
  };
  /** Moves the time on; the long timers due by then run, in order. */
  const advance = (ms: number) => {
    now += ms;
    for (const timer of [...timers].sort((a, b) => a.at - b.at)) {
      if (timer.at > now || !timers.includes(timer)) continue;
      timers = timers.filter((other) => other !== timer);
      timer.run();
    }
  };
  /** The long timers waiting, by when they are due (ms from the install). */
  const pending = () => timers.map((timer) => timer.at).sort((a, b) => a - b);
  return { install, advance, pending };
}

const longTimers = longTimerClock();

/** A browser extension, the only wallet: external, so the journey's 60 s time-out applies to it. */
const metaMaskOnly: readonly FakeWalletSeed[] = [
  { chainType: 'ethereum', kind: 'external', walletName: 'MetaMask', chainId: 8453, balances: { 8453: ETH / 20n } },
];

/**
 * An external wallet that never answers: after 60 s the review says "The wallet did not answer in time. Try
 * again." and Approve is enabled again (the page is not held by a wallet that went away).
 */
export const ExternalWalletTimesOut: Story = {
  render: () => <WalletsStory options={{ wallets: metaMaskOnly, delays: { sign: 'never' } }} />,
  beforeEach: () => longTimers.install(),
  play: async () => {
    await expect(await screen.findByText('1 wallet', {}, { timeout: 3000 })).toBeVisible();
    const dialog = await review('Message', async () => {
      await userEvent.type((await composer()).getByRole('textbox', { name: 'Message to sign' }), 'Hello');
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(await dialog.findByRole('button', { name: 'Signing…' })).toHaveAttribute('aria-busy', 'true');
    // The only long timer is the journey's: 60 s from Approve.
    await expect(longTimers.pending()).toEqual([60_000]);
    longTimers.advance(59_999);
    await expect(dialog.queryByRole('alert')).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Signing…' })).toBeVisible();
    longTimers.advance(1);
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The wallet did not answer in time. Try again.');
    await expect(dialog.getByRole('button', { name: 'Approve' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Reject' })).toBeEnabled();
    await expect(dialog.getByRole('region', { name: 'Message' })).toHaveTextContent('Hello');
    await expect(longTimers.pending()).toEqual([]);
  },
};

/**
 * An embedded wallet answers after 90 s (the provider held the call while the person verified, which may take
 * up to 300 s): no time-out at 60 s, the signature shows and verifies.
 */
export const EmbeddedWalletAnswersAfter90Seconds: Story = {
  render: () => <WalletsStory options={{ delays: { sign: 90_000 } }} />,
  beforeEach: () => longTimers.install(),
  play: async () => {
    const message = 'Worth the wait';
    const dialog = await review('Message', async () => {
      await userEvent.type((await composer()).getByRole('textbox', { name: 'Message to sign' }), message);
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(await dialog.findByRole('button', { name: 'Signing…' })).toHaveAttribute('aria-busy', 'true');
    // The only long timer is the wallet's answer, at 90 s: the journey set no time-out for an embedded wallet.
    await waitFor(() => expect(longTimers.pending()).toEqual([90_000]));
    longTimers.advance(60_000);
    await expect(dialog.queryByRole('alert')).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Signing…' })).toBeVisible();
    longTimers.advance(30_000);
    const result = within(await screen.findByRole('dialog', { name: 'Result' }, { timeout: 3000 }));
    await expect(result.getByRole('heading', { name: 'Signed' })).toBeVisible();
    await expect(screen.queryByText('The wallet did not answer in time. Try again.')).toBeNull();
    const signature = result.getByRole('region', { name: 'Signature' }).textContent as Hex;
    await expect(await verifyMessage({ address: fakeEthereumAddress.embedded(0), message, signature })).toBe(true);
  },
};

/** The dark theme, every kind of wallet. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => <WalletsStory options={{ wallets: everyKind }} />,
  play: async () => {
    await expect(await screen.findByText('4 wallets', {}, { timeout: 3000 })).toBeVisible();
    await balancesRead();
  },
};

/** At a phone's width, a transaction under review. */
export const Phone: Story = {
  tags: ['responsive'],
  globals: { viewport: { value: 'sigilPhone' } },
  render: () => <WalletsStory />,
  play: async () => {
    await balancesRead();
    const dialog = await review('Transaction', async () => {
      const form = await composer();
      await userEvent.type(form.getByRole('textbox', { name: 'Recipient address' }), recipient);
      await userEvent.type(form.getByRole('textbox', { name: 'Amount (ETH)' }), '0.1');
    });
    await expect(await dialog.findByText('≈ $300.00')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Approve' })).toBeVisible();
  },
};
