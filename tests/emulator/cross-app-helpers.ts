/**
 * Shared setup of the cross-app tests (cross-app.test.ts, cross-app-transact.test.ts): the provider apps, their
 * consent page, and a cross-app sign-in.
 */
import { AuthenticatedUser } from '@privy-io/public-api';
import { expect } from 'vitest';
import { clock, type Emulated } from './helpers';

export const ORBIT = 'orbitgamesdemoprovider001';

export const LEDGERLY = 'ledgerlydemoprovider00002';

export const APP_ORIGIN = 'http://localhost:5173';

export const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';

export const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'; // RFC 7636 appendix B

export const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** OAuth init for `privy:<appId>` as the SDK's cross-app flow sends it. */
export const init = (e: Emulated, appId: string, state: string) =>
  e.post('/api/v1/oauth/init', {
    provider: `privy:${appId}`,
    redirect_to: `${APP_ORIGIN}/signin?x=1`,
    code_challenge: CHALLENGE,
    state_code: state,
  });

/** Init, the consent page, then its answer: the URL the pop-up goes back to. */
export async function consent(
  e: Emulated,
  appId: string,
  { state = 'state-1', decision = 'allow', account = '', newEmail = '' } = {},
) {
  const started = await init(e, appId, state);
  expect(started.status).toBe(200);
  const { url } = (await started.json()) as { url: string };
  const page = await e.app.request(url);
  expect(page.status).toBe(200);
  const chosen = account || (/name="account" value="([^"]*)" checked/.exec(await page.text())?.[1] ?? '');
  const res = await e.app.request(
    `/_emulator/apps/${appId}/oauth/authorize`,
    form({ state, decision, account: chosen, new_email: newEmail }),
  );
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '');
}

export type Session = {
  token: string;
  user: { id: string; linked_accounts: Record<string, unknown>[] };
  oauth_tokens?: { provider: string; access_token: string; access_token_expires_in_seconds: number };
};

/** Sign in (or up) with a provider app's account: consent, then authenticate. */
export async function crossAppLogin(e: Emulated, appId: string, options: Parameters<typeof consent>[2] = {}) {
  const state = options.state ?? 'state-1';
  const back = await consent(e, appId, { ...options, state });
  const res = await e.post('/api/v1/oauth/authenticate', {
    authorization_code: back.searchParams.get('privy_oauth_code'),
    state_code: state,
    code_verifier: VERIFIER,
    provider: `privy:${appId}`,
    mode: 'login-or-sign-up',
  });
  expect(res.status).toBe(200);
  const session = (await res.json()) as Session;
  const parsed = AuthenticatedUser.safeParse(session);
  expect(parsed.success, JSON.stringify(parsed.error?.issues[0])).toBe(true);
  const account = session.user.linked_accounts.find((a) => a.type === 'cross_app') as {
    subject: string;
    embedded_wallets: { address: `0x${string}` }[];
  };
  return { session, account, address: account.embedded_wallets[0]?.address as `0x${string}` };
}

/** The transact request as the SDK writes it into the pop-up's URL. */
export const request = (method: string, params: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    content: { request: { request: { method, params, ...extra } } },
    timestamp: clock.ms,
    callbackUrl: APP_ORIGIN,
  });

/** What an answer page posts to its opener (and where), or null when it posts nothing. */
export function posted(html: string): { message: Record<string, unknown>; target: string } | null {
  const match = /window\.opener\.postMessage\((\{.*?\}),("[^"]*")\)/.exec(html);
  return match ? { message: JSON.parse(match[1] ?? ''), target: JSON.parse(match[2] ?? '') } : null;
}

export const transactUrl = (appId: string, token: string, req: string) =>
  `/_emulator/apps/${appId}/oauth/transact?${new URLSearchParams({ token, request: req })}`;

export const answer = (e: Emulated, appId: string, token: string, req: string, decision: string) =>
  e.app.request(`/_emulator/apps/${appId}/oauth/transact`, form({ token, request: req, decision }));
