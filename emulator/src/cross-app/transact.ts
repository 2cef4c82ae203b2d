import { createHash } from 'node:crypto';
import type { Emulator } from '../context';
import { originAllowed } from '../origins';
import { canonicalJson, JSON_LIMITS } from '../security/json';
import type { CrossAppUserRow } from '../store/cross-app';
import { crossAppAccounts } from './accounts';
import { answerPage, MESSAGES } from './pages';
import {
  REQUEST_LIFETIME_MS,
  RequestRefused,
  readEnvelope,
  readSigningRequest,
  refusalMessage,
  type SigningRequest,
} from './request';
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

/** A request's identity: its envelope and the typed data read from a string inside it, each within JSON_LIMITS. */
const PAIR_OF_BOUNDS = { depth: 2 * JSON_LIMITS.depth + 4, values: 2 * JSON_LIMITS.values + 4 };

/** What the transact page answers: its HTML and status. */
export interface TransactPage {
  html: string;
  status: 200 | 400 | 409;
}

/** The page that tells the requesting app (when it may be told) and the user why the request stops here. */
export function refusedPage(app: ProviderApp, refusal: Refusal): TransactPage {
  const html = answerPage(app, {
    title: 'Request refused',
    text: refusal.error,
    targetOrigin: refusal.targetOrigin,
    message: {
      type: MESSAGES.actionError,
      error: refusal.error,
      ...(refusal.clearToken ? { token: { action: 'clear' } } : {}),
    },
  });
  return { html, status: 400 };
}

/**
 * Approve or Reject a signing request, once: checked as the page showed it, then answered once per request (a
 * resubmitted form, a second tab or a parallel post gets a page that posts nothing: the SDK matches no answer to
 * its request, so a stale one must never reach it); Approve signs (or sends) with the provider-app user's key.
 */
export async function answerSigningRequest(
  emulator: Emulator,
  app: ProviderApp,
  form: { token: string; request: string; decision: 'approve' | 'reject' },
): Promise<TransactPage> {
  const { config, repo, now } = emulator;
  const checked = await checkSigningRequest(emulator, app, form.token, form.request);
  if (!checked.ok) return refusedPage(app, checked);
  const { request, user } = checked;
  // The key is the request as data (its JSON in canonical form, typed data sent as a string read as JSON too:
  // request.ts) for this app's user, so neither re-serialised JSON (spaces, key order) nor another valid token for
  // the same user makes the same request new.
  const hash = createHash('sha256')
    // The envelope and the typed data inside it were each held to the JSON bounds: together, twice them at most.
    .update(canonicalJson({ app: app.appId, user: user.id, request: request.identity }, PAIR_OF_BOUNDS))
    .digest('hex');
  if (!repo.crossApp.answer(hash, app.appId, form.decision, now(), now() - 2 * REQUEST_LIFETIME_MS)) {
    return {
      html: answerPage(app, { title: 'Already answered', text: 'This request has already been answered.' }),
      status: 409,
    };
  }
  const targetOrigin = request.callbackOrigin;
  if (form.decision === 'reject') {
    const html = answerPage(app, {
      title: 'Request rejected',
      text: `${config.appName} was told you rejected the request.`,
      targetOrigin,
      message: { type: MESSAGES.actionError, error: 'User rejected request' },
    });
    return { html, status: 200 };
  }
  let result: string;
  try {
    result = await request.perform(crossAppAccounts(emulator).userSecret(user), emulator.chain);
  } catch (error) {
    const message = refusalMessage(error);
    if (message === null) console.error('[emulator] cross-app signing failed', error);
    return refusedPage(app, { targetOrigin, error: message ?? `${app.name} could not complete the request` });
  }
  const html = answerPage(app, {
    title: 'Request approved',
    text: `${config.appName} received the ${request.method === 'eth_sendTransaction' ? 'transaction hash' : 'signature'}.`,
    targetOrigin,
    message: { type: MESSAGES.actionResponse, result },
  });
  return { html, status: 200 };
}
