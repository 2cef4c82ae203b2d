/**
 * The Farcaster signer's refusals and bounds: without a Farcaster account or an on-device wallet, another user's
 * signer or fid, hostile status input; no MFA asked (neither frame event asks for it); the events as the wallet frame
 * posts them; the inbox's section for signer requests.
 */
import { FarcasterSignerInitResponse } from '@privy-io/public-api';
import { beforeEach, describe, expect, it } from 'vitest';
import { EmulatorConfigSchema } from '../../emulator/src/config';
import { inboxPage } from '../../emulator/src/development/pages';
import {
  decide,
  ed25519Valid,
  expectSchema,
  farcasterUser,
  hash20,
  initData,
  initSigner,
  linkFarcaster,
  ON_DEVICE,
  type Signer,
  sign,
  signerStatus,
  tokenOf,
} from './farcaster-signer-helpers';
import { create, emulator, mfa, relay, resetClock, totpAt, walletFrame } from './helpers';

beforeEach(resetClock);

describe('Farcaster signer: refusals, bounds, MFA and the frame', () => {
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
});
