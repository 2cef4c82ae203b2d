import { WalletApiRevokeResponse } from '@privy-io/public-api';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { WalletEmulator } from '../context';
import { type AuthEnv, authGuards } from '../http/auth';
import { parsedForm } from '../http/forms';
import { ApiError, validate } from '../http/request';
import { parseJson } from '../security/json';
import { appServerIdentity, listedWallets, MAX_MESSAGE_LENGTH, revokeOnDevice, signAsAppServer } from './app-server';
import { appServerPage, type SignOutcome } from './pages';

/** The longest wallet address a form or JSON body may name (Ethereum 42, Solana at most 44). */
const ADDRESS_MAX = 128;

/** `POST /api/v1/wallets/revoke`: the SDK sends no body (js-sdk-core `fetch(WalletsRevoke, {})`); `{}` is the same. */
const RevokeInput = z.object({}).strict();

const SignInput = z
  .object({ address: z.string().min(1).max(ADDRESS_MAX), message: z.string().min(1).max(MAX_MESSAGE_LENGTH) })
  .strict();

/** The revoke body: empty, or an empty JSON object; anything else is a 400. */
async function revokeBody(c: Context): Promise<void> {
  const text = await c.req.text();
  if (text.trim() === '') return;
  let parsed: unknown;
  try {
    parsed = parseJson(text);
  } catch (error) {
    if (error instanceof SyntaxError) throw new ApiError(400, 'Malformed JSON body', 'invalid_data');
    throw error;
  }
  validate(parsed, RevokeInput);
}

/** A development form's fields as single bounded strings (a repeated field or a file is a 400). */
async function signForm(c: Context): Promise<z.output<typeof SignInput>> {
  const form = await parsedForm(c);
  const field = (name: string) => {
    const value = form[name] ?? '';
    if (typeof value !== 'string') throw new ApiError(400, `Form field ${name} must be one text value`, 'invalid_data');
    return value.trim();
  };
  return validate({ address: field('address'), message: field('message') }, SignInput);
}

/**
 * Delegated (offline) access (mounted at `/api/v1/wallets`), besides the frame's consent (delegation/frame.ts) and the session-signer update
 * (`PATCH /api/v1/wallets/:id`, wallets/routes.ts):
 * - `POST /api/v1/wallets/revoke`: the on-device revoke (`useHeadlessDelegatedActions().revokeWallets`,
 *   `useSigners().removeSigners` on an on-device wallet): every on-device wallet of the caller loses its signers.
 *   No MFA (the SDK has no prompt loop on this call).
 * - `GET /_emulator/app-server` (+ `.json`): the app's server, its signer id and key, and the wallets it may act
 *   on; `POST /_emulator/app-server/sign {address, message}`: signs as the app's server, with no user session,
 *   refused (403 `wallet_not_delegated`) once access is revoked. A form post answers the page, JSON answers JSON.
 *   Development pages: behind the dev guard (app.ts).
 */
export function revokeRoutes(emulator: WalletEmulator) {
  const guard = authGuards(emulator);
  const routes = new Hono<AuthEnv>();
  routes.post('/revoke', guard.app, guard.user, async (c) => {
    await revokeBody(c);
    return c.json(validate(revokeOnDevice(emulator, c.var.user.userId), WalletApiRevokeResponse));
  });
  return routes;
}

/** The app's server (development pages under `/_emulator`, where these routes are mounted): see `revokeRoutes`. */
export function appServerRoutes(emulator: WalletEmulator) {
  const { config } = emulator;
  const routes = new Hono();

  const signer = () => appServerIdentity(emulator);
  const wallets = () => listedWallets(emulator);

  routes.get('/app-server', (c) => c.html(appServerPage(config, signer(), wallets())));

  routes.get('/app-server.json', (c) => {
    const { id, name, publicKey } = signer();
    return c.json({ signer: { id, name, public_key: publicKey }, wallets: wallets() });
  });

  routes.post('/app-server/sign', async (c) => {
    const json = (c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json');
    if (json) {
      let raw: unknown;
      try {
        raw = await c.req.json();
      } catch {
        throw new ApiError(400, 'Malformed JSON body', 'invalid_data');
      }
      const input = validate(raw, SignInput);
      return c.json(await signAsAppServer(emulator, new URL(c.req.url).origin, input.address, input.message));
    }
    const input = await signForm(c);
    let outcome: SignOutcome;
    let status: 200 | 400 | 403 | 404 = 200;
    try {
      const signed = await signAsAppServer(emulator, new URL(c.req.url).origin, input.address, input.message);
      outcome = { ok: true, ...signed };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      status = error.status === 403 || error.status === 404 ? error.status : 400;
      outcome = { ok: false, address: input.address, message: input.message, error: error.message };
    }
    return c.html(appServerPage(config, signer(), wallets(), outcome), status);
  });

  return routes;
}
