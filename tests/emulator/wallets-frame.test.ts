/**
 * Embedded wallets' keys and the wallet frame: a private key imported through the frame, keys sealed at rest
 * (looked for on disk), on-device wallets through the frame's relay, and generated hostile requests.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppResponseSchema, User } from '@privy-io/public-api';
import fc from 'fast-check';
import { recoverTransactionAddress, toHex, verifyMessage } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeEach, describe, expect, it } from 'vitest';
import { createEmulatorApp } from '../../emulator/src/app';
import { EmulatorConfigSchema } from '../../emulator/src/config';
import { Store } from '../../emulator/src/store/database';
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
  me,
  relay,
  resetClock,
  rpc,
  type Serialized,
} from './helpers';
import { ON_DEVICE } from './wallets-helpers';

beforeEach(resetClock);

describe('server-side wallets: imported and sealed keys', () => {
  it('imports a private key through the frame (a server-side wallet, marked imported)', async () => {
    const e = await emulator();
    const { token } = await e.login();
    const key = generatePrivateKey();
    const imported = await relay(e, token, 'privy:wallets:import', {
      privateKey: key,
      chainType: 'ethereum',
      mode: 'tee',
    });
    expect(imported.status).toBe(200);
    expect(imported.body.data.address).toBe(privateKeyToAccount(key).address);
    const account = (await me(e, token)).linked_accounts.find((a) => a.address === imported.body.data.address);
    expect(account).toMatchObject({ imported: true, recovery_method: 'privy-v2', wallet_index: 0 });
    // The same key again, or not a key: refused.
    expect((await relay(e, token, 'privy:wallets:import', { privateKey: key, chainType: 'ethereum' })).status).toBe(
      400,
    );
    expect(
      (await relay(e, token, 'privy:wallets:import', { privateKey: '0x1234', chainType: 'ethereum' })).status,
    ).toBe(400);
    // It signs like any other.
    const signed = await rpc(e, token, String(account?.id), {
      chain_type: 'ethereum',
      method: 'personal_sign',
      params: { message: 'imported', encoding: 'utf-8' },
    });
    expect(
      await verifyMessage({
        address: privateKeyToAccount(key).address,
        message: 'imported',
        signature: signed.body.data.signature,
      }),
    ).toBe(true);
  });

  it('keeps private keys sealed at rest: no key in the database files, in any encoding', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sigil-wallets-'));
    try {
      const cfg = EmulatorConfigSchema.parse({});
      const store = await Store.open(dir, { migrate });
      const tokens = await TokenService.create(dir, cfg.appId);
      const app = createEmulatorApp({ config: cfg, store, tokens, now: () => clock.ms });
      const e = {
        app,
        post: (url: string, body: unknown, headers: Record<string, string> = {}) =>
          app.request(url, { method: 'POST', headers: { ...APP, ...headers }, body: JSON.stringify(body) }),
      } as unknown as Emulated;
      await e.post('/api/v1/passwordless/init', { email: 'keys@example.com' });
      const inbox = (await (await app.request('/_emulator/inbox.json')).json()) as { messages: { code: string }[] };
      const session = (await (
        await e.post('/api/v1/passwordless/authenticate', {
          email: 'keys@example.com',
          code: inbox.messages[0]?.code,
          mode: 'login-or-sign-up',
        })
      ).json()) as { token: string };
      const ethKey = generatePrivateKey();
      const solSeed = new Uint8Array(32).fill(7);
      expect(
        (await relay(e, session.token, 'privy:wallets:import', { privateKey: ethKey, chainType: 'ethereum' })).status,
      ).toBe(200);
      const solKey = (await import('@solana/kit')).getBase58Decoder().decode(solSeed);
      expect(
        (await relay(e, session.token, 'privy:wallets:import', { privateKey: solKey, chainType: 'solana' })).status,
      ).toBe(200);
      store.close();
      const files = readdirSync(dir).filter((f) => f.startsWith('emulator.'));
      expect(files.length).toBeGreaterThan(0);
      const disk = Buffer.concat(files.map((f) => readFileSync(path.join(dir, f))));
      for (const secret of [Buffer.from(ethKey.slice(2), 'hex'), Buffer.from(solSeed)]) {
        for (const form of [
          secret,
          Buffer.from(secret.toString('hex')),
          Buffer.from(secret.toString('base64')),
          Buffer.from(secret.toString('base64url')),
        ]) {
          expect(disk.includes(form)).toBe(false);
        }
      }
      expect(disk.includes(Buffer.from(solKey))).toBe(false);
      // The wallet key itself is kept beside the token signing key, owner-only.
      expect(readdirSync(dir)).toEqual(expect.arrayContaining(['wallet-key.bin', 'signing-key.json']));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('on-device wallets (the wallet frame relay)', () => {
  it('creates, adds, connects and signs through the frame; accounts recover with privy', async () => {
    const e = await emulator(ON_DEVICE);
    const { token } = await e.login();
    const app = await (await e.app.request(`/api/v1/apps/${config.appId}`, { headers: APP })).json();
    expect(AppResponseSchema.safeParse(app).error).toBeUndefined();
    expect(app.embedded_wallet_config.mode).toBe('legacy-embedded-wallets-only');

    // The API refuses: this app keeps keys on device.
    expect((await create(e, token, 'ethereum')).status).toBe(400);

    const eth = await relay(e, token, 'privy:wallet:create', { solanaAddress: undefined });
    expect(eth.status).toBe(200);
    const address = eth.body.data.address as `0x${string}`;
    expect((await relay(e, token, 'privy:wallet:create')).status).toBe(400);
    const sol = await relay(e, token, 'privy:solana-wallet:create', { ethereumAddress: address });
    const publicKey = String(sol.body.data.publicKey);
    const added = await relay(e, token, 'privy:wallets:add', {
      entropyId: address,
      entropyIdVerifier: 'ethereum-address-verifier',
      chainType: 'ethereum',
      hdWalletIndex: 1,
    });
    expect(added.status).toBe(200);
    expect(
      (await relay(e, token, 'privy:wallets:add', { entropyId: address, chainType: 'ethereum', hdWalletIndex: 5 }))
        .status,
    ).toBe(400);
    expect(
      (
        await relay(e, token, 'privy:wallets:connect', {
          entropyId: address,
          entropyIdVerifier: 'ethereum-address-verifier',
        })
      ).body.data,
    ).toEqual({ entropyId: address });

    const user = await me(e, token);
    expect(User.safeParse(user).error).toBeUndefined();
    expect(user.linked_accounts.filter((a) => a.type === 'wallet')).toEqual([
      expect.objectContaining({ id: null, address, chain_type: 'ethereum', wallet_index: 0, recovery_method: 'privy' }),
      expect.objectContaining({
        id: null,
        address: publicKey,
        chain_type: 'solana',
        wallet_index: 0,
        recovery_method: 'privy',
      }),
      expect.objectContaining({ id: null, address: added.body.data.address, chain_type: 'ethereum', wallet_index: 1 }),
    ]);

    const sign = await relay(e, token, 'privy:wallets:rpc', {
      request: { method: 'personal_sign', params: [toHex('on device'), address] },
      chainType: 'ethereum',
      hdWalletIndex: 0,
      entropyId: address,
      entropyIdVerifier: 'ethereum-address-verifier',
    });
    expect(sign.status).toBe(200);
    expect(sign.body.data).toMatchObject({ address, chainType: 'ethereum', response: { method: 'personal_sign' } });
    const signature = (sign.body.data.response as { data: `0x${string}` }).data;
    expect(await verifyMessage({ address, message: 'on device', signature })).toBe(true);

    const second = await relay(e, token, 'privy:wallets:rpc', {
      request: {
        method: 'eth_signTransaction',
        params: [{ to: address, chainId: 84532, nonce: 1, gasLimit: '0x5208', gasPrice: '0x1', type: 0 }],
      },
      chainType: 'ethereum',
      hdWalletIndex: 1,
      entropyId: address,
    });
    expect(second.status).toBe(200);
    const serializedTransaction = (second.body.data.response as { data: `0x${string}` }).data;
    expect(
      await recoverTransactionAddress({
        serializedTransaction: serializedTransaction as Serialized,
      }),
    ).toBe(added.body.data.address);

    const message = Buffer.from('solana on device');
    const solSign = await relay(e, token, 'privy:wallets:rpc', {
      request: { method: 'signMessage', params: { message: message.toString('base64') } },
      chainType: 'solana',
      hdWalletIndex: 0,
      entropyId: address,
    });
    expect(solSign.status).toBe(200);
    const solSignature = (solSign.body.data.response as { data: { signature: string } }).data.signature;
    expect(ed25519Verify(publicKey, message, Buffer.from(solSignature, 'base64'))).toBe(true);
  });

  it('answers only a live session of the wallet’s own user, only from the frame’s origin', async () => {
    const e = await emulator(ON_DEVICE);
    const ada = await e.login();
    const eve = await e.login('eve@example.com');
    const { body } = await relay(e, ada.token, 'privy:wallet:create');
    const address = String(body.data.address);
    // Eve names Ada's entropy: not hers.
    expect((await relay(e, eve.token, 'privy:wallets:connect', { entropyId: address })).status).toBe(404);
    expect((await relay(e, 'forged', 'privy:wallet:create')).status).toBe(401);
    const crossSite = await e.app.request(`/apps/${config.appId}/embedded-wallets/relay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:5173', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ event: 'privy:wallet:connect', data: { accessToken: ada.token } }),
    });
    expect(crossSite.status).toBe(403);
    expect((await relay(e, ada.token, 'privy:mfa:verify')).status).toBe(400);
    expect((await relay(e, ada.token, 'constructor')).status).toBe(400);
  });
});

describe('hostile requests to the wallet routes', () => {
  it('never get a 5xx: generated bodies, events and headers with a live session and real wallets', async () => {
    const e = await emulator();
    const { token } = await e.login();
    const eth = (await create(e, token, 'ethereum')).body;
    const sol = (await create(e, token, 'solana')).body;
    const junk = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.integer(),
      fc.constant(null),
      fc.constantFrom('0x', '0xzz', `0x${'f'.repeat(64)}`, 'aGk=', '!!', eth.address, sol.address, 'eip155:1', '-1'),
      fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
    );
    const method = fc.constantFrom(
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_signTransaction',
      'eth_sendTransaction',
      'secp256k1_sign',
      'eth_sign7702Authorization',
      'signMessage',
      'signTransaction',
      'signAndSendTransaction',
      'exportPrivateKey',
      'eth_sign',
    );
    const rpcBody = fc.record(
      {
        chain_type: fc.oneof(fc.constantFrom('ethereum', 'solana'), junk),
        method,
        caip2: fc.oneof(fc.constantFrom('eip155:84532', 'solana:x'), junk),
        sponsor: fc.boolean(),
        params: fc.oneof(
          junk,
          fc.record(
            {
              message: junk,
              encoding: fc.constantFrom('utf-8', 'hex', 'base64', 'x'),
              hash: junk,
              transaction: fc.oneof(
                junk,
                fc.dictionary(fc.constantFrom('to', 'value', 'nonce', 'chain_id', 'type', 'data', 'from'), junk),
              ),
              typed_data: fc.oneof(junk, fc.record({ domain: junk, types: junk, message: junk, primary_type: junk })),
            },
            { requiredKeys: [] },
          ),
        ),
      },
      { requiredKeys: ['method'] },
    );
    const event = fc.constantFrom(
      'privy:user-signer:sign',
      'privy:wallet:create',
      'privy:solana-wallet:create',
      'privy:solana-wallet:create-additional',
      'privy:wallets:add',
      'privy:wallets:import',
      'privy:wallets:connect',
      'privy:wallets:recover',
      'privy:wallet:connect',
      'privy:solana-wallet:connect',
      'privy:wallets:rpc',
      'privy:wallet:rpc',
      'privy:solana-wallet:rpc',
      'privy:mfa:verify',
      'privy:x:constructor',
    );
    const relayData = fc.record(
      {
        message: junk,
        privateKey: junk,
        chainType: fc.oneof(fc.constantFrom('ethereum', 'solana'), junk),
        entropyId: fc.oneof(fc.constantFrom(eth.address, sol.address), junk),
        hdWalletIndex: fc.oneof(fc.integer({ min: -1, max: 3 }), junk),
        request: fc.oneof(junk, fc.record({ method, params: fc.oneof(junk, fc.array(junk, { maxLength: 3 })) })),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc
            .tuple(rpcBody, fc.constantFrom(eth.id, sol.id))
            .map(([b, wallet]) => ({ kind: 'rpc' as const, b, wallet })),
          fc.tuple(event, relayData).map(([ev, data]) => ({ kind: 'relay' as const, ev, data })),
          fc.record({ chain_type: junk, additional_signers: junk }).map((b) => ({ kind: 'create' as const, b })),
        ),
        async (request) => {
          let status: number;
          if (request.kind === 'rpc') status = (await rpc(e, token, String(request.wallet), request.b)).status;
          else if (request.kind === 'relay') status = (await relay(e, token, request.ev, request.data)).status;
          else status = (await e.post('/api/v1/wallets', request.b, { authorization: `Bearer ${token}` })).status;
          expect(status, JSON.stringify(request)).toBeLessThan(500);
        },
      ),
      { numRuns: 400 },
    );
  }, 120_000);
});
