#!/usr/bin/env node
/**
 * `npm start`: the catalogue (Storybook), the local provider emulator with its local Ethereum chain (anvil,
 * started and stopped by the emulator) and the composed app, together. Every line of output is prefixed with its
 * source; the URLs are printed once all are up; Ctrl-C (or any one of them exiting) stops them all.
 *
 * With VITE_PRIVY_APP_ID set (in the environment or .env.local) the app talks to the live provider and the
 * emulator is not started: nothing else differs.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { nodeAdvice, nodeFits } from './node-version.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

/** VITE_PRIVY_APP_ID from the environment or a .env file Vite would read. */
function liveAppId() {
  if (process.env.VITE_PRIVY_APP_ID) return process.env.VITE_PRIVY_APP_ID;
  for (const file of ['.env.local', '.env']) {
    const full = path.join(root, file);
    if (!existsSync(full)) continue;
    const match = readFileSync(full, 'utf8').match(/^\s*VITE_PRIVY_APP_ID\s*=\s*["']?([^"'\s#]+)/m);
    if (match) return match[1];
  }
  return null;
}

if (!nodeFits) console.warn(`\x1b[33m${nodeAdvice}\x1b[0m`);

const live = liveAppId();
/**
 * `npm start -- --on-device-wallets`: the emulator keeps embedded wallets on the device (behind its wallet frame)
 * instead of server-side, the provider's other mode, with a data directory of its own. The Farcaster signer and
 * `useHeadlessDelegatedActions` work only there (the SDK's rule).
 */
const onDevice = process.argv.includes('--on-device-wallets');
const emulatorArgs = onDevice
  ? ['--config', 'emulator/sigil-app-on-device.json', '--data', '.emulator-data-on-device']
  : ['--config', 'emulator/sigil-app.json'];
const colours = { catalogue: 35, emulator: 33, app: 36 };
const services = [
  {
    name: 'catalogue',
    cmd: bin('storybook'),
    args: ['dev', '-p', '6006', '--no-open', '--ci'],
    url: 'http://127.0.0.1:6006',
    ready: /Storybook .* started|Local:/,
  },
  ...(live
    ? []
    : [
        {
          name: 'emulator',
          cmd: bin('tsx'),
          args: ['emulator/src/cli.ts', ...emulatorArgs],
          url: 'http://127.0.0.1:8787/_emulator',
          ready: /is running/,
          // The chain's RPC URL, as the emulator's banner prints it (8545 unless that port was taken).
          chain: /Chain RPC\s+(http:\/\/\S+|off)/,
        },
      ]),
  {
    name: 'app',
    cmd: bin('vite'),
    args: ['--config', 'app/vite.config.ts'],
    url: 'http://localhost:5173',
    ready: /Local:|ready in/,
  },
];

const children = [];
let stopping = false;
const pending = new Set(services.map((s) => s.name));
/** The local chain's RPC URL once the emulator has printed it. */
let chainUrl = null;

function prefixLines(name, stream, out) {
  let buffered = '';
  stream.on('data', (chunk) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) out.write(`\x1b[${colours[name]}m${name.padEnd(9)}\x1b[0m │ ${line}\n`);
  });
}

function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
}

for (const service of services) {
  const child = spawn(service.cmd, service.args, {
    cwd: root,
    env: { ...process.env, FORCE_COLOR: '1' },
    // Each service leads its own process group, so stopping it stops its children too.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  prefixLines(service.name, child.stdout, process.stdout);
  prefixLines(service.name, child.stderr, process.stderr);
  let seen = '';
  const onOutput = (chunk) => {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping ANSI colours before matching
    const text = chunk.toString().replace(/\x1b\[[0-9;]*m/g, '');
    if (!pending.has(service.name)) return;
    seen = (seen + text).slice(-20_000);
    const chain = service.chain?.exec(seen)?.[1];
    if (chain) chainUrl = chain;
    if (!service.ready.test(seen)) return;
    pending.delete(service.name);
    if (pending.size === 0) {
      const lines = services.flatMap((s) => [
        `  ${s.name.padEnd(10)} ${s.url}`,
        ...(s.chain && chainUrl
          ? [`  ${'chain'.padEnd(10)} ${chainUrl}${chainUrl === 'off' ? '' : ' (anvil JSON-RPC)'}`]
          : []),
      ]);
      const mode = live ? `live provider (app id ${live})` : 'the local emulator (no account needed)';
      process.stdout.write(
        `\n  Sigil is running against ${mode}:\n\n${lines.join('\n')}\n\n  Ctrl-C stops everything.\n\n`,
      );
    }
  };
  child.stdout.on('data', onOutput);
  child.stderr.on('data', onOutput);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${service.name} stopped (${signal ?? `exit code ${code}`}); stopping the others.`);
    stopAll(code ?? 1);
  });
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
