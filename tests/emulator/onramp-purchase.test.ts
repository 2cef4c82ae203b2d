/**
 * Paying for a purchase on the on-ramps' stand-in pages, through the faucet on a real anvil (the balance really
 * rises), once per purchase even under parallel Pays; a declined card, Cancel, expiry, no local chain; Coinbase
 * Onramp sessions; and hostile input.
 */
import { CoinbaseOnRampInitResponse, CoinbaseOnRampStatusResponse } from '@privy-io/public-api';
import fc from 'fast-check';
import { type Address, createPublicClient, http, parseEther } from 'viem';
import { beforeEach, describe, expect, it } from 'vitest';
import { MoonpayTransactions } from '../../emulator/src/funding/status';
import { anvilForFile } from '../setup/anvil';
import { APP, clock, create, emulator, resetClock } from './helpers';
import {
  auth,
  coinbase,
  coinbaseStatus,
  DECLINED,
  INIT,
  local,
  MOONPAY_API,
  moonpayStatus,
  onrampHelpers,
  PAID,
  SIGN,
  STATUS,
  sign,
  signed,
  submit,
} from './onramp-helpers';

const anvil = anvilForFile({ chainId: 84532 });
const { setup, balance } = onrampHelpers(anvil);

beforeEach(resetClock);

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
