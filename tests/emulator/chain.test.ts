/**
 * The local chain and the provider's price, token and smart-wallet routes: a real anvil for
 * this file (started and stopped by `anvilForFile`), the faucet's mined transfers and their bounds, the dev guard in
 * front of the faucet, and every answer checked against the provider's schemas.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SmartWalletAccount, SmartWalletConfigurationResponseSchema, User } from '@privy-io/public-api';
import fc from 'fast-check';
import { Hono } from 'hono';
import { type Address, createPublicClient, type Hash, http, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { beforeEach, describe, expect, it } from 'vitest';
import { createEmulatorApp } from '../../emulator/src/app';
import { AnvilError, startAnvil } from '../../emulator/src/chain/anvil';
import { faucetForm } from '../../emulator/src/chain/faucet-form';
import { chainApiRoutes, chainDevRoutes } from '../../emulator/src/chain/routes';
import { ChainSettingsSchema } from '../../emulator/src/chain/settings';
import { SplTokenInfoResponse, TokenPriceResponse } from '../../emulator/src/chain/tokens';
import { EmulatorConfigSchema } from '../../emulator/src/config';
import type { Emulator } from '../../emulator/src/context';
import { startEmulator } from '../../emulator/src/server';
import { Store } from '../../emulator/src/store/database';
import { migrate } from '../../emulator/src/store/schema';
import { TokenService } from '../../emulator/src/tokens';
import { anvilForFile } from '../setup/anvil';
import { startEmulatorCli } from '../setup/emulator-cli';
import { APP, clock, resetClock, routesOf } from './helpers';

const anvil = anvilForFile({ chainId: 84532 });
beforeEach(resetClock);

/** anvil's first development account: the faucet's source. */
const FUNDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const PAGE = 'http://localhost:5173';
const config = EmulatorConfigSchema.parse({ allowedOrigins: [PAGE] });

const fresh = () => privateKeyToAccount(generatePrivateKey()).address;
const chainClient = () => createPublicClient({ transport: http(anvil.rpcUrl) });

/** The emulator's app (its chain routes behind the same dev guard as every development page). */
async function emulator(
  settings: Record<string, unknown> = {},
  { chain = true }: { chain?: boolean | { chainId: number; rpcUrl: string } } = {},
) {
  const store = await Store.open(null, { migrate });
  const tokens = await TokenService.create(null, config.appId);
  const now = () => clock.ms;
  const app = createEmulatorApp({
    config: { ...config, chain: ChainSettingsSchema.parse(settings) },
    store,
    tokens,
    now,
    chain: chain === true ? { chainId: anvil.chainId, rpcUrl: anvil.rpcUrl } : chain || null,
  });
  const fund = (body: unknown, headers: Record<string, string> = {}) =>
    app.request('/_emulator/faucet', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const get = (url: string, headers: Record<string, string> = APP) => app.request(url, { headers });
  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(url, { method: 'POST', headers: { ...APP, ...headers }, body: JSON.stringify(body) });
  return { app, fund, get, post };
}

describe('anvil', () => {
  it('starts on loopback with the requested chain id, quickly and small', async () => {
    expect(anvil.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await chainClient().getChainId()).toBe(84532);
    // The development accounts hold 10 000 ETH each.
    expect(await chainClient().getBalance({ address: FUNDER })).toBeGreaterThan(parseEther('9000'));
    // Measured on the 2-core machine: ~0.15 s to the first answer, ~20 MiB resident.
    expect(anvil.startMs).toBeLessThan(20_000);
    expect(anvil.rssMiB()).toBeLessThan(200);
  });

  it('answers no web page: no CORS, so a foreign page cannot reach its development methods or unlocked accounts', async () => {
    const preflight = await fetch(anvil.rpcUrl, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    // A "simple" cross-site post (no preflight) is refused before any method runs.
    const simple = await fetch(anvil.rpcUrl, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_accounts', params: [] }),
    });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
    expect(await simple.text()).not.toMatch(/0x[0-9a-fA-F]{40}/);
  });

  it('stops with its whole process group, and dies with the process that started it (kill -9)', async () => {
    const second = await startAnvil({ chainId: 84532 });
    expect(liveInGroup(second.pid).length).toBeGreaterThanOrEqual(2); // anvil and its watcher
    await second.stop();
    await expect.poll(() => liveInGroup(second.pid), { timeout: 5_000 }).toEqual([]);

    // A starter killed without a chance to clean up: the watcher sees its pipe close and stops the group.
    const dir = mkdtempSync(path.join(tmpdir(), 'sigil-anvil-'));
    const script = path.join(dir, 'starter.mts');
    const module = path.resolve(import.meta.dirname, '../../emulator/src/chain/anvil.ts');
    writeFileSync(
      script,
      `import { startAnvil } from ${JSON.stringify(module)};\nconst a = await startAnvil();\nconsole.log(a.pid);\nsetInterval(() => {}, 1000);\n`,
    );
    const starter = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const pid = await new Promise<number>((resolve, reject) => {
        starter.stdout.once('data', (d: Buffer) => resolve(Number(d.toString().trim())));
        starter.once('exit', (code) => reject(new Error(`starter exited early (${code})`)));
      });
      expect(liveInGroup(pid).length).toBeGreaterThanOrEqual(1);
      starter.kill('SIGKILL');
      await expect.poll(() => liveInGroup(pid), { timeout: 5_000 }).toEqual([]);
    } finally {
      starter.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('fails a start with a clear error and leaves nothing behind', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sigil-anvil-'));
    try {
      const mute = path.join(dir, 'mute');
      writeFileSync(mute, '#!/bin/sh\nsleep 30\n');
      chmodSync(mute, 0o755);
      await expect(startAnvil({ binary: mute, timeoutMs: 300 })).rejects.toThrow(
        /did not start listening within 300 ms/,
      );
      const broken = path.join(dir, 'broken');
      writeFileSync(broken, '#!/bin/sh\necho "Error: address already in use"\nexit 1\n');
      chmodSync(broken, 0o755);
      const failure = startAnvil({ binary: broken, timeoutMs: 5_000 });
      await expect(failure).rejects.toBeInstanceOf(AnvilError);
      await expect(failure).rejects.toThrow(/exited \(code 1\) before listening:\nError: address already in use/);
      const sleepers = () => liveProcesses().filter((p) => p.cmd.includes(mute));
      await expect.poll(sleepers, { timeout: 5_000 }).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the emulator with its chain', () => {
  it('startEmulator({ chain: true }) runs anvil with the configured chain id and stops it on close', async () => {
    const running = await startEmulator({
      config: { ...config, chain: ChainSettingsSchema.parse({ chainId: 11155111 }) },
      port: 0,
      chain: true,
    });
    try {
      expect(running.chain?.chainId).toBe(11155111);
      const rpcUrl = running.chain?.rpcUrl ?? '';
      expect(await createPublicClient({ transport: http(rpcUrl) }).getChainId()).toBe(11155111);
      expect(liveProcesses().filter((p) => p.cmd.includes('--chain-id 11155111')).length).toBeGreaterThanOrEqual(1);
    } finally {
      await running.close();
    }
    await expect
      .poll(() => liveProcesses().filter((p) => p.cmd.includes('--chain-id 11155111')), { timeout: 5_000 })
      .toEqual([]);
  });

  it('the CLI prints the chain in its banner, and SIGTERM stops anvil with it', async () => {
    const { cli, banner } = await startEmulatorCli(/Chain RPC .*\n/);
    try {
      const [, rpcUrl, chainId] =
        /Chain RPC\s+(http:\/\/127\.0\.0\.1:\d+) \(anvil, chain id (\d+), Base Sepolia/.exec(banner) ?? [];
      expect(chainId).toBe('84532');
      expect(await createPublicClient({ transport: http(rpcUrl) }).getChainId()).toBe(84532);
      // anvil is the CLI's child (its shell exec'd it), its watcher anvil's.
      const anvils = () => liveProcesses().filter((p) => p.ppid === cli.pid && p.cmd.includes('anvil'));
      expect(anvils().length).toBeGreaterThanOrEqual(1);
      const exited = new Promise((resolve) => cli.once('exit', resolve));
      cli.kill('SIGTERM');
      await exited;
      await expect.poll(anvils, { timeout: 5_000 }).toEqual([]);
    } finally {
      cli.kill('SIGKILL');
    }
  }, 30_000);
});

describe('faucet', () => {
  it('funds a fresh address with a real mined transfer: the balance rises by exactly the amount', async () => {
    const { fund } = await emulator();
    const address = fresh();
    const client = chainClient();
    const before = await client.getBalance({ address });
    expect(before).toBe(0n);
    const res = await fund({ address, amount: '1.25' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { transaction_hash: Hash; status: string; balance: string; value: string };
    expect(body).toMatchObject({ address, amount: '1.25', status: 'success', chain_id: 84532 });
    expect(await client.getBalance({ address })).toBe(before + parseEther('1.25'));
    expect(BigInt(body.balance)).toBe(parseEther('1.25'));
    const receipt = await client.getTransactionReceipt({ hash: body.transaction_hash });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(FUNDER.toLowerCase());
    expect(receipt.to?.toLowerCase()).toBe(address.toLowerCase());
    const tx = await client.getTransaction({ hash: body.transaction_hash });
    expect(tx.value).toBe(parseEther('1.25'));

    // Again, with the default amount (1): balances add up.
    expect((await fund({ address })).status).toBe(200);
    expect(await client.getBalance({ address })).toBe(parseEther('2.25'));
  });

  it('takes parallel requests (one nonce each, all mined)', async () => {
    const { fund } = await emulator();
    const addresses = Array.from({ length: 8 }, fresh);
    const answers = await Promise.all(addresses.map((address) => fund({ address, amount: 0.5 })));
    expect(answers.map((r) => r.status)).toEqual(addresses.map(() => 200));
    const client = chainClient();
    for (const address of addresses) expect(await client.getBalance({ address })).toBe(parseEther('0.5'));
  });

  it('refuses a bad address or amount with a 4xx and sends nothing', async () => {
    const { fund } = await emulator({ faucet: { maxAmount: '10' } });
    const address = fresh();
    const refusals: unknown[] = [
      { address: 'not an address' },
      { address: `${address}00` },
      { address: '' },
      {},
      { address, amount: '0' },
      { address, amount: '-1' },
      { address, amount: 'abc' },
      { address, amount: '10.5' },
      { address, amount: 1e-30 },
      { address, amount: '1.0000000000000000001' },
      { address, amount: 'Infinity' },
      { address, amount: '1', extra: true },
    ];
    for (const body of refusals) {
      const res = await fund(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'invalid_data' });
    }
    expect((await fund({ address, amount: '10' })).status).toBe(200);
    expect(await chainClient().getBalance({ address })).toBe(parseEther('10'));
  });

  it("funds from the inbox's form (same-origin form post, back to the inbox)", async () => {
    const { app } = await emulator();
    const address = fresh();
    const html = faucetForm(address, { amount: '0.75' });
    const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
    const fields = Object.fromEntries([...html.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    expect(fields).toEqual({ address, amount: '0.75' });
    const res = await app.request(`http://127.0.0.1:8787${action}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        origin: 'http://127.0.0.1:8787',
        'sec-fetch-site': 'same-origin',
      },
      body: new URLSearchParams(fields).toString(),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/_emulator?funded=${address}`);
    expect(await chainClient().getBalance({ address })).toBe(parseEther('0.75'));
    // An address is escaped, never markup.
    expect(faucetForm('"><script>')).not.toContain('<script>');
  });

  it('refuses a cross-site post and a non-loopback Host (DNS rebinding), sending nothing', async () => {
    const { app, fund } = await emulator();
    const address = fresh();
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { referer: 'https://evil.example/page' },
      { host: 'evil.example:8787' },
      { host: 'attacker.localhost.evil.example' },
    ];
    for (const headers of attempts) {
      const res = await fund({ address }, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'invalid_origin' });
    }
    // A form posted from another site, as a browser sends it.
    const form = await app.request('http://127.0.0.1:8787/_emulator/faucet', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'sec-fetch-mode': 'navigate',
        'sec-fetch-dest': 'document',
      },
      body: new URLSearchParams({ address }).toString(),
    });
    expect(form.status).toBe(403);
    expect(await chainClient().getBalance({ address })).toBe(0n);
  });

  it('answers 404 when the emulator runs without a chain (never a 5xx)', async () => {
    const { fund, app } = await emulator({}, { chain: false });
    const res = await fund({ address: fresh() });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'chain_unavailable' });
    expect((await app.request('/_emulator/chain.json')).status).toBe(404);
  });

  it('answers 502 when the chain does not answer (anvil gone), not a 500', async () => {
    const { fund, app } = await emulator({}, { chain: { chainId: 84532, rpcUrl: 'http://127.0.0.1:9' } });
    const res = await fund({ address: fresh() });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: 'chain_error' });
    expect((await app.request('/_emulator/chain.json')).status).toBe(502);
  });

  it('tells where the chain is (chain.json)', async () => {
    const { app } = await emulator();
    expect(await (await app.request('/_emulator/chain.json')).json()).toEqual({
      chain_id: 84532,
      rpc_url: anvil.rpcUrl,
      symbol: 'ETH',
      funder: FUNDER,
    });
  });
});

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

/** Live (non-zombie) processes of a process group, from /proc. */
function liveInGroup(pgid: number) {
  return liveProcesses()
    .filter((p) => p.pgrp === pgid)
    .map((p) => p.pid);
}

function liveProcesses() {
  const out: { pid: number; ppid: number; pgrp: number; cmd: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid pgrp ...: comm may hold spaces, so read after the last ')'.
      const [state, ppid, pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state === 'Z') continue;
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      out.push({ pid: Number(entry), ppid: Number(ppid), pgrp: Number(pgrp), cmd });
    } catch {
      // Gone meanwhile.
    }
  }
  return out;
}
