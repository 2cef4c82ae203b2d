import { readFileSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { type AnvilOptions, type RunningAnvil, startAnvil } from '../../emulator/src/chain/anvil';

export interface AnvilHandle {
  readonly rpcUrl: string;
  readonly chainId: number;
  readonly pid: number;
  /** How long the start took (ms), from spawn to the first `eth_chainId` answer. */
  readonly startMs: number;
  /** anvil's resident memory now (MiB, from /proc), or null where /proc is not there. */
  rssMiB: () => number | null;
}

/**
 * One anvil for a test file: started in `beforeAll`, stopped in `afterAll` (its process group with it), so
 * `npm test` starts and stops its chain by itself. Read the handle's fields inside tests, after `beforeAll`.
 */
export function anvilForFile(options: AnvilOptions = {}): AnvilHandle {
  let running: RunningAnvil | null = null;
  let startMs = 0;
  const current = () => {
    if (!running) throw new Error('anvil is not running: read the handle inside a test, after beforeAll');
    return running;
  };
  beforeAll(async () => {
    const started = performance.now();
    running = await startAnvil(options);
    startMs = performance.now() - started;
  }, 30_000);
  afterAll(async () => {
    await running?.stop();
    running = null;
  });
  return {
    get rpcUrl() {
      return current().rpcUrl;
    },
    get chainId() {
      return current().chainId;
    },
    get pid() {
      return current().pid;
    },
    get startMs() {
      return startMs;
    },
    rssMiB: () => {
      try {
        const status = readFileSync(`/proc/${current().pid}/status`, 'utf8');
        const kib = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
        return kib ? Number(kib) / 1024 : null;
      } catch {
        return null;
      }
    },
  };
}
