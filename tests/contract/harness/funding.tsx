/**
 * The funding contract page: the real provider SDK (`@privy-io/react-auth`) pointed at the emulator, driving the
 * headless funding API the app uses (`usePrivyClient_experimental().funding`: MoonPay's `sign`, Coinbase's
 * `initOnRampSession` / `getStatus`), opening the on-ramp as the app opens it (a 420 × 540 popup without opener
 * access) and reading MoonPay's status from the emulator's stand-in. Playwright operates it in Chromium.
 */
import {
  PrivyProvider,
  useCreateWallet,
  useLoginWithEmail,
  usePrivy,
  usePrivyClient_experimental,
  useWallets,
} from '@privy-io/react-auth';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { installBuffer } from '../../../app/src/auth/buffer-shim';
import { useWalletFrameReady } from '../../../app/src/auth/wallet-frame';

installBuffer();
const params = new URLSearchParams(location.search);
const apiUrl = params.get('api') ?? 'http://127.0.0.1:8787';
const appId = params.get('app') ?? 'sigillocalemulatorapp0001';
/** Where the app reads MoonPay's status in emulator mode (in place of https://api.moonpay.com/v1). */
const moonpayApi = `${apiUrl}/onramp-api/moonpay/v1`;

/**
 * Opens an on-ramp URL as the app does: a named-size popup opened blank (so a blocked popup is seen as null), its
 * opener cut, then sent to the URL.
 */
function openOnramp(url: string): boolean {
  const popup = window.open('about:blank', '_blank', 'popup,width=420,height=540');
  if (!popup) return false;
  popup.opener = null;
  popup.location.href = url;
  return true;
}

/** The Coinbase Onramp URL as the SDK's `getCoinbaseOnRampUrl` writes it, on the emulator's stand-in page. */
function coinbaseUrl(session: { app_id: string; session_token: string; partner_user_id: string }, amount: string) {
  const url = new URL('/_emulator/onramp/coinbase', apiUrl);
  url.searchParams.set('appId', session.app_id);
  url.searchParams.set('sessionToken', session.session_token);
  url.searchParams.set('endPartnerName', `privy:${appId}`);
  url.searchParams.set('defaultExperience', 'buy');
  url.searchParams.set('presetCryptoAmount', amount);
  url.searchParams.set('defaultNetwork', 'base');
  url.searchParams.set('defaultPaymentMethod', 'CARD');
  url.searchParams.set('defaultAsset', 'd85dce9b-5b73-5c3c-8978-522ce1d1c1b4');
  url.searchParams.set('partnerUserId', session.partner_user_id);
  return url.href;
}

function Harness() {
  const { ready, authenticated } = usePrivy();
  const client = usePrivyClient_experimental();
  const { createWallet } = useCreateWallet();
  const { wallets } = useWallets();
  const email = useLoginWithEmail();
  const walletFrame = useWalletFrameReady(apiUrl);
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [signedUrl, setSignedUrl] = useState('');
  const [moonpayId, setMoonpayId] = useState('');
  const [moonpayStatus, setMoonpayStatus] = useState('');
  const [session, setSession] = useState<{ app_id: string; session_token: string; partner_user_id: string } | null>(
    null,
  );
  const [coinbaseStatus, setCoinbaseStatus] = useState('');
  const [popup, setPopup] = useState('');
  const [failure, setFailure] = useState('');
  const wallet = wallets.find((w) => w.walletClientType === 'privy')?.address ?? '';
  const guard = (work: () => Promise<unknown>) => () => {
    setFailure('');
    work().catch((error: unknown) => {
      const e = error as { privyErrorCode?: string; code?: string; message?: string };
      setFailure(`${e.privyErrorCode ?? e.code ?? 'no-code'}: ${e.message ?? String(error)}`);
    });
  };
  const out = (label: string, value: string) => (
    <p>
      {label}: <output aria-label={label}>{value}</output>
    </p>
  );
  return (
    <div>
      {out('ready', String(ready))}
      {out('wallet frame', String(walletFrame))}
      {out('authenticated', String(authenticated))}
      {out('email state', email.state.status)}
      {out('wallet', wallet)}
      {out('signed url', signedUrl)}
      {out('moonpay id', moonpayId)}
      {out('moonpay status', moonpayStatus)}
      {out('coinbase session', session?.partner_user_id ?? '')}
      {out('coinbase status', coinbaseStatus)}
      {out('popup', popup)}
      {out('failure', failure)}
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
        Create wallet
      </button>
      <button
        type="button"
        onClick={guard(async () => {
          const answer = await client.funding.moonpay.sign({
            address: wallet,
            config: { currencyCode: 'ETH_BASE', quoteCurrencyAmount: 0.01, uiConfig: { theme: 'light' } },
            useSandbox: true,
          });
          setSignedUrl(answer.signedUrl);
          setMoonpayId(answer.externalTransactionId);
        })}
      >
        Sign MoonPay URL
      </button>
      <button type="button" onClick={() => setPopup(String(openOnramp(signedUrl)))}>
        Open MoonPay
      </button>
      <button
        type="button"
        onClick={guard(async () => {
          const res = await fetch(`${moonpayApi}/transactions/ext/${moonpayId}?apiKey=pk_test_sigil_emulator`);
          const body = (await res.json()) as { status?: string; failureReason?: string | null }[];
          setMoonpayStatus(res.ok ? `${body[0]?.status}:${body[0]?.failureReason ?? ''}` : `http ${res.status}`);
        })}
      >
        Read MoonPay status
      </button>
      <button
        type="button"
        onClick={guard(async () => {
          setSession(
            await client.funding.coinbase.initOnRampSession({
              addresses: [{ address: wallet, blockchains: ['base'] }],
              assets: ['ETH'],
            }),
          );
        })}
      >
        Start Coinbase session
      </button>
      <button type="button" onClick={() => session && setPopup(String(openOnramp(coinbaseUrl(session, '0.02'))))}>
        Open Coinbase
      </button>
      <button
        type="button"
        onClick={guard(async () => {
          if (!session) throw new Error('No Coinbase session');
          setCoinbaseStatus((await client.funding.coinbase.getStatus(session.partner_user_id)).status);
        })}
      >
        Read Coinbase status
      </button>
    </div>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <PrivyProvider appId={appId} apiUrl={apiUrl} config={{ loginMethods: ['email'] }}>
    <Harness />
  </PrivyProvider>,
);
