import type { EmulatorConfig } from './config';
import { httpUrl, isLoopbackOrigin } from './security/urls';

/** An http(s) URL-shaped value (an `Origin` header, a redirect target) parsed without throwing, or null. */
export function parseOrigin(value: string | undefined | null): URL | null {
  return httpUrl(value);
}

/**
 * Whether a browser origin may call the emulator, open its wallet iframe or be an OAuth redirect target: any
 * http(s) loopback origin (`localhost`, `127.x.x.x`, `[::1]`), on any port, unless the config lists
 * `allowedOrigins`, which then decide alone. A malformed origin is never allowed, and never throws.
 */
export function originAllowed(config: Pick<EmulatorConfig, 'allowedOrigins'>, origin: string | undefined): boolean {
  const url = parseOrigin(origin);
  if (!url) return false;
  if (config.allowedOrigins)
    return config.allowedOrigins.some((allowed) => parseOrigin(allowed)?.origin === url.origin);
  return isLoopbackOrigin(url.origin);
}
