/**
 * Funding a wallet through a fiat on-ramp: the routes the SDK's headless
 * `usePrivyClient_experimental().funding` calls, every answer checked against the provider's schemas; MoonPay's URL
 * signature recomputed here from the scheme MoonPay documents; any changed parameter refused; purchases across
 * restarts and resets; MoonPay's status API stand-in. Paying: onramp-purchase.test.ts.
 */
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppResponseSchema, FundingConfigResponseSchema } from '@privy-io/public-api';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeEach, describe, expect, it } from 'vitest';
import { EmulatorConfigSchema } from '../../emulator/src/config';
import { FundingSettingsSchema } from '../../emulator/src/funding/settings';
import { moonpaySecret } from '../../emulator/src/funding/signing';
import { startEmulator } from '../../emulator/src/server';
import { anvilForFile } from '../setup/anvil';
import { APP, resetClock } from './helpers';
import {
  auth,
  ETH_USD,
  local,
  MOONPAY_API,
  moonpayStatus,
  onrampHelpers,
  PAGE,
  PAID,
  SIGN,
  sign,
  signed,
  submit,
} from './onramp-helpers';

const anvil = anvilForFile({ chainId: 84532 });
const { setup } = onrampHelpers(anvil);

beforeEach(resetClock);

describe('configuration', () => {
  it('puts funding_config in the app config, valid for the provider, with the default amount in ETH', async () => {
    const { e } = await setup({}, { chain: false });
    const app = (await (await e.app.request('/api/v1/apps/sigillocalemulatorapp0001')).json()) as Record<
      string,
      unknown
    >;
    expect(AppResponseSchema.safeParse(app).error).toBeUndefined();
    expect(FundingConfigResponseSchema.safeParse(app.funding_config).error).toBeUndefined();
    expect(app.funding_config).toEqual({
      default_recommended_currency: { chain: 'eip155:84532', asset: 'native-currency' },
      // $25 at $3 000 per ETH.
      default_recommended_amount: '0.00833333',
      methods: ['moonpay', 'coinbase-onramp'],
      options: [
        { method: 'card', provider: 'moonpay' },
        { method: 'card', provider: 'coinbase' },
      ],
      prompt_funding_on_wallet_creation: false,
      cross_chain_bridging_enabled: false,
    });
  });

  it('names only the providers that are on, and none at all when funding is off', async () => {
    const only = await setup({ providers: ['coinbase'], defaultAmountUsd: '60' }, { chain: false });
    const app = (await (await only.e.app.request('/api/v1/apps/sigillocalemulatorapp0001')).json()) as {
      funding_config: { methods: string[]; default_recommended_amount: string };
    };
    expect(app.funding_config.methods).toEqual(['coinbase-onramp']);
    expect(app.funding_config.default_recommended_amount).toBe('0.02');
    const off = await setup({ providers: [] }, { chain: false });
    const none = (await (await off.e.app.request('/api/v1/apps/sigillocalemulatorapp0001')).json()) as object;
    expect(AppResponseSchema.safeParse(none).error).toBeUndefined();
    expect('funding_config' in none).toBe(false);
  });

  it('refuses settings that cannot work', () => {
    expect(FundingSettingsSchema.safeParse({}).success).toBe(true);
    for (const bad of [
      { providers: ['moonpay', 'moonpay'] },
      { providers: ['stripe'] },
      { defaultAmountUsd: '25.001' },
      { defaultAmountUsd: '-5' },
      { defaultAmountUsd: '0.50' },
      { defaultAmountUsd: '20000' },
      { maxAmountUsd: '10' },
      { purchaseMinutes: 0 },
      { extra: true },
    ]) {
      expect(FundingSettingsSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('MoonPay: the signed URL', () => {
  it('is signed as MoonPay signs: base64 HMAC-SHA256 of the query under the secret, appended last', async () => {
    const s = await setup({}, { chain: false });
    const body = await signed(s, {
      quoteCurrencyAmount: 0.01,
      email: 'ada@example.com',
      uiConfig: { accentColor: '#4f46e5', theme: 'dark' },
    });
    const url = new URL(body.signedUrl);
    expect(url.pathname).toBe('/_emulator/onramp/moonpay');
    const query = Object.fromEntries(url.searchParams);
    expect(query).toMatchObject({
      apiKey: 'pk_live_sigil_emulator',
      walletAddress: s.address,
      currencyCode: 'eth_base',
      quoteCurrencyAmount: '0.01',
      email: 'ada@example.com',
      colorCode: '#4f46e5',
      theme: 'dark',
      externalTransactionId: body.externalTransactionId,
    });
    expect(body.externalTransactionId).toMatch(/^[0-9a-f-]{36}$/);
    // Recomputed here from MoonPay's documented scheme, with the secret the data directory's key yields.
    const unsigned = new URL(body.signedUrl);
    unsigned.searchParams.delete('signature');
    const expected = createHmac('sha256', moonpaySecret(s.e.tokens.walletKey)).update(unsigned.search).digest('base64');
    expect(url.searchParams.get('signature')).toBe(expected);
    expect(body.signedUrl.endsWith(`&signature=${encodeURIComponent(expected)}`)).toBe(true);
    // Sandbox requests carry MoonPay's test key.
    const sandbox = await sign(s, {}, { useSandbox: true });
    expect(new URL(String(sandbox.body.signedUrl)).searchParams.get('apiKey')).toBe('pk_test_sigil_emulator');
  });

  it('opens the page for the signed URL as issued, showing the wallet, the amount in USD and what it buys', async () => {
    const s = await setup({}, { chain: false });
    const { signedUrl } = await signed(s, { quoteCurrencyAmount: 0.01 });
    const res = await s.e.app.request(local(signedUrl));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(s.address);
    // 0.01 ETH at $3 000 is $30.00, which buys 0.01 ETH back.
    expect(html).toContain('value="30.00"');
    expect(html).toContain(`$30.00 buys <strong>0.01 ETH</strong> at $${ETH_USD} per ETH`);
  });

  it('refuses the page when any parameter is changed, added, removed or the signature is not the last one', async () => {
    const s = await setup({}, { chain: false });
    const other = await setup({}, { chain: false });
    const { signedUrl } = await signed(s, { quoteCurrencyAmount: 0.01, uiConfig: { theme: 'light' } });
    const edits: ((u: URL) => void)[] = [
      (u) => u.searchParams.set('walletAddress', other.address),
      (u) => u.searchParams.set('walletAddress', s.address.toLowerCase()),
      (u) => u.searchParams.set('quoteCurrencyAmount', '10'),
      (u) => u.searchParams.set('currencyCode', 'eth'),
      (u) => u.searchParams.set('apiKey', 'pk_test_sigil_emulator'),
      (u) => u.searchParams.set('externalTransactionId', '00000000-0000-4000-8000-000000000000'),
      (u) => u.searchParams.delete('theme'),
      (u) => u.searchParams.append('redirectURL', 'https://evil.example'),
      (u) => u.searchParams.delete('signature'),
      (u) => u.searchParams.set('signature', `${u.searchParams.get('signature')?.slice(0, -4)}AAA=`),
      (u) => {
        const sig = u.searchParams.get('signature') ?? '';
        u.search = `?signature=${encodeURIComponent(sig)}&${u.search.slice(1)}`;
      },
    ];
    for (const edit of edits) {
      const url = new URL(signedUrl);
      edit(url);
      expect(url.href).not.toBe(signedUrl);
      for (const method of ['GET', 'POST']) {
        const res =
          method === 'GET' ? await s.e.app.request(local(url.href)) : await submit(s.e, local(url.href), PAID);
        expect(res.status, `${method} ${url.search}`).toBe(403);
        expect(await res.text()).toContain('This link is not signed');
      }
    }
    // The genuine URL still opens: nothing above consumed it.
    expect((await s.e.app.request(local(signedUrl))).status).toBe(200);
  });

  it('signs only for a signed-in user, for one of their own Ethereum wallets, in the local chain’s currency', async () => {
    const s = await setup({}, { chain: false });
    const other = await setup({}, { chain: false });
    const body = { address: s.address, config: { currencyCode: 'ETH_BASE' } };
    expect((await s.e.post(SIGN, body)).status).toBe(401);
    expect((await s.e.post(SIGN, body, { ...auth(s.token), 'privy-app-id': 'x'.repeat(25) })).status).toBe(403);
    const foreign = await sign({ ...s, address: other.address });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toBe('The address is not one of your wallets');
    const stranger = await sign({ ...s, address: privateKeyToAccount(generatePrivateKey()).address });
    expect(stranger.status).toBe(403);
    const solana = await s.e.post(
      SIGN,
      { address: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T', config: { currencyCode: 'SOL' } },
      auth(s.token),
    );
    expect(solana.status).toBe(400);
    expect(((await solana.json()) as { error: string }).error).toMatch(/only Ethereum wallets/);
    for (const currencyCode of ['ETH', 'ETH_POLYGON', 'USDC_BASE']) {
      const wrong = await sign(s, { currencyCode });
      expect(wrong.status, currencyCode).toBe(400);
      expect(String(wrong.body.error)).toContain('is funded in ETH_BASE');
    }
    // Without a currency code the local chain's own is used.
    const implicit = await s.e.post(SIGN, { address: s.address, config: {} }, auth(s.token));
    expect(implicit.status).toBe(200);
    // Nothing, less than nothing, under $1 (0.0001 ETH is $0.30 at the price table), over the $10,000 default (4 ETH).
    for (const quoteCurrencyAmount of [0, -1, 0.0001, 4]) {
      const res = await sign(s, { quoteCurrencyAmount });
      expect(res.status, String(quoteCurrencyAmount)).toBe(400);
      expect(res.body.code).toBe('invalid_data');
    }
    expect((await sign(s, { uiConfig: { accentColor: '" onload="alert(1)' } })).status).toBe(400);
    expect((await sign(s, { currencyCode: 'DOGE' })).status).toBe(400);
  });

  it('is refused while MoonPay is off', async () => {
    const s = await setup({ providers: ['coinbase'] }, { chain: false });
    const res = await sign(s);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('MoonPay funding is not enabled for this app');
  });
});

describe('the purchases’ lifetime', () => {
  it('signed URLs outlive a restart: the secret comes from the data directory’s keys', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sigil-onramp-'));
    try {
      const config = EmulatorConfigSchema.parse({ allowedOrigins: [PAGE] });
      const call = (base: string, route: string, body: unknown, token?: string) =>
        fetch(`${base}${route}`, {
          method: 'POST',
          headers: { ...APP, ...(token ? auth(token) : {}) },
          body: JSON.stringify(body),
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, string> }));
      const first = await startEmulator({ config, port: 0, dataDir: dir });
      expect((await call(first.url, '/api/v1/passwordless/init', { email: 'ada@example.com' })).status).toBe(200);
      const inbox = (await (await fetch(`${first.url}/_emulator/inbox.json`)).json()) as {
        messages: { code: string }[];
      };
      const session = await call(first.url, '/api/v1/passwordless/authenticate', {
        email: 'ada@example.com',
        code: inbox.messages[0]?.code,
        mode: 'login-or-sign-up',
      });
      const wallet = await call(first.url, '/api/v1/wallets', { chain_type: 'ethereum' }, session.body.token);
      const signedUrl = (await call(first.url, SIGN, { address: wallet.body.address, config: {} }, session.body.token))
        .body.signedUrl as string;
      await first.close();
      const second = await startEmulator({ config, port: first.port, dataDir: dir });
      try {
        const page = await fetch(signedUrl);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain(wallet.body.address);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lists the purchases for scripts, and forgets them with the users on reset', async () => {
    const s = await setup();
    const { signedUrl, externalTransactionId: id } = await signed(s);
    await submit(s.e, local(signedUrl), PAID);
    const list = async () =>
      ((await (await s.e.app.request('/_emulator/onramp/purchases.json')).json()) as { purchases: unknown[] })
        .purchases;
    expect(await list()).toEqual([
      expect.objectContaining({ id, provider: 'moonpay', status: 'completed', amount_usd: '30.00' }),
    ]);
    expect((await s.e.app.request('/_emulator/reset', { method: 'POST' })).status).toBe(200);
    expect(await list()).toEqual([]);
    expect((await s.e.app.request(local(signedUrl))).status).toBe(404);
  });
});

describe('MoonPay status API stand-in', () => {
  it('answers the app’s origin with CORS and is not behind the development pages’ guard', async () => {
    const s = await setup();
    const { signedUrl, externalTransactionId: id } = await signed(s);
    await submit(s.e, local(signedUrl), PAID);
    const status = await moonpayStatus(s.e, id, {
      origin: PAGE,
      'sec-fetch-site': 'cross-site',
      'sec-fetch-mode': 'cors',
    });
    expect(status.res.status).toBe(200);
    expect(status.res.headers.get('access-control-allow-origin')).toBe(PAGE);
    const foreign = await moonpayStatus(s.e, id, { origin: 'https://evil.example' });
    expect(foreign.res.headers.get('access-control-allow-origin')).toBeNull();
    // The purchase pages themselves stay behind the guard: no cross-site Pay.
    const crossSite = await s.e.app.request(local(signedUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: new URLSearchParams(PAID).toString(),
    });
    expect(crossSite.status).toBe(403);
  });

  it('answers MoonPay’s errors: 401 without a publishable key, 404 for an unknown or malformed id', async () => {
    const { e } = await setup({}, { chain: false });
    expect((await e.app.request(`${MOONPAY_API}/abc`)).status).toBe(401);
    expect((await e.app.request(`${MOONPAY_API}/abc?apiKey=sk_test_x`)).status).toBe(401);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'x'.repeat(65), '%3Cscript%3E', "1'%20OR%201=1"]) {
      const res = await e.app.request(`${MOONPAY_API}/${id}?apiKey=pk_test_sigil_emulator`);
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual({ message: 'Transaction not found', type: 'NotFoundError' });
    }
  });
});
