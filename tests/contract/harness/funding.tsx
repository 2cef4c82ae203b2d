/**
 * The funding contract page: the real provider SDK (`@privy-io/react-auth`) pointed at the emulator, driving the
 * headless funding API the app uses (`usePrivyClient_experimental().funding`: MoonPay's `sign`, Coinbase's
 * `initOnRampSession` / `getStatus`), opening the on-ramp as the app opens it (a 420 × 540 popup without opener
 * access) and reading MoonPay's status from the emulator's stand-in. Playwright operates it in Chromium.
 */
import { useCreateWallet, usePrivyClient_experimental, useWallets } from '@privy-io/react-auth';
import { useState } from 'react';
import { apiUrl, appId, EmailSignIn, mount, Output, SessionRows, useGuard } from './kit';

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
  const client = usePrivyClient_experimental();
  const { createWallet } = useCreateWallet();
  const { wallets } = useWallets();
  const [signedUrl, setSignedUrl] = useState('');
  const [moonpayId, setMoonpayId] = useState('');
  const [moonpayStatus, setMoonpayStatus] = useState('');
  const [session, setSession] = useState<{ app_id: string; session_token: string; partner_user_id: string } | null>(
    null,
  );
  const [coinbaseStatus, setCoinbaseStatus] = useState('');
  const [popup, setPopup] = useState('');
  // The funding client's API errors carry a plain `code`.
  const { failure, guard } = useGuard({ apiCode: true });
  const wallet = wallets.find((w) => w.walletClientType === 'privy')?.address ?? '';
  return (
    <div>
      <SessionRows walletFrame />
      <Output label="wallet" value={wallet} />
      <Output label="signed url" value={signedUrl} />
      <Output label="moonpay id" value={moonpayId} />
      <Output label="moonpay status" value={moonpayStatus} />
      <Output label="coinbase session" value={session?.partner_user_id ?? ''} />
      <Output label="coinbase status" value={coinbaseStatus} />
      <Output label="popup" value={popup} />
      <Output label="failure" value={failure} />
      <EmailSignIn run={guard} />
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

mount(<Harness />, { loginMethods: ['email'] });
