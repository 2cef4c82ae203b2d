import type { CopyKey } from './locales/en';
import { en } from './locales/en';

/** Where an error was raised: some codes read differently by context (a wrong code in MFA vs. OAuth). */
export type ErrorContext =
  | 'mfa'
  | 'passkey'
  | 'oauth'
  | 'link'
  | 'crossApp'
  | 'wallet'
  | 'signer'
  | 'session'
  | 'login';

export type ErrorGroup = 'mfa' | 'passkey' | 'oauth' | 'crossApp' | 'wallet' | 'signer' | 'session' | 'general';

export interface ErrorEntry {
  /** Stable identifier of the catalogue entry. */
  id: string;
  group: ErrorGroup;
  /** Copy-deck key of the message shown to users. */
  key: CopyKey;
  /** The provider error code or wallet RPC code that produces it, where the spec gives one. */
  codes: readonly (string | number)[];
  /** A blocking error locks the screen for this many seconds (spec section 9). */
  lockoutSeconds?: number | undefined;
  /** Whether the user can simply try again. */
  retryable: boolean;
}

const entry = (
  id: string,
  group: ErrorGroup,
  key: CopyKey,
  codes: readonly (string | number)[] = [],
  extra: Partial<Pick<ErrorEntry, 'lockoutSeconds' | 'retryable'>> = {},
): ErrorEntry => ({ id, group, key, codes, retryable: extra.retryable ?? true, ...extra });

/** The error catalogue of spec section 8, in the spec's order. Docs pages are generated from this list. */
export const errorCatalogue = [
  // Multi-factor verification
  entry('mfa.maxAttempts', 'mfa', 'error.mfa.maxAttempts', ['mfa_verification_max_attempts_reached'], {
    lockoutSeconds: 10,
    retryable: false,
  }),
  entry('mfa.invalidCode', 'mfa', 'error.mfa.invalidCode', ['missing_or_invalid_mfa']),
  entry('mfa.timeLimit', 'mfa', 'error.mfa.timeLimit', ['mfa_timeout'], { lockoutSeconds: 30, retryable: false }),
  entry('mfa.canceled', 'mfa', 'error.mfa.canceled'),
  entry('mfa.timeout', 'mfa', 'error.mfa.timeout', ['mfa_timeout']),
  entry('generic', 'general', 'error.generic'),
  // Passkeys
  entry('passkey.limit', 'passkey', 'error.passkey.limit', ['cannot_link_more_of_type'], { retryable: false }),
  entry('passkey.rejected', 'passkey', 'error.passkey.rejected', [
    'passkey_not_allowed',
    'NotAllowedError',
    'AbortError',
  ]),
  entry('passkey.enrolledInMfa', 'passkey', 'error.passkey.enrolledInMfa', [], { retryable: false }),
  entry('passkey.unsupported', 'passkey', 'error.passkey.unsupported', ['NotSupportedError'], { retryable: false }),
  entry('unknown', 'general', 'error.unknown'),
  // OAuth and account linking
  entry('link.anotherUser', 'oauth', 'error.link.anotherUser', ['linked_to_another_user'], { retryable: false }),
  entry('rateLimited', 'oauth', 'error.rateLimited', ['too_many_requests']),
  entry('link.oneOfType', 'oauth', 'error.link.oneOfType', ['cannot_link_more_of_type', 'max_accounts_reached'], {
    retryable: false,
  }),
  // Not a spec message: the provider refuses to unlink a user's only login method; said before the user tries.
  entry('unlink.lastWayIn', 'oauth', 'error.unlink.lastWayIn', [], { retryable: false }),
  entry('auth.failed', 'oauth', 'error.auth.failed', ['invalid_credentials', 'pkce_state_code_mismatch']),
  entry('oauth.denied', 'oauth', 'error.oauth.denied', ['oauth_user_denied']),
  entry('oauth.invalidCode', 'oauth', 'error.oauth.invalidCode', ['oauth_unexpected']),
  entry('popupBlocked', 'oauth', 'error.popupBlocked'),
  // Cross-app requests
  entry('crossApp.timeout', 'crossApp', 'error.crossApp.timeout', ['client_request_timeout']),
  entry('crossApp.rejected', 'crossApp', 'error.crossApp.rejected'),
  entry('crossApp.readOnly', 'crossApp', 'error.crossApp.readOnly', [], { retryable: false }),
  // Wallets: the spec's message and codes 4200 and 4900, then every other standard code, one entry each:
  // EIP-1193 provider errors (4001 … 4901, and 4902 of wallet_switchEthereumChain), then EIP-1474 JSON-RPC errors.
  entry('wallet.unrecognizedChain', 'wallet', 'error.wallet.unrecognizedChain', [4902, 'unsupported_chain_id']),
  entry('wallet.userRejected', 'wallet', 'error.wallet.userRejected', [4001, 'ACTION_REJECTED']),
  entry('wallet.unauthorized', 'wallet', 'error.wallet.unauthorized', [4100]),
  entry('wallet.unsupportedMethod', 'wallet', 'error.wallet.unsupportedMethod', [4200]),
  entry('wallet.disconnected', 'wallet', 'error.wallet.disconnected', [4900]),
  entry('wallet.chainDisconnected', 'wallet', 'error.wallet.chainDisconnected', [4901]),
  entry('wallet.parseError', 'wallet', 'error.wallet.parseError', [-32700]),
  entry('wallet.invalidRequest', 'wallet', 'error.wallet.invalidRequest', [-32600]),
  entry('wallet.methodNotFound', 'wallet', 'error.wallet.methodNotFound', [-32601]),
  entry('wallet.invalidParams', 'wallet', 'error.wallet.invalidParams', [-32602]),
  entry('wallet.internal', 'wallet', 'error.wallet.internal', [-32603]),
  entry('wallet.invalidInput', 'wallet', 'error.wallet.invalidInput', [-32000]),
  entry('wallet.resourceNotFound', 'wallet', 'error.wallet.resourceNotFound', [-32001]),
  entry('wallet.requestPending', 'wallet', 'error.wallet.requestPending', [-32002]),
  entry('wallet.transactionRejected', 'wallet', 'error.wallet.transactionRejected', [-32003]),
  entry('wallet.methodNotSupported', 'wallet', 'error.wallet.methodNotSupported', [-32004]),
  entry('wallet.limitExceeded', 'wallet', 'error.wallet.limitExceeded', [-32005]),
  entry('wallet.versionUnsupported', 'wallet', 'error.wallet.versionUnsupported', [-32006], { retryable: false }),
  // The wallet relay's request time-out (spec 9: 60 s): raised by the connection flow, no wire code.
  entry('wallet.requestTimeout', 'wallet', 'error.wallet.requestTimeout'),
  entry('wallet.connectFailed', 'wallet', 'error.wallet.connectFailed', [
    'generic_connect_wallet_error',
    'unknown_connect_wallet_error',
  ]),
  // Social-network signer
  entry('signer.connectFailed', 'signer', 'error.signer.connectFailed'),
  entry('signer.timeout', 'signer', 'error.signer.timeout'),
  entry('signer.rejected', 'signer', 'error.signer.rejected'),
  // Session
  entry('session.expired', 'session', 'error.session.expired', ['missing_or_invalid_token'], { retryable: false }),
] as const satisfies readonly ErrorEntry[];

export type ErrorId = (typeof errorCatalogue)[number]['id'];

const byId = new Map<string, ErrorEntry>(errorCatalogue.map((e) => [e.id, e]));

/** The catalogue entry with this id. */
export function errorEntry(id: ErrorId): ErrorEntry {
  return byId.get(id) as ErrorEntry;
}

/** Codes whose meaning depends on the context the error was raised in. */
const CONTEXTUAL: Record<string, Partial<Record<ErrorContext, ErrorId>> & { default: ErrorId }> = {
  invalid_credentials: { default: 'auth.failed', mfa: 'mfa.invalidCode', login: 'mfa.invalidCode' },
  cannot_link_more_of_type: { default: 'link.oneOfType', passkey: 'passkey.limit' },
  mfa_timeout: { default: 'mfa.timeLimit' },
  client_request_timeout: { default: 'crossApp.timeout', signer: 'signer.timeout' },
};

const codeToId = new Map<string | number, ErrorId>();
for (const e of errorCatalogue) for (const code of e.codes) if (!codeToId.has(code)) codeToId.set(code, e.id);

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null && name in value
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

function lookup(code: string | number, context: ErrorContext | undefined): ErrorId | undefined {
  const contextual = typeof code === 'string' ? CONTEXTUAL[code] : undefined;
  if (contextual) return (context && contextual[context]) || contextual.default;
  return codeToId.get(code);
}

/** Texts the provider's SDK throws verbatim that have a catalogue entry of their own. */
const KNOWN_MESSAGES = new Map<string, ErrorId>([
  ...errorCatalogue.map((e) => [en[e.key], e.id] as const).filter(([message]) => message !== en['error.generic']),
  // The SDK's own wording for what the catalogue says otherwise: `useMfa().cancel()` rejects with this client error.
  ['MFA canceled', 'mfa.canceled'],
  // The provider's refusal to unlink a user's only login method (400 `invalid_data`), which the screen prevents first.
  ['Cannot unlink the only login method of a user', 'unlink.lastWayIn'],
]);

/**
 * A code a backend may throw (in an error's `code`, or `privyErrorCode` as the provider's SDK does): the provider's
 * error codes and the wallet RPC codes (EIP-1193, EIP-1474) of the catalogue. The names are the provider's own, kept
 * so that a Privy backend's errors need no translation; a backend of your own can throw `SigilError` instead.
 */
export type ErrorCode = (typeof errorCatalogue)[number]['codes'][number];

/**
 * Every code of `ErrorCode` and the catalogue entry it shows outside any particular context (a few codes read
 * differently where they happen: `invalid_credentials` is a wrong code in a multi-factor check, failed
 * authentication elsewhere). Read it as the table "what the user sees when my backend throws X".
 */
export const errorCodes: Readonly<Record<ErrorCode, ErrorId>> = /* @__PURE__ */ Object.fromEntries(
  errorCatalogue.flatMap((e) =>
    e.codes.map((code) => [code, (typeof code === 'string' && CONTEXTUAL[code]?.default) || codeToId.get(code)]),
  ),
) as Record<ErrorCode, ErrorId>;

/** What the user sees when an error matches nothing: "Something went wrong." ("Unknown error occurred." for passkeys). */
export const FALLBACK_ERROR_ID = 'generic' satisfies ErrorId;

/**
 * The error contract for a backend of your own: throw a `SigilError` naming the catalogue entry the user should see,
 * e.g. `throw new SigilError('auth.failed')` for a wrong one-time code, `new SigilError('rateLimited')` when you
 * throttle. The journeys show the entry's message in the user's locale (`errorCatalogue` lists every entry; the
 * error catalogue docs page shows each message). Errors that carry an `ErrorCode` work too; anything else shows the
 * fallback (`FALLBACK_ERROR_ID`). The error's own `message` is for your logs: it is never shown to users.
 */
export class SigilError extends Error {
  /** The catalogue entry to show. */
  readonly sigilErrorId: ErrorId;
  constructor(id: ErrorId, message?: string, options?: ErrorOptions) {
    super(message ?? `Sigil error: ${id}`, options);
    this.name = 'SigilError';
    this.sigilErrorId = id;
  }
}

/**
 * Turns anything thrown into the catalogue entry to show:
 * - a `SigilError` (or anything with a `sigilErrorId` that names an entry);
 * - an SDK error with `privyErrorCode` (or an API body `{ error, code }`);
 * - a wallet RPC error with a numeric `code` (EIP-1193, JSON-RPC), also when nested in `cause`/`data`;
 * - a WebAuthn `DOMException` (NotAllowedError, AbortError, NotSupportedError, ...);
 * - an error whose message is itself one of the catalogue's texts;
 * - anything else: "Unknown error occurred." in a passkey context, "Something went wrong." otherwise.
 * Never throws.
 */
export function messageFor(error: unknown, context?: ErrorContext): ErrorEntry {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current)) {
    seen.add(current);
    const sigilId = field(current, 'sigilErrorId');
    if (typeof sigilId === 'string' && byId.has(sigilId)) return byId.get(sigilId) as ErrorEntry;
    for (const name of ['privyErrorCode', 'code', 'type']) {
      const code = field(current, name);
      if (typeof code === 'string' || typeof code === 'number') {
        const id = lookup(code, context);
        if (id) return errorEntry(id);
      }
    }
    const domName = field(current, 'name');
    if (typeof domName === 'string') {
      if (domName === 'NotAllowedError' || domName === 'AbortError') return errorEntry('passkey.rejected');
      if (domName === 'NotSupportedError') return errorEntry('passkey.unsupported');
      if (domName === 'SecurityError' || domName === 'InvalidStateError') return errorEntry('unknown');
    }
    const message = typeof current === 'string' ? current : field(current, 'message');
    if (typeof message === 'string') {
      const id = KNOWN_MESSAGES.get(message.trim());
      if (id) return errorEntry(id);
    }
    current = field(current, 'cause') ?? field(current, 'data') ?? field(current, 'error');
  }
  return errorEntry(context === 'passkey' ? 'unknown' : FALLBACK_ERROR_ID);
}
