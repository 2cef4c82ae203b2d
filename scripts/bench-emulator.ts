/**
 * `npm run bench:emulator`: full e-mail login round trips against the emulator on loopback, measured (not a
 * test). The emulator runs as its own process, exactly as `npm run emulator` starts it; this process is
 * the client. One round trip = send a code, read it from the inbox, authenticate (a new user, a session,
 * two ES256 JWTs). Bounded in count and time; loopback only.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const DURATION_MS = Number(process.env.BENCH_MS ?? 8_000);
const MAX_LOGINS = 20_000;
const APP_ID = 'sigillocalemulatorapp0001';
const root = path.resolve(import.meta.dirname, '..');

const server = spawn(
  path.join(root, 'node_modules/.bin/tsx'),
  ['emulator/src/cli.ts', '--port', '0', '--data', process.env.BENCH_DATA ?? 'memory', '--reset'],
  {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const url = await new Promise<string>((resolve, reject) => {
  let out = '';
  const timer = setTimeout(() => reject(new Error('the emulator did not start within 30 s')), 30_000);
  server.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    const match = /API \(apiUrl\)\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
    if (match?.[1]) {
      clearTimeout(timer);
      resolve(match[1]);
    }
  });
});

const headers = { 'privy-app-id': APP_ID, 'content-type': 'application/json' };
const post = (route: string, body: unknown) =>
  fetch(`${url}${route}`, { method: 'POST', headers, body: JSON.stringify(body) });

async function run(concurrency: number, label: string) {
  let started = 0;
  let failures = 0;
  const latencies: number[] = [];
  const deadline = performance.now() + DURATION_MS;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline && started < MAX_LOGINS) {
        const email = `bench-${concurrency}-${started++}@example.com`;
        const t = performance.now();
        const sent = await post('/api/v1/passwordless/init', { email });
        const inbox = (await (await fetch(`${url}/_emulator/inbox.json?to=${encodeURIComponent(email)}`)).json()) as {
          messages: { code: string }[];
        };
        const auth = await post('/api/v1/passwordless/authenticate', {
          email,
          code: inbox.messages[0]?.code,
          mode: 'login-or-sign-up',
        });
        await auth.arrayBuffer();
        if (!sent.ok || !auth.ok) failures++;
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  console.log(
    `${label.padEnd(14)} ${String(latencies.length).padStart(6)} logins  ${(latencies.length / seconds).toFixed(0).padStart(5)} /s` +
      `   p50 ${pct(50).toFixed(1).padStart(6)} ms   p99 ${pct(99).toFixed(1).padStart(6)} ms   ${failures} failed`,
  );
}

console.log(
  `E-mail login round trips, emulator in its own process on loopback, data: ${process.env.BENCH_DATA ?? 'in memory'}, ${DURATION_MS / 1000} s each:`,
);
await run(1, '1 client');
await run(4, '4 concurrent');
server.kill('SIGTERM');
