/**
 * Funding a wallet through a fiat on-ramp: the routes the SDK's headless
 * `usePrivyClient_experimental().funding` calls, every answer checked against the provider's schemas; MoonPay's URL
 * signature recomputed here from the scheme MoonPay documents; any changed parameter refused; the stand-in pages
 * paying through the faucet on a real anvil (the balance really rises), once per purchase even under parallel Pays;
 * a declined card, Cancel, expiry, a provider turned off, no local chain, and hostile input.
 */
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  AppResponseSchema,
  CoinbaseOnRampInitResponse,
  CoinbaseOnRampStatusResponse,
  FundingConfigResponseSchema,
  MoonpayOnRampSignResponse,
} from '@privy-io/public-api';
import fc from 'fast-check';
import { type Address, createPublicClient, http, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeEach, describe, expect, it } from 'vitest';
import { EmulatorConfigSchema } from '../../emulator/src/config';
import { FundingSettingsSchema } from '../../emulator/src/funding/settings';
import { moonpaySecret } from '../../emulator/src/funding/signing';
import { MoonpayTransactions } from '../../emulator/src/funding/status';
import { startEmulator } from '../../emulator/src/server';
import { anvilForFile } from '../setup/anvil';
import { APP, clock, create, type Emulated, emulator, resetClock } from './helpers';

const anvil = anvilForFile({ chainId: 84532 });
beforeEach(resetClock);

const PAGE = 'http://localhost:5173';
const SIGN = '/api/v1/plugins/moonpay_on_ramp/sign';
const INIT = '/api/v1/funding/coinbase_on_ramp/init';
const STATUS = '/api/v1/funding/coinbase_on_ramp/status';
const MOONPAY_API = '/onramp-api/moonpay/v1/transactions/ext';
/** 1 ETH = $3 000 in the default price table. */
const ETH_USD = 3000;

type Setup = { e: Emulated; token: string; address: Address };

/** An emulator (on the local chain unless `chain: false`) and a signed-in user with an embedded Ethereum wallet. */
async function setup(funding: Record<string, unknown> = {}, { chain = true, appName = 'Sigil Demo' } = {}) {
  const e = await emulator(
    { funding, appName },
    chain ? { chain: { chainId: anvil.chainId, rpcUrl: anvil.rpcUrl } } : {},
  );
  const { token } = await e.login();
  const wallet = await create(e, token, 'ethereum');
  expect(wallet.status).toBe(200);
  return { e, token, address: wallet.body.address as Address };
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function sign({ e, token, address }: Setup, config: Record<string, unknown> = {}, extra = {}) {
  const res = await e.post(SIGN, { address, config: { currencyCode: 'ETH_BASE', ...config }, ...extra }, auth(token));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A signed URL's path and query, as the popup would request it from the emulator. */
const local = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

async function signed(s: Setup, config: Record<string, unknown> = {}) {
  const res = await sign(s, config);
  expect(res.status).toBe(200);
  expect(MoonpayOnRampSignResponse.safeParse(res.body).error).toBeUndefined();
  return res.body as { signedUrl: string; externalTransactionId: string };
}

/** A purchase page's form, posted from the page itself (same origin). */
const submit = (e: Emulated, path: string, form: Record<string, string>) =>
  e.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
    body: new URLSearchParams(form).toString(),
  });
const PAID = { decision: 'pay', amount: '30', card: '4242 4242 4242 4242' };
const DECLINED = { decision: 'pay', amount: '30', card: '4000-0000-0000-0002' };

async function moonpayStatus(e: Emulated, id: string, headers: Record<string, string> = {}) {
  const res = await e.app.request(`${MOONPAY_API}/${id}?apiKey=pk_test_sigil_emulator`, { headers });
  return { res, body: (await res.json()) as unknown };
}

async function coinbase(s: Setup, input: Record<string, unknown> = {}) {
  const res = await s.e.post(
    INIT,
    { addresses: [{ address: s.address, blockchains: ['base'] }], assets: ['ETH'], ...input },
    auth(s.token),
  );
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

async function coinbaseStatus(s: Setup, id: string) {
  const res = await s.e.app.request(`${STATUS}?partnerUserId=${encodeURIComponent(id)}`, {
    headers: { ...APP, ...auth(s.token) },
  });
  return { status: res.status, body: (await res.json()) as { status?: string } };
}

const balance = (address: Address) => createPublicClient({ transport: http(anvil.rpcUrl) }).getBalance({ address });

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

describe('MoonPay: the purchase on the local chain', () => {
  it('funds the wallet: the balance rises by what the USD amount buys, the page shows the transaction', async () => {
    const s = await setup();
    const { signedUrl, externalTransactionId: id } = await signed(s, { quoteCurrencyAmount: 0.01 });
    // No transaction exists at MoonPay before Pay: 404, as MoonPay answers.
    expect((await moonpayStatus(s.e, id)).res.status).toBe(404);
    const before = await balance(s.address);
    const res = await submit(s.e, local(signedUrl), PAID);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Payment complete');
    const hash = /<dt>Transaction<\/dt><dd><code>(0x[0-9a-f]{64})<\/code>/.exec(html)?.[1];
    expect(hash).toBeDefined();
    // $30 at $3 000 per ETH: exactly 0.01 ETH.
    expect((await balance(s.address)) - before).toBe(parseEther('0.01'));
    const receipt = await createPublicClient({ transport: http(anvil.rpcUrl) }).getTransactionReceipt({
      hash: hash as `0x${string}`,
    });
    expect(receipt.to?.toLowerCase()).toBe(s.address.toLowerCase());
    const status = await moonpayStatus(s.e, id);
    expect(status.res.status).toBe(200);
    expect(MoonpayTransactions.safeParse(status.body).error).toBeUndefined();
    expect(status.body).toEqual([
      expect.objectContaining({
        externalTransactionId: id,
        status: 'completed',
        failureReason: null,
        currency: { code: 'eth_base' },
        baseCurrencyAmount: '30.00',
        quoteCurrencyAmount: '0.01',
        walletAddress: s.address,
        cryptoTransactionId: hash,
      }),
    ]);
    // The page now shows the outcome; a second Pay is refused and sends nothing.
    expect(await (await s.e.app.request(local(signedUrl))).text()).toContain('Payment complete');
    const again = await submit(s.e, local(signedUrl), PAID);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('This purchase was already settled.');
    expect((await balance(s.address)) - before).toBe(parseEther('0.01'));
  });

  it('pays a purchase once: of parallel Pays exactly one wins and the wallet is funded once', async () => {
    const s = await setup();
    const { signedUrl, externalTransactionId: id } = await signed(s);
    const before = await balance(s.address);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => submit(s.e, local(signedUrl), { ...PAID, amount: '15' })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await balance(s.address)) - before).toBe(parseEther('0.005'));
    expect(((await moonpayStatus(s.e, id)).body as { status: string }[])[0]?.status).toBe('completed');
  });

  it('a declined card fails the purchase and sends nothing; a paid card cannot revive it', async () => {
    const s = await setup();
    const { signedUrl, externalTransactionId: id } = await signed(s);
    const before = await balance(s.address);
    const res = await submit(s.e, local(signedUrl), DECLINED);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Payment declined');
    const status = await moonpayStatus(s.e, id);
    expect(status.body).toEqual([expect.objectContaining({ status: 'failed', failureReason: 'card_declined' })]);
    expect((await submit(s.e, local(signedUrl), PAID)).status).toBe(409);
    expect(await balance(s.address)).toBe(before);
  });

  it('Cancel ends the purchase unpaid (MoonPay reads it failed, reason cancelled)', async () => {
    const s = await setup();
    const { signedUrl, externalTransactionId: id } = await signed(s);
    const res = await submit(s.e, local(signedUrl), { decision: 'cancel', amount: '', card: '' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Purchase cancelled');
    expect((await moonpayStatus(s.e, id)).body).toEqual([
      expect.objectContaining({ status: 'failed', failureReason: 'cancelled', cryptoTransactionId: null }),
    ]);
    expect((await submit(s.e, local(signedUrl), PAID)).status).toBe(409);
  });

  it('refuses a wrong amount or card without using the purchase up', async () => {
    const s = await setup({ maxAmountUsd: '100' });
    const { signedUrl } = await signed(s);
    for (const form of [
      { ...PAID, amount: '0.50' },
      { ...PAID, amount: '100.01' },
      { ...PAID, amount: '12,50' },
      { ...PAID, amount: '1e3' },
      { ...PAID, amount: '' },
      { ...PAID, card: '4111 1111 1111 1111' },
      { ...PAID, card: '' },
    ]) {
      const res = await submit(s.e, local(signedUrl), form);
      expect(res.status, JSON.stringify(form)).toBe(400);
      expect(await res.text()).toContain('role="alert"');
    }
    expect((await submit(s.e, local(signedUrl), { ...PAID, amount: '100' })).status).toBe(200);
  });

  it('expires a link left unpaid', async () => {
    const s = await setup({ purchaseMinutes: 5 });
    const { signedUrl, externalTransactionId: id } = await signed(s);
    clock.ms += 5 * 60_000;
    expect((await s.e.app.request(local(signedUrl))).status).toBe(410);
    expect((await submit(s.e, local(signedUrl), PAID)).status).toBe(410);
    expect((await moonpayStatus(s.e, id)).res.status).toBe(404);
  });

  it('without a local chain: the page says so and Pay is refused, the purchase stays payable', async () => {
    const s = await setup({}, { chain: false });
    const { signedUrl, externalTransactionId: id } = await signed(s);
    const page = await (await s.e.app.request(local(signedUrl))).text();
    expect(page).toContain('runs without a local chain');
    expect(page).toMatch(/value="pay" disabled/);
    const res = await submit(s.e, local(signedUrl), PAID);
    expect(res.status).toBe(409);
    expect(await res.text()).toContain('runs without a local chain');
    expect((await moonpayStatus(s.e, id)).res.status).toBe(404);
  });

  it('a chain that is gone fails the purchase as a service failure, without a crash', async () => {
    const e = await emulator({}, { chain: { chainId: 84532, rpcUrl: 'http://127.0.0.1:9' } });
    const { token } = await e.login();
    const wallet = await create(e, token, 'ethereum');
    const s = { e, token, address: wallet.body.address as Address };
    const { signedUrl, externalTransactionId: id } = await signed(s);
    const res = await submit(e, local(signedUrl), PAID);
    expect(res.status).toBe(502);
    expect(await res.text()).toContain('The local chain refused the transfer');
    expect((await moonpayStatus(e, id)).body).toEqual([expect.objectContaining({ status: 'serviceFailure' })]);
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

describe('Coinbase Onramp', () => {
  it('opens a session for the user’s wallet and reads its status: pending, then success once paid', async () => {
    const s = await setup();
    const init = await coinbase(s);
    expect(init.status).toBe(200);
    expect(CoinbaseOnRampInitResponse.safeParse(init.body).error).toBeUndefined();
    const id = init.body.partner_user_id ?? '';
    const first = await coinbaseStatus(s, id);
    expect(CoinbaseOnRampStatusResponse.safeParse(first.body).error).toBeUndefined();
    expect(first.body).toEqual({ status: 'pending' });
    // The URL the app builds, as the SDK's getCoinbaseOnRampUrl writes it, on the stand-in's base.
    const url = new URL('http://localhost/_emulator/onramp/coinbase');
    url.searchParams.set('appId', init.body.app_id ?? '');
    url.searchParams.set('sessionToken', init.body.session_token ?? '');
    url.searchParams.set('presetCryptoAmount', '0.02');
    url.searchParams.set('defaultNetwork', 'base');
    url.searchParams.set('partnerUserId', id);
    const page = await (await s.e.app.request(local(url.href))).text();
    expect(page).toContain('Coinbase Onramp');
    expect(page).toContain('value="60.00"');
    const before = await balance(s.address);
    const res = await submit(s.e, local(url.href), { ...PAID, amount: '60' });
    expect(res.status).toBe(200);
    expect((await balance(s.address)) - before).toBe(parseEther('0.02'));
    expect((await coinbaseStatus(s, id)).body).toEqual({ status: 'success' });
    expect(await (await s.e.app.request(local(url.href))).text()).toContain('Payment complete');
  });

  it('refuses a page without the session’s own token, and reads declined or cancelled sessions as failure', async () => {
    const s = await setup();
    const declined = await coinbase(s);
    const page = (id: string, token: string) =>
      `/_emulator/onramp/coinbase?sessionToken=${encodeURIComponent(token)}&partnerUserId=${encodeURIComponent(id)}`;
    const id = declined.body.partner_user_id ?? '';
    const token = declined.body.session_token ?? '';
    const other = await coinbase(s);
    for (const wrong of ['', 'x', other.body.session_token ?? '', `${token}x`]) {
      expect((await s.e.app.request(page(id, wrong))).status, wrong).toBe(403);
      expect((await submit(s.e, page(id, wrong), PAID)).status).toBe(403);
    }
    // A fiat preset is taken as it is.
    expect(await (await s.e.app.request(`${page(id, token)}&presetFiatAmount=45.5`)).text()).toContain('value="45.50"');
    expect((await submit(s.e, page(id, token), DECLINED)).status).toBe(200);
    expect((await coinbaseStatus(s, id)).body).toEqual({ status: 'failure' });
    const cancelledId = other.body.partner_user_id ?? '';
    await submit(s.e, page(cancelledId, other.body.session_token ?? ''), { decision: 'cancel' });
    expect((await coinbaseStatus(s, cancelledId)).body).toEqual({ status: 'failure' });
    // An unpaid session that expired has failed too.
    const late = await coinbase(s);
    clock.ms += 31 * 60_000;
    expect((await coinbaseStatus(s, late.body.partner_user_id ?? '')).body).toEqual({ status: 'failure' });
  });

  it('checks the wallet, network and asset, the user’s own sessions only, and the provider switch', async () => {
    const s = await setup({}, { chain: false });
    const other = await setup({}, { chain: false });
    expect((await coinbase({ ...s, address: other.address })).status).toBe(403);
    const network = await coinbase(s, { addresses: [{ address: s.address, blockchains: ['ethereum'] }] });
    expect(network.status).toBe(400);
    expect(network.body.error).toContain("Coinbase's base network");
    expect((await coinbase(s, { assets: ['USDC'] })).status).toBe(400);
    expect((await coinbase(s, { addresses: [] })).status).toBe(400);
    const two = [
      { address: s.address, blockchains: ['base'] },
      { address: s.address, blockchains: ['base'] },
    ];
    expect((await coinbase(s, { addresses: two })).status).toBe(400);
    const mine = await coinbase(s);
    expect((await coinbaseStatus(other, mine.body.partner_user_id ?? '')).status).toBe(404);
    expect((await coinbaseStatus(s, '')).status).toBe(400);
    const unauthenticated = await s.e.app.request(`${STATUS}?partnerUserId=x`, { headers: APP });
    expect(unauthenticated.status).toBe(401);
    const off = await setup({ providers: ['moonpay'] }, { chain: false });
    expect((await coinbase(off)).status).toBe(403);
  });
});

describe('hostile input', () => {
  it('bounds the purchases a user may leave waiting', async () => {
    const s = await setup({}, { chain: false });
    for (let i = 0; i < 10; i++) expect((await sign(s)).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await coinbase(s)).status).toBe(200);
    const refused = await sign(s);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_requests');
    expect((await coinbase(s)).status).toBe(429);
    // Expired purchases no longer count.
    clock.ms += 31 * 60_000;
    expect((await sign(s)).status).toBe(200);
  });

  it('escapes every value a page prints', async () => {
    const s = await setup({}, { appName: '<img src=x onerror=alert(1)>' });
    const { signedUrl } = await signed(s);
    const html = await (await s.e.app.request(local(signedUrl))).text();
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    const echoed = await submit(s.e, local(signedUrl), { ...PAID, amount: '"><script>alert(1)</script>' });
    expect(echoed.status).toBe(400);
    const text = await echoed.text();
    expect(text).not.toContain('<script>alert(1)');
    expect(text).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('never answers generated bodies, forms and queries with a 5xx', { timeout: 60_000 }, async () => {
    const s = await setup({}, { chain: false });
    const { signedUrl } = await signed(s);
    const init = await coinbase(s);
    const value = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(s.address),
      fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }),
      fc.object({ maxDepth: 2 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(SIGN, INIT),
        fc.oneof(
          fc.record(
            { address: value, config: fc.dictionary(fc.string({ maxLength: 20 }), value), useSandbox: value },
            { requiredKeys: [] },
          ),
          fc.record({ addresses: fc.array(fc.record({ address: value, blockchains: value })), assets: value }),
          fc.json(),
        ),
        async (path, input) => {
          const res = await s.e.post(path, typeof input === 'string' ? input : JSON.stringify(input), auth(s.token));
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
    const field = fc.oneof(fc.string({ maxLength: 70 }), fc.constantFrom('pay', 'cancel', '4242424242424242'));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          local(signedUrl),
          `/_emulator/onramp/coinbase?sessionToken=${init.body.session_token}&partnerUserId=${init.body.partner_user_id}`,
        ),
        fc.dictionary(fc.constantFrom('amount', 'card', 'decision', 'x'), field, { maxKeys: 4 }),
        async (path, form) => {
          const res = await submit(s.e, path, form);
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), fc.string({ maxLength: 200 }), async (id, key) => {
        const query = new URLSearchParams({ apiKey: key, partnerUserId: id, externalTransactionId: id }).toString();
        for (const path of [
          `${MOONPAY_API}/${encodeURIComponent(id)}?${query}`,
          `/_emulator/onramp/moonpay?${query}`,
          `/_emulator/onramp/coinbase?${query}&sessionToken=${encodeURIComponent(key)}`,
        ]) {
          expect((await s.e.app.request(path)).status).toBeLessThan(500);
        }
        const status = await s.e.app.request(`${STATUS}?${query}`, { headers: { ...APP, ...auth(s.token) } });
        expect(status.status).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});
