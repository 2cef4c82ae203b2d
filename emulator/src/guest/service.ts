import type { Emulator } from '../context';
import { ApiError } from '../http/request';
import { sessionResponse } from '../sessions/service';
import { hashToken } from '../tokens';
import { findOrCreateUser, type SignUpMode } from '../users/service';

/** A guest signs in (or up) with the credential the browser keeps, so the same guest comes back. */
export async function signInGuest(emulator: Emulator, credential: string) {
  // Only the credential's hash is stored.
  const { userId, isNew } = findOrCreateUser(emulator, 'guest_credential', hashToken(credential), 'login-or-sign-up', {
    guest: true,
  });
  return sessionResponse(emulator, userId, isNew);
}

/** Sign-in with a token from the app's own auth server (custom JWT), verified against its issuer's key. */
export async function signInWithCustomJwt(emulator: Emulator, token: string | undefined | null, mode: SignUpMode) {
  const { config, tokens, now } = emulator;
  const subject = token ? await tokens.verifyFrom(config.customJwtIssuer, token, now()) : null;
  if (!subject) throw new ApiError(401, 'Invalid or expired custom auth token', 'invalid_credentials');
  const { userId, isNew } = findOrCreateUser(emulator, 'custom_auth', subject, mode, {
    data: { custom_user_id: subject },
  });
  return sessionResponse(emulator, userId, isNew);
}
