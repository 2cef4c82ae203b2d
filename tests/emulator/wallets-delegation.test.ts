/**
 * Delegated (offline) access in the emulator: on-device consent through the wallet frame
 * (`privy:delegated-actions:consent`) and revoke (`POST /api/v1/wallets/revoke`), session signers on server-side
 * wallets (`PATCH /api/v1/wallets/:id`, signed by the user's signer without an expiry, as js-sdk-core's
 * updateWallet sends it), and "the app's server" signing from the development page while the user is away. Every
 * signature is checked with viem or Ed25519, every provider answer against the provider's schemas.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { User, WalletApiRevokeResponse, WalletResponse } from '@privy-io/public-api';
import fc from 'fast-check';
import { verifyMessage } from 'viem';
import { beforeEach, describe, expect, it } from 'vitest';
import { createEmulatorApp } from '../../emulator/src/app';
import { Store } from '../../emulator/src/store/database';
import { createRepository } from '../../emulator/src/store/index';
import { migrate } from '../../emulator/src/store/schema';
import { TokenService } from '../../emulator/src/tokens';
import { ed25519Verify } from '../setup/ed25519';
import {
  APP,
  clock,
  config,
  create,
  type Emulated,
  emulator,
  MFA_URL,
  me,
  mfa,
  relay,
  resetClock,
  sorted,
  totpAt as totp,
  walletFrame,
} from './helpers';

beforeEach(resetClock);

const ON_DEVICE = { embeddedWallets: { mode: 'legacy-embedded-wallets-only' } };
const SIGNER = config.appServer.signerId;
const CONSENT = 'privy:delegated-actions:consent';

type Json = Record<string, unknown>;

/** The user's embedded wallet accounts as the SDK reads them (`/users/me`), checked against the provider's schema. */
async function embedded(e: Emulated, token: string) {
  const user = await me(e, token);
  expect(User.safeParse(user).error).toBeUndefined();
  return user.linked_accounts.filter((a) => a.type === 'wallet' && a.wallet_client_type === 'privy') as {
    address: string;
    chain_type: string;
    delegated: boolean;
    wallet_index: number;
    id: string | null;
  }[];
}

const delegatedOf = async (e: Emulated, token: string) =>
  Object.fromEntries((await embedded(e, token)).map((w) => [w.address, w.delegated]));

/** A user with on-device wallets: the Ethereum root, a second Ethereum wallet (index 1) and the Solana root. */
async function onDeviceUser(e: Emulated, email = 'ada@example.com') {
  const { token, refresh_token, user } = await e.login(email);
  const eth = String((await relay(e, token, 'privy:wallet:create')).body.data.address);
  const sol = String((await relay(e, token, 'privy:solana-wallet:create')).body.data.publicKey);
  const added = await relay(e, token, 'privy:wallets:add', { entropyId: eth, chainType: 'ethereum', hdWalletIndex: 1 });
  expect(added.status).toBe(200);
  return { token, refresh_token, userId: user.id, eth, eth1: String(added.body.data.address), sol };
}

/** The consent the SDK sends for one wallet (js-sdk-core createDelegatedAction, `La` / `xa` of react-auth). */
const consentData = (root: string, wallet: { address: string; chainType: string; walletIndex: number }) => ({
  rootWallet: { address: root, chainType: 'ethereum', imported: false },
  delegatedWallets: [wallet],
});

const consent = (
  e: Emulated,
  token: string,
  root: string,
  wallet: { address: string; chainType: string; walletIndex: number },
) => relay(e, token, CONSENT, consentData(root, wallet));

/** The on-device revoke as the SDK sends it: a POST with no body (js-sdk-core `fetch(WalletsRevoke, {})`). */
async function revoke(e: Emulated, token: string, body?: string) {
  const res = await e.app.request('/api/v1/wallets/revoke', {
    method: 'POST',
    headers: { ...APP, authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body }),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

/** The development page's JSON twin: signs a message as the app's server (no user session). */
async function serverSign(e: Emulated, address: string, message = 'Rent is due') {
  const res = await e.app.request('/_emulator/app-server/sign', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address, message }),
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      signature: string;
      encoding: string;
      chain_type: string;
      error?: string;
      code?: string;
    },
  };
}

async function verifiesEthereum(address: string, message: string, signature: string) {
  return verifyMessage({ address: address as `0x${string}`, message, signature: signature as `0x${string}` });
}

/**
 * A wallet update as js-sdk-core's updateWallet makes it: the canonical payload `{version: 1, url, method: 'PATCH',
 * headers: {privy-app-id}, body}` (no expiry) signed through the frame's `privy:user-signer:sign`, then the PATCH
 * with the signature. `payload` overrides parts of what is signed; `headers` adds or drops ('') request headers.
 */
async function patchWallet(
  e: Emulated,
  token: string,
  walletId: string,
  body: unknown,
  {
    payload = {},
    headers = {},
    signWith = token,
  }: { payload?: Json; headers?: Record<string, string>; signWith?: string } = {},
) {
  const url = `http://localhost/api/v1/wallets/${walletId}`;
  const signed = {
    version: 1,
    url,
    method: 'PATCH',
    headers: { 'privy-app-id': config.appId },
    body,
    ...payload,
  };
  const message = Buffer.from(JSON.stringify(sorted(signed))).toString('base64');
  const answer = await relay(e, signWith, 'privy:user-signer:sign', { message });
  expect(answer.status).toBe(200);
  const all: Record<string, string> = {
    ...APP,
    authorization: `Bearer ${token}`,
    'privy-authorization-signature': String(answer.body.data.signature),
    ...headers,
  };
  const res = await e.app.request(url, {
    method: 'PATCH',
    headers: Object.fromEntries(Object.entries(all).filter(([, v]) => v !== '')),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json & { additional_signers?: unknown[]; code?: string } };
}

async function getWallet(e: Emulated, token: string, walletId: string) {
  const res = await e.app.request(`/api/v1/wallets/${walletId}`, {
    headers: { ...APP, authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as { additional_signers: unknown[] } };
}

/** A server-mode user with one server-side Ethereum and one Solana wallet. */
async function serverUser(e: Emulated, email = 'ada@example.com') {
  const { token, refresh_token, user } = await e.login(email);
  const eth = await create(e, token, 'ethereum');
  const sol = await create(e, token, 'solana');
  expect(eth.status).toBe(200);
  return { token, refresh_token, userId: user.id, eth: eth.body, sol: sol.body };
}

async function enrolTotp(e: Emulated, token: string) {
  const init = await mfa(e, token, 'privy:mfa:init-enrollment', { method: 'totp' });
  const secret = String(init.body.data?.secret);
  // The step before now's code (a step of drift): the current one stays unused for the verification that follows.
  const enrol = await mfa(e, token, 'privy:mfa:submit-enrollment', {
    method: 'totp',
    code: totp(secret, clock.ms - 30_000),
  });
  expect(enrol.status).toBe(200);
  return secret;
}

describe('on-device wallets: consent, the app’s server, revoke', () => {
  it('consent delegates the named wallets only; the app’s server then signs with them while the user is away', async () => {
    const e = await emulator(ON_DEVICE);
    const ada = await onDeviceUser(e);
    expect(await delegatedOf(e, ada.token)).toEqual({ [ada.eth]: false, [ada.eth1]: false, [ada.sol]: false });
    expect((await serverSign(e, ada.eth)).body.code).toBe('wallet_not_delegated');

    const granted = await consent(e, ada.token, ada.eth, { address: ada.eth, chainType: 'ethereum', walletIndex: 0 });
    expect(granted).toEqual({ status: 200, body: { data: { success: true } } });
    const solana = await consent(e, ada.token, ada.eth, { address: ada.sol, chainType: 'solana', walletIndex: 0 });
    expect(solana.status).toBe(200);
    // The session refresh the SDK makes afterwards shows it (the user JSON of /sessions and /users/me alike).
    const refreshed = await e.post('/api/v1/sessions', { refresh_token: ada.refresh_token });
    const { user, token } = (await refreshed.json()) as { user: { linked_accounts: Json[] }; token: string };
    expect(user.linked_accounts.filter((a) => a.delegated === true).map((a) => a.address)).toEqual([ada.eth, ada.sol]);
    expect(await delegatedOf(e, token)).toEqual({ [ada.eth]: true, [ada.eth1]: false, [ada.sol]: true });

    // The user signs out; the app's server still signs, and the signatures verify for the wallets' keys.
    expect((await e.post('/api/v1/sessions/logout', {}, { authorization: `Bearer ${token}` })).status).toBe(200);
    const signedOut = await e.app.request('/api/v1/users/me', {
      headers: { ...APP, authorization: `Bearer ${token}` },
    });
    expect(signedOut.status).toBe(401);
    const eth = await serverSign(e, ada.eth, 'Rent is due');
    expect(eth.status).toBe(200);
    expect(eth.body).toMatchObject({ chain_type: 'ethereum', encoding: 'hex', signer_id: SIGNER });
    expect(await verifiesEthereum(ada.eth, 'Rent is due', eth.body.signature)).toBe(true);
    expect(await verifiesEthereum(ada.eth1, 'Rent is due', eth.body.signature)).toBe(false);
    const sol = await serverSign(e, ada.sol, 'Rent is due');
    expect(sol.status).toBe(200);
    expect(
      ed25519Verify(ada.sol, new TextEncoder().encode('Rent is due'), Buffer.from(sol.body.signature, 'base64')),
    ).toBe(true);
    // Not the wallet the user did not delegate.
    expect(await serverSign(e, ada.eth1)).toMatchObject({ status: 403, body: { code: 'wallet_not_delegated' } });
  });

  it('a repeated consent keeps one signer; revoke (no body, as the SDK sends it) clears every on-device wallet', async () => {
    const e = await emulator(ON_DEVICE);
    const ada = await onDeviceUser(e);
    const bob = await onDeviceUser(e, 'bob@example.com');
    for (const token of [ada.token, ada.token]) {
      expect(
        (await consent(e, token, ada.eth, { address: ada.eth, chainType: 'ethereum', walletIndex: 0 })).status,
      ).toBe(200);
    }
    expect(
      (await consent(e, ada.token, ada.eth, { address: ada.eth1, chainType: 'ethereum', walletIndex: 1 })).status,
    ).toBe(200);
    expect(
      (await consent(e, bob.token, bob.eth, { address: bob.eth, chainType: 'ethereum', walletIndex: 0 })).status,
    ).toBe(200);
    const repo = createRepository(e.store);
    const row = repo.wallets.byAddress(ada.userId, ada.eth);
    expect(JSON.parse(row?.additional_signers ?? '')).toEqual([{ signer_id: SIGNER }]);

    const revoked = await revoke(e, ada.token);
    expect(revoked.status).toBe(200);
    expect(WalletApiRevokeResponse.safeParse(revoked.body).error).toBeUndefined();
    expect(await delegatedOf(e, ada.token)).toEqual({ [ada.eth]: false, [ada.eth1]: false, [ada.sol]: false });
    // Refused from then on, with a clear reason; another user's delegation is untouched.
    const refused = await serverSign(e, ada.eth);
    expect(refused).toEqual({
      status: 403,
      body: {
        error: "The app's server has no offline access to this wallet: the user has not granted it, or has revoked it",
        code: 'wallet_not_delegated',
      },
    });
    expect((await serverSign(e, bob.eth)).status).toBe(200);
    // Revoking again is harmless; `{}` is the same request; any other body is refused.
    expect((await revoke(e, ada.token, '{}')).status).toBe(200);
    expect((await revoke(e, ada.token, '{"wallet":"x"}')).status).toBe(400);
    expect((await revoke(e, ada.token, '{')).status).toBe(400);
    expect((await revoke(e, 'forged')).status).toBe(401);
  });

  it('the wallet frame relays the SDK’s consent message (mfaCode null) to the same handler', async () => {
    const e = await emulator(ON_DEVICE);
    const ada = await onDeviceUser(e);
    const post = await walletFrame(e);
    const reply = await post(CONSENT, {
      accessToken: ada.token,
      ...consentData(ada.eth, { address: ada.eth, chainType: 'ethereum', walletIndex: 0 }),
    });
    expect(reply).toMatchObject({ event: CONSENT, data: { success: true } });
    expect((await delegatedOf(e, ada.token))[ada.eth]).toBe(true);
  });

  it('refuses another user’s wallet, a wrong chain or index, a root that is not one, and a server-side wallet', async () => {
    const e = await emulator(ON_DEVICE);
    const ada = await onDeviceUser(e);
    const bob = await onDeviceUser(e, 'bob@example.com');
    const attempts = [
      consentData(ada.eth, { address: bob.eth, chainType: 'ethereum', walletIndex: 0 }),
      consentData(bob.eth, { address: ada.eth, chainType: 'ethereum', walletIndex: 0 }),
      consentData(ada.eth, { address: ada.eth, chainType: 'solana', walletIndex: 0 }),
      consentData(ada.eth, { address: ada.eth1, chainType: 'ethereum', walletIndex: 0 }),
      consentData(ada.eth1, { address: ada.eth1, chainType: 'ethereum', walletIndex: 1 }),
      { rootWallet: { address: ada.eth, chainType: 'ethereum' }, delegatedWallets: [] },
      {
        rootWallet: { address: ada.eth, chainType: 'ethereum' },
        delegatedWallets: Array(21).fill({ address: ada.eth, chainType: 'ethereum', walletIndex: 0 }),
      },
      // One wallet of the user and one not: nothing is delegated.
      {
        rootWallet: { address: ada.eth, chainType: 'ethereum' },
        delegatedWallets: [
          { address: ada.eth, chainType: 'ethereum', walletIndex: 0 },
          { address: bob.eth, chainType: 'ethereum', walletIndex: 0 },
        ],
      },
    ];
    for (const data of attempts) {
      const answer = await relay(e, ada.token, CONSENT, data);
      expect(answer.status, JSON.stringify(data)).toBe(400);
    }
    expect(await delegatedOf(e, ada.token)).toEqual({ [ada.eth]: false, [ada.eth1]: false, [ada.sol]: false });
    expect((await delegatedOf(e, bob.token))[bob.eth]).toBe(false);

    // A server-side wallet takes the signer through PATCH (useSigners), never the frame's consent.
    const server = await emulator();
    const carl = await serverUser(server);
    const answer = await relay(
      server,
      carl.token,
      CONSENT,
      consentData(carl.eth.address, {
        address: carl.eth.address,
        chainType: 'ethereum',
        walletIndex: 0,
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/server-side/);
  });

  it('asks a user enrolled in MFA to verify first, as for other wallet actions', async () => {
    const e = await emulator(ON_DEVICE);
    const ada = await onDeviceUser(e);
    const secret = await enrolTotp(e, ada.token);
    const wallet = { address: ada.eth, chainType: 'ethereum', walletIndex: 0 };
    const refused = (await consent(e, ada.token, ada.eth, wallet)) as { status: number; body: { code?: string } };
    expect(refused).toMatchObject({ status: 403, body: { code: 'missing_or_invalid_mfa' } });
    expect((await delegatedOf(e, ada.token))[ada.eth]).toBe(false);
    const verified = await e.app.request(MFA_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        event: 'privy:mfa:verify',
        data: { accessToken: ada.token, mfaMethod: 'totp', mfaCode: totp(secret) },
      }),
    });
    expect(verified.status).toBe(200);
    expect((await consent(e, ada.token, ada.eth, wallet)).status).toBe(200);
    expect((await delegatedOf(e, ada.token))[ada.eth]).toBe(true);
    // Revoking needs no verification (the SDK has no prompt loop on it).
    clock.ms += 60 * 60_000;
    const fresh = await e.post('/api/v1/sessions', { refresh_token: ada.refresh_token });
    const token = ((await fresh.json()) as { token: string }).token;
    expect((await revoke(e, token)).status).toBe(200);
    expect((await delegatedOf(e, token))[ada.eth]).toBe(false);
  });

  it('parallel consents and revokes leave one consistent state: at most one signer, none after a last revoke', async () => {
    const e = await emulator(ON_DEVICE);
    const ada = await onDeviceUser(e);
    const wallets = [
      { address: ada.eth, chainType: 'ethereum', walletIndex: 0 },
      { address: ada.eth1, chainType: 'ethereum', walletIndex: 1 },
      { address: ada.sol, chainType: 'solana', walletIndex: 0 },
    ];
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 3 === 2 ? revoke(e, ada.token) : consent(e, ada.token, ada.eth, wallets[i % wallets.length] ?? wallets[0]!),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const repo = createRepository(e.store);
    for (const row of repo.wallets.ofUser(ada.userId)) {
      const signers = JSON.parse(row.additional_signers) as unknown[];
      expect([[], [{ signer_id: SIGNER }]]).toContainEqual(signers);
    }
    const again = await Promise.all(
      wallets.flatMap((w) => Array.from({ length: 10 }, () => consent(e, ada.token, ada.eth, w))),
    );
    expect(again.every((r) => r.status === 200)).toBe(true);
    for (const row of repo.wallets.ofUser(ada.userId)) {
      expect(JSON.parse(row.additional_signers)).toEqual([{ signer_id: SIGNER }]);
    }
    await Promise.all(Array.from({ length: 10 }, () => revoke(e, ada.token)));
    expect(Object.values(await delegatedOf(e, ada.token))).toEqual([false, false, false]);
  });
});

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

describe('the development page: the app’s server while the user is away', () => {
  it('lists the signer and the wallets, delegated first; the form signs and, once revoked, says why it refuses', async () => {
    const e = await emulator(ON_DEVICE);
    const ada = await onDeviceUser(e);
    await consent(e, ada.token, ada.eth, { address: ada.eth, chainType: 'ethereum', walletIndex: 0 });

    const json = (await (await e.app.request('/_emulator/app-server.json')).json()) as {
      signer: { id: string; name: string; public_key: string };
      wallets: { address: string; delegated: boolean; mode: string; user_id: string }[];
    };
    expect(json.signer).toMatchObject({ id: SIGNER, name: 'Sigil server' });
    expect(Buffer.from(json.signer.public_key, 'base64').length).toBe(91); // P-256 SPKI DER
    expect(json.wallets.map((w) => [w.address, w.delegated, w.mode, w.user_id])).toEqual([
      [ada.eth, true, 'on-device', ada.userId],
      [ada.sol, false, 'on-device', ada.userId],
      [ada.eth1, false, 'on-device', ada.userId],
    ]);
    const page = await (await e.app.request('/_emulator/app-server')).text();
    expect(page).toContain("<h1>The app's server</h1>");
    expect(page).toContain(SIGNER);
    expect(page).toContain(`<option value="${ada.eth}" selected>ethereum ${ada.eth} (delegated)</option>`);

    const form = (address: string, message: string) =>
      e.app.request('/_emulator/app-server/sign', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
        body: new URLSearchParams({ address, message }).toString(),
      });
    const signed = await form(ada.eth, '<b>hello</b> & "bye"');
    expect(signed.status).toBe(200);
    const html = await signed.text();
    expect(html).toContain("<h2>Signed by the app's server</h2>");
    expect(html).toContain('&lt;b&gt;hello&lt;/b&gt; &amp; &quot;bye&quot;');
    expect(html).not.toContain('<b>hello</b>');
    const signature = /<output aria-label="Signature">(0x[0-9a-f]+)<\/output>/.exec(html)?.[1] ?? '';
    expect(await verifiesEthereum(ada.eth, '<b>hello</b> & "bye"', signature)).toBe(true);

    await revoke(e, ada.token);
    const refused = await form(ada.eth, 'Once more');
    expect(refused.status).toBe(403);
    const text = await refused.text();
    expect(text).toContain('role="alert"');
    expect(text).toContain('The app&#39;s server has no offline access to this wallet');
    const unknown = await form('<script>alert(1)</script>', 'x');
    expect(unknown.status).toBe(404);
    const escaped = await unknown.text();
    expect(escaped).not.toContain('<script>alert(1)</script>');
    expect(escaped).toContain('&lt;script&gt;');
  });

  it('bounds and refuses hostile requests (never a 5xx), and sits behind the dev guard', async () => {
    const e = await emulator(ON_DEVICE);
    const ada = await onDeviceUser(e);
    await consent(e, ada.token, ada.eth, { address: ada.eth, chainType: 'ethereum', walletIndex: 0 });
    const server = await emulator();
    const bob = await serverUser(server, 'bob@example.com');
    const send = (body: string, type = 'application/json', headers: Record<string, string> = {}) =>
      e.app.request('/_emulator/app-server/sign', {
        method: 'POST',
        headers: { 'content-type': type, ...headers },
        body,
      });
    expect((await send(JSON.stringify({ address: ada.eth, message: 'x'.repeat(1001) }))).status).toBe(400);
    expect((await send(JSON.stringify({ address: ada.eth, message: '' }))).status).toBe(400);
    expect((await send(JSON.stringify({ address: ada.eth, message: 'hi', extra: 1 }))).status).toBe(400);
    expect((await send('{')).status).toBe(400);
    expect(
      (await send(`address=${ada.eth}&address=${ada.eth}&message=hi`, 'application/x-www-form-urlencoded')).status,
    ).toBe(400);
    // A cross-site form (a page elsewhere making the app's server sign) and a rebinding Host are refused.
    const crossSite = await send(`address=${ada.eth}&message=hi`, 'application/x-www-form-urlencoded', {
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
    const rebinding = await e.app.request('http://evil.example/_emulator/app-server.json', {
      headers: { host: 'evil.example' },
    });
    expect(rebinding.status).toBe(403);

    const junk = fc.oneof(fc.string({ maxLength: 80 }), fc.integer(), fc.constant(null), fc.object({ maxDepth: 2 }));
    const wallet = fc.record(
      { address: fc.oneof(fc.constantFrom(ada.eth, ada.sol), junk), chainType: junk, walletIndex: junk },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc
            .record(
              {
                rootWallet: fc.oneof(wallet, junk),
                delegatedWallets: fc.oneof(fc.array(wallet, { maxLength: 3 }), junk),
              },
              { requiredKeys: [] },
            )
            .map((data) => ({ kind: 'consent' as const, data })),
          fc
            .oneof(
              junk,
              fc.record({
                additional_signers: fc.oneof(junk, fc.array(fc.record({ signer_id: junk }), { maxLength: 3 })),
              }),
            )
            .map((data) => ({ kind: 'patch' as const, data })),
          fc
            .oneof(
              fc.string({ maxLength: 40 }),
              junk.map((j) => JSON.stringify(j)),
            )
            .map((data) => ({ kind: 'revoke' as const, data })),
          fc
            .record({ address: junk, message: junk }, { requiredKeys: [] })
            .map((data) => ({ kind: 'sign' as const, data })),
        ),
        async (request) => {
          let status: number;
          if (request.kind === 'consent') status = (await relay(e, ada.token, CONSENT, request.data as Json)).status;
          else if (request.kind === 'patch')
            status = (
              await server.app.request(`/api/v1/wallets/${bob.eth.id}`, {
                method: 'PATCH',
                headers: { ...APP, authorization: `Bearer ${bob.token}`, 'privy-authorization-signature': 'x' },
                body: JSON.stringify(request.data),
              })
            ).status;
          else if (request.kind === 'revoke') status = (await revoke(e, ada.token, request.data)).status;
          else status = (await send(JSON.stringify(request.data))).status;
          expect(status, JSON.stringify(request)).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
  }, 120_000);
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
