/**
 * A provider app's keys live in the data directory: its token signing key and its users' wallet keys are sealed
 * under the directory's wallet key, so a token given before a restart is still that app's after it, and the same
 * wallet signs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Hex, verifyMessage } from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmulatorApp } from '../../emulator/src/app';
import { EmulatorConfigSchema } from '../../emulator/src/config';
import { Store } from '../../emulator/src/store/database';
import { migrate } from '../../emulator/src/store/schema';
import { TokenService } from '../../emulator/src/tokens';

const ORBIT = 'orbitgamesdemoprovider001';
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
const config = EmulatorConfigSchema.parse({ allowedOrigins: ['http://localhost:5173'] });
const APP = { 'privy-app-id': config.appId, 'content-type': 'application/json' };
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function start(dir: string) {
  const store = await Store.open(dir, { migrate });
  const tokens = await TokenService.create(dir, config.appId);
  return { store, app: createEmulatorApp({ config, store, tokens }) };
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

describe('cross-app keys across a restart', () => {
  it('a provider token from before the restart still verifies, and the same wallet signs', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sigil-cross-app-'));
    dirs.push(dir);
    const first = await start(dir);
    await first.app.request('/api/v1/oauth/init', {
      method: 'POST',
      headers: APP,
      body: JSON.stringify({
        provider: `privy:${ORBIT}`,
        redirect_to: 'http://localhost:5173/',
        code_challenge: CHALLENGE,
        state_code: 'state-1',
      }),
    });
    const consent = await first.app.request(
      `/_emulator/apps/${ORBIT}/oauth/authorize`,
      form({ state: 'state-1', decision: 'allow', account: 'ada@orbit.example' }),
    );
    const code = new URL(consent.headers.get('location') ?? '').searchParams.get('privy_oauth_code') ?? '';
    const session = (await (
      await first.app.request('/api/v1/oauth/authenticate', {
        method: 'POST',
        headers: APP,
        body: JSON.stringify({
          authorization_code: code,
          state_code: 'state-1',
          code_verifier: VERIFIER,
          mode: 'login-or-sign-up',
        }),
      })
    ).json()) as {
      user: { linked_accounts: { type: string; embedded_wallets?: { address: `0x${string}` }[] }[] };
      oauth_tokens: { access_token: string };
    };
    const wallet = session.user.linked_accounts[0]?.embedded_wallets?.[0]?.address as `0x${string}`;
    const jwks = await (await first.app.request(`/_emulator/apps/${ORBIT}/jwks.json`)).json();
    first.store.close();

    const second = await start(dir);
    expect(await (await second.app.request(`/_emulator/apps/${ORBIT}/jwks.json`)).json()).toEqual(jwks);
    const request = JSON.stringify({
      content: { request: { request: { method: 'personal_sign', params: ['after the restart', wallet] } } },
      timestamp: Date.now(),
      callbackUrl: 'http://localhost:5173',
    });
    const res = await second.app.request(
      `/_emulator/apps/${ORBIT}/oauth/transact`,
      form({ token: session.oauth_tokens.access_token, request, decision: 'approve' }),
    );
    expect(res.status).toBe(200);
    const message = JSON.parse(/window\.opener\.postMessage\((\{.*?\}),/.exec(await res.text())?.[1] ?? 'null') as {
      result: Hex;
    };
    expect(await verifyMessage({ address: wallet, message: 'after the restart', signature: message.result })).toBe(
      true,
    );
    second.store.close();
  });
});
