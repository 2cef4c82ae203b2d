import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useCopy } from '../copy/CopyProvider';
import { signingCopy } from '../copy/decks/signing';
import { type ErrorEntry, messageFor } from '../copy/errors';
import {
  initialSigningSession,
  type SigningOutcome,
  type SigningReceipt,
  type SigningRequestInput,
  signingSessionReducer,
} from '../flows/signing';
import { type ChainType, isEmbeddedWallet, type SupportedChainId } from '../model';
import type { Backend, HeldWallet, WalletsPort } from '../ports';
import { Modal } from '../primitives/Modal';
import { ScreenHeadingLevel } from '../primitives/ScreenLayout';
import { WALLET_RELAY } from '../rules/limits';
import { SigningResult } from '../screens/signing/SigningResult';
import { SigningReview } from '../screens/signing/SigningReview';
import { ExportKeyDialog, type ExportKeyStatus } from '../screens/wallets/ExportKeyDialog';
import { SigningComposer } from '../screens/wallets/SigningComposer';
import { WalletsScreen } from '../screens/wallets/WalletsScreen';
import { type Balances, balanceOf, readBalances } from './wallet-balances';

export interface WalletsJourneyProps {
  backend: Backend<WalletsPort>;
  /** The host of the site, to flag a SIWE message for another domain in the review. */
  siteHost?: string | undefined;
  /** Time zone for dates (the reader's by default; stories fix one). */
  timeZone?: string | undefined;
  /**
   * Called when a task the person started here is done: a wallet created, a request signed or sent, a sent
   * transaction mined (with its receipt). Not called for a rejection, a failure or a time-out: the journey shows those.
   */
  onDone?: ((result: WalletsResult) => void) | undefined;
}

/** What `WalletsJourney`'s `onDone` reports. */
export type WalletsResult =
  | { kind: 'created'; chainType: ChainType }
  | { kind: 'signed'; wallet: string; outcome: Exclude<SigningOutcome, { kind: 'rejected' }> }
  | { kind: 'mined'; wallet: string; hash: string; receipt: SigningReceipt };

/** Balances by wallet and chain (see `readBalances`), read again by `refresh`. */
function useBalances(port: WalletsPort | null) {
  const [balances, setBalances] = useState<Balances>({});
  const [generation, setGeneration] = useState(0);
  const wallets = port?.wallets;
  const portRef = useRef(port);
  portRef.current = port;
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

/**
 * The Wallets page, written once: the user's wallets as cards with balances (embedded, imported, external),
 * creating an Ethereum or Solana wallet, and signing with one — a message, EIP-712 typed data or a transaction
 * on the wallet's network — through our review (what is signed, read for a person; Approve / Reject) and its
 * result (signature, or transaction hash then receipt). Rejecting, here or in the wallet, is an outcome and
 * never an error; a failed signature keeps the review open to try again. Where the host can export keys
 * (`exportPrivateKey`), each exportable wallet offers "Export private key": a warning to confirm, then the
 * key, masked until shown; it is forgotten when the dialog closes.
 */
export function WalletsJourney({ backend, siteHost, timeZone, onDone }: WalletsJourneyProps) {
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  const { t } = useCopy(signingCopy);
  const port = backend.port;
  const ready = Boolean(port?.ready);
  const wallets = port?.wallets ?? [];
  const { balances, refresh } = useBalances(ready ? port : null);
  const [creating, setCreating] = useState<ChainType | null>(null);
  const [createError, setCreateError] = useState<ErrorEntry | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [switching, setSwitching] = useState<SupportedChainId | null>(null);
  const [switchError, setSwitchError] = useState<ErrorEntry | null>(null);
  const [session, dispatch] = useReducer(signingSessionReducer, initialSigningSession);
  const [usdPrice, setUsdPrice] = useState<number | undefined>(undefined);
  // Which review a price answer belongs to: a slow answer for an earlier review is dropped.
  const priceFor = useRef(0);
  const reviewButton = useRef<HTMLButtonElement>(null);
  const keyExport = useKeyExport(backend);
  const canExport = Boolean(port?.exportPrivateKey);
  const exporting = keyExport.current ? (wallets.find((w) => w.address === keyExport.current?.address) ?? null) : null;

  const wallet = wallets.find((w) => w.address === selected) ?? wallets[0] ?? null;

  const create = async (chainType: ChainType) => {
    setCreating(chainType);
    setCreateError(null);
    try {
      await (await backend.whenReady()).createWallet(chainType);
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

  const review = (input: SigningRequestInput) => {
    if (!wallet) return;
    setUsdPrice(undefined);
    // The request is for this wallet: it is the one that signs, even if the list changes meanwhile.
    dispatch({ type: 'review', input, wallet: wallet.address });
    const mine = ++priceFor.current;
    const chainId = wallet.chainType === 'ethereum' ? (wallet.chainId ?? null) : null;
    void backend
      .whenReady()
      .then((p) => p.getUsdPrice(wallet.chainType, chainId))
      .then((price) => {
        if (priceFor.current === mine) setUsdPrice(price ?? undefined);
      })
      .catch(() => undefined);
  };

  const approve = async () => {
    if (session.step !== 'review' || !session.review.ok) return;
    const { input } = session;
    const signer = wallets.find((w) => w.address === session.wallet);
    dispatch({ type: 'approve' });
    if (!signer) {
      // The wallet the request was written for is gone (disconnected, signed out): never another one.
      dispatch({ type: 'failed', error: Object.assign(new Error('The wallet is not connected.'), { code: 4900 }) });
      return;
    }
    let outcome: Exclude<SigningOutcome, { kind: 'rejected' }>;
    // An external wallet that never answers must not hold the page: after the request time-out (spec 9) the
    // review says so and Approve tries again. A late answer is then dropped by the session. An embedded wallet
    // answers through the provider, whose own limits apply: its call may rightly wait up to 300 s while the person
    // verifies (multi-factor), which a 60 s time-out here would cut short.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      if (!isEmbeddedWallet(signer)) timer = setTimeout(() => resolve('timeout'), WALLET_RELAY.requestTimeoutMs);
    });
    try {
      const answer = await Promise.race([backend.whenReady().then((p) => p.sign(signer, input)), timedOut]);
      if (answer === 'timeout') {
        dispatch({ type: 'timedOut' });
        return;
      }
      outcome = answer;
    } catch (error) {
      dispatch({ type: 'failed', error });
      return;
    } finally {
      clearTimeout(timer);
    }
    dispatch({ type: 'signed', outcome });
    onDoneRef.current?.({ kind: 'signed', wallet: signer.address, outcome });
    if (outcome.kind !== 'transaction') return;
    // The receipt is read on the chain the reviewed transaction was for.
    const reviewed = session.review.request;
    const chainId = (reviewed.kind === 'transaction' ? reviewed.transaction.chainId : undefined) ?? signer.chainId;
    if (!chainId) {
      dispatch({
        type: 'receiptFailed',
        hash: outcome.hash,
        error: Object.assign(new Error('Unknown network.'), { code: 4901 }),
      });
      return;
    }
    try {
      const receipt = await (await backend.whenReady()).waitForReceipt(outcome.hash, chainId, signer);
      dispatch({ type: 'receipt', hash: outcome.hash, receipt });
      onDoneRef.current?.({ kind: 'mined', wallet: signer.address, hash: outcome.hash, receipt });
    } catch (error) {
      dispatch({ type: 'receiptFailed', hash: outcome.hash, error });
    } finally {
      refresh();
    }
  };

  const open = session.step !== 'compose';
  const close = () => dispatch({ type: session.step === 'review' ? 'reject' : 'done' });

  return (
    <div className="sg:grid sg:gap-6">
      <WalletsScreen
        wallets={wallets.map((w) => ({
          wallet: w,
          walletName: w.walletName,
          balance: balanceOf(balances, w),
          exportable: canExport && w.exportable === true,
        }))}
        status={ready ? 'ready' : 'loading'}
        error={createError}
        createChainTypes={port?.createChainTypes}
        creating={creating}
        onCreate={(chainType) => void create(chainType)}
        onExport={canExport ? keyExport.start : undefined}
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
            onReview={review}
            reviewButtonRef={reviewButton}
          />
        </ScreenHeadingLevel>
      ) : null}
      <Modal
        open={open}
        onOpenChange={(next) => {
          if (!next) close();
        }}
        title={session.step === 'result' ? t('signing.result.title') : t('signing.details')}
        hideTitle
        dismissible={!(session.step === 'review' && session.status === 'signing')}
        returnFocusTo={reviewButton}
      >
        {session.step === 'review' ? (
          <SigningReview
            review={session.review}
            status={session.status}
            error={session.error}
            siteHost={siteHost}
            usdPrice={usdPrice}
            timeZone={timeZone}
            onApprove={() => void approve()}
            onReject={() => dispatch({ type: 'reject' })}
          />
        ) : null}
        {session.step === 'result' ? (
          <SigningResult
            outcome={session.outcome}
            receiptError={session.receiptError}
            onDone={() => dispatch({ type: 'done' })}
          />
        ) : null}
      </Modal>
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
