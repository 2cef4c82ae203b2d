import { createPrivateKey, generateKeyPairSync, sign } from 'node:crypto';
import type { Vault } from '../wallets/vault';

/** The sealed key's context: the public key it belongs to, so a sealed key copied to another row does not open. */
const context = (publicKey: string) => `farcaster-signer:${publicKey}`;

/**
 * A new Farcaster signer: a real Ed25519 key pair (node:crypto), its public key as the provider shows it (`0x` and
 * 64 lowercase hex digits, the raw 32 bytes) and its PKCS#8 private key sealed under the wallet key.
 */
export function newSignerKey(vault: Vault): { publicKey: string; sealedKey: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = publicKey.export({ format: 'jwk' }).x;
  if (!raw) throw new Error('node:crypto gave an Ed25519 key without its public part');
  const hex = `0x${Buffer.from(raw, 'base64url').toString('hex')}`;
  const pkcs8 = privateKey.export({ format: 'der', type: 'pkcs8' });
  return { publicKey: hex, sealedKey: vault.seal(pkcs8, context(hex)) };
}

/** The Ed25519 signature (64 bytes) of a message with a stored signer's key. */
export function signWithSigner(vault: Vault, signer: { public_key: string; sealed_key: string }, message: Uint8Array) {
  const key = createPrivateKey({
    key: vault.open(signer.sealed_key, context(signer.public_key)),
    format: 'der',
    type: 'pkcs8',
  });
  return new Uint8Array(sign(null, message, key));
}
