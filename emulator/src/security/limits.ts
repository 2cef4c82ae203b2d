import type { Context, MiddlewareHandler } from 'hono';
import { parsedForm } from '../http/forms';
import { ApiError } from '../http/request';
import { EMAIL_MAX_LENGTH, emailOutOfBounds } from './addresses';

/**
 * Bounds on what a request carries beyond its body (the body limit is `limitBody`, mounted on every route): each
 * query parameter, each header read by hand, and each form field of the development pages. The provider's
 * schemas bound nothing by themselves.
 */
const MAX_QUERY_LENGTH = 512;
/**
 * Query parameters that carry more on one page: another provider app's transact page gets the provider token (a
 * JWT) and the whole signing request (a message, typed data, a transaction) in its address, as the SDK opens it.
 * Under Node's 16 KiB request-header limit together.
 */
const LONG_QUERY: { path: RegExp; limits: Readonly<Record<string, number>> } = {
  path: /^\/_emulator\/apps\/[A-Za-z0-9]{25}\/oauth\/transact$/,
  limits: { token: 4096, request: 8192 },
};
/** Headers read by hand, and the longest each may be. */
const MAX_HEADER_LENGTH = 4096;
const BOUNDED_HEADERS = [
  'origin',
  'referer',
  'farcaster-channel-token',
  'authorization',
  'privy-app-id',
  'privy-authorization-signature',
  'privy-request-expiry',
  'privy-idempotency-key',
];
/** Form fields of the development pages, per field. */
const FORM_FIELD_LIMITS = {
  state: 512,
  channel: 512,
  decision: 16,
  email: EMAIL_MAX_LENGTH,
  name: 200,
  username: 64,
} as const;

/** Hono middleware: every query parameter and every hand-read header within its bound, else a 400. */
export function boundedInputs(): MiddlewareHandler {
  return async (c, next) => {
    const long = LONG_QUERY.path.test(c.req.path) ? LONG_QUERY.limits : {};
    for (const [name, values] of Object.entries(c.req.queries())) {
      const max = Object.hasOwn(long, name) ? (long[name] ?? MAX_QUERY_LENGTH) : MAX_QUERY_LENGTH;
      if (name.length > MAX_QUERY_LENGTH || values.some((v) => v.length > max)) {
        throw new ApiError(400, `Query parameter ${name.slice(0, 40)} is too long`, 'invalid_data');
      }
    }
    for (const name of BOUNDED_HEADERS) {
      if ((c.req.header(name)?.length ?? 0) > MAX_HEADER_LENGTH) {
        throw new ApiError(400, `Header ${name} is too long`, 'invalid_data');
      }
    }
    await next();
  };
}

type FormField = keyof typeof FORM_FIELD_LIMITS;

/**
 * The form of a development page as trimmed strings within their bounds. A field over its bound, repeated, or a
 * file is a 400 (never silently cut); a missing field is ''.
 */
export async function boundedForm<K extends FormField>(c: Context, fields: readonly K[]): Promise<Record<K, string>> {
  const form = await parsedForm(c);
  const out = {} as Record<K, string>;
  for (const field of fields) {
    const value = form[field] ?? '';
    if (typeof value !== 'string')
      throw new ApiError(400, `Form field ${field} must be one text value`, 'invalid_data');
    if (value.length > FORM_FIELD_LIMITS[field]) {
      throw new ApiError(
        400,
        `Form field ${field} is longer than ${FORM_FIELD_LIMITS[field]} characters`,
        'invalid_data',
      );
    }
    out[field] = value.trim();
  }
  return out;
}

/** An e-mail address within RFC 5321's bounds (security/addresses.ts), or a 400 naming the field. */
export function requireBoundedEmail(address: string, field: string): void {
  const problem = emailOutOfBounds(address);
  if (problem) throw new ApiError(400, `Invalid request: ${field}: ${problem}`, 'invalid_data');
}
