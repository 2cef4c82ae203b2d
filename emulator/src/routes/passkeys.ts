import {
  PasskeyAuthenticateInput,
  PasskeyInitInput,
  PasskeyLinkInput,
  PasskeyRegisterInput,
  UnlinkPasskeyInput,
} from '@privy-io/public-api';
import { type Context, Hono } from 'hono';
import type { Emulator } from '../context';
import { ApiError, body, requireApp } from '../http';
import {
  authenticationOptions,
  challengeFromClientData,
  describeAgent,
  registrationOptions,
  relyingParty,
  snake,
  verifyAuthentication,
  verifyRegistration,
} from '../passkeys';
import { requireMethod } from '../security/methods';
import { httpOrigin } from '../security/urls';
import { requireUser, sessionResponse } from '../sessions';
import type { ChallengeKind } from '../store/challenges';
import { findOrCreateUser, linkAccount, userJson } from '../users';
import { unlinkRoute } from './shared';

/** How long a client has to answer a WebAuthn challenge. */
const CHALLENGE_MS = 5 * 60_000;

/** Passkeys: register (sign-up), link, authenticate and unlink, verified with @simplewebauthn/server. */
export function passkeyRoutes(emulator: Emulator) {
  const { config, repo, now } = emulator;
  const routes = new Hono();

  /** The relying party: the page's http(s) origin (Origin, else Referer) and its host; 400 for anything else. */
  function rpFor(c: Context) {
    const page = httpOrigin(c.req.header('origin') ?? c.req.header('referer'));
    const rp = page ? relyingParty(page) : null;
    if (!rp) throw new ApiError(400, 'Passkeys need the page’s http(s) origin (Origin header)', 'invalid_data');
    return rp;
  }

  /** Consumes a challenge the client echoed back, issued for this ceremony within the last 5 minutes. */
  function takeChallenge(challenge: string | null, kind: ChallengeKind) {
    if (!challenge || !repo.challenges.take(challenge, kind, now()))
      throw new ApiError(401, 'Unknown or expired passkey challenge', 'invalid_credentials');
    return challenge;
  }

  /** Verifies a new credential and describes it as the provider's passkey account. */
  async function verifiedPasskey(
    c: Context,
    response: unknown,
    challenge: string,
    rp: { origin: string; rpId: string },
  ) {
    const credential = await verifyRegistration(response, challenge, rp).catch(() => null);
    if (!credential) throw new ApiError(401, 'Passkey registration could not be verified', 'invalid_credentials');
    const agent = describeAgent(c.req.header('user-agent'));
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

  routes.post('/api/v1/passkeys/register/init', async (c) => {
    requireApp(c, config);
    requireMethod(config, 'passkey');
    await body(c, PasskeyInitInput);
    const rp = rpFor(c);
    const options = await registrationOptions(config.appName, rp.rpId, []);
    repo.challenges.issue(options.challenge, 'register', now() + CHALLENGE_MS);
    return c.json({ relying_party: rp.origin, options: snake(options) });
  });

  routes.post('/api/v1/passkeys/register', async (c) => {
    requireApp(c, config);
    requireMethod(config, 'passkey');
    const input = await body(c, PasskeyRegisterInput);
    const rp = rpFor(c);
    const challenge = takeChallenge(
      challengeFromClientData(input.authenticator_response.response.client_data_json),
      'register',
    );
    const passkey = await verifiedPasskey(c, input.authenticator_response, challenge, rp);
    const { userId, isNew } = findOrCreateUser(emulator, 'passkey', passkey.id, 'login-or-sign-up', {
      data: passkey.account,
    });
    repo.passkeys.save(userId, passkey);
    return c.json(await sessionResponse(emulator, userId, isNew));
  });

  routes.post('/api/v1/passkeys/link/init', async (c) => {
    requireApp(c, config);
    requireMethod(config, 'passkey');
    const { userId } = await requireUser(c, emulator);
    await body(c, PasskeyInitInput);
    const rp = rpFor(c);
    const options = await registrationOptions(config.appName, rp.rpId, repo.passkeys.idsOf(userId));
    repo.challenges.issue(options.challenge, 'link', now() + CHALLENGE_MS);
    return c.json({ relying_party: rp.origin, options: snake(options) });
  });

  routes.post('/api/v1/passkeys/link', async (c) => {
    requireApp(c, config);
    requireMethod(config, 'passkey');
    const { userId } = await requireUser(c, emulator);
    const input = await body(c, PasskeyLinkInput);
    const rp = rpFor(c);
    const challenge = takeChallenge(
      challengeFromClientData(input.authenticator_response.response.client_data_json),
      'link',
    );
    const passkey = await verifiedPasskey(c, input.authenticator_response, challenge, rp);
    linkAccount(emulator, userId, 'passkey', passkey.id, passkey.account);
    repo.passkeys.save(userId, passkey);
    return c.json(userJson(emulator, userId));
  });

  routes.post('/api/v1/passkeys/authenticate/init', async (c) => {
    requireApp(c, config);
    requireMethod(config, 'passkey');
    await body(c, PasskeyInitInput);
    const rp = rpFor(c);
    const options = await authenticationOptions(rp.rpId);
    repo.challenges.issue(options.challenge, 'authenticate', now() + CHALLENGE_MS);
    return c.json({ relying_party: rp.origin, options: snake(options) });
  });

  routes.post('/api/v1/passkeys/authenticate', async (c) => {
    requireApp(c, config);
    requireMethod(config, 'passkey');
    const input = await body(c, PasskeyAuthenticateInput);
    const rp = rpFor(c);
    const challenge = takeChallenge(input.challenge, 'authenticate');
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
    return c.json(await sessionResponse(emulator, userId, false));
  });

  unlinkRoute(routes, emulator, '/api/v1/passkeys/unlink', UnlinkPasskeyInput, ({ credential_id }) => [
    'passkey',
    credential_id,
  ]);

  return routes;
}
