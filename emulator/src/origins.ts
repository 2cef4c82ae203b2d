import type { EmulatorConfig } from './config';
import { httpUrl, isLoopbackOrigin } from './security/urls';

/**
 * Whether a browser origin may call the emulator, open its wallet iframe or be an OAuth redirect target: any
 * http(s) loopback origin (`localhost`, `127.x.x.x`, `[::1]`), on any port, unless the config lists
 * `allowedOrigins`, which then decide alone. A malformed origin is never allowed, and never throws.
 */
export function originAllowed(config: Pick<EmulatorConfig, 'allowedOrigins'>, origin: string | undefined): boolean {
  const url = httpUrl(origin);
  if (!url) return false;
  if (config.allowedOrigins) return config.allowedOrigins.some((allowed) => httpUrl(allowed)?.origin === url.origin);
  return isLoopbackOrigin(url.origin);
}
