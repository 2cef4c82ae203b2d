import type { Emulator } from '../context';
import { ApiError } from '../http/request';
import type { NonceKind } from '../store/nonces';
import { newRefreshToken } from '../tokens';

/** How long a wallet sign-in nonce stays valid. */
const NONCE_MS = 10 * 60_000;

/** A single-use wallet sign-in nonce for an address, valid 10 minutes (SIWE and SIWS). */
export function issueNonce({ repo, now }: Emulator, kind: NonceKind, address: string) {
  const nonce = newRefreshToken()
    .replace(/[^a-zA-Z0-9]/g, '')
    .slice(0, 24);
  const expires = now() + NONCE_MS;
  repo.nonces.issue(kind, nonce, address, expires);
  return { nonce, address, expires_at: new Date(expires).toISOString() };
}

/** Consumes a nonce: it must exist, be unused, unexpired and issued to this address. */
export function takeNonce({ repo, now }: Emulator, kind: NonceKind, nonce: string, address: string) {
  if (!repo.nonces.take(kind, nonce, address, now())) {
    throw new ApiError(401, 'Invalid or expired nonce', 'invalid_credentials');
  }
}
