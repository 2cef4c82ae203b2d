import type { Context } from 'hono';
import { ApiError } from './request';

/** A form body (urlencoded or multipart) with every value of a repeated field; a malformed body is a 400. */
export async function parsedForm(c: Context): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody({ all: true });
  } catch {
    throw new ApiError(400, 'Malformed form body', 'invalid_data');
  }
}

/**
 * A development page's form fields as trimmed strings of at most `max` characters: a field over its bound, repeated,
 * or a file is a 400 (never silently cut); a missing field is ''.
 */
export async function boundedFields<K extends string>(
  c: Context,
  fields: readonly K[],
  { max }: { max: number },
): Promise<Record<K, string>> {
  const form = await parsedForm(c);
  const out = {} as Record<K, string>;
  for (const field of fields) {
    const value = form[field] ?? '';
    if (typeof value !== 'string' || value.length > max) {
      throw new ApiError(
        400,
        `Form field ${field} must be one text value of at most ${max} characters`,
        'invalid_data',
      );
    }
    out[field] = value.trim();
  }
  return out;
}
