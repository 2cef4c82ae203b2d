import { useMemo, useRef, useState } from 'react';
import { messageFor } from '../copy/errors';
import { type FarcasterSignerMachine, useFarcasterSigner } from '../flows/farcaster-signer';
import { castFits, castHash, fromHex, toHex, verifyEd25519 } from '../flows/farcaster-signer-cast';
import type { Backend } from '../ports/backend';
import type { FarcasterSignerPort } from '../ports/farcaster-signer';
import { type CastSigningStatus, FarcasterCastSigner } from '../screens/farcaster-signer/FarcasterCastSigner';
import { FarcasterSignerApprovedScreen } from '../screens/farcaster-signer/FarcasterSignerApprovedScreen';
import {
  FarcasterSignerRequestScreen,
  type FarcasterSignerRequestView,
} from '../screens/farcaster-signer/FarcasterSignerRequestScreen';
import { FarcasterSignerUnavailableScreen } from '../screens/farcaster-signer/FarcasterSignerUnavailableScreen';
import { useFocusKeeper } from './focus-keeper';
import { JourneyLoading } from './JourneyLoading';

export interface FarcasterSignerJourneyProps {
  backend: Backend<FarcasterSignerPort>;
  /** The app that will act with the signer (the request's subtitle, the approved signer's). */
  appName: string;
  /** Offered when the user has no Farcaster account. */
  onLinkFarcaster?: (() => void) | undefined;
  /** Offered when the user has no embedded wallet. */
  onCreateWallet?: (() => void) | undefined;
  /** How often the key's status is asked, and how long approval is waited for (spec 9: 2 s, 300 s). */
  pollIntervalMs?: number | undefined;
  timeoutMs?: number | undefined;
  /** The clock a cast's time is read from (epoch ms; stories pass a fixed one). */
  now?: (() => number) | undefined;
  /** The cast's text at the start. */
  initialCast?: string | undefined;
}

/**
 * Adding a Farcaster signer and using it. Unavailable (no Farcaster account, no embedded wallet, wallets on the
 * provider's servers) says why before anything is asked. Otherwise "Add a signer to Farcaster": headless, the
 * approval link as a QR code and a link, its status asked every 2 s (each answer awaited) until approved,
 * rejected ("Request rejected") or 300 s have passed ("The request timed out. Try again."); or, where only the
 * provider's modal can ask, the page waits for the modal and reads the signer when it closes. An approved signer
 * shows its key and signs a cast: the cast's hash as Farcaster computes it, signed by the backend, the signature
 * verified here against the signer's key with Web Crypto.
 */
export function FarcasterSignerJourney({
  backend,
  appName,
  onLinkFarcaster,
  onCreateWallet,
  pollIntervalMs,
  timeoutMs,
  now = Date.now,
  initialCast = '',
}: FarcasterSignerJourneyProps) {
  const frame = useRef<HTMLDivElement>(null);
  useFocusKeeper(frame);
  const port = backend.port;
  const ready = async () => {
    const current = await backend.whenReady();
    if (!('request' in current)) throw new Error('This backend asks for a signer in the provider’s modal');
    return current.request;
  };
  // The provider's modal: once seen open, its closing ends the wait (the signer is read from the user then).
  const { machine, start, cancel } = useFarcasterSigner(
    {
      init: async () => (await ready()).init(),
      status: async (publicKey) => (await ready()).status(publicKey),
      providerModal: async () => {
        const current = await backend.whenReady();
        return 'request' in current ? null : () => current.providerModal.open();
      },
    },
    {
      modalOpen: port && 'providerModal' in port ? port.providerModal.isOpen : false,
      intervalMs: pollIntervalMs,
      timeoutMs,
    },
  );

  // One frame for every view (also while the backend loads), so focus keeping watches it from the start.
  return (
    <div ref={frame} className="sg:contents">
      {port ? (
        <SignerView
          port={port}
          backend={backend}
          appName={appName}
          machine={machine}
          onStart={start}
          // The provider's window may never have opened (or is still open): the flow stops waiting for it either way.
          onCancel={cancel}
          onLinkFarcaster={onLinkFarcaster}
          onCreateWallet={onCreateWallet}
          now={now}
          initialCast={initialCast}
        />
      ) : (
        <JourneyLoading />
      )}
    </div>
  );
}

/** The view for the port as it is: why unavailable, the approved signer with the cast panel, or the request. */
function SignerView({
  port,
  backend,
  appName,
  machine: { request: state, modal },
  onStart,
  onCancel,
  onLinkFarcaster,
  onCreateWallet,
  now,
  initialCast,
}: {
  port: FarcasterSignerPort;
  backend: Backend<FarcasterSignerPort>;
  appName: string;
  machine: FarcasterSignerMachine;
  onStart: () => void;
  onCancel: () => void;
  onLinkFarcaster?: (() => void) | undefined;
  onCreateWallet?: (() => void) | undefined;
  now: () => number;
  initialCast: string;
}) {
  if (port.unavailable) {
    return (
      <FarcasterSignerUnavailableScreen
        reason={port.unavailable}
        onLinkFarcaster={onLinkFarcaster}
        onCreateWallet={onCreateWallet}
      />
    );
  }
  const approvedKey = port.signerPublicKey ?? (state.status === 'approved' ? state.publicKey : null);
  if (approvedKey && port.account) {
    return (
      <FarcasterSignerApprovedScreen appName={appName} account={port.account} publicKey={approvedKey}>
        <CastPanel
          backend={backend}
          fid={port.account.fid}
          publicKey={approvedKey}
          now={now}
          initialCast={initialCast}
        />
      </FarcasterSignerApprovedScreen>
    );
  }
  const view: FarcasterSignerRequestView =
    modal.phase === 'opening' || modal.phase === 'open'
      ? { status: 'in-provider-modal' }
      : modal.phase === 'error'
        ? { status: 'error', error: modal.error }
        : state.status === 'approved'
          ? { status: 'loading' }
          : state;
  return (
    <FarcasterSignerRequestScreen
      appName={appName}
      account={port.account}
      state={view}
      onStart={onStart}
      onCancel={onCancel}
    />
  );
}

/**
 * "Sign a cast": the hash follows the text (the cast's time is taken when the text changes, so the hash shown is
 * the one signed); Sign asks the backend, then the signature is checked against the signer's key.
 */
function CastPanel({
  backend,
  fid,
  publicKey,
  now,
  initialCast,
}: {
  backend: Backend<FarcasterSignerPort>;
  fid: number;
  publicKey: string;
  now: () => number;
  initialCast: string;
}) {
  const [cast, setCast] = useState(() => ({ text: initialCast, timestamp: now() }));
  const [status, setStatus] = useState<CastSigningStatus>({ kind: 'idle' });
  const run = useRef(0);
  const hash = useMemo(
    () => (cast.text.trim() && castFits(cast.text) ? castHash({ fid, ...cast }) : null),
    [fid, cast],
  );

  const sign = async () => {
    if (!hash) return;
    const current = ++run.current;
    setStatus({ kind: 'signing' });
    try {
      const signature = await (await backend.whenReady()).signFarcasterMessage(hash);
      const verified = await verifyEd25519(fromHex(publicKey), hash, signature);
      if (current === run.current) setStatus({ kind: 'signed', signature: toHex(signature), verified });
    } catch (error) {
      if (current === run.current) setStatus({ kind: 'error', error: messageFor(error, 'signer') });
    }
  };

  return (
    <FarcasterCastSigner
      text={cast.text}
      onTextChange={(text) => {
        run.current++;
        setCast({ text, timestamp: now() });
        setStatus({ kind: 'idle' });
      }}
      hash={hash ? toHex(hash) : null}
      status={status}
      onSign={() => void sign()}
    />
  );
}
