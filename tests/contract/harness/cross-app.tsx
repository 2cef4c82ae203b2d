/**
 * The cross-app contract harness: the real provider SDK's `useCrossAppAccounts` against the emulator, which plays
 * the other provider apps (their consent and transact pop-ups). Playwright drives this page and the pop-ups the
 * SDK opens. Not product UI: labelled outputs and plain buttons only.
 */
import { PrivyProvider, useCrossAppAccounts, useLoginWithEmail, usePrivy } from '@privy-io/react-auth';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { installBuffer } from '../../../app/src/auth/buffer-shim';

installBuffer();
const params = new URLSearchParams(location.search);
const apiUrl = params.get('api') ?? 'http://127.0.0.1:8787';
const appId = params.get('app') ?? 'sigillocalemulatorapp0001';

function Harness() {
  const { ready, authenticated, user, logout } = usePrivy();
  const crossApp = useCrossAppAccounts();
  const email = useLoginWithEmail();
  const [provider, setProvider] = useState(params.get('provider') ?? '');
  const [message, setMessage] = useState('Hello from Sigil');
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [signature, setSignature] = useState('');
  const [failure, setFailure] = useState('');
  const account = user?.linkedAccounts.find((a) => a.type === 'cross_app');
  const guard = (work: () => Promise<unknown>) => () => {
    setFailure('');
    work().catch((error: unknown) => {
      // The SDK rejects a provider app's own refusal with the raw string it posted (not an Error).
      const e = error as { privyErrorCode?: string; message?: string };
      setFailure(typeof error === 'string' ? `raw: ${error}` : `${e.privyErrorCode ?? 'no-code'}: ${e.message}`);
    });
  };
  const wallet = account?.type === 'cross_app' ? (account.embeddedWallets[0]?.address ?? '') : '';
  return (
    <div>
      <p>
        Ready: <output aria-label="ready">{String(ready)}</output>
      </p>
      <p>
        Authenticated: <output aria-label="authenticated">{String(authenticated)}</output>
      </p>
      <p>
        User: <output aria-label="user id">{user?.id ?? ''}</output>
      </p>
      <p>
        Accounts:{' '}
        <output aria-label="linked accounts">{user?.linkedAccounts.map((a) => a.type).join(',') ?? ''}</output>
      </p>
      <p>
        Cross-app app:{' '}
        <output aria-label="cross-app app">{account?.type === 'cross_app' ? account.providerApp.id : ''}</output>
      </p>
      <p>
        Cross-app subject:{' '}
        <output aria-label="cross-app subject">{account?.type === 'cross_app' ? account.subject : ''}</output>
      </p>
      <p>
        Cross-app wallet: <output aria-label="cross-app wallet">{wallet}</output>
      </p>
      <p>
        Signature: <output aria-label="signature">{signature}</output>
      </p>
      <p>
        Failure: <output aria-label="failure">{failure}</output>
      </p>
      <label>
        Provider app <input value={provider} onChange={(e) => setProvider(e.target.value)} />
      </label>
      <label>
        Message <input value={message} onChange={(e) => setMessage(e.target.value)} />
      </label>
      <label>
        Email <input value={address} onChange={(e) => setAddress(e.target.value)} />
      </label>
      <label>
        Code <input value={code} onChange={(e) => setCode(e.target.value)} />
      </label>
      <button type="button" onClick={guard(() => email.sendCode({ email: address }))}>
        Send email code
      </button>
      <button type="button" onClick={guard(() => email.loginWithCode({ code }))}>
        Log in with email code
      </button>
      <button type="button" onClick={guard(() => crossApp.loginWithCrossAppAccount({ appId: provider }))}>
        Log in with provider app
      </button>
      <button type="button" onClick={guard(() => crossApp.linkCrossAppAccount({ appId: provider }))}>
        Link provider app
      </button>
      <button
        type="button"
        onClick={guard(async () => {
          setSignature('');
          setSignature(await crossApp.signMessage(message, { address: wallet }));
        })}
      >
        Sign with cross-app wallet
      </button>
      <button
        type="button"
        onClick={guard(() =>
          crossApp.unlinkCrossAppAccount({ subject: account?.type === 'cross_app' ? account.subject : '' }),
        )}
      >
        Unlink cross-app account
      </button>
      <button type="button" onClick={guard(() => logout())}>
        Log out
      </button>
    </div>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('The harness page has no #root');
createRoot(root).render(
  <PrivyProvider appId={appId} apiUrl={apiUrl} config={{ loginMethods: ['email'] }}>
    <Harness />
  </PrivyProvider>,
);
