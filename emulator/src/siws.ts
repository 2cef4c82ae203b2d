import { createPublicKey, verify } from 'node:crypto';
import { getBase58Encoder } from '@solana/kit';

/** SPKI DER prefix of an Ed25519 public key: the raw 32 bytes follow it. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** Fields of a Sign-In With Solana message, in the format the provider's SDK writes. */
export function parseSiwsMessage(message: string): { address: string; nonce: string } | null {
  const lines = message.split('\n');
  if (!/wants you to sign in with your Solana account:$/.test(lines[0] ?? '')) return null;
  const address = lines[1]?.trim() ?? '';
  const nonce = /^Nonce: (.+)$/m.exec(message)?.[1]?.trim() ?? '';
  return address && nonce ? { address, nonce } : null;
}

function decodeSignature(signature: string): Uint8Array | null {
  const fromBase64 = Buffer.from(signature, 'base64');
  if (fromBase64.length === 64) return fromBase64;
  try {
    const fromBase58 = getBase58Encoder().encode(signature);
    return fromBase58.length === 64 ? Uint8Array.from(fromBase58) : null;
  } catch {
    return null;
  }
}

/** Verifies an Ed25519 signature of `message` by the Solana address (base58 public key). Never throws. */
export function verifySiwsSignature(address: string, message: string, signature: string): boolean {
  try {
    const key = getBase58Encoder().encode(address);
    const sig = decodeSignature(signature);
    if (key.length !== 32 || !sig) return false;
    const publicKey = createPublicKey({
      key: Buffer.concat([ED25519_SPKI_PREFIX, Buffer.from(key)]),
      format: 'der',
      type: 'spki',
    });
    return verify(null, Buffer.from(message, 'utf8'), publicKey, sig);
  } catch {
    return false;
  }
}
