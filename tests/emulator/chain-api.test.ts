/**
 * The provider's price, token and smart-wallet routes of the local chain, every answer checked against the
 * provider's schemas, and generated hostile requests to every chain route.
 */
import { SmartWalletAccount, SmartWalletConfigurationResponseSchema, User } from '@privy-io/public-api';
import fc from 'fast-check';
import { Hono } from 'hono';
import type { Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { beforeEach, describe, expect, it } from 'vitest';
import { chainApiRoutes, chainDevRoutes } from '../../emulator/src/chain/routes';
import { ChainSettingsSchema } from '../../emulator/src/chain/settings';
import { SplTokenInfoResponse, TokenPriceResponse } from '../../emulator/src/chain/tokens';
import type { Emulator } from '../../emulator/src/context';
import { anvilForFile } from '../setup/anvil';
import { chainHelpers, config, fresh, PAGE } from './chain-helpers';
import { APP, clock, resetClock, routesOf } from './helpers';

const anvil = anvilForFile({ chainId: 84532 });
const { FUNDER, emulator } = chainHelpers(anvil);

beforeEach(resetClock);

describe('token prices and SPL tokens', () => {
  it('answers token_price from the price table, schema-valid', async () => {
    const { get } = await emulator({ prices: { ETH: 2500, wbtc: 60000 } });
    const price = async (query: string) => {
      const res = await get(`/api/v1/token_price?${query}`);
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    for (const [query, usd] of [
      ['chainId=84532&tokenSymbol=ETH', 2500],
      ['chainId=1&tokenSymbol=eth', 2500],
      ['chainId=0&tokenSymbol=SOL', 150],
      ['chainId=137&tokenSymbol=POL', 0.25],
      ['chainId=56&tokenSymbol=BNB', 600],
      ['chainId=8453&tokenSymbol=WBTC', 60000],
    ] as const) {
      const { status, body } = await price(query);
      expect(status, query).toBe(200);
      expect(TokenPriceResponse.safeParse(body).success).toBe(true);
      expect(body).toEqual({ usd });
    }
    for (const [query, status] of [
      ['chainId=84532&tokenSymbol=NOPE', 404],
      ['chainId=999&tokenSymbol=ETH', 404],
      ['chainId=84532&tokenSymbol=constructor', 404],
      ['chainId=abc&tokenSymbol=ETH', 400],
      ['tokenSymbol=ETH', 400],
      ['chainId=1', 400],
      ['chainId=1&tokenSymbol=%3Cscript%3E', 400],
    ] as const) {
      const res = await price(query);
      expect(res.status, query).toBe(status);
      expect(Object.keys(res.body).sort()).toEqual(['code', 'error']);
    }
    expect((await get('/api/v1/token_price?chainId=1&tokenSymbol=ETH', {})).status).toBe(403);
  });

  it('answers spl_token_info for well-known and configured mints, schema-valid', async () => {
    const mint = 'Fake1111111111111111111111111111111111111111';
    const { get } = await emulator({
      splTokens: [{ mint, cluster: 'devnet', name: 'Sigil Points', symbol: 'SGL', decimals: 2 }],
    });
    const info = async (query: string) => {
      const res = await get(`/api/v1/spl_token_info?${query}`);
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    for (const [query, expected] of [
      [
        'mint_address=EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v&cluster=mainnet-beta',
        { name: 'USD Coin', symbol: 'USDC', decimals: 6 },
      ],
      [
        'mint_address=4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU&cluster=devnet',
        { name: 'USD Coin', symbol: 'USDC', decimals: 6 },
      ],
      [
        'mint_address=So11111111111111111111111111111111111111112&cluster=testnet',
        { name: 'Wrapped SOL', symbol: 'SOL', decimals: 9 },
      ],
      [`mint_address=${mint}&cluster=devnet`, { name: 'Sigil Points', symbol: 'SGL', decimals: 2 }],
    ] as const) {
      const { status, body } = await info(query);
      expect(status, query).toBe(200);
      expect(SplTokenInfoResponse.safeParse(body).success).toBe(true);
      expect(body).toEqual(expected);
    }
    for (const [query, status] of [
      ['mint_address=EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v&cluster=devnet', 404],
      [`mint_address=${mint}&cluster=mainnet-beta`, 404],
      ['mint_address=0OIl&cluster=devnet', 400],
      ['mint_address=EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v&cluster=__proto__', 400],
      ['mint_address=EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', 400],
    ] as const) {
      const res = await info(query);
      expect(res.status, query).toBe(status);
      expect(Object.keys(res.body).sort()).toEqual(['code', 'error']);
    }
  });
});

describe('smart wallets', () => {
  const kernel = {
    smartWallets: {
      enabled: true,
      type: 'kernel',
      version: '3.1',
      networks: [
        {
          chainId: 84532,
          bundlerUrl: 'https://bundler.example/84532',
          paymasterUrl: 'https://paymaster.example/84532',
          policyId: '0b1e8a4c-2f5e-4d3b-9f2a-6c7d8e9f0a1b',
        },
      ],
    },
  };

  it('answers the configuration: disabled by default, else the configured networks', async () => {
    const off = await (await (await emulator()).get(`/api/v1/apps/${config.appId}/smart_wallets`)).json();
    expect(off).toEqual({ enabled: false });
    expect(SmartWalletConfigurationResponseSchema.safeParse(off).success).toBe(true);

    const { get } = await emulator(kernel);
    const on = await (await get(`/api/v1/apps/${config.appId}/smart_wallets`)).json();
    expect(SmartWalletConfigurationResponseSchema.safeParse(on).success).toBe(true);
    expect(on).toEqual({
      enabled: true,
      smart_wallet_type: 'kernel',
      smart_wallet_version: '3.1',
      configured_networks: [
        {
          chain_id: 'eip155:84532',
          bundler_url: 'https://bundler.example/84532',
          paymaster_url: 'https://paymaster.example/84532',
          paymaster_context: { policy_id: '0b1e8a4c-2f5e-4d3b-9f2a-6c7d8e9f0a1b' },
        },
      ],
    });
    expect((await get('/api/v1/apps/another-app/smart_wallets')).status).toBe(404);
    expect(() =>
      ChainSettingsSchema.parse({ smartWallets: { enabled: true, type: 'kernel', networks: [] } }),
    ).toThrow();
  });

  /** Signs in by e-mail and returns the access token. */
  async function signIn(e: Awaited<ReturnType<typeof emulator>>) {
    const email = 'ada@example.com';
    expect((await e.post('/api/v1/passwordless/init', { email })).status).toBe(200);
    const inbox = (await (await e.get(`/_emulator/inbox.json?to=${encodeURIComponent(email)}`)).json()) as {
      messages: { code: string }[];
    };
    const res = await e.post('/api/v1/passwordless/authenticate', {
      email,
      code: inbox.messages[0]?.code,
      mode: 'login-or-sign-up',
    });
    return ((await res.json()) as { token: string }).token;
  }

  /** A SIWE message for the page, with a nonce the emulator issued to `address`, signed by `signer`. */
  async function proof(e: Awaited<ReturnType<typeof emulator>>, address: Address, signer = generatePrivateKey()) {
    const init = await e.post('/api/v1/siwe/init', { address });
    const { nonce } = (await init.json()) as { nonce: string };
    const message = createSiweMessage({
      address,
      chainId: 84532,
      domain: 'localhost:5173',
      nonce,
      uri: `${PAGE}/`,
      version: '1',
      issuedAt: new Date(clock.ms),
    });
    return { message, signature: await privateKeyToAccount(signer).signMessage({ message }) };
  }

  it('links a smart wallet proven by a SIWE signature, once', async () => {
    const e = await emulator(kernel);
    const token = await signIn(e);
    const key = generatePrivateKey();
    const address = privateKeyToAccount(key).address;
    const auth = { authorization: `Bearer ${token}`, origin: PAGE };
    const input = { ...(await proof(e, address, key)), smart_wallet_type: 'kernel', smart_wallet_version: '3.1' };
    const res = await e.post('/api/v1/siwe/link_smart_wallet', input, auth);
    expect(res.status).toBe(200);
    const user = (await res.json()) as { linked_accounts: Record<string, unknown>[] };
    expect(User.safeParse(user).success, JSON.stringify(User.safeParse(user).error?.issues)).toBe(true);
    const linked = user.linked_accounts.find((a) => a.type === 'smart_wallet');
    expect(SmartWalletAccount.safeParse(linked).success).toBe(true);
    expect(linked).toMatchObject({ address, smart_wallet_type: 'kernel', smart_wallet_version: '3.1' });
    // The nonce is spent: the same proof again is refused.
    expect((await e.post('/api/v1/siwe/link_smart_wallet', input, auth)).status).toBe(401);
  });

  it('refuses a link without a session, with a wrong signature, for another type, or while disabled', async () => {
    const e = await emulator(kernel);
    const token = await signIn(e);
    const auth = { authorization: `Bearer ${token}`, origin: PAGE };
    const key = generatePrivateKey();
    const address = privateKeyToAccount(key).address;
    const link = async (body: unknown, headers: Record<string, string> = auth) =>
      (await e.post('/api/v1/siwe/link_smart_wallet', body, headers)).status;

    expect(await link({ ...(await proof(e, address, key)), smart_wallet_type: 'kernel' }, { origin: PAGE })).toBe(401);
    expect(await link({ ...(await proof(e, address)), smart_wallet_type: 'kernel' })).toBe(401);
    expect(await link({ ...(await proof(e, address, key)), smart_wallet_type: 'safe' })).toBe(400);
    expect(await link({ ...(await proof(e, address, key)), smart_wallet_type: 'unknown' })).toBe(400);
    // A message for another page.
    expect(
      await link(
        { ...(await proof(e, address, key)), smart_wallet_type: 'kernel' },
        { ...auth, origin: 'http://localhost:6006' },
      ),
    ).toBe(401);

    const disabled = await emulator();
    const other = await signIn(disabled);
    const body = { ...(await proof(disabled, address, key)), smart_wallet_type: 'kernel' };
    expect(
      (await disabled.post('/api/v1/siwe/link_smart_wallet', body, { authorization: `Bearer ${other}`, origin: PAGE }))
        .status,
    ).toBe(400);
  });
});

describe('hostile requests', () => {
  it('never get a 5xx from the chain routes (generated methods, paths, queries, headers and bodies)', async () => {
    const e = await emulator({
      smartWallets: { enabled: true, type: 'safe', networks: [{ chainId: 84532, bundlerUrl: 'https://b.example' }] },
    });
    const deps = { settings: ChainSettingsSchema.parse({}), chain: null };
    const routes = routesOf(
      new Hono().route('/api/v1', chainApiRoutes({} as Emulator, deps)).route('/_emulator', chainDevRoutes(deps)),
    );
    expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'GET /_emulator/chain.json',
      'GET /api/v1/apps/:appId/smart_wallets',
      'GET /api/v1/spl_token_info',
      'GET /api/v1/token_price',
      'POST /_emulator/faucet',
      'POST /api/v1/siwe/link_smart_wallet',
    ]);
    const text = fc.oneof(
      fc.string({ maxLength: 50 }),
      fc.constantFrom(
        '',
        'ETH',
        'SOL',
        '0',
        '84532',
        '-1',
        '1e400',
        'NaN',
        '__proto__',
        'constructor',
        'devnet',
        'mainnet-beta',
        FUNDER,
        fresh(),
        'a'.repeat(600),
      ),
    );
    const value = fc.oneof(
      text,
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(text, { maxLength: 2 }),
    );
    const keys = [
      'address',
      'amount',
      'message',
      'signature',
      'smart_wallet_type',
      'smart_wallet_version',
      'chainId',
      'tokenSymbol',
      'mint_address',
      'cluster',
    ];
    const fields = fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 4 });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.oneof(fc.constant(config.appId), fc.string({ maxLength: 30 })),
        fc.dictionary(fc.constantFrom(...keys), text, { maxKeys: 3 }),
        fields,
        fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain'),
        fc.option(fc.constantFrom('https://evil.example', PAGE, 'null'), { nil: undefined }),
        async (route, param, query, payload, type, origin) => {
          const target = route.path.replace(/:[A-Za-z]+/g, () => encodeURIComponent(param));
          const search = new URLSearchParams(query).toString();
          const body =
            type === 'application/json'
              ? JSON.stringify(payload)
              : new URLSearchParams(
                  Object.entries(payload).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
                ).toString();
          const res = await e.app.request(`${target}${search ? `?${search}` : ''}`, {
            method: route.method,
            headers: { ...APP, 'content-type': type, ...(origin ? { origin } : {}) },
            ...(route.method === 'POST' ? { body } : {}),
          });
          expect(res.status, `${route.method} ${target}?${search} ${body}`).toBeLessThan(500);
        },
      ),
      { numRuns: 400 },
    );
  }, 60_000);
});
