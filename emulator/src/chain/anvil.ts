import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createPublicClient, http } from 'viem';

/**
 * A real local Ethereum chain beside the emulator: Foundry's anvil (npm `@foundry-rs/anvil`'s platform package, the
 * binary the `@foundry-rs/anvil` wrapper would pick for this platform), on 127.0.0.1 only, with the well-known
 * deterministic development accounts (10 000 ETH each), mining every transaction at once.
 *
 * anvil never outlives the process that started it: it leads its own process group, stopped as a whole by
 * `stop()`, by the process's exit and by SIGINT/SIGTERM/SIGHUP; and a watcher in that group kills it when the
 * starting process dies without a word (SIGKILL, a crashed test worker), because the pipe it reads closes.
 */

/** The standard development mnemonic: account 0 is 0xf39F…2266, as every Ethereum tutorial shows. */
const DEV_MNEMONIC = 'test test test test test test test test test test test junk';

export interface AnvilOptions {
  /** The chain id anvil answers with (default 84532, Base Sepolia). */
  chainId?: number;
  /** Port on 127.0.0.1; 0 (the default) lets the system pick a free one. */
  port?: number;
  /** How long anvil may take to answer `eth_chainId` before the start fails (ms, default 20 000). */
  timeoutMs?: number;
  /** Development accounts to create (default 10). */
  accounts?: number;
  /** The anvil executable; default: `SIGIL_ANVIL_BIN`, else the one npm installed. */
  binary?: string;
}

export interface RunningAnvil {
  rpcUrl: string;
  chainId: number;
  pid: number;
  /** The last lines anvil printed (start-up banner, then one line per RPC method it served). */
  logs: () => string[];
  /** Stops anvil and its process group; resolves once it has exited. Safe to call twice. */
  stop: () => Promise<void>;
}

export class AnvilError extends Error {
  override name = 'AnvilError';
}

/** The npm package holding anvil's binary for each platform (the names the `@foundry-rs/anvil` wrapper uses). */
const PLATFORM_PACKAGES: Record<string, string> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
};

/**
 * Resolves from the `@foundry-rs/anvil` wrapper (a development dependency), whose optional dependencies are the
 * platform packages: npm installs the one for this machine beside it.
 */
const require = createRequire(createRequire(import.meta.url).resolve('@foundry-rs/anvil/package.json'));

/** Where anvil's executable is: `SIGIL_ANVIL_BIN`, else the platform package npm installed with the wrapper. */
function anvilBinary(env: NodeJS.ProcessEnv = process.env): string {
  if (env.SIGIL_ANVIL_BIN) return env.SIGIL_ANVIL_BIN;
  const platform = `${process.platform}-${process.arch}`;
  try {
    const pkg = PLATFORM_PACKAGES[platform];
    if (pkg) return require.resolve(`${pkg}/bin/anvil${process.platform === 'win32' ? '.exe' : ''}`);
  } catch {
    // Not installed: explained below.
  }
  throw new AnvilError(
    `anvil is not installed for ${platform}: run npm ci, or install Foundry and set SIGIL_ANVIL_BIN to its anvil, or start the emulator with --chain off`,
  );
}

const LOG_LINES = 200;

/**
 * Starts anvil and resolves once its JSON-RPC answers `eth_chainId` with the requested chain id; rejects with
 * anvil's last output if it exits first or does not answer within `timeoutMs`.
 */
export async function startAnvil({
  chainId = 84532,
  port = 0,
  timeoutMs = 20_000,
  accounts = 10,
  binary = anvilBinary(),
}: AnvilOptions = {}): Promise<RunningAnvil> {
  const args = [
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--chain-id',
    String(chainId),
    '--accounts',
    String(accounts),
    '--mnemonic',
    DEV_MNEMONIC,
    '--color',
    'never',
    // No CORS: anvil's development methods and unlocked accounts must not be reachable from any web page;
    // pages reach the chain only through the emulator's allow-listed `/rpc/:chainId`.
    '--no-cors',
  ];
  const child = spawnInGroup(binary, args);
  const lines: string[] = [];
  let listening: ((url: string) => void) | null = null;
  const announced = new Promise<string>((resolve) => {
    listening = resolve;
  });
  let partial = '';
  const onOutput = (chunk: Buffer) => {
    const text = partial + chunk.toString();
    const split = text.split('\n');
    partial = split.pop() ?? '';
    for (const line of split) {
      lines.push(line);
      if (lines.length > LOG_LINES) lines.shift();
      const match = /Listening on (127\.0\.0\.1:\d+)/.exec(line);
      if (match) listening?.(`http://${match[1]}`);
    }
  };
  child.stdout.on('data', onOutput);
  child.stderr.on('data', onOutput);

  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stopper = groupStopper(child, exited);
  const tail = () => lines.slice(-15).join('\n');

  try {
    const rpcUrl = await withDeadline(
      Promise.race([
        announced,
        exited.then((code) => {
          throw new AnvilError(`anvil exited (code ${code}) before listening:\n${tail()}`);
        }),
      ]),
      timeoutMs,
      () => `anvil did not start listening within ${timeoutMs} ms:\n${tail()}`,
    );
    const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0, timeout: 2_000 }) });
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const answered = await client.getChainId().catch(() => null);
      if (answered === chainId) break;
      if (answered !== null) throw new AnvilError(`anvil answered chain id ${answered}, not ${chainId}`);
      if (child.exitCode !== null) throw new AnvilError(`anvil exited (code ${child.exitCode}):\n${tail()}`);
      if (Date.now() > deadline) throw new AnvilError(`anvil did not answer eth_chainId within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return { rpcUrl, chainId, pid: child.pid ?? -1, logs: () => [...lines], stop: stopper };
  } catch (error) {
    await stopper();
    throw error;
  }
}

/**
 * Spawns the binary as the leader of a new process group, with a watcher in that group: a shell reads the
 * pipe on its standard input and, at end of file (this process gone, however it died), kills the group.
 */
function spawnInGroup(binary: string, args: string[]): ChildProcessWithoutNullStreams {
  if (process.platform === 'win32') return spawn(binary, args, { stdio: 'pipe', windowsHide: true });
  const script = 'exec 3<&0 0</dev/null; (read _ <&3; kill -TERM 0) & exec "$0" "$@"';
  const child = spawn('/bin/sh', ['-c', script, binary, ...args], { stdio: 'pipe', detached: true });
  // Never keep this process alive for anvil's sake: the exit hook below stops it.
  child.unref();
  for (const stream of [child.stdin, child.stdout, child.stderr]) (stream as { unref?: () => void }).unref?.();
  return child;
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** `stop()` for the group, and the hooks that stop it with the process. */
function groupStopper(child: ChildProcessWithoutNullStreams, exited: Promise<number | null>) {
  const pid = child.pid;
  const kill = (signal: NodeJS.Signals) => {
    if (pid === undefined) return;
    try {
      if (process.platform === 'win32') child.kill(signal);
      else process.kill(-pid, signal);
    } catch {
      // Already gone.
    }
  };
  const onExit = () => kill('SIGKILL');
  const onSignal = (signal: NodeJS.Signals) => {
    kill('SIGTERM');
    unhook();
    // Keep the default behaviour (exit) when nobody else handles the signal.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  const unhook = () => {
    process.off('exit', onExit);
    for (const s of SIGNALS) process.off(s, onSignal);
  };
  process.on('exit', onExit);
  for (const s of SIGNALS) process.on(s, onSignal);

  let stopping: Promise<void> | null = null;
  return () => {
    stopping ??= (async () => {
      unhook();
      kill('SIGTERM');
      child.stdin.destroy();
      const timer = setTimeout(() => kill('SIGKILL'), 3_000);
      if (child.exitCode === null && child.signalCode === null) await exited;
      clearTimeout(timer);
      // The watcher shares the group: make sure nothing of it is left.
      kill('SIGKILL');
    })();
    return stopping;
  };
}

async function withDeadline<T>(promise: Promise<T>, ms: number, message: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AnvilError(message())), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
