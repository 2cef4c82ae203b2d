import type { Emulator } from '../context';
import { ApiError } from '../http/request';
import { httpOrigin } from '../security/urls';
import { sessionResponse } from '../sessions/service';
import type { ChallengeKind } from '../store/challenges';
import { findOrCreateUser, linkAccount, userJson } from '../users/service';
import {
  authenticationOptions,
  challengeFromClientData,
  describeAgent,
  registrationOptions,
  relyingParty,
  snake,
  verifyAuthentication,
  verifyRegistration,
} from './webauthn';

/** How long a client has to answer a WebAuthn challenge. */
const CHALLENGE_MS = 5 * 60_000;

/** A WebAuthn relying party: the page's origin and its host. */
export type RelyingParty = { origin: string; rpId: string };

/** A credential the client registered, as the provider's API sends it. */
interface RegistrationInput {
  response: { client_data_json: string };
}

/** The relying party of a request: the page's http(s) origin (Origin, else Referer) and its host; 400 otherwise. */
export function requestRelyingParty(origin: string | undefined, referer: string | undefined): RelyingParty {
  const page = httpOrigin(origin ?? referer);
  const rp = page ? relyingParty(page) : null;
  if (!rp) throw new ApiError(400, 'Passkeys need the page’s http(s) origin (Origin header)', 'invalid_data');
  return rp;
}

/** Consumes a challenge the client echoed back, issued for this ceremony within the last 5 minutes. */
function takeChallenge({ repo, now }: Emulator, challenge: string | null, kind: ChallengeKind) {
  if (!challenge || !repo.challenges.take(challenge, kind, now()))
    throw new ApiError(401, 'Unknown or expired passkey challenge', 'invalid_credentials');
  return challenge;
}

/**
 * Registration options for a sign-up (`register`) or a link (`link`: the user's passkeys excluded); the challenge
 * is kept for that ceremony. Answers the provider's `{relying_party, options}`.
 */
export async function registrationChallenge(
  { config, repo, now }: Emulator,
  rp: RelyingParty,
  kind: 'register' | 'link',
  existing: string[] = [],
) {
  const options = await registrationOptions(config.appName, rp.rpId, existing);
  repo.challenges.issue(options.challenge, kind, now() + CHALLENGE_MS);
  return { relying_party: rp.origin, options: snake(options) };
}

/** Authentication options for a sign-in; the challenge is kept. */
export async function authenticationChallenge({ repo, now }: Emulator, rp: RelyingParty) {
  const options = await authenticationOptions(rp.rpId);
  repo.challenges.issue(options.challenge, 'authenticate', now() + CHALLENGE_MS);
  return { relying_party: rp.origin, options: snake(options) };
}

/** Verifies a new credential against its ceremony's challenge and describes it as the provider's passkey account. */
async function verifiedPasskey(
  emulator: Emulator,
  kind: 'register' | 'link',
  response: RegistrationInput,
  rp: RelyingParty,
  userAgent: string | undefined,
) {
  const challenge = takeChallenge(emulator, challengeFromClientData(response.response.client_data_json), kind);
  const credential = await verifyRegistration(response, challenge, rp).catch(() => null);
  if (!credential) throw new ApiError(401, 'Passkey registration could not be verified', 'invalid_credentials');
  const agent = describeAgent(userAgent);
  return {
    ...credential,
    account: {
      credential_id: credential.id,
      authenticator_name: `${agent.browser} on ${agent.os}`,
      public_key: credential.publicKey,
      created_with_browser: agent.browser,
      created_with_os: agent.os,
      created_with_device: credential.deviceType === 'multiDevice' ? 'Synced passkey' : 'This device',
      enrolled_in_mfa: false,
    },
  };
}

/** Sign-up (or sign-in) with a newly registered passkey. */
export async function registerPasskey(
  emulator: Emulator,
  rp: RelyingParty,
  response: RegistrationInput,
  userAgent: string | undefined,
) {
  const passkey = await verifiedPasskey(emulator, 'register', response, rp, userAgent);
  const { userId, isNew } = findOrCreateUser(emulator, 'passkey', passkey.id, 'login-or-sign-up', {
    data: passkey.account,
  });
  emulator.repo.passkeys.save(userId, passkey);
  return sessionResponse(emulator, userId, isNew);
}

/** Links a newly registered passkey to the user; answers the user. */
export async function linkPasskey(
  emulator: Emulator,
  userId: string,
  rp: RelyingParty,
  response: RegistrationInput,
  userAgent: string | undefined,
) {
  const passkey = await verifiedPasskey(emulator, 'link', response, rp, userAgent);
  linkAccount(emulator, userId, 'passkey', passkey.id, passkey.account);
  emulator.repo.passkeys.save(userId, passkey);
  return userJson(emulator, userId);
}

/** Sign-in with a stored passkey's assertion (its counter updated); never a sign-up. */
export async function authenticatePasskey(
  emulator: Emulator,
  rp: RelyingParty,
  input: { challenge: string | null; authenticator_response: { id: string } },
) {
  const { repo } = emulator;
  const challenge = takeChallenge(emulator, input.challenge, 'authenticate');
  const stored = repo.passkeys.find(input.authenticator_response.id);
  if (!stored) throw new ApiError(401, 'Unknown passkey', 'invalid_credentials');
  const counter = await verifyAuthentication(input.authenticator_response, challenge, rp, {
    id: input.authenticator_response.id,
    publicKey: stored.public_key,
    counter: stored.counter,
  }).catch(() => null);
  if (counter === null) throw new ApiError(401, 'Passkey could not be verified', 'invalid_credentials');
  repo.passkeys.setCounter(input.authenticator_response.id, counter);
  const { userId } = findOrCreateUser(emulator, 'passkey', input.authenticator_response.id, 'no-signup');
  return sessionResponse(emulator, userId, false);
}
