/**
 * Shared setup of the SMS and passkey MFA tests (mfa-sms.test.ts, mfa-passkey.test.ts).
 */
import { expect } from 'vitest';
import { walletExportPage } from '../../emulator/src/wallets/pages';
import type { SoftwareAuthenticator } from '../setup/software-authenticator';
import { config, type Emulated, mfa, relay } from './helpers';

export const ON_DEVICE = { embeddedWallets: { mode: 'legacy-embedded-wallets-only' } };

/** The app's page (the tests' allowed origin): passkeys bind to its host. */
export const PAGE = 'http://localhost:5173';

/** A phone number, and the form the provider's schema (libphonenumber-js) normalises it to. */
export const PHONE = '+1 (415) 555-0100';

export const PHONE_NORMALISED = '+1 415 555 0100';

/** An API call the SDK makes with the user's token from the app's page. */
export async function api(
  e: Emulated,
  token: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const res = await e.post(path, body, { authorization: `Bearer ${token}`, origin: PAGE, ...headers });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { code?: string } };
}

/** personal_sign through the frame relay (on-device wallet). */
export async function sign(e: Emulated, token: string) {
  const answer = await relay(e, token, 'privy:wallet:rpc', {
    request: { method: 'personal_sign', params: ['Hello Sigil'] },
  });
  return answer as typeof answer & { body: { code?: string } };
}

/** The newest message of a channel to a destination (the inbox's JSON). */
export async function lastMessage(e: Emulated, to: string, channel: 'sms' | 'mfa_sms') {
  const res = await e.app.request(`/_emulator/inbox.json?to=${encodeURIComponent(to)}`);
  const { messages } = (await res.json()) as { messages: { channel: string; code: string }[] };
  return messages.find((m) => m.channel === channel)?.code ?? '';
}

/** A six-digit code other than these. */
export function otherThan(...codes: string[]) {
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!codes.includes(candidate)) return candidate;
  }
}

/** Links a new passkey to the user through the provider's link routes (verified by @simplewebauthn/server). */
export async function linkPasskey(e: Emulated, token: string, authenticator: SoftwareAuthenticator): Promise<string> {
  const init = await api(e, token, '/api/v1/passkeys/link/init', {});
  expect(init.status).toBe(200);
  const response = authenticator.create(init.body.options as { challenge: string; rp: { id?: string } }, PAGE);
  const linked = await api(e, token, '/api/v1/passkeys/link', { authenticator_response: response });
  expect(linked.status).toBe(200);
  return response.id;
}

/** The options of a passkey verification (`useMfa().init('passkey')`). */
export async function passkeyOptions(e: Emulated, token: string) {
  const init = await api(e, token, '/api/v1/mfa/passkeys/init', {});
  expect(init.status).toBe(200);
  return (init.body as { options: { challenge: string; rp_id: string } }).options;
}

/** A signed-in user (by e-mail) with an on-device Ethereum wallet. */
export async function withWallet(e: Emulated, email = 'ada@example.com') {
  const { token, user } = await e.login(email);
  const wallet = await relay(e, token, 'privy:wallet:create');
  expect(wallet.status).toBe(200);
  return { token, userId: user.id, address: String(wallet.body.data.address) as `0x${string}` };
}

/** Enrols SMS (code from the inbox) for a signed-in user with no method yet. */
export async function enrolSms(e: Emulated, token: string) {
  expect((await mfa(e, token, 'privy:mfa:init-enrollment', { method: 'sms', phoneNumber: PHONE })).status).toBe(200);
  const code = await lastMessage(e, PHONE_NORMALISED, 'mfa_sms');
  const done = await mfa(e, token, 'privy:mfa:submit-enrollment', { method: 'sms', phoneNumber: PHONE, code });
  expect(done.status).toBe(200);
}

/** Sends an SMS verification code (`useMfa().init('sms')`) and reads it from the inbox. */
export async function smsCode(e: Emulated, token: string) {
  const init = await api(e, token, '/api/v1/mfa/passwordless_sms/init', { action: 'verify' });
  expect(init).toEqual({ status: 200, body: { success: true } });
  return lastMessage(e, PHONE_NORMALISED, 'mfa_sms');
}

/**
 * The export frame's script (`useGetWalletPrivateKey`'s hidden frame, mode=client-export) run against the emulator:
 * loaded with the token in its hash, it gets the SDK's CLIENT_EXPORT_REQUEST and resolves what it posts back.
 */
export async function exportFrame(e: Emulated, token: string, walletId: string, recipientPublicKey: string) {
  const html = walletExportPage(config);
  const script = html.slice(html.indexOf('<script>') + '<script>'.length, html.indexOf('</script>'));
  const href = `http://localhost/apps/${config.appId}/embedded-wallets/export?v=1-unified&wallet_id=${walletId}&client_id=${config.clientId}&mode=client-export`;
  const url = new URL(href);
  const location = { origin: url.origin, search: url.search, pathname: url.pathname, hash: `#token=${token}` };
  const history = { replaceState: () => undefined };
  let listener: ((event: unknown) => void) | undefined;
  return new Promise<Record<string, unknown>>((resolve) => {
    const parent = { postMessage: (message: Record<string, unknown>) => resolve(message) };
    const window = { parent, addEventListener: (_type: string, fn: (event: unknown) => void) => (listener = fn) };
    const fetch = (target: string, init: RequestInit) => e.app.request(target, init);
    new Function('window', 'fetch', 'location', 'history', script)(window, fetch, location, history);
    listener?.({ source: parent, origin: PAGE, data: { type: 'CLIENT_EXPORT_REQUEST', recipientPublicKey } });
  });
}
