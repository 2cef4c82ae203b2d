/**
 * Shared setup of the delegated-access tests (wallets-delegation.test.ts, wallets-session-signers.test.ts).
 */
import { User } from '@privy-io/public-api';
import { verifyMessage } from 'viem';
import { expect } from 'vitest';
import { APP, clock, config, create, type Emulated, me, mfa, relay, sorted, totpAt as totp } from './helpers';

export const ON_DEVICE = { embeddedWallets: { mode: 'legacy-embedded-wallets-only' } };

export const SIGNER = config.appServer.signerId;

export const CONSENT = 'privy:delegated-actions:consent';

export type Json = Record<string, unknown>;

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

export const delegatedOf = async (e: Emulated, token: string) =>
  Object.fromEntries((await embedded(e, token)).map((w) => [w.address, w.delegated]));

/** A user with on-device wallets: the Ethereum root, a second Ethereum wallet (index 1) and the Solana root. */
export async function onDeviceUser(e: Emulated, email = 'ada@example.com') {
  const { token, refresh_token, user } = await e.login(email);
  const eth = String((await relay(e, token, 'privy:wallet:create')).body.data.address);
  const sol = String((await relay(e, token, 'privy:solana-wallet:create')).body.data.publicKey);
  const added = await relay(e, token, 'privy:wallets:add', { entropyId: eth, chainType: 'ethereum', hdWalletIndex: 1 });
  expect(added.status).toBe(200);
  return { token, refresh_token, userId: user.id, eth, eth1: String(added.body.data.address), sol };
}

/** The consent the SDK sends for one wallet (js-sdk-core createDelegatedAction, `La` / `xa` of react-auth). */
export const consentData = (root: string, wallet: { address: string; chainType: string; walletIndex: number }) => ({
  rootWallet: { address: root, chainType: 'ethereum', imported: false },
  delegatedWallets: [wallet],
});

export const consent = (
  e: Emulated,
  token: string,
  root: string,
  wallet: { address: string; chainType: string; walletIndex: number },
) => relay(e, token, CONSENT, consentData(root, wallet));

/** The on-device revoke as the SDK sends it: a POST with no body (js-sdk-core `fetch(WalletsRevoke, {})`). */
export async function revoke(e: Emulated, token: string, body?: string) {
  const res = await e.app.request('/api/v1/wallets/revoke', {
    method: 'POST',
    headers: { ...APP, authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body }),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

/** The development page's JSON twin: signs a message as the app's server (no user session). */
export async function serverSign(e: Emulated, address: string, message = 'Rent is due') {
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

export async function verifiesEthereum(address: string, message: string, signature: string) {
  return verifyMessage({ address: address as `0x${string}`, message, signature: signature as `0x${string}` });
}

/**
 * A wallet update as js-sdk-core's updateWallet makes it: the canonical payload `{version: 1, url, method: 'PATCH',
 * headers: {privy-app-id}, body}` (no expiry) signed through the frame's `privy:user-signer:sign`, then the PATCH
 * with the signature. `payload` overrides parts of what is signed; `headers` adds or drops ('') request headers.
 */
export async function patchWallet(
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

export async function getWallet(e: Emulated, token: string, walletId: string) {
  const res = await e.app.request(`/api/v1/wallets/${walletId}`, {
    headers: { ...APP, authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as { additional_signers: unknown[] } };
}

/** A server-mode user with one server-side Ethereum and one Solana wallet. */
export async function serverUser(e: Emulated, email = 'ada@example.com') {
  const { token, refresh_token, user } = await e.login(email);
  const eth = await create(e, token, 'ethereum');
  const sol = await create(e, token, 'solana');
  expect(eth.status).toBe(200);
  return { token, refresh_token, userId: user.id, eth: eth.body, sol: sol.body };
}

export async function enrolTotp(e: Emulated, token: string) {
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
