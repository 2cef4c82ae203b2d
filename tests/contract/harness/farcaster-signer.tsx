/**
 * The Farcaster signer's contract page: the real provider SDK (`@privy-io/react-auth`) pointed at the emulator with
 * `apiUrl`, driven by Playwright in Chromium. A user signs in by e-mail code, makes an on-device wallet
 * (`useCreateWallet`), links Farcaster in the provider's modal, requests a signer (`useFarcasterSigner`: the SDK's modal, which
 * polls the signer's status), reads its public key and signs a message hash with it. Not product UI.
 */
import { useCreateWallet, useFarcasterSigner, useLinkAccount, useModalStatus, usePrivy } from '@privy-io/react-auth';
import { useState } from 'react';
import { EmailSignIn, embeddedWallets, mount, Output, SessionRows, useGuard } from './kit';

/** The message hash the page signs: 20 bytes, the size of a Farcaster message hash (BLAKE3-160). */
const HASH = Uint8Array.from({ length: 20 }, (_, i) => (i * 29 + 7) % 256);
const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

function Harness() {
  const { user } = usePrivy();
  const { createWallet } = useCreateWallet();
  const { linkFarcaster } = useLinkAccount();
  const { requestFarcasterSignerFromWarpcast, getFarcasterSignerPublicKey, signFarcasterMessage } =
    useFarcasterSigner();
  const { isOpen } = useModalStatus();
  const [publicKey, setPublicKey] = useState('');
  const [signature, setSignature] = useState('');
  const { failure, guard } = useGuard();
  const [embedded] = embeddedWallets(user);
  return (
    <div>
      <SessionRows walletFrame />
      <Output
        label="embedded wallet"
        title="Embedded wallet"
        value={embedded ? `${embedded.chainType}:${embedded.address}` : ''}
      />
      <Output label="farcaster fid" title="Farcaster fid" value={user?.farcaster?.fid ?? ''} />
      <Output label="signer on user" title="Signer public key (user)" value={user?.farcaster?.signerPublicKey ?? ''} />
      <Output label="signer public key" title="Signer public key (hook)" value={publicKey} />
      <Output label="signature" title="Signature" value={signature} />
      <Output label="modal open" title="Provider modal open" value={String(isOpen)} />
      <Output label="failure" title="Failure" value={failure} />
      <EmailSignIn run={guard} />
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

mount(<Harness />, { loginMethods: ['email', 'farcaster'] });
