import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const KEY_FILE = 'wallet-key.bin';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The key every wallet private key is sealed under: 32 random bytes kept in the data directory beside the token
 * signing key (`wallet-key.bin`, mode 0600), made on first use; without a data directory an ephemeral key (the
 * wallets die with the process anyway).
 */
export function loadWalletKey(dataDir: string | null): Buffer {
  if (!dataDir) return randomBytes(KEY_BYTES);
  const file = path.join(dataDir, KEY_FILE);
  if (existsSync(file)) {
    const key = readFileSync(file);
    if (key.length !== KEY_BYTES) throw new Error(`${file} is not a ${KEY_BYTES}-byte key; delete it to start over.`);
    return key;
  }
  const key = randomBytes(KEY_BYTES);
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

/**
 * Seals and opens secrets with AES-256-GCM. Each sealed value is `v1.<base64url(iv | tag | ciphertext)>`, bound
 * to a context (the wallet id, or the user of a user signer) as additional data, so a sealed key copied to
 * another row does not open.
 */
export class Vault {
  constructor(private readonly key: Uint8Array) {
    if (key.length !== KEY_BYTES) throw new Error('The wallet key must be 32 bytes');
  }

  seal(secret: Uint8Array, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(secret), cipher.final()]);
    return `v1.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
  }

  open(sealed: string, context: string): Buffer {
    if (!sealed.startsWith('v1.')) throw new Error('Unknown sealed-key format');
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  }
}
