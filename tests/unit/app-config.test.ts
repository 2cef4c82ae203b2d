/**
 * The app's runtime config (live or emulated, from the environment or the page), what it sets `SigilPrivyProvider`
 * up with, and the Content-Security-Policy it is served with.
 */
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../app/security';
import {
  configFromEnv,
  EMULATOR_SESSION_SIGNER_ID,
  parseRuntimeConfig,
  type RuntimeConfig,
  sdkOptions,
  sessionSignerId,
} from '../../app/src/config';

const emulated: RuntimeConfig = {
  mode: 'emulator',
  appId: 'a'.repeat(25),
  clientId: null,
  apiUrl: 'http://127.0.0.1:8787',
};
const live: RuntimeConfig = { mode: 'live', appId: 'b'.repeat(25), clientId: 'client', apiUrl: null };

describe('runtime config and CSP', () => {
  it('is live with an app id, the emulator without; apiUrl must be a bare origin', () => {
    expect(configFromEnv({ VITE_PRIVY_APP_ID: ' abc ', VITE_PRIVY_CLIENT_ID: 'c' })).toEqual({
      mode: 'live',
      appId: 'abc',
      clientId: 'c',
      apiUrl: null,
      sessionSignerId: null,
    });
    expect(configFromEnv({ VITE_PRIVY_APP_ID: 'abc', VITE_PRIVY_SESSION_SIGNER_ID: ' kq1 ' }).sessionSignerId).toBe(
      'kq1',
    );
    expect(sessionSignerId(configFromEnv({}))).toBe(EMULATOR_SESSION_SIGNER_ID);
    expect(sessionSignerId(configFromEnv({ VITE_PRIVY_APP_ID: 'abc' }))).toBeNull();
    expect(configFromEnv({ VITE_SIGIL_EMULATOR_URL: 'http://127.0.0.1:9999/' }).apiUrl).toBe('http://127.0.0.1:9999');
    expect(() => parseRuntimeConfig({ mode: 'emulator', appId: 'x', apiUrl: 'http://127.0.0.1:8787/api' })).toThrow(
      'bare origin',
    );
    expect(() => parseRuntimeConfig({ appId: 'x' })).toThrow('sigil-config');
  });

  it('allows exactly our origin and the API origin, and the provider extras only when live', () => {
    const offline = contentSecurityPolicy(emulated);
    expect(offline).toContain("connect-src 'self' http://127.0.0.1:8787;");
    expect(offline).toContain('frame-src http://127.0.0.1:8787;');
    expect(offline).not.toMatch(/privy\.io|walletconnect|cloudflare/);
    expect(offline).toContain("script-src 'self';");
    const online = contentSecurityPolicy(live);
    expect(online).toContain("connect-src 'self' https://auth.privy.io wss://relay.walletconnect.com");
    expect(online).toContain("script-src 'self' https://challenges.cloudflare.com;");
    expect(online).not.toContain('127.0.0.1');
  });
});

describe("the provider's setup", () => {
  it("emulated, the emulator stands in for every chain's RPC and the on-ramps; live, nothing stands in", () => {
    const offline = sdkOptions(emulated);
    expect(offline).toMatchObject({ appId: emulated.appId, apiUrl: 'http://127.0.0.1:8787' });
    expect(offline.sessionSignerId).toBe(EMULATOR_SESSION_SIGNER_ID);
    expect(offline.walletRpcUrl?.(84532)).toBe('http://127.0.0.1:8787/rpc/84532');
    expect(offline.onrampStandIns?.coinbasePage).toBe('http://127.0.0.1:8787/_emulator/onramp/coinbase');
    expect(offline.onrampStandIns?.moonpayStatus('a b')).toBe(
      'http://127.0.0.1:8787/onramp-api/moonpay/v1/transactions/ext/a%20b?apiKey=pk_test_sigil_emulator',
    );
    expect(sdkOptions(live)).toEqual({ appId: live.appId, clientId: 'client', apiUrl: null, sessionSignerId: null });
  });
});
