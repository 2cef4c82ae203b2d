/**
 * The Farcaster signer: `privy:farcaster:init-signer` makes a real Ed25519 key per user and Farcaster
 * account, pending the (emulated) Farcaster app's approval; `POST /api/v1/farcaster/signer/status` answers it in the
 * provider's schema; Approve / Reject on the approval page (once); `privy:farcaster:sign` signs hashes with the
 * approved key; expiry and restarts. Refusals, bounds, MFA and the frame: farcaster-signer-refusals.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FarcasterSignerInitResponse, FarcasterSignerStatusResponse, User } from '@privy-io/public-api';
import { beforeEach, describe, expect, it } from 'vitest';
import { createEmulatorApp } from '../../emulator/src/app';
import { EmulatorConfigSchema } from '../../emulator/src/config';
import { Store } from '../../emulator/src/store/database';
import { migrate } from '../../emulator/src/store/schema';
import { TokenService } from '../../emulator/src/tokens';
import {
  decide,
  ed25519Valid,
  expectSchema,
  farcasterUser,
  hash20,
  initSigner,
  ON_DEVICE,
  sign,
  signerStatus,
  tokenOf,
} from './farcaster-signer-helpers';
import { APP, clock, type Emulated, emulator, me, resetClock } from './helpers';

beforeEach(resetClock);

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
