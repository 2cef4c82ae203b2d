/**
 * Headless export of server-side embedded wallets: `POST /api/v1/wallets/:id/export`
 * seals the wallet's private key to the caller's P-256 key with HPKE (DHKEM P-256, HKDF-SHA256, ChaCha20-Poly1305),
 * and the export frame the SDK's `useGetWalletPrivateKey` opens relays to it. The sealed key is opened here with a
 * suite built independently and must control the wallet's address; every refusal is a clear 4xx.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, webcrypto } from 'node:crypto';
import { Chacha20Poly1305 } from '@hpke/chacha20poly1305';
import { CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';
import { PrivateKeyExportResponse } from '@privy-io/public-api';
import { getBase58Encoder } from '@solana/kit';
import fc from 'fast-check';
import { privateKeyToAccount } from 'viem/accounts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRepository } from '../../emulator/src/store/index';
import { ed25519Verify } from '../setup/ed25519';
import { clock, config, create, type Emulated, emulator, relay, resetClock, signedWalletRequest } from './helpers';

beforeEach(resetClock);
afterEach(() => {
  vi.restoreAllMocks();
});

const suite = new CipherSuite({ kem: new DhkemP256HkdfSha256(), kdf: new HkdfSha256(), aead: new Chacha20Poly1305() });

/** A recipient key pair as an app makes it: the public half as base64 SPKI DER (what the SDK documents). */
async function recipient() {
  const keys = await suite.kem.generateKeyPair();
  const spki = Buffer.from(await webcrypto.subtle.exportKey('spki', keys.publicKey)).toString('base64');
  return { privateKey: keys.privateKey, spki };
}

/** Opens a sealed export with the recipient's private key: the key as text. */
async function openExport(privateKey: CryptoKey, sealed: { ciphertext: string; encapsulated_key: string }) {
  const plaintext = await suite.open(
    { recipientKey: privateKey, enc: Buffer.from(sealed.encapsulated_key, 'base64') },
    Buffer.from(sealed.ciphertext, 'base64'),
  );
  return new TextDecoder().decode(plaintext);
}

type Answer = { encryption_type: string; ciphertext: string; encapsulated_key: string; error: string; code: string };

/** An export request as the export frame makes it (see `signedWalletRequest`). */
const exportKey = (
  e: Emulated,
  token: string,
  walletId: string,
  body: unknown,
  options: { headers?: Record<string, string>; signedBody?: unknown } = {},
) =>
  signedWalletRequest<Answer>(e, token, `/api/v1/wallets/${walletId}/export`, body, {
    ...options,
    expiresInMs: 300_000,
  });

const hpke = (recipient_public_key: string) => ({ encryption_type: 'HPKE', recipient_public_key });

/** The Ed25519 public key of a 32-byte seed (PKCS#8 of RFC 8410), as node:crypto derives it. */
function ed25519PublicKey(seed: Uint8Array) {
  const key = createPrivateKey({
    key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed]),
    format: 'der',
    type: 'pkcs8',
  });
  return { key, publicKey: Buffer.from(String(createPublicKey(key).export({ format: 'jwk' }).x), 'base64url') };
}

describe('exporting a server-side wallet', () => {
  it('seals an Ethereum key (0x hex) that derives the wallet address, in the provider’s response shape', async () => {
    const e = await emulator();
    const { token } = await e.login();
    const wallet = await create(e, token, 'ethereum');
    expect(wallet.status).toBe(200);
    const { privateKey, spki } = await recipient();
    const logged = [vi.spyOn(console, 'log'), vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')];

    const res = await exportKey(e, token, wallet.body.id, hpke(spki));

    expect(res.status).toBe(200);
    expect(PrivateKeyExportResponse.safeParse(res.body).success).toBe(true);
    expect(Buffer.from(res.body.encapsulated_key, 'base64')).toHaveLength(65); // an uncompressed P-256 point
    const key = await openExport(privateKey, res.body);
    expect(key).toMatch(/^0x[0-9a-f]{64}$/);
    expect(privateKeyToAccount(key as `0x${string}`).address).toBe(wallet.body.address);
    // The plaintext is nowhere but inside the seal: not in the answer, not in a log line.
    expect(JSON.stringify(res.body)).not.toContain(key.slice(2));
    for (const spy of logged) expect(JSON.stringify(spy.mock.calls)).not.toContain(key.slice(2));

    // A second export is sealed afresh (new encapsulated key) and opens to the same key.
    const again = await exportKey(e, token, wallet.body.id, hpke(spki));
    expect(again.body.encapsulated_key).not.toBe(res.body.encapsulated_key);
    expect(await openExport(privateKey, again.body)).toBe(key);
  });

  it('seals a Solana key as base58 of seed and public key; the seed signs for the address', async () => {
    const e = await emulator();
    const { token } = await e.login();
    const wallet = await create(e, token, 'solana');
    const { privateKey, spki } = await recipient();

    const res = await exportKey(e, token, wallet.body.id, hpke(spki));

    expect(res.status).toBe(200);
    const bytes = new Uint8Array(getBase58Encoder().encode(await openExport(privateKey, res.body)));
    expect(bytes).toHaveLength(64);
    const address = new Uint8Array(getBase58Encoder().encode(wallet.body.address));
    expect(bytes.slice(32)).toEqual(address);
    const { key, publicKey } = ed25519PublicKey(bytes.slice(0, 32));
    expect(new Uint8Array(publicKey)).toEqual(address);
    const message = new TextEncoder().encode('exported');
    expect(ed25519Verify(wallet.body.address, message, sign(null, message, key))).toBe(true);
  });

  it('accepts the recipient key as PEM too (the provider’s schema allows both)', async () => {
    const e = await emulator();
    const { token } = await e.login();
    const wallet = await create(e, token, 'ethereum');
    const { privateKey, spki } = await recipient();
    const pem = `-----BEGIN PUBLIC KEY-----\n${spki.match(/.{1,64}/g)?.join('\n')}\n-----END PUBLIC KEY-----\n`;
    const res = await exportKey(e, token, wallet.body.id, hpke(pem));
    expect(res.status).toBe(200);
    expect(privateKeyToAccount((await openExport(privateKey, res.body)) as `0x${string}`).address).toBe(
      wallet.body.address,
    );
  });
});

describe('export refusals', () => {
  it('refuses a missing or forged token, another app, another user’s wallet and unknown ids', async () => {
    const e = await emulator();
    const ada = await e.login('ada@example.com');
    const bob = await e.login('bob@example.com');
    const wallet = await create(e, ada.token, 'ethereum');
    const { spki } = await recipient();

    const noToken = await exportKey(e, ada.token, wallet.body.id, hpke(spki), { headers: { authorization: '' } });
    expect(noToken).toMatchObject({ status: 401, body: { code: 'missing_or_invalid_token' } });
    const forged = await exportKey(e, ada.token, wallet.body.id, hpke(spki), {
      headers: { authorization: 'Bearer forged' },
    });
    expect(forged.status).toBe(401);
    const otherApp = await exportKey(e, ada.token, wallet.body.id, hpke(spki), {
      headers: { 'privy-app-id': 'someone-else' },
    });
    expect(otherApp).toMatchObject({ status: 403, body: { code: 'missing_or_invalid_privy_app_id' } });
    // Bob, signed in, signing with his own signer, cannot reach Ada's wallet: the same 404 as no wallet at all.
    const theft = await exportKey(e, bob.token, wallet.body.id, hpke(spki));
    expect(theft).toMatchObject({ status: 404, body: { code: 'wallet_not_found' } });
    for (const id of ['wunknownwalletid000000000', 'Not-An-Id', 'x'.repeat(65)]) {
      expect((await exportKey(e, ada.token, id, hpke(spki))).status).toBe(404);
    }
  });

  it('refuses a request not signed by the user’s signer, signed for another body, or expired', async () => {
    const e = await emulator();
    const { token } = await e.login();
    const wallet = await create(e, token, 'ethereum');
    const { spki } = await recipient();
    const other = await recipient();

    const unsigned = await exportKey(e, token, wallet.body.id, hpke(spki), {
      headers: { 'privy-authorization-signature': '' },
    });
    expect(unsigned).toMatchObject({ status: 401, body: { code: 'invalid_authorization_signature' } });
    // A signature for one recipient key does not export to another (the body is part of what is signed).
    const swapped = await exportKey(e, token, wallet.body.id, hpke(other.spki), { signedBody: hpke(spki) });
    expect(swapped).toMatchObject({ status: 401, body: { code: 'invalid_authorization_signature' } });
    const expired = await exportKey(e, token, wallet.body.id, hpke(spki), {
      headers: { 'privy-request-expiry': String(clock.ms - 1) },
    });
    expect(expired.status).toBe(401);
  });

  it('refuses bad recipient keys and bodies with a 400 naming the problem', async () => {
    const e = await emulator();
    const { token } = await e.login();
    const wallet = await create(e, token, 'ethereum');
    const { spki } = await recipient();
    const spkiOf = (key: ReturnType<typeof generateKeyPairSync>['publicKey']) =>
      key.export({ format: 'der', type: 'spki' }).toString('base64');
    const wrongKeys = [
      spkiOf(generateKeyPairSync('ec', { namedCurve: 'P-384' }).publicKey),
      spkiOf(generateKeyPairSync('ec', { namedCurve: 'secp256k1' }).publicKey),
      spkiOf(generateKeyPairSync('x25519').publicKey),
      spkiOf(generateKeyPairSync('ed25519').publicKey),
      spkiOf(generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey),
      Buffer.from('not a key at all').toString('base64'),
      spki.slice(0, -8), // truncated DER
      'A'.repeat(2048), // base64, but far longer than any P-256 key
    ];
    for (const key of wrongKeys) {
      const res = await exportKey(e, token, wallet.body.id, hpke(key));
      expect(res.status, key.slice(0, 40)).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid_data' });
      expect(res.body.error).toMatch(/P-256|recipient_public_key|base64/);
    }
    const badBodies: unknown[] = [
      {},
      { recipient_public_key: spki },
      { encryption_type: 'RSA', recipient_public_key: spki },
      { ...hpke(spki), extra: true },
      hpke('not base64!'),
      [],
      'null',
    ];
    for (const body of badBodies) {
      const res = await exportKey(e, token, wallet.body.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('invalid_data');
    }
  });

  it('refuses an on-device wallet: the provider and the SDK export server-side wallets only', async () => {
    const e = await emulator({ embeddedWallets: { mode: 'legacy-embedded-wallets-only' } });
    const { token, user } = await e.login();
    const made = await relay(e, token, 'privy:wallet:create');
    expect(made.status).toBe(200);
    const row = createRepository(e.store).wallets.byAddress(user.id, String(made.body.data.address));
    expect(row?.mode).toBe('on-device');
    const { spki } = await recipient();
    const res = await exportKey(e, token, row?.id ?? '', hpke(spki));
    expect(res).toMatchObject({ status: 400, body: { code: 'invalid_data' } });
    expect(res.body.error).toMatch(/on device/);
  });

  it('never answers a 5xx to hostile recipient keys', async () => {
    const e = await emulator();
    const { token } = await e.login();
    const wallet = await create(e, token, 'solana');
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.base64String({ maxLength: 400 }),
          fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString('base64')),
        ),
        async (key) => {
          const res = await exportKey(e, token, wallet.body.id, hpke(key));
          expect(res.status).toBe(400);
          expect(res.body.code).toBe('invalid_data');
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('the export frame', () => {
  it('is served for the app only, answers CLIENT_EXPORT_REQUEST from its allowed origins and holds no key', async () => {
    const { app } = await emulator();
    const page = await app.request(
      `/apps/${config.appId}/embedded-wallets/export?v=1-unified&wallet_id=w1&client_id=c&mode=client-export`,
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('"http://localhost:5173"');
    expect(html).toContain("'CLIENT_EXPORT_REQUEST'");
    expect(html).toContain("'privy:user-signer:sign'");
    expect((await app.request('/apps/someone-else/embedded-wallets/export')).status).toBe(404);
  });
});
