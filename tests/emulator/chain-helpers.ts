/**
 * Shared setup of the local-chain tests (chain.test.ts, chain-api.test.ts): the app's configuration, the
 * emulator with this file's anvil, and the process checks of anvil's lifetime.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Address } from 'viem';
import { createPublicClient, http } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createEmulatorApp } from '../../emulator/src/app';
import { ChainSettingsSchema } from '../../emulator/src/chain/settings';
import { EmulatorConfigSchema } from '../../emulator/src/config';
import { Store } from '../../emulator/src/store/database';
import { migrate } from '../../emulator/src/store/schema';
import { TokenService } from '../../emulator/src/tokens';
import type { AnvilHandle } from '../setup/anvil';
import { APP, clock } from './helpers';

export const PAGE = 'http://localhost:5173';

export const config = EmulatorConfigSchema.parse({ allowedOrigins: [PAGE] });

export const fresh = () => privateKeyToAccount(generatePrivateKey()).address;

/** Live (non-zombie) processes of a process group, from /proc. */
export function liveInGroup(pgid: number) {
  return liveProcesses()
    .filter((p) => p.pgrp === pgid)
    .map((p) => p.pid);
}

export function liveProcesses() {
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

/** The helpers that reach this test file's anvil: a client of the chain, and the emulator with its chain. */
export function chainHelpers(anvil: AnvilHandle) {
  /** anvil's first development account: the faucet's source. */
  const FUNDER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

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
  return { FUNDER, chainClient, emulator };
}
