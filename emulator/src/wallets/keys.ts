import { createPrivateKey, createPublicKey, randomBytes, sign } from 'node:crypto';
import { getBase58Decoder, getBase58Encoder } from '@solana/kit';
import { bytesToHex, hexToBytes, isHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { WalletChain } from '../store/wallets';

/** PKCS#8 header of an Ed25519 private key: what precedes its 32-byte seed (RFC 8410). */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** An Ethereum account (viem) from a 32-byte secp256k1 private key. */
export const ethereumAccount = (secret: Uint8Array) => privateKeyToAccount(bytesToHex(secret));

/** A Solana keypair from its 32-byte Ed25519 seed: the base58 address (the public key) and a signer. */
export function solanaKeypair(seed: Uint8Array) {
  const privateKey = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
  const publicKey = Buffer.from(String(jwk.x), 'base64url');
  return {
    address: getBase58Decoder().decode(publicKey),
    publicKey: new Uint8Array(publicKey),
    sign: (message: Uint8Array) => new Uint8Array(sign(null, message, privateKey)),
  };
}

/** A new private key for a chain and the address it controls. */
export function newKey(chain: WalletChain): { secret: Uint8Array; address: string } {
  const secret = new Uint8Array(randomBytes(32));
  return { secret, address: addressOf(chain, secret) };
}

export function addressOf(chain: WalletChain, secret: Uint8Array): string {
  return chain === 'ethereum' ? ethereumAccount(secret).address : solanaKeypair(secret).address;
}

/**
 * The secret of an imported private key, or null when it is not one: Ethereum as 32 bytes of hex (with or
 * without `0x`); Solana as base58 of the 64-byte secret key wallets export (seed then public key, which must
 * match) or of the 32-byte seed alone.
 */
export function importedSecret(chain: WalletChain, privateKey: string): Uint8Array | null {
  if (chain === 'ethereum') {
    const hex = privateKey.startsWith('0x') ? privateKey : `0x${privateKey}`;
    if (!isHex(hex) || hex.length !== 66) return null;
    const secret = hexToBytes(hex);
    try {
      ethereumAccount(secret);
    } catch {
      return null; // zero or past the curve order
    }
    return secret;
  }
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,90}$/.test(privateKey)) return null;
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(getBase58Encoder().encode(privateKey));
  } catch {
    return null;
  }
  if (bytes.length === 32) return bytes;
  if (bytes.length !== 64) return null;
  const seed = bytes.slice(0, 32);
  const expected = solanaKeypair(seed).publicKey;
  return expected.every((b, i) => b === bytes[32 + i]) ? seed : null;
}
