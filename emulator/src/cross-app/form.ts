import type { Context } from 'hono';
import { parsedForm } from '../http/forms';
import { ApiError } from '../http/request';
import { EMAIL_MAX_LENGTH } from '../security/addresses';
import { MAX_REQUEST_LENGTH } from './request';

/** The provider app pages' form fields and the longest each may be. */
const FIELD_LIMITS = {
  state: 512,
  decision: 16,
  account: EMAIL_MAX_LENGTH,
  new_email: EMAIL_MAX_LENGTH,
  token: 4096,
  request: MAX_REQUEST_LENGTH,
} as const;

type Field = keyof typeof FIELD_LIMITS;

/**
 * A provider app page's form as trimmed strings within their bounds (the development pages' rule, with the
 * fields these pages post): a field over its bound, repeated, or a file is a 400; a missing field is ''.
 */
export async function providerAppForm<K extends Field>(c: Context, fields: readonly K[]): Promise<Record<K, string>> {
  const form = await parsedForm(c);
  const out = {} as Record<K, string>;
  for (const field of fields) {
    const value = form[field] ?? '';
    if (typeof value !== 'string')
      throw new ApiError(400, `Form field ${field} must be one text value`, 'invalid_data');
    if (value.length > FIELD_LIMITS[field]) {
      throw new ApiError(400, `Form field ${field} is longer than ${FIELD_LIMITS[field]} characters`, 'invalid_data');
    }
    out[field] = value.trim();
  }
  return out;
}
