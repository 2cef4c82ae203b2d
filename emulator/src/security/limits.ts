import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * Bounds on everything a request carries: the body on every route, and each query parameter, form field and
 * header the development pages and the API read by hand (the provider's schemas bound nothing by themselves).
 */
export const MAX_BODY_BYTES = 100 * 1024;
/** The longest query parameter any route reads (an e-mail address is at most 320 characters, a token ~100). */
export const MAX_QUERY_LENGTH = 512;
/** Form fields of the development pages, per field. */
export const FORM_FIELD_LIMITS = {
  state: 512,
  channel: 512,
  decision: 16,
  email: 320,
  name: 200,
  username: 16,
} as const;
/** Headers read by hand (`Origin`, `Referer`, `farcaster-channel-token`, `Authorization`). */
export const MAX_HEADER_LENGTH = 4096;

/** An error the app turns into the provider's `{ error, code }` body (thrown by the helpers below). */
export class LimitError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

/** Hono middleware: a body limit for every route (413 in the provider's error shape). */
export function bodyLimitEverywhere(maxSize = MAX_BODY_BYTES): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: (c) => c.json({ error: `Request body is larger than ${maxSize} bytes`, code: 'invalid_data' }, 413),
  });
}

/** Hono middleware: every query parameter and every hand-read header within its bound, else a 400. */
export function boundedInputs(maxQuery = MAX_QUERY_LENGTH, maxHeader = MAX_HEADER_LENGTH): MiddlewareHandler {
  return async (c, next) => {
    for (const [name, values] of Object.entries(c.req.queries())) {
      if (name.length > maxQuery || values.some((v) => v.length > maxQuery)) {
        return c.json({ error: `Query parameter ${name.slice(0, 40)} is too long`, code: 'invalid_data' }, 400);
      }
    }
    for (const name of ['origin', 'referer', 'farcaster-channel-token', 'authorization', 'privy-app-id']) {
      if ((c.req.header(name)?.length ?? 0) > maxHeader) {
        return c.json({ error: `Header ${name} is too long`, code: 'invalid_data' }, 400);
      }
    }
    await next();
  };
}

type FormField = keyof typeof FORM_FIELD_LIMITS;

/**
 * The form of a development page as strings within their bounds. A field over its bound, a repeated field or a
 * file is a 400; a missing field is ''.
 */
export async function boundedForm<K extends FormField>(c: Context, fields: readonly K[]): Promise<Record<K, string>> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new LimitError(400, 'Malformed form body');
  }
  const out = {} as Record<K, string>;
  for (const field of fields) {
    const value = form[field] ?? '';
    if (typeof value !== 'string') throw new LimitError(400, `Form field ${field} must be one text value`);
    if (value.length > FORM_FIELD_LIMITS[field]) {
      throw new LimitError(400, `Form field ${field} is longer than ${FORM_FIELD_LIMITS[field]} characters`);
    }
    out[field] = value;
  }
  return out;
}
