/**
 * A minimal page that drives the real provider SDK (`@privy-io/react-auth`) through its headless hooks,
 * pointed at the local emulator with `apiUrl`. Playwright operates it in Chromium: this is the contract
 * test between the SDK and the emulator, not product UI.
 */
import { Chacha20Poly1305 } from '@hpke/chacha20poly1305';
import { CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';
import {
  useCreateWallet,
  useGetWalletPrivateKey,
  useGuestAccounts,
  useImportWallet,
  useLinkEmail,
  useLinkWithOAuth,
  useLinkWithPasskey,
  useLoginWithOAuth,
  useLoginWithPasskey,
  useLoginWithSiwe,
  useLoginWithSiws,
  useLoginWithSms,
  usePrivy,
  useSignMessage,
  useSignTypedData,
  useSignupWithPasskey,
  useUnlinkEmail,
  useWallets,
} from '@privy-io/react-auth';
import {
  useCreateWallet as useCreateSolanaWallet,
  useSignMessage as useSignSolanaMessage,
  useWallets as useSolanaWallets,
} from '@privy-io/react-auth/solana';
import { getBase58Decoder } from '@solana/kit';
import { useState, useSyncExternalStore } from 'react';
import { currentChain, personalSign, requestAddress, watchInjectedWallets } from '../../../src/flows/injected';
import { EmailSignIn, embeddedWallets, mount, Output, params, SessionRows, useGuard } from './kit';

/** A token from the app's own auth server: when present, the SDK signs in with it (custom auth). */
const customToken = params.get('custom');
/** The SDK's createOnLogin for both chains (the provider's modal creates the wallet after login). */
const createOnLogin = (params.get('create') ?? 'off') as 'off' | 'users-without-wallets' | 'all-users';
/** Typed data the harness signs (the contract test verifies it with viem against the same tree). */
const TYPED_DATA = {
  domain: { name: 'Sigil', version: '1', chainId: 1 },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'Hello from Sigil' },
};
/** No provider UI for signing: the app shows its own review screens. */
const headless = { uiOptions: { showWalletUIs: false } };
/** The provider's export suite: HPKE with DHKEM(P-256, HKDF-SHA256), HKDF-SHA256, ChaCha20-Poly1305. */
const exportSuite = new CipherSuite({
  kem: new DhkemP256HkdfSha256(),
  kdf: new HkdfSha256(),
  aead: new Chacha20Poly1305(),
});
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/**
 * Headless export as an app does it: a fresh P-256 recipient key pair made here, its public half (base64 SPKI)
 * given to `getWalletPrivateKey`, and the sealed key that comes back opened with the private half.
 */
async function exportPrivateKey(
  getWalletPrivateKey: ReturnType<typeof useGetWalletPrivateKey>['getWalletPrivateKey'],
  address: string,
) {
  const recipient = await exportSuite.kem.generateKeyPair();
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', recipient.publicKey));
  const sealed = await getWalletPrivateKey({ address, recipientPublicKey: btoa(String.fromCharCode(...spki)) });
  const plaintext = await exportSuite.open(
    { recipientKey: recipient.privateKey, enc: fromBase64(sealed.encapsulatedKey) },
    fromBase64(sealed.ciphertext),
  );
  return `${sealed.chainType}:${new TextDecoder().decode(plaintext)}`;
}

/** Browser wallets announced through EIP-6963 (the test installs one, as an extension would). */
const injected = watchInjectedWallets();

function Harness() {
  const { user, logout, getAccessToken, login } = usePrivy();
  const { createWallet } = useCreateWallet();
  const { createWallet: createSolanaWallet } = useCreateSolanaWallet();
  const { signMessage } = useSignMessage();
  const { signTypedData } = useSignTypedData();
  const { signMessage: signSolanaMessage } = useSignSolanaMessage();
  const { importWallet } = useImportWallet();
  const { getWalletPrivateKey } = useGetWalletPrivateKey();
  const [exportedKey, setExportedKey] = useState('');
  const ethereumWallets = useWallets();
  const solanaWallets = useSolanaWallets();
  const [signature, setSignature] = useState('');
  const [privateKey, setPrivateKey] = useState('');
  const sms = useLoginWithSms();
  const siwe = useLoginWithSiwe();
  const siws = useLoginWithSiws();
  const { createGuestAccount } = useGuestAccounts();
  const passkeyLogin = useLoginWithPasskey();
  const linkEmail = useLinkEmail();
  const linkPasskey = useLinkWithPasskey();
  const linkOAuth = useLinkWithOAuth();
  const unlinkEmail = useUnlinkEmail();
  const passkeySignup = useSignupWithPasskey();
  const { failure, guard, setFailure } = useGuard();
  const oauth = useLoginWithOAuth({
    onError: (error) => setFailure(`oauth: ${String(error)}`),
  });
  const wallets = useSyncExternalStore(injected.subscribe, injected.getSnapshot);
  const addressField = useState('');
  const [address] = addressField;
  const [phone, setPhone] = useState('');
  const codeField = useState('');
  const [code] = codeField;
  const [token, setToken] = useState('');
  return (
    <div>
      <SessionRows walletFrame user />
      <Output label="sms state" title="SMS state" value={sms.state.status} />
      <Output label="siwe state" title="SIWE state" value={siwe.state.status} />
      <Output label="wallet address" title="Wallet address" value={user?.wallet?.address ?? ''} />
      <Output
        label="wallet client"
        title="Wallet client"
        value={user?.wallet ? [user.wallet.walletClientType, user.wallet.connectorType].join(' ') : ''}
      />
      <Output label="wallets" title="Wallets" value={wallets.map((w) => w.info.name).join(',')} />
      <Output label="oauth state" title="OAuth state" value={oauth.state.status} />
      <Output
        label="oauth error"
        title="OAuth error"
        value={oauth.state.status === 'error' ? (oauth.state.error?.message ?? '') : ''}
      />
      <Output label="is guest" title="Guest" value={String(user?.isGuest ?? false)} />
      <Output label="failure" title="Failure" value={failure} />
      <Output
        label="embedded wallets"
        title="Embedded wallets"
        value={embeddedWallets(user)
          .map((a) => `${a.chainType}:${a.walletIndex}:${a.imported ? 'imported' : 'made'}:${a.address}`)
          .join(' ')}
      />
      <Output
        label="ethereum wallets"
        title={`Ethereum wallets (${String(ethereumWallets.ready)})`}
        value={ethereumWallets.wallets.map((w) => w.address).join(' ')}
      />
      <Output
        label="solana wallets"
        title={`Solana wallets (${String(solanaWallets.ready)})`}
        value={solanaWallets.wallets.map((w) => w.address).join(' ')}
      />
      <Output label="signature" title="Signature" value={signature} />
      <Output label="access token" title="Token" value={token} />
      <Output label="exported key" title="Exported key" value={exportedKey} />
      <EmailSignIn run={guard} address={addressField} code={codeField} />
      <label>
        Phone <input value={phone} onChange={(e) => setPhone(e.target.value)} />
      </label>
      <button type="button" onClick={guard(() => sms.sendCode({ phoneNumber: phone }))}>
        Send SMS code
      </button>
      <button type="button" onClick={guard(() => sms.loginWithCode({ code }))}>
        Log in with SMS code
      </button>
      <button type="button" onClick={guard(() => oauth.initOAuth({ provider: 'github' }))}>
        Continue with GitHub
      </button>
      <button type="button" onClick={guard(() => linkEmail.sendCode({ email: address }))}>
        Send code to link email
      </button>
      <button type="button" onClick={guard(() => linkEmail.linkWithCode({ code }))}>
        Link email with code
      </button>
      <button type="button" onClick={guard(() => unlinkEmail.unlink({ address }))}>
        Unlink email
      </button>
      <button type="button" onClick={guard(() => passkeySignup.signupWithPasskey())}>
        Sign up with passkey
      </button>
      <button type="button" onClick={guard(() => linkOAuth.initOAuth({ provider: 'github' }))}>
        Link GitHub
      </button>
      <button type="button" onClick={guard(() => linkPasskey.linkWithPasskey())}>
        Link a passkey
      </button>
      <button type="button" onClick={guard(() => passkeyLogin.loginWithPasskey())}>
        Log in with passkey
      </button>
      <button type="button" onClick={guard(() => createGuestAccount())}>
        Continue as guest
      </button>
      {wallets.map(({ info, provider }) => (
        <button
          key={info.rdns}
          type="button"
          onClick={guard(async () => {
            const address = await requestAddress(provider);
            const chainId = await currentChain(provider);
            const message = await siwe.generateSiweMessage({ address, chainId });
            const signature = await personalSign(provider, address, message);
            await siwe.loginWithSiwe({ message, signature, walletClientType: info.rdns, connectorType: 'injected' });
          })}
        >
          Sign in with {info.name}
        </button>
      ))}
      <button
        type="button"
        onClick={guard(async () => {
          // A test Solana wallet: an Ed25519 key made by the browser's WebCrypto.
          const keys = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
            'sign',
            'verify',
          ])) as CryptoKeyPair;
          const raw = new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey));
          const address = getBase58Decoder().decode(raw);
          const message = await siws.generateSiwsMessage({ address });
          const signed = new Uint8Array(
            await crypto.subtle.sign('Ed25519', keys.privateKey, new TextEncoder().encode(message)),
          );
          await siws.loginWithSiws({ message, signature: btoa(String.fromCharCode(...signed)) });
        })}
      >
        Sign in with Solana
      </button>
      <button type="button" onClick={guard(() => createWallet())}>
        Create Ethereum wallet
      </button>
      <button type="button" onClick={guard(() => createWallet({ createAdditional: true }))}>
        Create another Ethereum wallet
      </button>
      <button type="button" onClick={guard(() => createSolanaWallet())}>
        Create Solana wallet
      </button>
      <label>
        Private key <input value={privateKey} onChange={(e) => setPrivateKey(e.target.value)} />
      </label>
      <button type="button" onClick={guard(() => importWallet({ privateKey }))}>
        Import Ethereum wallet
      </button>
      <button
        type="button"
        onClick={guard(async () => {
          setSignature('');
          setSignature((await signMessage({ message: 'Hello from Sigil' }, headless)).signature);
        })}
      >
        Sign message
      </button>
      <button
        type="button"
        onClick={guard(async () => {
          setSignature('');
          setSignature((await signTypedData(TYPED_DATA, headless)).signature);
        })}
      >
        Sign typed data
      </button>
      <button
        type="button"
        onClick={guard(async () => {
          setSignature('');
          const wallet = solanaWallets.wallets[0];
          if (!wallet) throw new Error('No Solana wallet');
          const { signature: bytes } = await signSolanaMessage({
            message: new TextEncoder().encode('Hello from Sigil on Solana'),
            wallet,
            options: headless,
          });
          setSignature(btoa(String.fromCharCode(...bytes)));
        })}
      >
        Sign Solana message
      </button>
      {(['ethereum', 'solana'] as const).map((chain) => (
        <button
          key={chain}
          type="button"
          onClick={guard(async () => {
            setExportedKey('');
            const wallet = embeddedWallets(user).find((a) => a.chainType === chain);
            if (!wallet) throw new Error(`No embedded ${chain} wallet`);
            setExportedKey(await exportPrivateKey(getWalletPrivateKey, wallet.address));
          })}
        >
          Export {chain === 'ethereum' ? 'Ethereum' : 'Solana'} wallet
        </button>
      ))}
      <button type="button" onClick={() => login()}>
        Open the provider's login
      </button>
      <button type="button" onClick={guard(async () => setToken((await getAccessToken()) ?? ''))}>
        Get access token
      </button>
      <button type="button" onClick={guard(logout)}>
        Log out
      </button>
    </div>
  );
}

mount(<Harness />, {
  loginMethods: ['email', 'sms'],
  embeddedWallets: { ethereum: { createOnLogin }, solana: { createOnLogin } },
  ...(customToken ? { customAuth: { getCustomAccessToken: async () => customToken, isLoading: false } } : {}),
});
