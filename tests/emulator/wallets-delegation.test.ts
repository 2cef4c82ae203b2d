/**
 * Delegated (offline) access in the emulator: on-device consent through the wallet frame
 * (`privy:delegated-actions:consent`) and revoke (`POST /api/v1/wallets/revoke`), and "the app's server" signing from
 * the development page while the user is away. Every signature is checked with viem or Ed25519, every provider
 * answer against the provider's schemas. Session signers: wallets-session-signers.test.ts.
 */
import { WalletApiRevokeResponse } from '@privy-io/public-api';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { createRepository } from '../../emulator/src/store/index';
import { ed25519Verify } from '../setup/ed25519';
import { APP, clock, emulator, MFA_URL, relay, resetClock, totpAt as totp, walletFrame } from './helpers';
import {
  CONSENT,
  consent,
  consentData,
  delegatedOf,
  enrolTotp,
  type Json,
  ON_DEVICE,
  onDeviceUser,
  revoke,
  SIGNER,
  serverSign,
  serverUser,
  verifiesEthereum,
} from './wallets-delegation-helpers';

beforeEach(resetClock);

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
