/**
 * `npm run bench:emulator`: full e-mail login round trips against the emulator on loopback, measured (not a
 * test), with its data on disk, in a database of ~0 users and in one of 10 000 users. One round trip = send
 * a code, read it from the inbox, authenticate (a new user, a session, two ES256 JWTs).
 *
 * Each emulator runs as its own process, as `npm run emulator` starts it (`node --import tsx`: one process,
 * so its own I/O counters can be read); this process is the client.
 *
 * Seed: the large database is filled through the emulator's own store repositories, in this process, before
 * an emulator opens it: per user the writes an e-mail sign-up makes (code issued with its outbox message,
 * code taken, user and account created, session opened), each journaled as in the server, only without
 * HTTP and JWT signing. BENCH_SEED=http signs them up through the HTTP API instead (slow on a busy machine).
 *
 * Rounds alternate between the two databases. Each round is a fresh emulator process (the empty database
 * wiped with --reset, so it holds ~0 users), warmed up by a few unmeasured logins, then the same number of
 * concurrent clients for the same time; the medians are compared, so noise from other work on the machine
 * hits both sides alike. Each large round first signs in a seeded address, which must be an existing user.
 * Bytes sent to disk and CPU time per login (the emulator's `/proc/<pid>/io` and `stat`, Linux) show what a
 * login costs whatever else runs on the machine. Loopback only; bounded in count and time.
 *
 * Environment: BENCH_MS (per round, default 5000), BENCH_ROUNDS (default 3), BENCH_USERS (default 10000),
 * BENCH_CLIENTS (default 4), BENCH_SEED=http, BENCH_ROOT=<another checkout> (runs that checkout's emulator
 * with the same client and seed, e.g. an older commit to compare with; the snapshot file the seed leaves is
 * one any version of the emulator reads).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Store } from '../emulator/src/store/database';
import { createRepository } from '../emulator/src/store/index';
import { migrate } from '../emulator/src/store/schema';

const DURATION_MS = Number(process.env.BENCH_MS ?? 5_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 4);
const SEED_CLIENTS = 8;
const WARMUP = 20;
const MAX_LOGINS = 20_000;
const APP_ID = 'sigillocalemulatorapp0001';
const root = path.resolve(import.meta.dirname, '..');
const emulatorRoot = process.env.BENCH_ROOT ? path.resolve(process.env.BENCH_ROOT) : root;
const headers = { 'privy-app-id': APP_ID, 'content-type': 'application/json' };

interface Emulator {
  url: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

async function startEmulator(dataDir: string, reset: boolean): Promise<Emulator> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'emulator/src/cli.ts',
      '--port',
      '0',
      '--chain',
      'off',
      '--data',
      dataDir,
      ...(reset ? ['--reset'] : []),
    ],
    { cwd: emulatorRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('the emulator did not start within 60 s')), 60_000);
    child.on('exit', (code) => reject(new Error(`the emulator exited (${code}) before it started`)));
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /API \(apiUrl\)\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.on('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, process: child, stop };
}

/**
 * Bytes the process has sent to storage (Linux `write_bytes`: file pages it dirtied, counted again each time
 * a synced page is written anew), or null where that is not available.
 */
function bytesWritten(pid: number | undefined): number | null {
  try {
    const value = /^write_bytes: (\d+)$/m.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))?.[1];
    return value === undefined ? null : Number(value);
  } catch {
    return null;
  }
}

/** One e-mail login over HTTP; whether it succeeded, and whether the user was new. */
/** CPU time the process has used, in ms (Linux `/proc/<pid>/stat`, at 100 ticks a second), or null. */
function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ');
    // After the command: state is field 3, utime 14 and stime 15 of the whole line.
    const utime = Number(fields?.[11]);
    const stime = Number(fields?.[12]);
    return Number.isFinite(utime) && Number.isFinite(stime) ? (utime + stime) * 10 : null;
  } catch {
    return null;
  }
}

async function login(url: string, email: string): Promise<{ ok: boolean; isNew?: boolean }> {
  const post = (route: string, body: unknown) =>
    fetch(`${url}${route}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const sent = await post('/api/v1/passwordless/init', { email });
  await sent.arrayBuffer();
  const inbox = (await (await fetch(`${url}/_emulator/inbox.json?to=${encodeURIComponent(email)}`)).json()) as {
    messages?: { code: string }[];
  };
  const auth = await post('/api/v1/passwordless/authenticate', {
    email,
    code: inbox.messages?.[0]?.code,
    mode: 'login-or-sign-up',
  });
  const session = (await auth.json().catch(() => ({}))) as { is_new_user?: boolean };
  return { ok: sent.ok && auth.ok, isNew: session.is_new_user };
}

let serial = 0;

const seedEmail = (i: number) => `seed-${i}@example.com`;

/** Signs up `count` users through the HTTP API, `clients` at a time. */
async function seedOverHttp(url: string, count: number, clients: number) {
  let next = 0;
  let failures = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < count) {
        if (!(await login(url, seedEmail(next++))).ok) failures++;
      }
    }),
  );
  if (failures > 0) throw new Error(`${failures} of ${count} seed sign-ups failed`);
}

/** Makes the writes of `count` e-mail sign-ups through the store's repositories, on a directory not in use. */
async function seedInStore(dataDir: string, count: number) {
  const store = await Store.open(dataDir, { reset: true, migrate });
  const repo = createRepository(store);
  const t = Date.now();
  for (let i = 0; i < count; i++) {
    const email = seedEmail(i);
    const code = String(100_000 + (i % 900_000));
    repo.codes.issue('email', email, code, t + 600_000, t);
    if (repo.codes.take('email', email, code, { now: t, maxWrong: 5, lockMs: 600_000 }) !== 'accepted') {
      throw new Error(`the seed code for ${email} was not accepted`);
    }
    const id = `did:privy:${randomUUID().replaceAll('-', '').slice(0, 25)}`;
    const user = repo.users.signInOrUp('email', email, Math.floor(t / 1000), {
      id,
      at: Math.floor(t / 1000),
      hasAcceptedTerms: true,
      guest: false,
      account: { type: 'email', subject: email, data: {} },
    });
    if (!user?.isNew) throw new Error(`the seed user ${email} already existed`);
    repo.sessions.open({
      id: randomUUID(),
      userId: id,
      refreshTokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
      expiresAt: t + 30 * 86_400_000,
      createdAt: t,
    });
  }
  store.close();
}

interface Measurement {
  logins: number;
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
  bytesPerLogin: number | null;
  cpuPerLogin: number | null;
}

async function measure(emulator: Emulator, concurrency: number): Promise<Measurement> {
  let started = 0;
  let failures = 0;
  const latencies: number[] = [];
  const writtenBefore = bytesWritten(emulator.process.pid);
  const cpuBefore = cpuMs(emulator.process.pid);
  const deadline = performance.now() + DURATION_MS;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline && started < MAX_LOGINS) {
        started++;
        const t = performance.now();
        if (!(await login(emulator.url, `bench-${serial++}@example.com`)).ok) failures++;
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const writtenAfter = bytesWritten(emulator.process.pid);
  const cpuAfter = cpuMs(emulator.process.pid);
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return {
    logins: latencies.length,
    perSecond: latencies.length / seconds,
    p50: pct(50),
    p99: pct(99),
    failures,
    bytesPerLogin:
      writtenBefore === null || writtenAfter === null ? null : (writtenAfter - writtenBefore) / latencies.length,
    cpuPerLogin: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / latencies.length,
  };
}

const line = (label: string, m: Measurement) =>
  `  ${label.padEnd(22)} ${String(m.logins).padStart(6)} logins  ${m.perSecond.toFixed(0).padStart(5)} /s` +
  `   p50 ${m.p50.toFixed(1).padStart(6)} ms   p99 ${m.p99.toFixed(1).padStart(6)} ms` +
  `   ${m.bytesPerLogin === null ? '' : `${(m.bytesPerLogin / 1024).toFixed(1).padStart(6)} KiB to disk/login`}` +
  `   ${m.cpuPerLogin === null ? '' : `${m.cpuPerLogin.toFixed(1).padStart(5)} ms CPU/login`}` +
  `   ${m.failures} failed`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const scratch = mkdtempSync(path.join(tmpdir(), 'sigil-bench-emulator-'));
const smallDir = path.join(scratch, 'small');
const largeDir = path.join(scratch, 'large');
const running: Emulator[] = [];
try {
  console.log(
    `E-mail login round trips, ${emulatorRoot === root ? 'this checkout' : emulatorRoot}'s emulator, data on disk (${scratch}), ${CLIENTS} concurrent clients, ` +
      `${ROUNDS} rounds of ${DURATION_MS / 1000} s on each database, alternating:`,
  );
  const overHttp = process.env.BENCH_SEED === 'http';
  const seedStart = performance.now();
  if (overHttp) {
    const seeding = await startEmulator(largeDir, true);
    running.push(seeding);
    await seedOverHttp(seeding.url, USERS, SEED_CLIENTS);
    await seeding.stop();
  } else {
    await seedInStore(largeDir, USERS);
  }
  const seconds = ((performance.now() - seedStart) / 1000).toFixed(0);
  console.log(
    `  seeded ${USERS} users ${overHttp ? `through the HTTP API (${SEED_CLIENTS} clients)` : "through the store's repositories"} in ${seconds} s`,
  );

  const results: { small: Measurement[]; large: Measurement[] } = { small: [], large: [] };
  let largeUsers = USERS;
  for (let round = 0; round < ROUNDS; round++) {
    for (const which of round % 2 === 0 ? (['small', 'large'] as const) : (['large', 'small'] as const)) {
      // Both sides alike: a fresh process (the empty database wiped), warmed up by a few unmeasured logins.
      const emulator = await startEmulator(which === 'small' ? smallDir : largeDir, which === 'small');
      running.push(emulator);
      if (which === 'large') {
        // Another seeded address each round (codes sent to one address are rate-limited).
        const seeded = seedEmail(USERS - 1 - round);
        const check = await login(emulator.url, seeded);
        if (!check.ok || check.isNew !== false) throw new Error(`${seeded} did not sign in as an existing user`);
      }
      for (let i = 0; i < WARMUP; i++) await login(emulator.url, `warmup-${serial++}@example.com`);
      if (which === 'large') largeUsers += WARMUP;
      const users = which === 'small' ? WARMUP : largeUsers;
      const m = await measure(emulator, CLIENTS);
      await emulator.stop();
      results[which].push(m);
      if (which === 'large') largeUsers += m.logins;
      console.log(line(`round ${round + 1}, ${users} users`, m));
    }
  }
  const atZero = median(results.small.map((m) => m.perSecond));
  const atLarge = median(results.large.map((m) => m.perSecond));
  const bytes = (ms: Measurement[]) => {
    const values = ms.map((m) => m.bytesPerLogin).filter((b): b is number => b !== null);
    const cpu = ms.map((m) => m.cpuPerLogin).filter((b): b is number => b !== null);
    return values.length && cpu.length
      ? ` (${(median(values) / 1024).toFixed(1)} KiB to disk, ${median(cpu).toFixed(1)} ms of the emulator's CPU per login)`
      : '';
  };
  console.log(`Median on disk, ${CLIENTS} clients:`);
  console.log(`  at ~0 users       ${atZero.toFixed(0).padStart(5)} logins/s${bytes(results.small)}`);
  console.log(`  at ${USERS} users ${atLarge.toFixed(0).padStart(5)} logins/s${bytes(results.large)}`);
  const change = (atLarge / atZero - 1) * 100;
  console.log(
    `  ${change >= 0 ? '+' : ''}${change.toFixed(0)} % at ${USERS} users: ${change >= -20 ? 'within' : 'NOT within'} the 20 % bar`,
  );
} finally {
  await Promise.all(running.map((e) => e.stop()));
  rmSync(scratch, { recursive: true, force: true });
}
