import {
  PasskeyAuthenticateInput,
  PasskeyInitInput,
  PasskeyLinkInput,
  PasskeyRegisterInput,
  UnlinkPasskeyInput,
} from '@privy-io/public-api';
import { type Context, Hono } from 'hono';
import type { Emulator } from '../context';
import { type AuthEnv, authGuards } from '../http/auth';
import { body } from '../http/request';
import { unlinkRoute } from '../http/sign-in';
import {
  authenticatePasskey,
  authenticationChallenge,
  linkPasskey,
  registerPasskey,
  registrationChallenge,
  requestRelyingParty,
} from './service';

/** The relying party of the request: the page asking (Origin, else Referer). */
const rpOf = (c: Context) => requestRelyingParty(c.req.header('origin'), c.req.header('referer'));

/**
 * Passkeys (mounted at `/api/v1/passkeys`): register (sign-up), link, authenticate and unlink, verified with
 * @simplewebauthn/server; each but unlink refused while the app does not enable passkey login.
 */
export function passkeyRoutes(emulator: Emulator) {
  const guard = authGuards(emulator);
  const passkey = [guard.app, guard.method('passkey')] as const;
  const routes = new Hono<AuthEnv>();

  routes.post('/register/init', ...passkey, async (c) => {
    await body(c, PasskeyInitInput);
    return c.json(await registrationChallenge(emulator, rpOf(c), 'register'));
  });

  routes.post('/register', ...passkey, async (c) => {
    const input = await body(c, PasskeyRegisterInput);
    const rp = rpOf(c);
    return c.json(await registerPasskey(emulator, rp, input.authenticator_response, c.req.header('user-agent')));
  });

  routes.post('/link/init', ...passkey, guard.user, async (c) => {
    await body(c, PasskeyInitInput);
    const rp = rpOf(c);
    const existing = emulator.repo.passkeys.idsOf(c.var.user.userId);
    return c.json(await registrationChallenge(emulator, rp, 'link', existing));
  });

  routes.post('/link', ...passkey, guard.user, async (c) => {
    const input = await body(c, PasskeyLinkInput);
    const rp = rpOf(c);
    const { userId } = c.var.user;
    return c.json(await linkPasskey(emulator, userId, rp, input.authenticator_response, c.req.header('user-agent')));
  });

  routes.post('/authenticate/init', ...passkey, async (c) => {
    await body(c, PasskeyInitInput);
    return c.json(await authenticationChallenge(emulator, rpOf(c)));
  });

  routes.post('/authenticate', ...passkey, async (c) => {
    const input = await body(c, PasskeyAuthenticateInput);
    return c.json(await authenticatePasskey(emulator, rpOf(c), input));
  });

  unlinkRoute(routes, emulator, UnlinkPasskeyInput, ({ credential_id }) => ['passkey', credential_id]);

  return routes;
}
