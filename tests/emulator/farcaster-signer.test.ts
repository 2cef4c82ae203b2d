/**
 * The Farcaster signer: `privy:farcaster:init-signer` makes a real Ed25519 key per user and Farcaster
 * account, pending the (emulated) Farcaster app's approval; `POST /api/v1/farcaster/signer/status` answers it in the
 * provider's schema; Approve / Reject on the approval page (once); `privy:farcaster:sign` signs hashes with the
 * approved key. Neither frame event asks for MFA.
 */
import { createPublicKey, verify } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FarcasterSignerInitResponse, FarcasterSignerStatusResponse, User } from '@privy-io/public-api';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { createEmulatorApp } from '../../emulator/src/app';
import { EmulatorConfigSchema } from '../../emulator/src/config';
import { inboxPage } from '../../emulator/src/development/pages';
import { Store } from '../../emulator/src/store/database';
import { migrate } from '../../emulator/src/store/schema';
import { TokenService } from '../../emulator/src/tokens';
import {
  APP,
  clock,
  create,
  type Emulated,
  emulator,
  me,
  mfa,
  relay,
  resetClock,
  totpAt,
  walletFrame,
} from './helpers';

beforeEach(resetClock);

const ON_DEVICE = { embeddedWallets: { mode: 'legacy-embedded-wallets-only' }, loginMethods: ['email', 'farcaster'] };

type Signer = { public_key: string; status: string; signer_approval_url?: string; fid?: number };

/** A JSON answer checked with the provider's schema, whose `fid` is a BigInt. */
function expectSchema(schema: ZodType, body: Signer) {
  const parsed = schema.safeParse(body.fid === undefined ? body : { ...body, fid: BigInt(body.fid) });
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
}

/** Whether `signature` is the Ed25519 signature of `message` by the `0x`-hex public key. */
const ed25519Valid = (publicKey: string, message: Uint8Array, signature: Uint8Array) =>
  verify(
    null,
    message,
    createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey.slice(2), 'hex').toString('base64url') },
      format: 'jwk',
    }),
    signature,
  );

/** Links a Farcaster account (the relay channel approved in the emulated Farcaster app) to a signed-in user. */
async function linkFarcaster(e: Emulated, token: string, username: string) {
  const init = await e.post('/api/v1/farcaster/init', {}, { origin: 'http://localhost:5173' });
  const { channel_token } = (await init.json()) as { channel_token: string };
  const approve = await e.app.request('/_emulator/farcaster/connect', {
    method: 'POST',
    body: new URLSearchParams({ channel: channel_token, username, decision: 'approve' }),
  });
  expect(approve.status).toBe(200);
  const status = await e.app.request('/api/v1/farcaster/status', {
    headers: { ...APP, 'farcaster-channel-token': channel_token },
  });
  const { message, signature, fid } = (await status.json()) as { message: string; signature: string; fid: number };
  const link = await e.post(
    '/api/v1/farcaster/link',
    { channel_token, message, signature, fid },
    { authorization: `Bearer ${token}` },
  );
  expect(link.status).toBe(200);
  return fid;
}

/** A user signed in by e-mail with an on-device Ethereum wallet and (unless `farcaster: false`) a Farcaster account. */
async function farcasterUser(e: Emulated, email = 'ada@example.com', { farcaster = true, username = 'ada' } = {}) {
  const { token, user, refresh_token } = await e.login(email);
  const wallet = await relay(e, token, 'privy:wallet:create');
  expect(wallet.status).toBe(200);
  const address = String(wallet.body.data.address);
  const fid = farcaster ? await linkFarcaster(e, token, username) : 0;
  return { token, refresh: refresh_token, userId: user.id, address, fid };
}

/** The SDK's init data (js-sdk-core's proxy): the first embedded wallet, no HD index, no MFA code. */
const initData = (address: string) => ({
  address,
  hdWalletIndex: null,
  mfaCode: null,
  mfaMethod: null,
  relyingParty: 'http://localhost:5173',
});

async function initSigner(e: Emulated, token: string, address: string) {
  const answer = await relay(e, token, 'privy:farcaster:init-signer', initData(address));
  return answer as { status: number; body: { data: Signer; error?: string } };
}

async function signerStatus(e: Emulated, token: string, body: unknown) {
  const res = await e.post('/api/v1/farcaster/signer/status', body, { authorization: `Bearer ${token}` });
  return { status: res.status, body: (await res.json()) as Signer & { error?: string } };
}

/** The approval page's token in a signer_approval_url. */
const tokenOf = (url: string | undefined) => new URL(String(url), 'http://localhost').searchParams.get('token') ?? '';

/** Approve or Reject as the approval page's JSON twin. */
async function decide(e: Emulated, token: string, decision: 'approve' | 'reject') {
  const res = await e.app.request('/_emulator/farcaster/signer', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, decision }),
  });
  return { status: res.status, body: (await res.json()) as Signer & { error?: string } };
}

const hash20 = () => Uint8Array.from({ length: 20 }, (_, i) => (i * 37 + 11) % 256);

async function sign(e: Emulated, token: string, address: string, fid: unknown, hash = hash20()) {
  const answer = await relay(e, token, 'privy:farcaster:sign', {
    ...initData(address),
    payload: { hash: Buffer.from(hash).toString('base64url') },
    fid,
  });
  return answer as { status: number; body: { data: { hash: string; signature: string }; error?: string } };
}

describe('Farcaster signer: request, approval in the emulated Farcaster app, status, signing', () => {
  it('pending with an approval page; approved: status with the fid, the key on the user, hashes signed with it', async () => {
    const e = await emulator(ON_DEVICE);
    const ada = await farcasterUser(e);

    const init = await initSigner(e, ada.token, ada.address);
    expect(init.status).toBe(200);
    expectSchema(FarcasterSignerInitResponse, init.body.data);
    const { public_key, status, signer_approval_url } = init.body.data;
    expect(status).toBe('pending_approval');
    expect(public_key).toMatch(/^0x[0-9a-f]{64}$/);
    expect(new URL(String(signer_approval_url), 'http://localhost').pathname).toBe('/_emulator/farcaster/signer');

    // Asking again while pending answers the same request (no second key).
    expect((await initSigner(e, ada.token, ada.address)).body.data).toEqual(init.body.data);

    const pending = await signerStatus(e, ada.token, { ed25519_public_key: public_key });
    expect(pending).toEqual({ status: 200, body: { public_key, status: 'pending_approval' } });
    expectSchema(FarcasterSignerStatusResponse, pending.body);
    // Signing needs an approved signer.
    const early = await sign(e, ada.token, ada.address, String(ada.fid));
    expect(early.status).toBe(400);
    expect(early.body.error).toBe('Must have a Farcaster signer public key to sign');

    // The inbox lists the request, linking to its approval page.
    const listed = (await (await e.app.request('/_emulator/farcaster/signers.json')).json()) as {
      signers: { token: string; approvalUrl: string; fid: number; username: string; publicKey: string }[];
    };
    expect(listed.signers).toEqual([
      expect.objectContaining({
        fid: ada.fid,
        username: 'ada',
        publicKey: public_key,
        token: tokenOf(signer_approval_url),
      }),
    ]);
    const page = await (await e.app.request(String(listed.signers[0]?.approvalUrl))).text();
    expect(page).toContain('wants to add a signer to your Farcaster account @ada');
    expect(page).toContain(public_key);
    expect(page).toMatch(/<button type="submit" name="decision" value="approve">Approve<\/button>/);
    expect(page).toMatch(/<button type="submit" name="decision" value="reject">Reject<\/button>/);

    const approved = await decide(e, tokenOf(signer_approval_url), 'approve');
    expect(approved).toEqual({ status: 200, body: { public_key, status: 'approved', fid: ada.fid } });
    const after = await signerStatus(e, ada.token, { ed25519_public_key: public_key });
    expect(after.body).toEqual({ public_key, status: 'approved', fid: ada.fid });
    expectSchema(FarcasterSignerStatusResponse, after.body);
    expect((await (await e.app.request('/_emulator/farcaster/signers.json')).json()).signers).toEqual([]);

    // The user's Farcaster account carries the key, as the SDK reads it (`signer_public_key`), after a refresh too.
    const user = await me(e, ada.token);
    expect(User.safeParse(user).success).toBe(true);
    expect(user.linked_accounts.find((a) => a.type === 'farcaster')).toMatchObject({
      fid: ada.fid,
      username: 'ada',
      signer_public_key: public_key,
    });
    const refreshed = await e.post(
      '/api/v1/sessions',
      { refresh_token: ada.refresh },
      {
        authorization: `Bearer ${ada.token}`,
      },
    );
    const session = (await refreshed.json()) as { token: string; user: { linked_accounts: Record<string, unknown>[] } };
    expect(session.user.linked_accounts.find((a) => a.type === 'farcaster')?.signer_public_key).toBe(public_key);
    ada.token = session.token;

    // A new init answers the approved signer.
    const again = await initSigner(e, ada.token, ada.address);
    expect(again.body.data).toEqual({ public_key, status: 'approved', fid: ada.fid });
    expectSchema(FarcasterSignerInitResponse, again.body.data);

    // Signatures verify with the public key; the fid may come as the frame's decimal string or a number.
    for (const fid of [String(ada.fid), ada.fid]) {
      const hash = hash20();
      const signed = await sign(e, ada.token, ada.address, fid, hash);
      expect(signed.status).toBe(200);
      expect(signed.body.data.hash).toBe(Buffer.from(hash).toString('base64url'));
      const signature = Buffer.from(signed.body.data.signature, 'base64url');
      expect(signature).toHaveLength(64);
      expect(ed25519Valid(public_key, hash, signature)).toBe(true);
      expect(ed25519Valid(public_key, Uint8Array.from([...hash].reverse()), signature)).toBe(false);
    }
  });

  it('rejected: revoked with the fid, no key on the user, no signing; a new request makes a new key', async () => {
    const e = await emulator(ON_DEVICE);
    const ada = await farcasterUser(e);
    const first = (await initSigner(e, ada.token, ada.address)).body.data;
    const rejected = await decide(e, tokenOf(first.signer_approval_url), 'reject');
    expect(rejected).toEqual({ status: 200, body: { public_key: first.public_key, status: 'revoked', fid: ada.fid } });
    const status = await signerStatus(e, ada.token, { ed25519_public_key: first.public_key });
    expect(status.body).toEqual({ public_key: first.public_key, status: 'revoked', fid: ada.fid });
    expectSchema(FarcasterSignerStatusResponse, status.body);
    const account = (await me(e, ada.token)).linked_accounts.find((a) => a.type === 'farcaster');
    expect(account).not.toHaveProperty('signer_public_key');
    expect((await sign(e, ada.token, ada.address, String(ada.fid))).status).toBe(400);
    // Answered: the page offers nothing more, a second answer is refused.
    const page = await (
      await e.app.request(`/_emulator/farcaster/signer?token=${tokenOf(first.signer_approval_url)}`)
    ).text();
    expect(page).toContain('This signer request was rejected.');
    expect(page).not.toContain('value="approve"');
    expect((await decide(e, tokenOf(first.signer_approval_url), 'approve')).status).toBe(409);

    const second = (await initSigner(e, ada.token, ada.address)).body.data;
    expect(second.status).toBe('pending_approval');
    expect(second.public_key).not.toBe(first.public_key);
    expect(tokenOf(second.signer_approval_url)).not.toBe(tokenOf(first.signer_approval_url));
    expect((await decide(e, tokenOf(second.signer_approval_url), 'approve')).body.status).toBe('approved');
  });

  it('the approval page as forms: Approve answers a page, and the user is updated', async () => {
    const e = await emulator(ON_DEVICE);
    const ada = await farcasterUser(e);
    const { signer_approval_url, public_key } = (await initSigner(e, ada.token, ada.address)).body.data;
    const form = (decision: string, token = tokenOf(signer_approval_url)) =>
      e.app.request('/_emulator/farcaster/signer', { method: 'POST', body: new URLSearchParams({ token, decision }) });
    expect((await form('maybe')).status).toBe(400);
    expect((await form('approve', 'no-such-token')).status).toBe(404);
    const res = await form('approve');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<h1>Signer approved</h1>');
    expect((await form('reject')).status).toBe(409);
    const account = (await me(e, ada.token)).linked_accounts.find((a) => a.type === 'farcaster');
    expect(account?.signer_public_key).toBe(public_key);
    // The development guard is in front of the page: a cross-site form post is refused.
    const cross = await e.app.request('/_emulator/farcaster/signer', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      body: new URLSearchParams({ token: tokenOf(signer_approval_url), decision: 'reject' }),
    });
    expect(cross.status).toBe(403);
  });

  it('approval is single use: of 20 parallel answers exactly one wins', async () => {
    const e = await emulator(ON_DEVICE);
    const ada = await farcasterUser(e);
    const { signer_approval_url, public_key } = (await initSigner(e, ada.token, ada.address)).body.data;
    const token = tokenOf(signer_approval_url);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => decide(e, token, i % 2 === 0 ? 'approve' : 'reject')),
    );
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const final = await signerStatus(e, ada.token, { ed25519_public_key: public_key });
    expect(final.body.status).toBe(won[0]?.body.status);
  });

  it('refused without a Farcaster account, without an on-device wallet, for a server-side wallet or another’s', async () => {
    const e = await emulator(ON_DEVICE);
    const bare = await farcasterUser(e, 'bare@example.com', { farcaster: false });
    const noAccount = await initSigner(e, bare.token, bare.address);
    expect(noAccount.status).toBe(400);
    expect(noAccount.body.error).toBe('Must have Farcaster account to use Farcaster signers');

    const ada = await farcasterUser(e);
    // Another user's wallet, and an address that is nobody's.
    expect((await initSigner(e, ada.token, bare.address)).status).toBe(400);
    expect((await initSigner(e, ada.token, `0x${'ab'.repeat(20)}`)).body.error).toBe(
      'Must have an embedded wallet to use Farcaster signers',
    );
    expect((await relay(e, ada.token, 'privy:farcaster:init-signer', { hdWalletIndex: null })).status).toBe(400);

    // A server-side wallet (the provider's TEE mode) cannot hold a Farcaster signer.
    const server = await emulator({ loginMethods: ['email', 'farcaster'] });
    const { token } = await server.login('tee@example.com');
    const wallet = await create(server, token, 'ethereum');
    expect(wallet.status).toBe(200);
    await linkFarcaster(server, token, 'tee');
    const refused = await initSigner(server, token, wallet.body.address);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Farcaster signers are only supported for on-device embedded wallets');
  });

  it('status: the caller’s own signer only (404 otherwise); the input is the provider’s, bounded', async () => {
    const e = await emulator(ON_DEVICE);
    const ada = await farcasterUser(e);
    const bob = await farcasterUser(e, 'bob@example.com', { username: 'bob' });
    const { public_key } = (await initSigner(e, ada.token, ada.address)).body.data;
    expect((await signerStatus(e, bob.token, { ed25519_public_key: public_key })).status).toBe(404);
    expect((await signerStatus(e, ada.token, { ed25519_public_key: `0x${'0'.repeat(64)}` })).status).toBe(404);
    // Upper-case hex names the same key; the optional deadline may be a JSON integer.
    const upper = `0x${public_key.slice(2).toUpperCase()}`;
    expect((await signerStatus(e, ada.token, { ed25519_public_key: upper })).body.status).toBe('pending_approval');
    expect((await signerStatus(e, ada.token, { ed25519_public_key: public_key, deadline: 1_900_000_000 })).status).toBe(
      200,
    );
    for (const body of [
      {},
      { ed25519_public_key: public_key.slice(2) },
      { ed25519_public_key: `${public_key}00` },
      { ed25519_public_key: 42 },
      { ed25519_public_key: public_key, deadline: 'soon' },
      'not json',
      [public_key],
    ]) {
      expect((await signerStatus(e, ada.token, body)).status, JSON.stringify(body)).toBe(400);
    }
    // Without a session, or the app's header: refused before anything is looked up.
    expect((await e.post('/api/v1/farcaster/signer/status', { ed25519_public_key: public_key })).status).toBe(401);
    const noApp = await e.app.request('/api/v1/farcaster/signer/status', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ada.token}` },
      body: JSON.stringify({ ed25519_public_key: public_key }),
    });
    expect(noApp.status).toBe(403);
  });

  it('signing: the user’s own fid only, a bounded base64url hash, another user’s approval is theirs alone', async () => {
    const e = await emulator(ON_DEVICE);
    const ada = await farcasterUser(e);
    const bob = await farcasterUser(e, 'bob@example.com', { username: 'bob' });
    const { signer_approval_url } = (await initSigner(e, ada.token, ada.address)).body.data;
    await decide(e, tokenOf(signer_approval_url), 'approve');
    expect((await sign(e, ada.token, ada.address, String(bob.fid))).body.error).toBe(
      'This fid is not the user’s Farcaster account',
    );
    expect((await sign(e, bob.token, bob.address, String(bob.fid))).status).toBe(400);
    for (const fid of ['-1', '1e3', '0x10', '', null, 1.5, '99999999999999999999']) {
      expect((await sign(e, ada.token, ada.address, fid)).status, String(fid)).toBe(400);
    }
    for (const hash of ['', '!!!', 'a'.repeat(200), Buffer.alloc(65).toString('base64url')]) {
      const answer = await relay(e, ada.token, 'privy:farcaster:sign', {
        ...initData(ada.address),
        payload: { hash },
        fid: String(ada.fid),
      });
      expect(answer.status, hash).toBe(400);
    }
    expect((await sign(e, ada.token, ada.address, String(ada.fid))).status).toBe(200);
  });

  it('asks for no MFA: a user enrolled in an authenticator app requests and uses a signer without a code', async () => {
    const e = await emulator(ON_DEVICE);
    const ada = await farcasterUser(e);
    const init = await mfa(e, ada.token, 'privy:mfa:init-enrollment', { method: 'totp' });
    const secret = String(init.body.data?.secret);
    const code = totpAt(secret);
    expect((await mfa(e, ada.token, 'privy:mfa:submit-enrollment', { method: 'totp', code })).status).toBe(200);
    // A wallet action now asks for MFA …
    const rpc = await relay(e, ada.token, 'privy:wallet:rpc', {
      request: { method: 'personal_sign', params: ['Hello Sigil'] },
    });
    expect(rpc.status).toBe(403);
    // … the Farcaster signer's events do not (the SDK sends them outside its MFA loop).
    const signer = await initSigner(e, ada.token, ada.address);
    expect(signer.status).toBe(200);
    await decide(e, tokenOf(signer.body.data.signer_approval_url), 'approve');
    expect((await sign(e, ada.token, ada.address, String(ada.fid))).status).toBe(200);
  });

  it('through the wallet frame as the SDK posts it: mfaCode null and the fid a BigInt', async () => {
    const e = await emulator(ON_DEVICE);
    const ada = await farcasterUser(e);
    const frame = await walletFrame(e);
    const init = await frame('privy:farcaster:init-signer', { accessToken: ada.token, ...initData(ada.address) });
    expect(init.error).toBeUndefined();
    const signer = init.data as Signer;
    expectSchema(FarcasterSignerInitResponse, signer);
    expect(signer.status).toBe('pending_approval');
    await decide(e, tokenOf(signer.signer_approval_url), 'approve');

    const hash = hash20();
    const signed = await frame('privy:farcaster:sign', {
      accessToken: ada.token,
      ...initData(ada.address),
      payload: { hash: Buffer.from(hash).toString('base64url') },
      fid: BigInt(ada.fid),
    });
    expect(signed.error).toBeUndefined();
    const signature = Buffer.from(String(signed.data?.signature), 'base64url');
    expect(ed25519Valid(signer.public_key, hash, signature)).toBe(true);
    // Another fid as a BigInt is refused in the frame's error shape (the SDK's call rejects, never hangs).
    const wrong = await frame('privy:farcaster:sign', {
      accessToken: ada.token,
      ...initData(ada.address),
      payload: { hash: Buffer.from(hash).toString('base64url') },
      fid: BigInt(ada.fid) + 1n,
    });
    expect(wrong.error).toEqual({ type: 'error', message: 'This fid is not the user’s Farcaster account' });
  });

  it('a request expires after an hour: it can no longer be approved, and asking again makes a new key', async () => {
    const e = await emulator(ON_DEVICE);
    const ada = await farcasterUser(e);
    const first = (await initSigner(e, ada.token, ada.address)).body.data;
    clock.ms += 60 * 60_000;
    expect((await (await e.app.request('/_emulator/farcaster/signers.json')).json()).signers).toEqual([]);
    const late = await decide(e, tokenOf(first.signer_approval_url), 'approve');
    expect(late.status).toBe(410);
    const page = await (
      await e.app.request(`/_emulator/farcaster/signer?token=${tokenOf(first.signer_approval_url)}`)
    ).text();
    expect(page).toContain('This signer request has expired.');
    expect(page).not.toContain('value="approve"');
    const fresh = await (async () => {
      const { token } = await e.login();
      return (await initSigner(e, token, ada.address)).body.data;
    })();
    expect(fresh.status).toBe('pending_approval');
    expect(fresh.public_key).not.toBe(first.public_key);
  });

  it('the inbox has a section for signer requests: each escaped, linking to its approval page', async () => {
    const e = await emulator(ON_DEVICE);
    const inbox = await (await e.app.request('/_emulator')).text();
    expect(inbox).toContain('<h2>Farcaster signer requests waiting</h2>');
    expect(inbox).toContain('<a href="/_emulator/farcaster/signers">Signer requests</a>');
    const html = inboxPage(
      {
        messages: [],
        users: [],
        farcaster: [],
        farcasterSigners: [
          {
            token: 'tok"en',
            approvalUrl: '/_emulator/farcaster/signer?token=tok%22en',
            fid: 10001,
            username: '<b>ada</b>',
            publicKey: `0x${'ab'.repeat(32)}`,
            userId: 'u1',
          },
        ],
      },
      EmulatorConfigSchema.parse({}),
    );
    expect(html).toContain(
      '<li>@&lt;b&gt;ada&lt;/b&gt; (fid 10001), key <code>0xabababab…</code>: <a href="/_emulator/farcaster/signer?token=tok%22en">open in the Farcaster app</a></li>',
    );
    // The list page works on its own, from the store.
    const ada = await farcasterUser(e);
    const { signer_approval_url } = (await initSigner(e, ada.token, ada.address)).body.data;
    const list = await (await e.app.request('/_emulator/farcaster/signers')).text();
    expect(list).toContain(`<a href="/_emulator/farcaster/signer?token=${tokenOf(signer_approval_url)}">`);
    expect(list).toContain('@ada (fid');
  });

  it('survives a restart: the approved key (sealed in the data directory) still signs, its status unchanged', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sigil-farcaster-signer-'));
    try {
      const cfg = EmulatorConfigSchema.parse({ allowedOrigins: ['http://localhost:5173'], ...ON_DEVICE });
      /** The emulator on a data directory, with the request functions these tests use (as `emulator()` makes them). */
      const open = async () => {
        const store = await Store.open(dir, { migrate });
        const tokens = await TokenService.create(dir, cfg.appId);
        const app = createEmulatorApp({ config: cfg, store, tokens, now: () => clock.ms });
        const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
          app.request(url, { method: 'POST', headers: { ...APP, ...headers }, body: JSON.stringify(body) });
        const inbox = async () =>
          (await (await app.request('/_emulator/inbox.json')).json()) as { messages: { to: string; code: string }[] };
        const lastCode = async (to: string) => (await inbox()).messages.find((m) => m.to === to)?.code ?? '';
        async function login(email = 'ada@example.com') {
          await post('/api/v1/passwordless/init', { email });
          const res = await post('/api/v1/passwordless/authenticate', {
            email,
            code: await lastCode(email),
            mode: 'login-or-sign-up',
          });
          return (await res.json()) as Awaited<ReturnType<Emulated['login']>>;
        }
        const e: Emulated = { app, store, tokens, post, inbox: inbox as Emulated['inbox'], lastCode, login };
        return { e, store };
      };
      const first = await open();
      const ada = await farcasterUser(first.e);
      const { public_key, signer_approval_url } = (await initSigner(first.e, ada.token, ada.address)).body.data;
      expect((await decide(first.e, tokenOf(signer_approval_url), 'approve')).body.status).toBe('approved');
      first.store.close();

      const second = await open();
      expect((await signerStatus(second.e, ada.token, { ed25519_public_key: public_key })).body).toEqual({
        public_key,
        status: 'approved',
        fid: ada.fid,
      });
      const hash = hash20();
      const signed = await sign(second.e, ada.token, ada.address, String(ada.fid), hash);
      expect(signed.status).toBe(200);
      expect(ed25519Valid(public_key, hash, Buffer.from(signed.body.data.signature, 'base64url'))).toBe(true);
      second.store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
