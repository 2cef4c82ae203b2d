/**
 * The Farcaster signer's contract page: the real provider SDK (`@privy-io/react-auth`) pointed at the emulator with
 * `apiUrl`, driven by Playwright in Chromium. A user signs in by e-mail code, makes an on-device wallet
 * (`useCreateWallet`), links Farcaster in the provider's modal, requests a signer (`useFarcasterSigner`: the SDK's modal, which
 * polls the signer's status), reads its public key and signs a message hash with it. Not product UI.
 */
import {
  PrivyProvider,
  useCreateWallet,
  useFarcasterSigner,
  useLinkAccount,
  useLoginWithEmail,
  useModalStatus,
  usePrivy,
} from '@privy-io/react-auth';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { installBuffer } from '../../../app/src/auth/buffer-shim';
import { useWalletFrameReady } from '../../../app/src/auth/wallet-frame';

installBuffer();
const params = new URLSearchParams(location.search);
const apiUrl = params.get('api') ?? 'http://127.0.0.1:8787';
const appId = params.get('app') ?? 'sigillocalemulatorapp0001';

/** The message hash the page signs: 20 bytes, the size of a Farcaster message hash (BLAKE3-160). */
const HASH = Uint8Array.from({ length: 20 }, (_, i) => (i * 29 + 7) % 256);
const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

function Harness() {
  const { ready, authenticated, user } = usePrivy();
  const { createWallet } = useCreateWallet();
  const { linkFarcaster } = useLinkAccount();
  const { requestFarcasterSignerFromWarpcast, getFarcasterSignerPublicKey, signFarcasterMessage } =
    useFarcasterSigner();
  const { isOpen } = useModalStatus();
  const email = useLoginWithEmail();
  const walletFrame = useWalletFrameReady(apiUrl);
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [publicKey, setPublicKey] = useState('');
  const [signature, setSignature] = useState('');
  const [failure, setFailure] = useState('');
  const guard = (work: () => Promise<unknown>) => () => {
    setFailure('');
    work().catch((error: unknown) => {
      const e = error as { privyErrorCode?: string; message?: string };
      setFailure(`${e.privyErrorCode ?? 'no-code'}: ${e.message ?? String(error)}`);
    });
  };
  const embedded = user?.linkedAccounts.find((a) => a.type === 'wallet' && a.walletClientType === 'privy');
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
        Embedded wallet:{' '}
        <output aria-label="embedded wallet">
          {embedded?.type === 'wallet' ? `${embedded.chainType}:${embedded.address}` : ''}
        </output>
      </p>
      <p>
        Farcaster fid: <output aria-label="farcaster fid">{user?.farcaster?.fid ?? ''}</output>
      </p>
      <p>
        Signer public key (user): <output aria-label="signer on user">{user?.farcaster?.signerPublicKey ?? ''}</output>
      </p>
      <p>
        Signer public key (hook): <output aria-label="signer public key">{publicKey}</output>
      </p>
      <p>
        Signature: <output aria-label="signature">{signature}</output>
      </p>
      <p>
        Provider modal open: <output aria-label="modal open">{String(isOpen)}</output>
      </p>
      <p>
        Failure: <output aria-label="failure">{failure}</output>
      </p>
      <label>
        Email <input value={address} onChange={(e) => setAddress(e.target.value)} />
      </label>
      <button type="button" onClick={guard(() => email.sendCode({ email: address }))}>
        Send email code
      </button>
      <label>
        Code <input value={code} onChange={(e) => setCode(e.target.value)} />
      </label>
      <button type="button" onClick={guard(() => email.loginWithCode({ code }))}>
        Log in with email code
      </button>
      <button type="button" onClick={guard(() => createWallet())}>
        Create Ethereum wallet
      </button>
      <button type="button" onClick={() => linkFarcaster()}>
        Link Farcaster
      </button>
      <button type="button" onClick={guard(() => requestFarcasterSignerFromWarpcast())}>
        Request a Farcaster signer
      </button>
      <button
        type="button"
        onClick={guard(async () => {
          setPublicKey('');
          setPublicKey(`0x${hex(await getFarcasterSignerPublicKey())}`);
        })}
      >
        Read the signer's public key
      </button>
      <button
        type="button"
        onClick={guard(async () => {
          setSignature('');
          setSignature(hex(await signFarcasterMessage(HASH)));
        })}
      >
        Sign the hash
      </button>
    </div>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <PrivyProvider appId={appId} apiUrl={apiUrl} config={{ loginMethods: ['email', 'farcaster'] }}>
    <Harness />
  </PrivyProvider>,
);
