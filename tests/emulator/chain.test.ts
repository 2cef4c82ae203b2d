/**
 * The local chain: a real anvil for this file (started and stopped by `anvilForFile`), its lifetime with the
 * emulator and the CLI, the faucet's mined transfers and their bounds, and the dev guard in front of the faucet.
 * The provider's price, token and smart-wallet routes: chain-api.test.ts.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPublicClient, type Hash, http, parseEther } from 'viem';
import { beforeEach, describe, expect, it } from 'vitest';
import { AnvilError, startAnvil } from '../../emulator/src/chain/anvil';
import { faucetForm } from '../../emulator/src/chain/faucet-form';
import { ChainSettingsSchema } from '../../emulator/src/chain/settings';
import { startEmulator } from '../../emulator/src/server';
import { anvilForFile } from '../setup/anvil';
import { startEmulatorCli } from '../setup/emulator-cli';
import { chainHelpers, config, fresh, liveInGroup, liveProcesses } from './chain-helpers';
import { resetClock } from './helpers';

const anvil = anvilForFile({ chainId: 84532 });
const { FUNDER, chainClient, emulator } = chainHelpers(anvil);

beforeEach(resetClock);

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
