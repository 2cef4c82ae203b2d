import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * MoonPay's URL signing, as MoonPay documents it for its widget: the signature is the base64 HMAC-SHA256, under
 * the partner's secret key, of the URL's query string as sent (`new URL(url).search`, with its leading `?`),
 * appended last as `&signature=<encodeURIComponent(signature)>`. The widget recomputes it over the query without
 * the signature and refuses the page when they differ, so no parameter (the wallet address above all) can be
 * changed, added or removed.
 *
 * The emulator's secret is not a new file: it is derived (HKDF-SHA256, its own label) from the data directory's
 * wallet key (`wallet-key.bin`, see wallets/vault.ts and tokens.ts), so it lives and dies with the emulator's
 * other keys and signed URLs outlive a restart; in memory mode it is as ephemeral as that key.
 */
export function moonpaySecret(walletKey: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', walletKey, Buffer.alloc(0), 'sigil-emulator/moonpay-url-signing/v1', 32));
}

/** The base64 HMAC-SHA256 of a query string (`?a=1&b=2`) under the secret. */
function hmac(secret: Uint8Array, search: string): string {
  return createHmac('sha256', secret).update(search).digest('base64');
}

/** A URL with the query built from `params` (in order) and MoonPay's signature appended last. */
export function signUrl(secret: Uint8Array, base: string, params: readonly (readonly [string, string])[]): string {
  const url = new URL(base);
  for (const [name, value] of params) url.searchParams.append(name, value);
  return `${url.href}&signature=${encodeURIComponent(hmac(secret, url.search))}`;
}

/**
 * Whether a request URL carries a valid MoonPay signature: the query must end with exactly one `signature`
 * parameter, and the HMAC of everything before it must match (compared in constant time). Never throws.
 */
export function verifySignedUrl(secret: Uint8Array, requestUrl: string): boolean {
  if (!URL.canParse(requestUrl)) return false;
  const { search } = new URL(requestUrl);
  const at = search.lastIndexOf('&signature=');
  if (at <= 0) return false;
  const signed = search.slice(0, at);
  let given: string;
  try {
    given = decodeURIComponent(search.slice(at + '&signature='.length));
  } catch {
    return false;
  }
  // A second signature (or one smuggled earlier in the query) would make the signed part ambiguous.
  if (new URLSearchParams(search).getAll('signature').length !== 1) return false;
  const expected = Buffer.from(hmac(secret, signed));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
