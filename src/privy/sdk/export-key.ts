/**
 * A server-side embedded wallet's private key, exported headlessly (`useGetWalletPrivateKey`): sealed by the
 * provider with HPKE to a key pair made here for the one export, and opened here. SDK side (with `wallets.ts`).
 */
import { Chacha20Poly1305 } from '@hpke/chacha20poly1305';
import { CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';
import type { useGetWalletPrivateKey } from '@privy-io/react-auth';

/** An export refused until the user verifies: the SDK passes the frame's `missing_or_invalid_mfa` on as text. */
export const needsVerification = (error: unknown) =>
  error instanceof Error &&
  ((error as { type?: unknown }).type === 'missing_or_invalid_mfa' ||
    error.message.trim() === 'MFA verification failed, retry.');

/** The provider's export suite: HPKE (RFC 9180) with DHKEM(P-256, HKDF-SHA256), HKDF-SHA256, ChaCha20-Poly1305. */
const exportSuite = new CipherSuite({
  kem: new DhkemP256HkdfSha256(),
  kdf: new HkdfSha256(),
  aead: new Chacha20Poly1305(),
});
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));

/**
 * A wallet's private key through the SDK's headless export: a fresh P-256 key pair made here for this one
 * export, its public half (base64 SPKI, as the SDK asks) sent, and the sealed key that comes back opened with
 * the private half, which is then dropped. The key reaches no server readable.
 */
export async function openExportedKey(
  getWalletPrivateKey: ReturnType<typeof useGetWalletPrivateKey>['getWalletPrivateKey'],
  address: string,
): Promise<string> {
  const recipient = await exportSuite.kem.generateKeyPair();
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', recipient.publicKey));
  const sealed = await getWalletPrivateKey({ address, recipientPublicKey: toBase64(spki) });
  const plaintext = await exportSuite.open(
    { recipientKey: recipient.privateKey, enc: fromBase64(sealed.encapsulatedKey) },
    fromBase64(sealed.ciphertext),
  );
  return new TextDecoder().decode(plaintext);
}

/**
 * Whether the SDK exports a linked wallet headlessly: its own rule (a wallet id, and recovery `privy-v2`: kept
 * server-side); it refuses on-device wallets ("Client export is only supported for unified stack wallets").
 */
export const exportableAccount = (
  account: { id?: string | null | undefined; recoveryMethod?: string | undefined } | undefined,
) => Boolean(account?.id) && account?.recoveryMethod === 'privy-v2';
