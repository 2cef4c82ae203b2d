import { useCallback, useEffect, useRef, useState } from 'react';
import { useCopy } from '../copy/CopyProvider';
import { signingCopy } from '../copy/decks/signing';
import { type ErrorEntry, messageFor } from '../copy/errors';
import { type SignedOutcome, type SigningReceipt, type SigningRequestInput, useSigningSession } from '../flows/signing';
import { useLatest } from '../lib/use-latest';
import type { ChainType, SupportedChainId } from '../model';
import type { Backend, HeldWallet, WalletsPort } from '../ports';
import { Modal } from '../primitives/Modal';
import { ScreenHeadingLevel } from '../primitives/ScreenLayout';
import type { SigningRequester } from '../screens/signing/RequestParties';
import { SigningResult } from '../screens/signing/SigningResult';
import { SigningReview } from '../screens/signing/SigningReview';
import { ExportKeyDialog, type ExportKeyStatus } from '../screens/wallets/ExportKeyDialog';
import { SigningComposer } from '../screens/wallets/SigningComposer';
import { WalletsScreen } from '../screens/wallets/WalletsScreen';
import { useSigilTheme } from '../theme/ThemeProvider';
import {
  offers,
  useWalletActions,
  WalletActionDialogs,
  type WalletActionRequest,
  type WalletFunding,
} from './wallet-actions';
import { type Balances, balanceOf, readBalances } from './wallet-balances';

export type { WalletActionKind, WalletActionRequest, WalletFunding } from './wallet-actions';

export interface WalletsJourneyProps {
  backend: Backend<WalletsPort>;
  /** The host of the site, to flag a SIWE message for another domain in the review. */
  siteHost?: string | undefined;
  /** Time zone for dates (the reader's by default; stories fix one). */
  timeZone?: string | undefined;
  /**
   * Who asks for the signatures reviewed here, shown first on every review. By default the app itself: its name
   * and logo from the theme (`appName`, `logo` of the `ThemeProvider`; the page's host without a name) and the
   * page's origin (`window.location.origin`).
   */
  requester?: SigningRequester | undefined;
  /**
   * Called when a task the person started here is done: a wallet created, a request signed or sent, a sent
   * transaction mined (with its receipt). Not called for a rejection, a failure or a time-out: the journey shows those.
   */
  onDone?: ((result: WalletsResult) => void) | undefined;
  /**
   * Opens a card's action once its wallet is listed, e.g. from a dashboard's link: `{ action: 'receive', address }`
   * shows that wallet's address and QR code, `'send'` its Send dialog, `'fund'` its Add funds (where `funding`
   * offers it). Read once; a wallet that is not the user's, or does not offer the action, opens nothing.
   */
  initialAction?: WalletActionRequest | undefined;
  /** "Add funds" on the cards of the wallets it can fund, in a dialog (omitted: no card offers it). */
  funding?: WalletFunding | undefined;
}

/** What `WalletsJourney`'s `onDone` reports. */
export type WalletsResult =
  | { kind: 'created'; chainType: ChainType }
  | { kind: 'signed'; wallet: string; outcome: SignedOutcome }
  | { kind: 'mined'; wallet: string; hash: string; receipt: SigningReceipt };

/** Balances by wallet and chain (see `readBalances`), read again by `refresh`. */
function useBalances(port: WalletsPort | null) {
  const [balances, setBalances] = useState<Balances>({});
  const [generation, setGeneration] = useState(0);
  const wallets = port?.wallets;
  const portRef = useLatest(port);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` re-reads every balance (after a send)
  useEffect(() => {
    const current = portRef.current;
    if (!current || !wallets) return;
    return readBalances(current, wallets, setBalances);
  }, [wallets, generation]);
  return { balances, refresh: useCallback(() => setGeneration((n) => n + 1), []) };
}

/** An export under way: the wallet, where it stands, and the key once opened (kept only while the dialog is). */
interface KeyExport {
  address: string;
  status: ExportKeyStatus;
  privateKey: string | null;
  error: ErrorEntry | null;
}

/**
 * Exporting a wallet's private key: which wallet, where it stands, the key. Closing forgets the key, and an
 * answer that comes after the dialog closed (or after another export began) is dropped, never shown.
 */
function useKeyExport(backend: Backend<WalletsPort>) {
  const [current, setCurrent] = useState<KeyExport | null>(null);
  const attempt = useRef(0);
  /** The button that opened the dialog: focus returns to it on close. */
  const opener = useRef<HTMLElement | null>(null);
  const start = (address: string, from: HTMLElement) => {
    attempt.current += 1;
    opener.current = from;
    setCurrent({ address, status: 'confirm', privateKey: null, error: null });
  };
  const reveal = async (wallet: HeldWallet) => {
    const mine = ++attempt.current;
    const still = () => attempt.current === mine;
    setCurrent({ address: wallet.address, status: 'exporting', privateKey: null, error: null });
    try {
      const port = await backend.whenReady();
      if (!port.exportPrivateKey) throw new Error('This app cannot export private keys.');
      const privateKey = await port.exportPrivateKey(wallet);
      if (still()) setCurrent({ address: wallet.address, status: 'revealed', privateKey, error: null });
    } catch (cause) {
      if (still()) {
        setCurrent({ address: wallet.address, status: 'error', privateKey: null, error: messageFor(cause) });
      }
    }
  };
  const close = () => {
    attempt.current += 1;
    setCurrent(null);
  };
  return { current, start, reveal, close, opener };
}

/** The app as the requester of its own Wallets page: the theme's name and logo, the page's origin. */
function useAppRequester(requester: SigningRequester | undefined): SigningRequester {
  const { appName, logo } = useSigilTheme();
  if (requester) return requester;
  const here = typeof window === 'undefined' ? null : window.location;
  return { name: appName ?? here?.host ?? '', origin: here?.origin ?? '', logo };
}

/**
 * The Wallets page, written once: the user's wallets as cards with balances (embedded, imported, external),
 * creating an Ethereum or Solana wallet, and signing with one — a message, EIP-712 typed data or a transaction
 * on the wallet's network — through our review (what is signed, read for a person; Approve / Reject) and its
 * result (signature, or transaction hash then receipt). Rejecting, here or in the wallet, is an outcome and
 * never an error; a failed signature keeps the review open to try again. Where the host can export keys
 * (`exportPrivateKey`), each exportable wallet offers "Export private key": a warning to confirm, then the
 * key, masked until shown; it is forgotten when the dialog closes.
 */
export function WalletsJourney({
  backend,
  siteHost,
  timeZone,
  requester,
  onDone,
  initialAction,
  funding,
}: WalletsJourneyProps) {
  const onDoneRef = useLatest(onDone);
  const { t } = useCopy(signingCopy);
  const asker = useAppRequester(requester);
  const port = backend.port;
  const ready = Boolean(port?.ready);
  const wallets = port?.wallets ?? [];
  const { balances, refresh } = useBalances(ready ? port : null);
  const [creating, setCreating] = useState<ChainType | null>(null);
  const [createError, setCreateError] = useState<ErrorEntry | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [switching, setSwitching] = useState<SupportedChainId | null>(null);
  const [switchError, setSwitchError] = useState<ErrorEntry | null>(null);
  const signing = useSigningSession({
    calls: {
      // No price on a test network (the port's rule): the review there shows amounts and fees in its units only.
      getUsdPrice: async (chainType, chainId) => (await backend.whenReady()).getUsdPrice(chainType, chainId),
      sign: async (signer, input) => (await backend.whenReady()).sign(signer, input),
      waitForReceipt: async (hash, chainId, signer) =>
        (await backend.whenReady()).waitForReceipt(hash, chainId, signer),
      estimateFee: async (signer, transaction) => {
        const { estimateFee } = await backend.whenReady();
        if (!estimateFee) throw new Error('This app does not estimate fees.');
        return estimateFee(signer, transaction);
      },
      getBalance: async (signer) => (await (await backend.whenReady()).getBalance(signer)).value,
    },
    wallets: () => wallets,
    onSigned: (signer, outcome) => onDoneRef.current?.({ kind: 'signed', wallet: signer.address, outcome }),
    onMined: (signer, hash, receipt) => onDoneRef.current?.({ kind: 'mined', wallet: signer.address, hash, receipt }),
    onSettled: refresh,
  });
  const { session, usdPrice, fee, balance } = signing;
  const reviewButton = useRef<HTMLButtonElement>(null);
  /** Where focus goes when the review closes: the composer's "Review request", or the card's Send. */
  const reviewReturn = useRef<HTMLElement | null>(null);
  const actions = useWalletActions(wallets, funding, initialAction);
  /** The last wallet created: its chain type, and the addresses listed before it (its card takes focus once listed). */
  const [created, setCreated] = useState<{ chainType: ChainType; before: ReadonlySet<string> } | null>(null);
  const createdAddress = created
    ? (wallets.find((w) => w.chainType === created.chainType && !created.before.has(w.address))?.address ?? null)
    : null;
  const keyExport = useKeyExport(backend);
  const canExport = Boolean(port?.exportPrivateKey);
  const exporting = keyExport.current ? (wallets.find((w) => w.address === keyExport.current?.address) ?? null) : null;

  const wallet = wallets.find((w) => w.address === selected) ?? wallets[0] ?? null;

  const create = async (chainType: ChainType) => {
    setCreating(chainType);
    setCreateError(null);
    try {
      const ready = await backend.whenReady();
      const before = new Set(ready.wallets.map((w) => w.address));
      await ready.createWallet(chainType);
      // The new wallet's card takes focus once it is listed (the port lists it in its sorted place).
      setCreated({ chainType, before });
      onDoneRef.current?.({ kind: 'created', chainType });
    } catch (cause) {
      setCreateError(messageFor(cause));
    } finally {
      setCreating(null);
    }
  };

  const switchChain = async (chainId: SupportedChainId) => {
    if (!wallet) return;
    setSwitching(chainId);
    setSwitchError(null);
    try {
      await (await backend.whenReady()).switchChain(wallet, chainId);
    } catch (cause) {
      setSwitchError(messageFor(cause));
    } finally {
      setSwitching(null);
    }
  };

  /** Opens the review of a request: the composer's (its chosen wallet) or a card's Send (that card's wallet). One review path for both. */
  const review = (
    input: SigningRequestInput,
    from: HeldWallet | null = wallet,
    opener: HTMLElement | null = reviewButton.current,
  ) => {
    if (!from) return;
    reviewReturn.current = opener;
    signing.review(input, from);
  };

  const open = session.step !== 'compose';
  const signer = session.step === 'review' ? (wallets.find((w) => w.address === session.wallet) ?? null) : null;
  const request = session.step === 'review' && session.review.ok ? session.review.request : null;
  const signerChainId = (request?.kind === 'transaction' ? request.transaction.chainId : undefined) ?? signer?.chainId;
  const close = () => (session.step === 'review' ? signing.reject() : signing.done());

  return (
    <div className="sg:grid sg:gap-6">
      <WalletsScreen
        wallets={wallets.map((w) => ({
          wallet: w,
          walletName: w.walletName,
          balance: balanceOf(balances, w),
          exportable: canExport && w.exportable === true,
          fundable: offers('fund', w, funding),
        }))}
        status={ready ? 'ready' : 'loading'}
        error={createError}
        createChainTypes={port?.createChainTypes}
        creating={creating}
        onCreate={(chainType) => void create(chainType)}
        onExport={canExport ? keyExport.start : undefined}
        onSend={actions.start('send')}
        onReceive={actions.start('receive')}
        onFund={funding ? actions.start('fund') : undefined}
        focusAddress={createdAddress}
        timeZone={timeZone}
      />
      {ready && wallet ? (
        <ScreenHeadingLevel level={2}>
          <SigningComposer
            // A new wallet starts from fresh fields (its own sample typed data and kinds).
            key={wallet.address}
            wallets={wallets}
            selected={wallet.address}
            onSelect={(address) => {
              setSelected(address);
              setSwitchError(null);
            }}
            switchingTo={switching}
            switchError={switchError}
            onSwitchChain={(chainId) => void switchChain(chainId)}
            disabled={open}
            onReview={(input) => review(input)}
            reviewButtonRef={reviewButton}
          />
        </ScreenHeadingLevel>
      ) : null}
      {/* A declined request closes its review at once: said here, politely, with no second dialog to dismiss. */}
      <p role="status" className="sg:text-muted-foreground sg:text-sm sg:empty:sr-only">
        {session.step === 'compose' && session.declined ? t('signing.declined') : ''}
      </p>
      <Modal
        open={open}
        onOpenChange={(next) => {
          if (!next) close();
        }}
        title={session.step === 'result' ? t('signing.result.title') : t('signing.details')}
        hideTitle
        dismissible={!(session.step === 'review' && session.status === 'signing')}
        returnFocusTo={reviewReturn}
      >
        {session.step === 'review' ? (
          <SigningReview
            review={session.review}
            status={session.status}
            error={session.error}
            failure={session.failure}
            requester={asker}
            signer={signer ? { ...signer, chainId: signerChainId } : undefined}
            fee={fee}
            balance={balance}
            siteHost={siteHost}
            usdPrice={usdPrice}
            timeZone={timeZone}
            onApprove={() => void signing.approve()}
            onReject={signing.reject}
          />
        ) : null}
        {session.step === 'result' ? (
          <SigningResult outcome={session.outcome} receiptError={session.receiptError} onDone={signing.done} />
        ) : null}
      </Modal>
      <WalletActionDialogs
        actions={actions}
        balance={actions.wallet ? balanceOf(balances, actions.wallet) : null}
        funding={funding}
        onReview={(input, from) => review(input, from, actions.opener.current)}
      />
      {keyExport.current && exporting ? (
        <ExportKeyDialog
          open
          wallet={exporting}
          status={keyExport.current.status}
          privateKey={keyExport.current.privateKey}
          error={keyExport.current.error}
          onReveal={() => void keyExport.reveal(exporting)}
          returnFocusTo={keyExport.opener}
          onOpenChange={(next) => {
            if (!next) keyExport.close();
          }}
        />
      ) : null}
    </div>
  );
}
