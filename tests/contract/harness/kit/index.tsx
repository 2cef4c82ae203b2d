/**
 * What every contract harness page shares: the emulator and app it is pointed at (from its query), the labelled
 * `<output>` rows the tests read (`output(page, label)` in ../../setup.ts finds them by their aria-label), the
 * catcher that shows a failed SDK call in the "failure" row, the e-mail sign-in fields and buttons
 * (`signInByEmail` in ../../setup.ts clicks them), and the `PrivyProvider` mount. Not product UI.
 */
import {
  type LinkedAccountWithMetadata,
  type PrivyClientConfig,
  PrivyProvider,
  type User,
  useLoginWithEmail,
  usePrivy,
} from '@privy-io/react-auth';
import { type ReactElement, type ReactNode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { installBuffer } from '../../../../src/privy/sdk/buffer-shim';
import { useWalletFrameReady } from '../../../../src/privy/sdk/wallet-frame';

// Before any SDK call: the SDK's Solana signing needs a global Buffer.
installBuffer();

/** The page's query: `api` and `app` here; each page reads its own extra switches from it. */
export const params = new URLSearchParams(location.search);
/** The emulator's origin (the SDK's `apiUrl`). */
export const apiUrl = params.get('api') ?? 'http://127.0.0.1:8787';
/** The emulator's app id. */
export const appId = params.get('app') ?? 'sigillocalemulatorapp0001';

/**
 * One labelled row: `{title}: <output aria-label={label}>…</output>`. The tests query the aria-label; the title is
 * only what a person reading the page sees (the label itself when no title is given).
 */
export function Output({ label, title = label, value }: { label: string; title?: string; value: ReactNode }) {
  return (
    <p>
      {title}: <output aria-label={label}>{value}</output>
    </p>
  );
}

/**
 * The embedded-wallet frame's readiness reply (src/privy/sdk/wallet-frame.ts): the tests wait for it before wallet
 * work, and guest sign-in must not race it.
 */
function WalletFrameRow() {
  return <Output label="wallet frame" title="Wallet frame" value={String(useWalletFrameReady(apiUrl))} />;
}

/**
 * The rows every page starts with, from the SDK's `usePrivy`: "ready", "wallet frame" (`walletFrame`: pages that
 * make embedded wallets), "authenticated", and with `user` the "user id" and the "linked accounts" (types).
 */
export function SessionRows({ walletFrame = false, user: withUser = false }) {
  const { ready, authenticated, user } = usePrivy();
  return (
    <>
      <Output label="ready" title="Ready" value={String(ready)} />
      {walletFrame && <WalletFrameRow />}
      <Output label="authenticated" title="Authenticated" value={String(authenticated)} />
      {withUser && <Output label="user id" title="User" value={user?.id ?? ''} />}
      {withUser && (
        <Output
          label="linked accounts"
          title="Accounts"
          value={user?.linkedAccounts.map((a) => a.type).join(',') ?? ''}
        />
      )}
    </>
  );
}

/** The user's embedded wallets (the provider's own: `walletClientType` privy), in their linked-account order. */
export function embeddedWallets(user: User | null) {
  return (user?.linkedAccounts ?? []).filter(
    (a): a is Extract<LinkedAccountWithMetadata, { type: 'wallet' }> =>
      a.type === 'wallet' && a.walletClientType === 'privy',
  );
}

/**
 * A failed call as the "failure" row shows it: `code: message` (`no-code` when the error has none). A provider
 * app's own refusal reaches the cross-app page as the raw string it posted (not an Error): `raw: …`.
 * `apiCode`: also read the plain `code` of the SDK's API errors (the funding client's), after `privyErrorCode`.
 */
function describeFailure(error: unknown, { apiCode = false } = {}): string {
  if (typeof error === 'string') return `raw: ${error}`;
  const e = (error ?? {}) as { privyErrorCode?: string; code?: string; message?: string };
  return `${e.privyErrorCode ?? (apiCode ? e.code : undefined) ?? 'no-code'}: ${e.message ?? String(error)}`;
}

/** Wraps a button's SDK call: clears the failure row, runs the call, and shows its failure if it fails. */
type Guard = (work: () => Promise<unknown>) => () => void;

/** The "failure" row's text, the `guard` that fills it, and its setter (for failures reported by callbacks). */
export function useGuard(options: { apiCode?: boolean } = {}) {
  const [failure, setFailure] = useState('');
  const guard: Guard = (work) => () => {
    setFailure('');
    work().catch((error: unknown) => setFailure(describeFailure(error, options)));
  };
  return { failure, guard, setFailure };
}

/** A text field's state, as `useState('')` returns it. */
type Field = [string, (value: string) => void];

/**
 * Sign-in by e-mail code with the SDK's `useLoginWithEmail`: the "email state" row, the "Email" and "Code" fields,
 * "Send email code" and "Log in with email code". `run` wraps each call (the page's guard; `step` names it).
 * A page whose other buttons read the same fields passes them in as `address` / `code`.
 */
export function EmailSignIn({
  run,
  address: sharedAddress,
  code: sharedCode,
}: {
  run: (work: () => Promise<unknown>, step: 'send' | 'login') => () => void;
  address?: Field;
  code?: Field;
}) {
  const email = useLoginWithEmail();
  const ownAddress = useState('');
  const ownCode = useState('');
  const [address, setAddress] = sharedAddress ?? ownAddress;
  const [code, setCode] = sharedCode ?? ownCode;
  return (
    <>
      <Output label="email state" title="Email state" value={email.state.status} />
      <label>
        Email <input value={address} onChange={(e) => setAddress(e.target.value)} />
      </label>
      <button type="button" onClick={run(() => email.sendCode({ email: address }), 'send')}>
        Send email code
      </button>
      <label>
        Code <input value={code} onChange={(e) => setCode(e.target.value)} />
      </label>
      <button type="button" onClick={run(() => email.loginWithCode({ code }), 'login')}>
        Log in with email code
      </button>
    </>
  );
}

/** Renders the page's harness inside the SDK's provider, pointed at the emulator. */
export function mount(harness: ReactElement, config: PrivyClientConfig) {
  const root = document.getElementById('root');
  if (!root) throw new Error('The harness page has no #root');
  createRoot(root).render(
    <PrivyProvider appId={appId} apiUrl={apiUrl} config={config}>
      {harness}
    </PrivyProvider>,
  );
}
