import { createPublicKey, verify } from 'node:crypto';
import { getBase58Encoder } from '@solana/kit';

/** Whether `signature` is the Ed25519 signature of `message` by the Solana address (its base58 public key). */
export const ed25519Verify = (address: string, message: Uint8Array, signature: Uint8Array): boolean =>
  verify(
    null,
    message,
    createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(getBase58Encoder().encode(address)).toString('base64url') },
      format: 'jwk',
    }),
    signature,
  );
