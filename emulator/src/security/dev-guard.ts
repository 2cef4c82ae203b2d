import type { Context, MiddlewareHandler } from 'hono';
import { httpOrigin, isLoopbackHostHeader, isLoopbackOrigin } from './urls';

/**
 * The guard in front of the development pages (`/_emulator/*`: the inbox with every code, reset, expiring
 * sessions, minting custom tokens, the consent pages). They hold no credential, so two browser attacks matter:
 *
 * - DNS rebinding: a page on `evil.example` whose name is made to resolve to 127.0.0.1 is same-origin with the
 *   emulator for its browser, but its requests still carry `Host: evil.example:<port>`. Only loopback names
 *   (`localhost`, `127.x.x.x`, `[::1]`, any port) pass.
 * - Cross-site requests (a form posted from any web page, a fetch in no-cors mode): refused when the browser
 *   says `Sec-Fetch-Site: cross-site`, or the `Origin` / `Referer` is neither the emulator's own origin nor a
 *   loopback origin. Pages that change state accept POST only, so the one cross-site request let through is a
 *   top-level navigation to a page that only renders (the OAuth consent and Farcaster connect pages, which an
 *   app on another loopback port opens by design).
 */
type DevGuardRefusal = 'host' | 'cross-site' | 'method';

/** Why a development request must be refused, or null when it may go on. */
function devRequestRefusal(request: {
  method: string;
  url: string;
  header: (name: string) => string | undefined;
}): DevGuardRefusal | null {
  const host = request.header('host') ?? safeHost(request.url);
  if (!isLoopbackHostHeader(host)) return 'host';
  const self = httpOrigin(request.url);
  const trusted = (value: string) => {
    const origin = httpOrigin(value);
    return origin !== null && (origin === self || isLoopbackOrigin(origin));
  };
  const safe = request.method === 'GET' || request.method === 'HEAD';
  const site = request.header('sec-fetch-site')?.toLowerCase();
  const navigation = request.header('sec-fetch-mode')?.toLowerCase() === 'navigate';
  const dest = request.header('sec-fetch-dest')?.toLowerCase();
  // A top-level page view is harmless from anywhere: it renders, and the other site cannot read it. A page in a
  // frame is not (clickjacking the inbox's Reset button), nor any fetch.
  if (safe && navigation && (dest === undefined || dest === 'document')) return null;
  if (site === 'cross-site') return 'cross-site';
  const origin = request.header('origin');
  if (origin !== undefined && !trusted(origin)) return 'cross-site';
  const referer = request.header('referer');
  if (referer !== undefined && !trusted(referer)) return 'cross-site';
  if (!safe && request.method !== 'POST' && request.method !== 'OPTIONS') return 'method';
  return null;
}

function safeHost(url: string): string | undefined {
  return URL.canParse(url) ? new URL(url).host : undefined;
}

const MESSAGES: Record<DevGuardRefusal, string> = {
  host: 'The emulator’s development pages answer only on a loopback host name (localhost, 127.0.0.1, [::1])',
  'cross-site': 'The emulator’s development pages refuse cross-site requests',
  method: 'The emulator’s development pages change state only through POST',
};

/** Hono middleware: refuses development requests per `devRequestRefusal` with a 403 in the provider's error shape. */
export function devGuard(): MiddlewareHandler {
  return async (c: Context, next) => {
    const refusal = devRequestRefusal({
      method: c.req.method,
      url: c.req.url,
      header: (name) => c.req.header(name),
    });
    if (refusal) {
      return c.json({ error: MESSAGES[refusal], code: refusal === 'method' ? 'invalid_data' : 'invalid_origin' }, 403);
    }
    await next();
    // No other site may frame a development page.
    c.header('content-security-policy', "frame-ancestors 'none'");
    c.header('x-frame-options', 'DENY');
  };
}
