/**
 * The contract harness for delegated (offline) access: the real SDK's headless hooks against the emulator, one
 * button each. On-device wallets: `useHeadlessDelegatedActions().delegateWallet` / `revokeWallets`; server-side
 * wallets: `useSigners().addSigners` / `removeSigners` with the app's server signer id (`?signer=`). Each call runs
 * under its own time-out, because the SDK's delegate and revoke can leave their promise unsettled. Not product UI.
 */
import {
  PrivyProvider,
  useCreateWallet,
  useHeadlessDelegatedActions,
  useLoginWithEmail,
  usePrivy,
  useSigners,
} from '@privy-io/react-auth';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { installBuffer } from '../../../app/src/auth/buffer-shim';
import { useWalletFrameReady } from '../../../app/src/auth/wallet-frame';

installBuffer();
const params = new URLSearchParams(location.search);
const apiUrl = params.get('api') ?? 'http://127.0.0.1:8787';
const appId = params.get('app') ?? 'sigillocalemulatorapp0001';
/** The app's server signer (the key quorum id the emulator's `appServer.signerId` names). */
const signerId = params.get('signer') ?? '';
/** How long one SDK call may take before the harness reports it as hanging. */
const CALL_MS = 30_000;

function withTimeout<T>(what: string, work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} did not settle`)), CALL_MS)),
  ]);
}

function Harness() {
  const { ready, authenticated, user, logout } = usePrivy();
  const email = useLoginWithEmail();
  const { createWallet } = useCreateWallet();
  const { delegateWallet, revokeWallets } = useHeadlessDelegatedActions();
  const { addSigners, removeSigners } = useSigners();
  const walletFrame = useWalletFrameReady(apiUrl);
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');
  const wallet = user?.linkedAccounts.find(
    (a) => a.type === 'wallet' && a.walletClientType === 'privy' && a.chainType === 'ethereum',
  );
  const walletAddress = wallet?.type === 'wallet' ? wallet.address : '';
  const run = (name: string, work: () => Promise<unknown>) => () => {
    setFailure('');
    setDone('');
    withTimeout(name, work())
      .then(() => setDone(name))
      .catch((error: unknown) => {
        const e = error as { privyErrorCode?: string; message?: string };
        setFailure(`${e.privyErrorCode ?? 'no-code'}: ${e.message ?? String(error)}`);
      });
  };
  return (
    <div>
      <p>
        Ready: <output aria-label="ready">{String(ready)}</output>
      </p>
      <p>
        Wallet frame: <output aria-label="wallet frame">{String(walletFrame)}</output>
      </p>
      <p>
        Authenticated: <output aria-label="authenticated">{String(authenticated)}</output>
      </p>
      <p>
        Email state: <output aria-label="email state">{email.state.status}</output>
      </p>
      <p>
        Wallet: <output aria-label="wallet address">{walletAddress}</output>
      </p>
      <p>
        Delegated:{' '}
        <output aria-label="delegated">
          {user?.linkedAccounts
            .flatMap((a) =>
              a.type === 'wallet' && a.walletClientType === 'privy'
                ? [`${a.chainType}:${a.delegated ? 'delegated' : 'not'}`]
                : [],
            )
            .join(' ') ?? ''}
        </output>
      </p>
      <p>
        Done: <output aria-label="done">{done}</output>
      </p>
      <p>
        Failure: <output aria-label="failure">{failure}</output>
      </p>
      <label>
        Email <input value={address} onChange={(e) => setAddress(e.target.value)} />
      </label>
      <button type="button" onClick={run('send', () => email.sendCode({ email: address }))}>
        Send email code
      </button>
      <label>
        Code <input value={code} onChange={(e) => setCode(e.target.value)} />
      </label>
      <button type="button" onClick={run('login', () => email.loginWithCode({ code }))}>
        Log in with email code
      </button>
      <button type="button" onClick={run('create', () => createWallet())}>
        Create Ethereum wallet
      </button>
      <button
        type="button"
        onClick={run('delegate', () => delegateWallet({ address: walletAddress, chainType: 'ethereum' }))}
      >
        Delegate wallet
      </button>
      <button type="button" onClick={run('revoke', () => revokeWallets())}>
        Revoke wallets
      </button>
      <button
        type="button"
        onClick={run('add signers', () => addSigners({ address: walletAddress, signers: [{ signerId }] }))}
      >
        Add the app's server
      </button>
      <button type="button" onClick={run('add no signers', () => addSigners({ address: walletAddress, signers: [] }))}>
        Grant offline access with useSigners
      </button>
      <button type="button" onClick={run('remove signers', () => removeSigners({ address: walletAddress }))}>
        Remove signers
      </button>
      <button type="button" onClick={run('logout', () => logout())}>
        Log out
      </button>
    </div>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <PrivyProvider
    appId={appId}
    apiUrl={apiUrl}
    config={{
      loginMethods: ['email'],
      embeddedWallets: { ethereum: { createOnLogin: 'off' }, solana: { createOnLogin: 'off' } },
    }}
  >
    <Harness />
  </PrivyProvider>,
);
