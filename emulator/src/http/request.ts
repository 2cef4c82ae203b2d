import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodType, ZodTypeDef } from 'zod';
import { boundedJson, JsonBoundsError } from '../security/json';

/** The provider's error body: `{ error, code }` with an HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

const MAX_BODY_BYTES = 100 * 1024;

/** Refuses bodies over MAX_BODY_BYTES with the provider's error shape. */
export const limitBody = () =>
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ error: `Request body is larger than ${MAX_BODY_BYTES} bytes`, code: 'invalid_data' }, 413),
  });

/**
 * An ApiError as the provider answers it, and a JSON value beyond the emulator's bounds (security/json.ts) as a 400
 * wherever it was found; anything else is the emulator's own fault, a logged 500.
 */
export const onError: ErrorHandler = (error, c) => {
  if (error instanceof ApiError)
    return c.json({ error: error.message, ...(error.code ? { code: error.code } : {}) }, error.status);
  if (error instanceof JsonBoundsError) return c.json({ error: error.message, code: 'invalid_data' }, 400);
  console.error('[emulator] unexpected error', error);
  return c.json({ error: 'Internal error in the emulator', code: 'internal_error' }, 500);
};

export const notFound: NotFoundHandler = (c) =>
  c.json({ error: `No route for ${c.req.method} ${new URL(c.req.url).pathname}`, code: 'not_found' }, 404);

/**
 * A JSON body as sent (for requests whose exact body is signed), refused unless it is JSON within the bounds every
 * JSON value is held to (security/json.ts: depth, number of values, JSON types), before any schema or signature
 * check walks it.
 */
export async function jsonBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) {
    throw new ApiError(415, 'Content-Type must be application/json', 'invalid_data');
  }
  let value: unknown;
  try {
    value = await c.req.json();
  } catch {
    throw new ApiError(400, 'Malformed JSON body', 'invalid_data');
  }
  return boundedJson(value);
}

/** Validates a value with one of the provider's own schemas; a 400 naming the first problem otherwise. */
export function validate<T>(raw: unknown, schema: ZodType<T, ZodTypeDef, unknown>): T {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ApiError(
      400,
      `Invalid request: ${first ? `${first.path.join('.') || 'body'}: ${first.message}` : 'bad input'}`,
      'invalid_data',
    );
  }
  return parsed.data;
}

/** Parses and validates a JSON body with one of the provider's own schemas. */
export async function body<T>(c: Context, schema: ZodType<T, ZodTypeDef, unknown>): Promise<T> {
  return validate(await jsonBody(c), schema);
}

/** The emulator's own answer, checked against the provider's schema: a mismatch is the emulator's bug (a 500). */
export function conform<T>(schema: ZodType<unknown>, value: T): T {
  const checked = schema.safeParse(value);
  if (!checked.success) {
    throw new Error(`The emulator's answer does not match the provider's schema: ${checked.error.message}`);
  }
  return value;
}
