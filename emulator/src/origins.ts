import type { EmulatorConfig } from './config';

/** The origin of a URL-shaped value (an `Origin` header, a redirect target), or null when it is not one. */
export function parseOrigin(value: string | undefined | null): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** `localhost`, any `127.x.x.x` and `[::1]`: names that only ever reach this machine. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

/**
 * Whether a browser origin may call the emulator, open its wallet iframe or be an OAuth redirect target: any
 * http(s) loopback origin, on any port, unless the config lists `allowedOrigins`, which then decide alone.
 */
export function originAllowed(config: Pick<EmulatorConfig, 'allowedOrigins'>, origin: string | undefined): boolean {
  const url = parseOrigin(origin);
  if (!url) return false;
  if (config.allowedOrigins)
    return config.allowedOrigins.some((allowed) => parseOrigin(allowed)?.origin === url.origin);
  return isLoopbackHost(url.hostname);
}
