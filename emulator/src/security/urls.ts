/**
 * URL-shaped input, parsed without ever throwing: every header, body field or query parameter that should be
 * a URL, an origin or a host goes through these helpers, so a malformed value is a 4xx and never a 500.
 */

/** The URL, or null when the value is not one (never throws). */
function parseUrl(value: unknown, base?: string): URL | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_URL_LENGTH) return null;
  if (!URL.canParse(value, base)) return null;
  return new URL(value, base);
}

/** The longest URL any route accepts (the same bound as common browsers' practical limit for a redirect). */
const MAX_URL_LENGTH = 2048;

/** An absolute http(s) URL, or null: where a redirect target or a page origin is expected, nothing else will do. */
export function httpUrl(value: unknown): URL | null {
  const url = parseUrl(value);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  // No credentials in a redirect target: `http://localhost:5173@evil.example` style confusions stay out.
  if (url.username || url.password) return null;
  return url;
}

/** The origin (`scheme://host[:port]`) of an http(s) URL or origin string, or null. */
export function httpOrigin(value: unknown): string | null {
  return httpUrl(value)?.origin ?? null;
}

/** Whether a host name (no port) names this machine: `localhost` (and `*.localhost`), 127.x.x.x, or ::1. */
function isLoopbackHostname(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (name === '[::1]' || name === '::1') return true;
  const octets = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(name);
  return octets?.slice(1).every((o) => Number(o) <= 255) ?? false;
}

/**
 * Whether a `Host` header value (`name[:port]`) is a loopback name. DNS rebinding sends the attacker's own name
 * here (the browser believes it talks to `evil.example`), so anything else is refused.
 */
export function isLoopbackHostHeader(host: string | undefined | null): boolean {
  if (!host || host.length > 262) return false;
  const url = parseUrl(`http://${host}/`);
  // The host must be exactly a name and an optional port: no user info, path or query smuggled in.
  if (!url || url.username || url.password || url.pathname !== '/' || url.search || url.hash) return false;
  if (url.host.toLowerCase() !== host.toLowerCase().replace(/:80$/, '')) return false;
  return isLoopbackHostname(url.hostname);
}

/** Whether an origin is an http(s) origin on this machine, any port. */
export function isLoopbackOrigin(origin: string | undefined | null): boolean {
  const url = httpUrl(origin);
  return url !== null && isLoopbackHostname(url.hostname);
}

/** A `host[:port]` authority as a SIWE/SIWS/SIWF `domain` is written (RFC 3986 authority without user info). */
export function isAuthority(value: string): boolean {
  if (value.length === 0 || value.length > 262) return false;
  const url = parseUrl(`http://${value}/`);
  return url !== null && !url.username && !url.password && url.pathname === '/' && url.host === value.toLowerCase();
}
