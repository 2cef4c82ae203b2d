import type { Emulator } from '../context';
import { originAllowed } from '../origins';
import type { CrossAppUserRow } from '../store/cross-app';
import { crossAppAccounts } from './accounts';
import { RequestRefused, readEnvelope, readSigningRequest, type SigningRequest } from './request';
import type { ProviderApp } from './settings';

/** Why a signing request is not shown: the message for the requesting app, and whether it may be told. */
export interface Refusal {
  error: string;
  /** The requesting page's origin when the app allows it: only then is the refusal posted to it. */
  targetOrigin?: string;
  /** The provider token is no good: the SDK drops it (and links again on the next request). */
  clearToken?: boolean;
}

/**
 * Checks a signing request as the transact page receives it: the request's shape and requesting page, the
 * connection (connected, not read-only), the provider token (signed by this provider app for one of its users,
 * for our app, unexpired), then the request itself for that user's wallet.
 */
export async function checkSigningRequest(
  emulator: Emulator,
  app: ProviderApp,
  token: string,
  raw: string,
): Promise<{ ok: true; user: CrossAppUserRow; request: SigningRequest } | ({ ok: false } & Refusal)> {
  const { config, now } = emulator;
  const accounts = crossAppAccounts(emulator);
  let callbackUrl: string;
  try {
    callbackUrl = readEnvelope(raw).callbackUrl;
  } catch (error) {
    if (error instanceof RequestRefused) return { ok: false, error: error.message };
    throw error;
  }
  if (!originAllowed(config, callbackUrl)) {
    return { ok: false, error: `This request comes from a page ${config.appName} does not allow` };
  }
  const targetOrigin = new URL(callbackUrl).origin;
  if (!app.connected) return { ok: false, targetOrigin, error: `${config.appName} is not connected to ${app.name}` };
  if (app.readOnly) return { ok: false, targetOrigin, error: 'Cannot transact against a read-only provider app' };
  const verdict = await accounts.verifyToken(app, token);
  if (!verdict.ok) {
    return {
      ok: false,
      targetOrigin,
      clearToken: true,
      error: verdict.expired
        ? `The connection to ${app.name} has expired: connect again`
        : `The token for ${app.name} is not valid: connect again`,
    };
  }
  try {
    return { ok: true, user: verdict.user, request: readSigningRequest(raw, verdict.user.address, now()) };
  } catch (error) {
    if (error instanceof RequestRefused) return { ok: false, targetOrigin, error: error.message };
    throw error;
  }
}
