import { createPublicKey, type KeyObject } from 'node:crypto';
import { Chacha20Poly1305 } from '@hpke/chacha20poly1305';
import { CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';
import { getBase58Decoder } from '@solana/kit';
import { bytesToHex } from 'viem';
import type { WalletEmulator } from '../context';
import { ApiError } from '../http/request';
import type { WalletChain, WalletRow } from '../store/wallets';
import { solanaKeypair } from './keys';
import { secretOf } from './service';

/**
 * The provider's export suite (its wallet API reference, "Export wallet"): HPKE (RFC 9180) in base mode with
 * DHKEM(P-256, HKDF-SHA256), HKDF-SHA256 and ChaCha20-Poly1305, no info and no additional data. The SDK's
 * `useGetWalletPrivateKey` passes the app's recipient key through untouched and hands back what the frame
 * answers, so this is the suite an app's decryption must use.
 */
const suite = new CipherSuite({
  kem: new DhkemP256HkdfSha256(),
  kdf: new HkdfSha256(),
  aead: new Chacha20Poly1305(),
});

/** A P-256 SubjectPublicKeyInfo is 91 bytes (124 base64 characters, about 180 as PEM): far more is not one. */
const MAX_PUBLIC_KEY_CHARS = 1024;
const PEM = /^-----BEGIN PUBLIC KEY-----\n([A-Za-z0-9+/=\n]+)-----END PUBLIC KEY-----\n$/;

const invalidKey = (detail: string) =>
  new ApiError(400, `The recipient public key must be a P-256 SPKI key (base64 DER or PEM): ${detail}`, 'invalid_data');

/**
 * The recipient key an export is sealed to, from what the provider accepts (`PrivateKeyExportInput`: base64 of
 * the SPKI DER, or the same as PEM); a key of any other type or curve is refused.
 */
function recipientKey(text: string): KeyObject {
  if (text.length > MAX_PUBLIC_KEY_CHARS) throw invalidKey(`longer than ${MAX_PUBLIC_KEY_CHARS} characters`);
  const base64 = (PEM.exec(text)?.[1] ?? text).replace(/\n/g, '');
  const der = Buffer.from(base64, 'base64');
  if (der.length === 0 || der.toString('base64').replace(/=+$/, '') !== base64.replace(/=+$/, '')) {
    throw invalidKey('not base64');
  }
  let key: KeyObject;
  try {
    key = createPublicKey({ key: der, format: 'der', type: 'spki' });
  } catch {
    throw invalidKey('not an SPKI public key');
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw invalidKey(`a ${key.asymmetricKeyType ?? 'unknown'} key on another curve`);
  }
  return key;
}

/** The uncompressed point (0x04 | x | y) of a P-256 public key: the serialisation DHKEM(P-256) reads. */
function uncompressedPoint(key: KeyObject): Uint8Array {
  const { x, y } = key.export({ format: 'jwk' });
  return new Uint8Array(
    Buffer.concat([Buffer.from([4]), Buffer.from(String(x), 'base64url'), Buffer.from(String(y), 'base64url')]),
  );
}

/**
 * A private key as the provider exports it (its export guide, "Private key formats"), as UTF-8 bytes: Ethereum
 * as `0x` and 64 hex digits; Solana as base58 of the 64-byte secret key wallets import (seed, then public key).
 */
function exportedForm(chain: WalletChain, secret: Uint8Array): Uint8Array {
  if (chain === 'ethereum') return new TextEncoder().encode(bytesToHex(secret));
  const keypair = new Uint8Array(64);
  keypair.set(secret, 0);
  keypair.set(solanaKeypair(secret).publicKey, 32);
  try {
    return new TextEncoder().encode(getBase58Decoder().decode(keypair));
  } finally {
    keypair.fill(0);
  }
}

/**
 * Exports a wallet's private key sealed to the recipient's public key, in the provider's
 * `PrivateKeyExportResponse` shape (ciphertext and encapsulated key in base64). The key is opened from the vault
 * for this one operation and every plaintext buffer is zeroed afterwards; only the sealed form leaves.
 */
export async function exportPrivateKey(
  emulator: WalletEmulator,
  row: WalletRow,
  recipientPublicKey: string,
): Promise<{ encryption_type: 'HPKE'; ciphertext: string; encapsulated_key: string }> {
  const point = uncompressedPoint(recipientKey(recipientPublicKey));
  let recipient: CryptoKey;
  try {
    recipient = await suite.kem.deserializePublicKey(point);
  } catch {
    throw invalidKey('not a point on the curve');
  }
  const secret = secretOf(emulator, row);
  let plaintext: Uint8Array | null = null;
  try {
    plaintext = exportedForm(row.chain_type, secret);
    const sealed = await suite.seal({ recipientPublicKey: recipient }, plaintext);
    return {
      encryption_type: 'HPKE',
      ciphertext: Buffer.from(sealed.ct).toString('base64'),
      encapsulated_key: Buffer.from(sealed.enc).toString('base64'),
    };
  } finally {
    secret.fill(0);
    plaintext?.fill(0);
  }
}
