import { PasskeyAuthenticatorVerifyResponse } from '@privy-io/public-api';
import type { WalletEmulator } from '../context';
import { ApiError } from '../http/request';
import { authenticationOptionsFor, challengeFromClientData, snake, verifyAuthentication } from '../passkeys/webauthn';

/** Passkey verification challenges a user may hold at once (the oldest are dropped). */
const PASSKEY_CHALLENGES_KEPT = 5;
/** How long a passkey verification's WebAuthn challenge may be answered (as sign-in passkeys). */
const PASSKEY_CHALLENGE_MS = 5 * 60_000;

/**
 * Passkey verification (`useMfa().init('passkey')`, `POST /api/v1/mfa/passkeys/init`): WebAuthn request options
 * for the page asking (its host the RP id) that only the user's MFA passkeys may answer, in the provider's
 * snake_case (`rp_id`, `challenge`, `allow_credentials`, `timeout`, `user_verification`); the challenge is kept for
 * this user, single use, 5 minutes, at most 5 at once per user (the oldest dropped).
 */
export async function passkeyVerificationOptions(
  { repo, now }: WalletEmulator,
  userId: string,
  rp: { origin: string; rpId: string },
) {
  const ids = repo.mfa.mfaPasskeys(userId);
  if (ids.length === 0) throw new ApiError(400, 'Passkey is not an enrolled multi-factor method', 'invalid_data');
  const options = await authenticationOptionsFor(rp.rpId, ids);
  const at = now();
  repo.mfa.issuePasskeyChallenge(userId, options.challenge, rp, {
    now: at,
    expiresAt: at + PASSKEY_CHALLENGE_MS,
    keep: PASSKEY_CHALLENGES_KEPT,
  });
  return snake(options) as Record<string, unknown>;
}

/**
 * Whether an assertion verifies: its challenge (read from its clientDataJSON) was issued to this user and is
 * consumed now whatever the outcome; the credential is one of the user's MFA passkeys; @simplewebauthn/server
 * verifies it for the page the challenge was issued to (the SDK's `relyingParty`, when given, must be that page).
 */
export async function passkeyAssertionValid(
  { repo, now }: WalletEmulator,
  userId: string,
  code: object,
  relyingParty: string | undefined,
): Promise<boolean> {
  const parsed = PasskeyAuthenticatorVerifyResponse.safeParse(code);
  if (!parsed.success) return false;
  const answer = parsed.data;
  const challenge = challengeFromClientData(answer.response.client_data_json);
  if (!challenge) return false;
  const rp = repo.mfa.takePasskeyChallenge(userId, challenge, now());
  if (!rp || (relyingParty !== undefined && relyingParty !== rp.origin)) return false;
  if (!repo.mfa.mfaPasskeys(userId).includes(answer.id)) return false;
  const stored = repo.passkeys.find(answer.id);
  if (!stored || stored.user_id !== userId) return false;
  const counter = await verifyAuthentication(answer, challenge, rp, {
    id: answer.id,
    publicKey: stored.public_key,
    counter: stored.counter,
  }).catch(() => null);
  if (counter === null) return false;
  repo.passkeys.setCounter(answer.id, counter);
  return true;
}
