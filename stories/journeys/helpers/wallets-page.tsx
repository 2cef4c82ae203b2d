import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Hex } from 'viem';
import { FundingJourney } from '../../../src/journeys/FundingJourney';
import { WalletsJourney, type WalletsJourneyProps } from '../../../src/journeys/WalletsJourney';
import { useFakeFunding } from '../../fixtures/fake-funding';
import {
  type FakeWalletSeed,
  type FakeWalletsOptions,
  fakeEthereumAddress,
  useFakeWallets,
} from '../../fixtures/fake-wallets';

/**
 * The Wallets page, the component the app renders, against an in-memory wallet backend whose Ethereum wallets
 * are viem accounts and whose Solana wallets sign with Ed25519: every signature shown is real, and the play
 * functions verify it against the wallet's address. Shared by the catalogue (WalletsJourney.stories.tsx) and the
 * behaviour stories (WalletsJourney.behaviour.stories.tsx).
 */
export function WalletsStory({
  options,
  onDone,
  requester = storyRequester,
  appAsks = false,
  initialAction,
  withFunding = false,
}: {
  options?: FakeWalletsOptions;
  onDone?: WalletsJourneyProps['onDone'];
  requester?: WalletsJourneyProps['requester'];
  /** Leave the requester to the journey's default (the theme's app, this page's origin: its port varies by run). */
  appAsks?: boolean;
  initialAction?: WalletsJourneyProps['initialAction'];
  /** Cards on Base Sepolia offer "Add funds": the funding journey on its in-memory on-ramps (FundingJourney's). */
  withFunding?: boolean;
}) {
  const backend = useFakeWallets(options);
  const funded = useFakeFunding({
    wallets: [{ address: fakeEthereumAddress.embedded(0), chainId: 84532, balance: 0n }],
    runsOnEmulator: true,
  });
  const funding: WalletsJourneyProps['funding'] = withFunding
    ? {
        canFund: (wallet) => wallet.chainType === 'ethereum' && wallet.chainId === 84532,
        render: (wallet, close) => (
          <FundingJourney
            backend={funded.backend}
            wallet={{ address: wallet.address, chainType: wallet.chainType, chainId: wallet.chainId ?? null }}
            openWindow={funded.fake.openWindow}
            onDone={close}
            onBack={close}
          />
        ),
      }
    : undefined;
  return (
    <div className="sg:mx-auto sg:w-full sg:max-w-5xl sg:p-4">
      <WalletsJourney
        backend={backend}
        siteHost="localhost"
        timeZone="UTC"
        onDone={onDone}
        requester={appAsks ? undefined : requester}
        initialAction={initialAction}
        funding={funding}
      />
    </div>
  );
}

/** The app asking in the stories: a fixed origin, so that screenshots do not depend on the test server's port. */
const storyRequester = { name: 'Acme', origin: 'https://app.acme.test' };

/** What the catalogue's and the behaviour's meta share: the component, a fresh `onDone` spy, the docs' description. */
export const walletsMeta = () => ({
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
});

const ETH = 1_000_000_000_000_000_000n;
export const recipient = '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4';

/** Every kind of wallet: embedded on both chains, an imported key, a browser extension that knows two chains. */
export const everyKind: readonly FakeWalletSeed[] = [
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

/** Wallets kept server-side (the provider's `privy-v2`): the only embedded wallets whose key can be exported. */
export const serverSide: readonly FakeWalletSeed[] = [
  { chainType: 'ethereum', kind: 'embedded', recoveryMethod: 'privy-v2', balances: { 84532: (5n * ETH) / 4n } },
  { chainType: 'solana', kind: 'embedded', recoveryMethod: 'privy-v2', balances: { solana: 2_500_000_000n } },
];

/** A browser extension, the only wallet: external, so the journey's 60 s time-out applies to it. */
export const metaMaskOnly: readonly FakeWalletSeed[] = [
  { chainType: 'ethereum', kind: 'external', walletName: 'MetaMask', chainId: 8453, balances: { 8453: ETH / 20n } },
];

/* ── Page helpers for the play functions ── */

type Within = ReturnType<typeof within>;

/** The composer's region: everything under its heading. */
export const composer = async () => {
  const heading = await screen.findByRole('heading', { name: 'Sign with a wallet' }, { timeout: 3000 });
  return within(heading.closest('form')?.parentElement ?? document.body);
};
export const cards = () => screen.getAllByRole('article');
export const cardNamed = (name: string, index = 0) => {
  const found = cards().filter((card) => within(card).getByRole('heading', { level: 3 }).textContent === name);
  const card = found[index];
  if (!card) throw new Error(`No wallet card named ${name}`);
  return within(card);
};
/** Chooses the composer's wallet from its list (by keyboard: Enter opens it; the option named by its address). */
export async function chooseWallet(address: string) {
  const trigger = (await composer()).getByRole('combobox', { name: 'Wallet' });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const listbox = await screen.findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: new RegExp(`${address}$`) }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

/** Presses a card's action (Send, Receive, Add funds) and returns the dialog it opens. */
export async function cardAction(card: Within, action: 'Send' | 'Receive' | 'Add funds', dialogName: string | RegExp) {
  await userEvent.click(card.getByRole('button', { name: action }));
  return within(await screen.findByRole('dialog', { name: dialogName }));
}

/** Waits until every balance has been read (no "Loading balance" left). */
export const balancesRead = () =>
  waitFor(() => expect(screen.queryByRole('status', { name: 'Loading balance' })).toBeNull(), { timeout: 3000 });

/** Waits until the page lists this many wallets ("1 wallet", "4 wallets"). */
export const walletCount = async (count: number) =>
  expect(await screen.findByText(count === 1 ? '1 wallet' : `${count} wallets`, {}, { timeout: 3000 })).toBeVisible();

/** Writes a request in the composer and opens its review. */
export async function review(kind: 'Message' | 'Typed data' | 'Transaction', fill?: () => Promise<void>) {
  const form = await composer();
  if (kind !== 'Message') await userEvent.click(form.getByRole('radio', { name: kind }));
  await fill?.();
  await userEvent.click(form.getByRole('button', { name: 'Review request' }));
  return within(await screen.findByRole('dialog', { name: 'Request details' }));
}

/** Types a message in the composer and opens its review. */
export const reviewMessage = (message: string) =>
  review('Message', async () => {
    await userEvent.type((await composer()).getByRole('textbox', { name: 'Message to sign' }), message);
  });

/** Writes a transfer of 0.1 ETH to `recipient` and opens its review. */
export const reviewTransfer = () =>
  review('Transaction', async () => {
    const form = await composer();
    await userEvent.type(form.getByRole('textbox', { name: 'Recipient address' }), recipient);
    await userEvent.type(form.getByRole('textbox', { name: 'Amount (ETH)' }), '0.1');
  });

/** Approves the open review (once a transfer's fee is estimated) and waits for the result. */
export async function approve(dialog: Within) {
  const button = dialog.getByRole('button', { name: 'Approve' });
  await waitFor(() => expect(button).toBeEnabled(), { timeout: 3000 });
  await userEvent.click(button);
  return within(await screen.findByRole('dialog', { name: 'Result' }, { timeout: 3000 }));
}

/** A declined request: its review closed, no other dialog, and the page's polite status says nothing was signed. */
export async function declined() {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const status = await screen.findByText('Request declined. Nothing was signed.');
  await expect(status).toHaveAttribute('role', 'status');
}

/** The signature a result dialog shows (hex for an Ethereum wallet, base58 for a Solana one). */
export const signatureIn = (result: Within) => result.getByRole('region', { name: 'Signature' }).textContent as Hex;

/** Opens "Export private key" from a card and confirms the warning; returns the dialog. */
export async function exportFrom(card: Within) {
  await userEvent.click(card.getByRole('button', { name: 'Export private key' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Export private key' }));
  await expect(dialog.getByText('Anyone with this key controls your wallet')).toBeVisible();
  await userEvent.click(dialog.getByRole('button', { name: 'Reveal private key' }));
  return dialog;
}

/** The key the dialog shows, after "Show". */
export async function showKey(dialog: Within) {
  const region = await dialog.findByRole('region', { name: 'Private key' }, { timeout: 3000 });
  await expect(region).toHaveTextContent('Hidden');
  await userEvent.click(dialog.getByRole('button', { name: 'Show' }));
  return region.querySelector('[data-slot="private-key"]')?.textContent ?? '';
}
