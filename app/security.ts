import { apiOrigin, type RuntimeConfig } from './src/config.ts';

/** What the provider's web SDK needs beyond its API, in live mode only (the provider's CSP guidance). */
const LIVE_EXTRAS = {
  script: ['https://challenges.cloudflare.com'],
  frame: ['https://verify.walletconnect.com', 'https://verify.walletconnect.org', 'https://challenges.cloudflare.com'],
  connect: [
    'wss://relay.walletconnect.com',
    'wss://relay.walletconnect.org',
    'wss://www.walletlink.org',
    'https://*.rpc.privy.systems',
    'https://explorer-api.walletconnect.com',
  ],
};

/**
 * The Content-Security-Policy of the built app: our own origin, plus exactly the provider's origin (the
 * emulator's when offline) for its API calls and its hidden wallet frame. Styles allow inline because the
 * theme sets colour variables inline and the provider's fallback modal injects its styles.
 */
export function contentSecurityPolicy(config: RuntimeConfig): string {
  const api = apiOrigin(config);
  const live = config.mode === 'live';
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(live ? LIVE_EXTRAS.script : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    // App logos and custom provider icons come from the app's dashboard as https: URLs.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...(live ? [] : [api])],
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'child-src': [api, ...(live ? LIVE_EXTRAS.frame.slice(0, 2) : [])],
    'frame-src': [api, ...(live ? LIVE_EXTRAS.frame : [])],
    'connect-src': ["'self'", api, ...(live ? LIVE_EXTRAS.connect : [])],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Every security header the built app is served with. */
export function securityHeaders(config: RuntimeConfig): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    // The OAuth return carries a code in the address: never send more than our origin to anyone else.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    // Popups (OAuth in popup mode, cross-app) must still be able to report back to this window.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  };
}

/** The config block index.html carries (see src/config.ts); `<` is escaped so it cannot close the tag. */
export function configBlock(config: RuntimeConfig): string {
  return `<script type="application/json" id="sigil-config">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;
}

export const CONFIG_PLACEHOLDER = '<!-- sigil-config -->';
