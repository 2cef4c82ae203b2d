/**
 * Shared setup of the Farcaster signer tests (farcaster-signer.test.ts, farcaster-signer-refusals.test.ts): users
 * with a Farcaster account and an on-device wallet, and the signer's frame events, status and approval as the SDK
 * and the approval page send them.
 */
import { createPublicKey, verify } from 'node:crypto';
import { expect } from 'vitest';
import type { ZodType } from 'zod';
import { APP, type Emulated, relay } from './helpers';

export const ON_DEVICE = {
  embeddedWallets: { mode: 'legacy-embedded-wallets-only' },
  loginMethods: ['email', 'farcaster'],
};

export type Signer = { public_key: string; status: string; signer_approval_url?: string; fid?: number };

/** A JSON answer checked with the provider's schema, whose `fid` is a BigInt. */
export function expectSchema(schema: ZodType, body: Signer) {
  const parsed = schema.safeParse(body.fid === undefined ? body : { ...body, fid: BigInt(body.fid) });
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
}

/** Whether `signature` is the Ed25519 signature of `message` by the `0x`-hex public key. */
export const ed25519Valid = (publicKey: string, message: Uint8Array, signature: Uint8Array) =>
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
export async function linkFarcaster(e: Emulated, token: string, username: string) {
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
export async function farcasterUser(
  e: Emulated,
  email = 'ada@example.com',
  { farcaster = true, username = 'ada' } = {},
) {
  const { token, user, refresh_token } = await e.login(email);
  const wallet = await relay(e, token, 'privy:wallet:create');
  expect(wallet.status).toBe(200);
  const address = String(wallet.body.data.address);
  const fid = farcaster ? await linkFarcaster(e, token, username) : 0;
  return { token, refresh: refresh_token, userId: user.id, address, fid };
}

/** The SDK's init data (js-sdk-core's proxy): the first embedded wallet, no HD index, no MFA code. */
export const initData = (address: string) => ({
  address,
  hdWalletIndex: null,
  mfaCode: null,
  mfaMethod: null,
  relyingParty: 'http://localhost:5173',
});

export async function initSigner(e: Emulated, token: string, address: string) {
  const answer = await relay(e, token, 'privy:farcaster:init-signer', initData(address));
  return answer as { status: number; body: { data: Signer; error?: string } };
}

export async function signerStatus(e: Emulated, token: string, body: unknown) {
  const res = await e.post('/api/v1/farcaster/signer/status', body, { authorization: `Bearer ${token}` });
  return { status: res.status, body: (await res.json()) as Signer & { error?: string } };
}

/** The approval page's token in a signer_approval_url. */
export const tokenOf = (url: string | undefined) =>
  new URL(String(url), 'http://localhost').searchParams.get('token') ?? '';

/** Approve or Reject as the approval page's JSON twin. */
export async function decide(e: Emulated, token: string, decision: 'approve' | 'reject') {
  const res = await e.app.request('/_emulator/farcaster/signer', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, decision }),
  });
  return { status: res.status, body: (await res.json()) as Signer & { error?: string } };
}

export const hash20 = () => Uint8Array.from({ length: 20 }, (_, i) => (i * 37 + 11) % 256);

export async function sign(e: Emulated, token: string, address: string, fid: unknown, hash = hash20()) {
  const answer = await relay(e, token, 'privy:farcaster:sign', {
    ...initData(address),
    payload: { hash: Buffer.from(hash).toString('base64url') },
    fid,
  });
  return answer as { status: number; body: { data: { hash: string; signature: string }; error?: string } };
}
