/**
 * One-time codes against guessing and replay. Guessing: wrong-code counts and lock-outs are kept per user (per address for sign-in codes) in the database,
 * across the SDK's rounds, `privy:mfa:clear`, sessions and restarts; only a right code or a lock-out served
 * resets them. Replay: every one-time code is single use, an authenticator code included (RFC 6238 §5.2).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmulatorApp } from '../../emulator/src/app';
import { EmulatorConfigSchema } from '../../emulator/src/config';
import { Store } from '../../emulator/src/store/database';
import { migrate } from '../../emulator/src/store/schema';
import { TokenService } from '../../emulator/src/tokens';
import {
  APP,
  clock,
  totpAt as code,
  type Emulated,
  emulator,
  mfa,
  relay,
  resetClock,
  wrongTotp as wrong,
} from './helpers';

beforeEach(resetClock);

const ON_DEVICE = { embeddedWallets: { mode: 'legacy-embedded-wallets-only' } };

/** A user with an on-device wallet and an authenticator app, enrolled with the code of the step before now. */
async function enrolled(
  e: Pick<Emulated, 'app'> & { login: (email?: string) => Promise<{ token: string; user: { id: string } }> },
  email = 'ada@example.com',
) {
  const { token, user } = await e.login(email);
  expect((await relay(e as Emulated, token, 'privy:wallet:create')).status).toBe(200);
  const init = await mfa(e as Emulated, token, 'privy:mfa:init-enrollment', { method: 'totp' });
  const secret = String(init.body.data?.secret);
  const enrol = await mfa(e as Emulated, token, 'privy:mfa:submit-enrollment', {
    method: 'totp',
    code: code(secret, clock.ms - 30_000),
  });
  expect(enrol.status).toBe(200);
  return { token, userId: user.id, secret };
}

const verify = (e: Pick<Emulated, 'app'>, token: string, mfaCode: string) =>
  mfa(e as Emulated, token, 'privy:mfa:verify', { mfaMethod: 'totp', mfaCode });
/** A wallet action without a code: it starts an SDK round (missing_or_invalid_mfa) or passes once verified. */
const sign = (e: Pick<Emulated, 'app'>, token: string) =>
  relay(e as Emulated, token, 'privy:wallet:rpc', { request: { method: 'personal_sign', params: ['Hello'] } });
/** `n` wrong codes; each answered missing_or_invalid_mfa. */
async function wrongCodes(e: Pick<Emulated, 'app'>, token: string, secret: string, n: number) {
  for (let i = 0; i < n; i++) expect((await verify(e, token, wrong(secret))).body.code).toBe('missing_or_invalid_mfa');
}

// — An emulator on a data directory, restarted in place —

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** An emulator whose store persists in a data directory; `restart` closes it and opens a new one on the same data. */
async function onDisk(overrides: Record<string, unknown> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'sigil-codes-'));
  dirs.push(dir);
  const cfg = EmulatorConfigSchema.parse({ allowedOrigins: ['http://localhost:5173'], ...overrides });
  const open = async () => {
    const store = await Store.open(dir, { migrate });
    const tokens = await TokenService.create(dir, cfg.appId);
    return { store, app: createEmulatorApp({ config: cfg, store, tokens, now: () => clock.ms }) };
  };
  let current = await open();
  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    current.app.request(url, { method: 'POST', headers: { ...APP, ...headers }, body: JSON.stringify(body) });
  const lastCode = async (to: string) => {
    const inbox = (await (await current.app.request('/_emulator/inbox.json')).json()) as {
      messages: { to: string; code: string }[];
    };
    return inbox.messages.find((m) => m.to === to)?.code ?? '';
  };
  const handle = {
    get app() {
      return current.app;
    },
    post,
    lastCode,
    async login(email = 'ada@example.com') {
      expect((await post('/api/v1/passwordless/init', { email })).status).toBe(200);
      const res = await post('/api/v1/passwordless/authenticate', {
        email,
        code: await lastCode(email),
        mode: 'login-or-sign-up',
      });
      expect(res.status).toBe(200);
      return (await res.json()) as { token: string; user: { id: string } };
    },
    async restart() {
      current.store.close();
      current = await open();
    },
  };
  return handle;
}

describe('MFA: wrong codes count per user until a right code or a lock-out served', () => {
  it('a new SDK round does not reset the count: three wrong, a new round, one wrong locks the user out', async () => {
    const e = await emulator(ON_DEVICE);
    const { token, secret } = await enrolled(e);
    expect((await sign(e, token)).status).toBe(403);
    await wrongCodes(e, token, secret, 3);
    // The user cancels; a new action starts a new round (its 300 s), with the three wrong codes still counted.
    expect((await sign(e, token)).status).toBe(403);
    await wrongCodes(e, token, secret, 1);
    // Locked out: the right code is refused unchecked.
    expect((await verify(e, token, code(secret))).status).toBe(403);
    expect((await sign(e, token)).status).toBe(403);
  });

  it('privy:mfa:clear, a new session and a timed-out round keep the count', async () => {
    const e = await emulator(ON_DEVICE);
    const { token, userId, secret } = await enrolled(e);
    expect((await sign(e, token)).status).toBe(403);
    await wrongCodes(e, token, secret, 1);
    expect((await mfa(e, token, 'privy:mfa:clear', { userId })).status).toBe(200);
    const again = await e.login();
    expect((await sign(e, again.token)).status).toBe(403);
    await wrongCodes(e, again.token, secret, 1);
    // A round left for more than 300 s times out; its wrong code still counts.
    clock.ms += 300_001;
    expect((await verify(e, again.token, code(secret))).body.code).toBe('mfa_timeout');
    expect((await sign(e, again.token)).status).toBe(403);
    await wrongCodes(e, again.token, secret, 2);
    expect((await verify(e, again.token, code(secret))).status).toBe(403);
  });

  it('a restart of the emulator on its data keeps the count and the lock-out', async () => {
    const e = await onDisk(ON_DEVICE);
    const { token, secret } = await enrolled(e);
    expect((await sign(e, token)).status).toBe(403);
    await wrongCodes(e, token, secret, 3);
    await e.restart();
    expect((await sign(e, token)).status).toBe(403);
    await wrongCodes(e, token, secret, 1);
    await e.restart();
    expect((await verify(e, token, code(secret))).status).toBe(403);
  });

  it('a right code resets the count; so does a lock-out once served', async () => {
    const e = await emulator(ON_DEVICE);
    const { token, secret } = await enrolled(e);
    expect((await sign(e, token)).status).toBe(403);
    await wrongCodes(e, token, secret, 3);
    expect((await verify(e, token, code(secret))).status).toBe(200);
    clock.ms += 15 * 60_000;
    expect((await sign(e, token)).status).toBe(403);
    await wrongCodes(e, token, secret, 3);
    await wrongCodes(e, token, secret, 1); // the fourth since the right code: locked for 10 s
    clock.ms += 10_000;
    expect((await sign(e, token)).status).toBe(403);
    await wrongCodes(e, token, secret, 3);
    expect((await verify(e, token, code(secret))).status).toBe(200);
  });
});

describe('sign-in codes: wrong codes count per address until a right code or a lock-out served', () => {
  const email = 'ada@example.com';
  const authenticate = (e: Pick<Emulated, 'post'>, guess: string) =>
    e.post('/api/v1/passwordless/authenticate', { email, code: guess, mode: 'login-or-sign-up' });
  const otherThan = (right: string) => (right === '000000' ? '111111' : '000000');

  it('a new code does not reset the count: four wrong, a new code, one wrong locks the address out', async () => {
    const e = await emulator();
    expect((await e.post('/api/v1/passwordless/init', { email })).status).toBe(200);
    const first = await e.lastCode(email);
    for (let i = 0; i < 4; i++) expect((await authenticate(e, otherThan(first))).status).toBe(401);
    expect((await e.post('/api/v1/passwordless/init', { email })).status).toBe(200);
    const second = await e.lastCode(email);
    expect((await authenticate(e, otherThan(second))).status).toBe(429);
    // The fifth wrong code burned the new code and locked the address: even the right code is refused, and no
    // new code is sent until the lock-out is served.
    expect((await authenticate(e, second)).status).toBe(429);
    expect((await e.post('/api/v1/passwordless/init', { email })).status).toBe(429);
    clock.ms += 10 * 60_000;
    expect((await e.post('/api/v1/passwordless/init', { email })).status).toBe(200);
    expect((await authenticate(e, await e.lastCode(email))).status).toBe(200);
  });

  it('a right code resets the count; the count is kept across a restart', async () => {
    const e = await onDisk();
    expect((await e.post('/api/v1/passwordless/init', { email })).status).toBe(200);
    let right = await e.lastCode(email);
    for (let i = 0; i < 4; i++) expect((await authenticate(e, otherThan(right))).status).toBe(401);
    expect((await authenticate(e, right)).status).toBe(200);
    expect((await e.post('/api/v1/passwordless/init', { email })).status).toBe(200);
    right = await e.lastCode(email);
    for (let i = 0; i < 4; i++) expect((await authenticate(e, otherThan(right))).status).toBe(401);
    await e.restart();
    expect((await authenticate(e, otherThan(right))).status).toBe(429);
    expect((await authenticate(e, right)).status).toBe(429);
  });

  it('SMS multi-factor enrolment codes count per user across the codes sent', async () => {
    const e = await emulator(ON_DEVICE);
    const { token } = await e.login();
    expect((await relay(e, token, 'privy:wallet:create')).status).toBe(200);
    const enrol = (phoneNumber: string) => mfa(e, token, 'privy:mfa:init-enrollment', { method: 'sms', phoneNumber });
    const submit = (smsCode: string) =>
      mfa(e, token, 'privy:mfa:submit-enrollment', { method: 'sms', phoneNumber: '+14155550100', code: smsCode });
    const smsCode = async () => {
      const res = await e.app.request(`/_emulator/inbox.json?to=${encodeURIComponent('+1 415 555 0100')}`);
      return ((await res.json()) as { messages: { code: string }[] }).messages[0]?.code ?? '';
    };
    expect((await enrol('+14155550100')).status).toBe(200);
    const first = await smsCode();
    for (let i = 0; i < 3; i++) expect((await submit(otherThan(first))).status).toBe(400);
    expect((await enrol('+14155550100')).status).toBe(200);
    const second = await smsCode();
    expect((await submit(otherThan(second))).status).toBe(400);
    // The fourth wrong code since the last right one: the code is gone, the right one refused.
    expect((await submit(second)).status).toBe(400);
    expect((await enrol('+14155550100')).body.code).toBe('too_many_requests');
    clock.ms += 10 * 60_000;
    expect((await enrol('+14155550100')).status).toBe(200);
    expect((await submit(await smsCode())).status).toBe(200);
  });
});

describe('an authenticator code verifies once (RFC 6238 §5.2): the last accepted time step is remembered', () => {
  /** Ends the grant so that the next wallet action asks again (the SDK's clear at sign-out). */
  const clear = (e: Pick<Emulated, 'app'>, token: string, userId: string) =>
    mfa(e as Emulated, token, 'privy:mfa:clear', { userId });
  const reask = async (e: Pick<Emulated, 'app'>, token: string, userId: string) => {
    expect((await clear(e, token, userId)).status).toBe(200);
    expect((await sign(e, token)).status).toBe(403);
  };

  it('a code that verified is refused again, also a step later (still within its drift window)', async () => {
    const e = await emulator(ON_DEVICE);
    const { token, userId, secret } = await enrolled(e);
    const used = code(secret);
    expect((await sign(e, token)).status).toBe(403);
    expect((await verify(e, token, used)).status).toBe(200);
    await reask(e, token, userId);
    expect((await verify(e, token, used)).body.code).toBe('missing_or_invalid_mfa');
    clock.ms += 30_000;
    expect((await verify(e, token, used)).body.code).toBe('missing_or_invalid_mfa');
    // The authenticator's next code is a new one: it verifies.
    expect((await verify(e, token, code(secret))).status).toBe(200);
    expect((await sign(e, token)).status).toBe(200);
  });

  it('the enrolment code does not verify afterwards; nor does an earlier step once a later one was accepted', async () => {
    const e = await emulator(ON_DEVICE);
    const { token, user } = await e.login();
    expect((await relay(e, token, 'privy:wallet:create')).status).toBe(200);
    const init = await mfa(e, token, 'privy:mfa:init-enrollment', { method: 'totp' });
    const secret = String(init.body.data?.secret);
    const enrolment = code(secret);
    expect((await mfa(e, token, 'privy:mfa:submit-enrollment', { method: 'totp', code: enrolment })).status).toBe(200);
    expect((await sign(e, token)).status).toBe(403);
    expect((await verify(e, token, enrolment)).body.code).toBe('missing_or_invalid_mfa');
    // The next step's code (one step of drift ahead) verifies; then the current step's, never used, is too old.
    expect((await verify(e, token, code(secret, clock.ms + 30_000))).status).toBe(200);
    await reask(e, token, user.id);
    clock.ms += 30_000;
    expect((await verify(e, token, code(secret, clock.ms - 30_000))).body.code).toBe('missing_or_invalid_mfa');
  });

  it('twenty parallel verifications with one right code: exactly one passes', async () => {
    const e = await emulator(ON_DEVICE);
    const { token, secret } = await enrolled(e);
    expect((await sign(e, token)).status).toBe(403);
    const right = code(secret);
    const statuses = await Promise.all(Array.from({ length: 20 }, async () => (await verify(e, token, right)).status));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  });

  it('a data directory made before gains the step column and the tables of counts and idempotent requests', async () => {
    const store = await Store.open(null, { migrate });
    store.script(
      'ALTER TABLE mfa_methods DROP COLUMN totp_step; DROP TABLE code_guesses; DROP TABLE idempotent_requests;',
    );
    const columns = () => store.all<{ name: string }>('PRAGMA table_info(mfa_methods)').map((c) => c.name);
    const tables = () =>
      store.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'").map((t) => t.name);
    expect(columns()).not.toContain('totp_step');
    migrate(store);
    migrate(store); // and migrating again changes nothing
    expect(columns().filter((c) => c === 'totp_step')).toHaveLength(1);
    expect(tables()).toEqual(expect.arrayContaining(['code_guesses', 'idempotent_requests']));
  });

  it('the step is remembered across a restart', async () => {
    const e = await onDisk(ON_DEVICE);
    const { token, userId, secret } = await enrolled(e);
    expect((await sign(e, token)).status).toBe(403);
    expect((await verify(e, token, code(secret))).status).toBe(200);
    await e.restart();
    await reask(e, token, userId);
    expect((await verify(e, token, code(secret))).body.code).toBe('missing_or_invalid_mfa');
  });
});
