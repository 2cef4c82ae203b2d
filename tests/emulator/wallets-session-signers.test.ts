/**
 * Session signers on server-side wallets (`PATCH /api/v1/wallets/:id`, signed by the user's signer without an
 * expiry, as js-sdk-core's updateWallet sends it), and the app's server key kept in the data directory.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WalletResponse } from '@privy-io/public-api';
import { beforeEach, describe, expect, it } from 'vitest';
import { createEmulatorApp } from '../../emulator/src/app';
import { Store } from '../../emulator/src/store/database';
import { createRepository } from '../../emulator/src/store/index';
import { migrate } from '../../emulator/src/store/schema';
import { TokenService } from '../../emulator/src/tokens';
import { APP, clock, config, emulator, mfa, relay, resetClock, sorted, totpAt as totp } from './helpers';
import {
  delegatedOf,
  enrolTotp,
  getWallet,
  type Json,
  ON_DEVICE,
  onDeviceUser,
  patchWallet,
  revoke,
  SIGNER,
  serverSign,
  serverUser,
  verifiesEthereum,
} from './wallets-delegation-helpers';

beforeEach(resetClock);

describe('server-side wallets: session signers through PATCH /api/v1/wallets/:id', () => {
  it('adds the app’s server (duplicates folded), shows it on GET and on the user, and removes it with []', async () => {
    const e = await emulator();
    const ada = await serverUser(e);
    expect((await getWallet(e, ada.token, ada.eth.id)).body.additional_signers).toEqual([]);

    // The SDK's addSigners concatenates the existing list and the new one unchecked.
    const added = await patchWallet(e, ada.token, ada.eth.id, {
      additional_signers: [{ signer_id: SIGNER }, { signer_id: SIGNER }],
    });
    expect(added.status).toBe(200);
    expect(WalletResponse.safeParse(added.body).error).toBeUndefined();
    expect(added.body.additional_signers).toEqual([{ signer_id: SIGNER }]);
    const got = await getWallet(e, ada.token, ada.eth.id);
    expect(WalletResponse.safeParse(got.body).error).toBeUndefined();
    expect(got.body.additional_signers).toEqual([{ signer_id: SIGNER }]);
    expect(await delegatedOf(e, ada.token)).toEqual({ [ada.eth.address]: true, [ada.sol.address]: false });

    const signed = await serverSign(e, ada.eth.address, 'Pay the invoice');
    expect(signed.status).toBe(200);
    expect(await verifiesEthereum(ada.eth.address, 'Pay the invoice', signed.body.signature)).toBe(true);
    expect((await serverSign(e, ada.sol.address)).status).toBe(403);

    const removed = await patchWallet(e, ada.token, ada.eth.id, { additional_signers: [] });
    expect(removed.status).toBe(200);
    expect(removed.body.additional_signers).toEqual([]);
    expect(await delegatedOf(e, ada.token)).toEqual({ [ada.eth.address]: false, [ada.sol.address]: false });
    expect(await serverSign(e, ada.eth.address)).toMatchObject({ status: 403, body: { code: 'wallet_not_delegated' } });
    // The on-device revoke does not touch server-side wallets (the SDK removes their signers with PATCH).
    await patchWallet(e, ada.token, ada.sol.id, { additional_signers: [{ signer_id: SIGNER }] });
    expect((await revoke(e, ada.token)).status).toBe(200);
    expect((await serverSign(e, ada.sol.address, 'Still mine')).status).toBe(200);
  });

  it('accepts no expiry only on the wallet update; every other check of the signature stays', async () => {
    const e = await emulator();
    const ada = await serverUser(e);
    const bob = await serverUser(e, 'bob@example.com');
    const body = { additional_signers: [{ signer_id: SIGNER }] };
    const expiry = String(clock.ms + 60_000);
    const refusals: [string, Awaited<ReturnType<typeof patchWallet>>][] = [
      [
        'no signature',
        await patchWallet(e, ada.token, ada.eth.id, body, { headers: { 'privy-authorization-signature': '' } }),
      ],
      [
        'another body signed',
        await patchWallet(e, ada.token, ada.eth.id, body, { payload: { body: { additional_signers: [] } } }),
      ],
      [
        'signed as POST (an /rpc-style signature)',
        await patchWallet(e, ada.token, ada.eth.id, body, { payload: { method: 'POST' } }),
      ],
      [
        'signed for another wallet',
        await patchWallet(e, ada.token, ada.eth.id, body, {
          payload: { url: `http://localhost/api/v1/wallets/${ada.sol.id}` },
        }),
      ],
      [
        'signed with an expiry that is not sent',
        await patchWallet(e, ada.token, ada.eth.id, body, {
          payload: { headers: { 'privy-app-id': config.appId, 'privy-request-expiry': expiry } },
        }),
      ],
      [
        'an expiry sent that was not signed',
        await patchWallet(e, ada.token, ada.eth.id, body, { headers: { 'privy-request-expiry': expiry } }),
      ],
      ['another user’s signer', await patchWallet(e, ada.token, ada.eth.id, body, { signWith: bob.token })],
      [
        'signed for another app',
        await patchWallet(e, ada.token, ada.eth.id, body, { payload: { headers: { 'privy-app-id': 'otherapp' } } }),
      ],
    ];
    for (const [what, answer] of refusals) {
      expect(answer, what).toMatchObject({ status: 401, body: { code: 'invalid_authorization_signature' } });
    }
    // An expiry, when sent and signed, is checked as on /rpc.
    const withExpiry = await patchWallet(e, ada.token, ada.eth.id, body, {
      payload: { headers: { 'privy-app-id': config.appId, 'privy-request-expiry': expiry } },
      headers: { 'privy-request-expiry': expiry },
    });
    expect(withExpiry.status).toBe(200);
    const past = String(clock.ms - 1);
    const expired = await patchWallet(e, ada.token, ada.eth.id, body, {
      payload: { headers: { 'privy-app-id': config.appId, 'privy-request-expiry': past } },
      headers: { 'privy-request-expiry': past },
    });
    expect(expired).toMatchObject({ status: 401, body: { code: 'embedded_wallet_request_expired' } });

    // /rpc still requires the expiry: a request signed and sent without one is refused.
    const rpcBody = { method: 'personal_sign', params: { message: 'hi', encoding: 'utf-8' } };
    const rpcUrl = `http://localhost/api/v1/wallets/${ada.eth.id}/rpc`;
    const message = Buffer.from(
      JSON.stringify(
        sorted({ version: 1, url: rpcUrl, method: 'POST', headers: { 'privy-app-id': config.appId }, body: rpcBody }),
      ),
    ).toString('base64');
    const signature = String((await relay(e, ada.token, 'privy:user-signer:sign', { message })).body.data.signature);
    const rpcAnswer = await e.post(rpcUrl, rpcBody, {
      authorization: `Bearer ${ada.token}`,
      'privy-authorization-signature': signature,
    });
    expect(rpcAnswer.status).toBe(401);
    expect(((await rpcAnswer.json()) as Json).code).toBe('invalid_authorization_signature');
    expect((await getWallet(e, bob.token, bob.eth.id)).body.additional_signers).toEqual([]);
  });

  it('refuses unknown signers, policies, other fields, on-device wallets and other users’ wallets', async () => {
    const e = await emulator();
    const ada = await serverUser(e);
    const bob = await serverUser(e, 'bob@example.com');
    const invalid = [
      { additional_signers: [{ signer_id: 'unknownsigner0000000000001' }] },
      { additional_signers: [{ signer_id: SIGNER }, { signer_id: 'unknownsigner0000000000001' }] },
      { additional_signers: [{ signer_id: SIGNER, override_policy_ids: ['policy0000000000000000001'] }] },
      { additional_signers: [{ signer_id: 'Not-A-Cuid' }] },
      { additional_signers: [{ signer_id: SIGNER }], policy_ids: [] },
      { owner_id: null },
      { owner: { user_id: `did:privy:${ada.userId}` } },
      { authorization_key_ids: ['k'] },
      {},
      { additional_signers: 'all' },
    ];
    for (const body of invalid) {
      const answer = await patchWallet(e, ada.token, ada.eth.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect((await getWallet(e, ada.token, ada.eth.id)).body.additional_signers).toEqual([]);
    // Another user's wallet is not found, as on GET.
    const other = await patchWallet(e, ada.token, bob.eth.id, { additional_signers: [{ signer_id: SIGNER }] });
    expect(other.status).toBe(404);
    // Creating a wallet takes the same rule for its signers.
    const unknown = await e.post(
      '/api/v1/wallets',
      { chain_type: 'ethereum', additional_signers: [{ signer_id: 'unknownsigner0000000000001' }] },
      { authorization: `Bearer ${ada.token}` },
    );
    expect(unknown.status).toBe(400);
    const folded = await e.post(
      '/api/v1/wallets',
      { chain_type: 'ethereum', additional_signers: [{ signer_id: SIGNER }, { signer_id: SIGNER }] },
      { authorization: `Bearer ${ada.token}` },
    );
    expect(((await folded.json()) as { additional_signers: unknown[] }).additional_signers).toEqual([
      { signer_id: SIGNER },
    ]);

    // On-device wallets are delegated through the frame, never PATCH.
    const device = await emulator(ON_DEVICE);
    const carl = await onDeviceUser(device);
    const row = createRepository(device.store).wallets.byAddress(carl.userId, carl.eth);
    const answer = await patchWallet(device, carl.token, String(row?.id), {
      additional_signers: [{ signer_id: SIGNER }],
    });
    expect(answer.status).toBe(400);
  });

  it('requires a fresh MFA verification for an enrolled user, and answers the SDK’s CORS preflight', async () => {
    const e = await emulator();
    const ada = await serverUser(e);
    const secret = await enrolTotp(e, ada.token);
    await mfa(e, ada.token, 'privy:mfa:verify', { mfaMethod: 'totp', mfaCode: totp(secret) });
    const body = { additional_signers: [{ signer_id: SIGNER }] };
    // Signed inside the verification window, sent after it closed (15 minutes).
    const url = `http://localhost/api/v1/wallets/${ada.eth.id}`;
    const message = Buffer.from(
      JSON.stringify(sorted({ version: 1, url, method: 'PATCH', headers: { 'privy-app-id': config.appId }, body })),
    ).toString('base64');
    const signature = String((await relay(e, ada.token, 'privy:user-signer:sign', { message })).body.data.signature);
    clock.ms += 16 * 60_000;
    const fresh = await e.post('/api/v1/sessions', { refresh_token: ada.refresh_token });
    const token = ((await fresh.json()) as { token: string }).token;
    const late = await e.app.request(url, {
      method: 'PATCH',
      headers: { ...APP, authorization: `Bearer ${token}`, 'privy-authorization-signature': signature },
      body: JSON.stringify(body),
    });
    expect(late.status).toBe(403);
    expect(((await late.json()) as Json).code).toBe('missing_or_invalid_mfa');

    const pre = await e.app.request(url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'privy-app-id, content-type, authorization, privy-authorization-signature',
      },
    });
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(pre.headers.get('access-control-allow-methods')).toContain('PATCH');
  });

  it('parallel updates leave the wallet with one of the lists sent, never a mix or a duplicate', async () => {
    const e = await emulator();
    const ada = await serverUser(e);
    const bodies = Array.from({ length: 12 }, (_, i) => ({
      additional_signers: i % 2 ? [] : [{ signer_id: SIGNER }, { signer_id: SIGNER }],
    }));
    const answers = await Promise.all(bodies.map((b) => patchWallet(e, ada.token, ada.eth.id, b)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const final = (await getWallet(e, ada.token, ada.eth.id)).body.additional_signers;
    expect([[], [{ signer_id: SIGNER }]]).toContainEqual(final);
  });
});

describe('the app’s server key', () => {
  it('is made once and kept in the data directory: the same after a restart and after a reset', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sigil-app-server-'));
    try {
      const start = async () => {
        const store = await Store.open(dir, { migrate });
        const tokens = await TokenService.create(dir, config.appId);
        return { store, app: createEmulatorApp({ config, store, tokens, now: () => clock.ms }) };
      };
      const publicKey = async (app: ReturnType<typeof createEmulatorApp>) =>
        ((await (await app.request('/_emulator/app-server.json')).json()) as { signer: { public_key: string } }).signer
          .public_key;
      const first = await start();
      const key = await publicKey(first.app);
      expect(await publicKey(first.app)).toBe(key);
      expect((await first.app.request('/_emulator/reset', { method: 'POST' })).status).toBe(200);
      expect(await publicKey(first.app)).toBe(key);
      first.store.close();
      const second = await start();
      expect(await publicKey(second.app)).toBe(key);
      second.store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
