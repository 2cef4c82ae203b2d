import { describe, expect, it } from 'vitest';
import { settingsFrom } from './app-config';
import type { PrivyAppConfig } from './config';
import { isCrossAppReturn, readOAuthReturn, withoutOAuthParams } from './oauth-return';
import { suggestedUsd } from './onramps';

/** A provider on plain http (a local emulator), and the provider's own. */
const emulated: PrivyAppConfig = { appId: 'a'.repeat(25), clientId: null, apiUrl: 'http://127.0.0.1:8787' };
const live: PrivyAppConfig = { appId: 'b'.repeat(25), clientId: 'client', apiUrl: null };

describe("the app's settings from the provider's app config", () => {
  it('orders the methods as the landing screen shows them, wallet first when the app asks', () => {
    const app = {
      name: 'Acme',
      email_auth: true,
      sms_auth: true,
      passkey_auth: true,
      wallet_auth: true,
      github_oauth: true,
      google_oauth: true,
      telegram_auth: true,
      farcaster_auth: true,
      guest_auth: true,
      custom_oauth_providers: [
        {
          provider: 'custom:acme-sso',
          provider_display_name: 'Acme SSO',
          provider_icon_url: 'https://acme.test/i.png',
        },
        { provider: 'custom:off', provider_display_name: 'Off', enabled: false },
        { provider: 'not-custom', provider_display_name: 'Bad' },
      ],
    };
    const settings = settingsFrom(app, live);
    expect(settings.methods).toEqual([
      'email',
      'sms',
      'passkey',
      'wallet',
      'google',
      'github',
      'custom:acme-sso',
      'farcaster',
      'telegram',
    ]);
    expect(settings.allowGuest).toBe(true);
    expect(settingsFrom({ ...app, show_wallet_login_first: true }, live).methods[0]).toBe('wallet');
    expect(settingsFrom({ solana_wallet_auth: true }, live)).toMatchObject({
      methods: ['wallet'],
      walletChains: { ethereum: false, solana: true },
    });
  });

  it('takes only safe links and images: https (http only from the emulator), data: images', () => {
    const hostile = {
      logo_url: 'javascript:alert(1)',
      terms_and_conditions_url: 'javascript:alert(1)',
      privacy_policy_url: 'http://example.com/privacy',
    };
    expect(settingsFrom(hostile, live)).toMatchObject({ logoUrl: null, termsUrl: null, privacyUrl: null });
    expect(settingsFrom(hostile, emulated).privacyUrl).toBe('http://example.com/privacy');
    expect(settingsFrom({ logo_url: 'data:image/png;base64,AAAA' }, live).logoUrl).toBe('data:image/png;base64,AAAA');
    expect(settingsFrom({ logo_url: 'data:text/html,<script>' }, live).logoUrl).toBeNull();
  });

  it('falls back to a light theme and no accent for values it does not understand; survives garbage', () => {
    expect(settingsFrom({ theme: '#0a0a0a', accent_color: '#4F46E5' }, live)).toMatchObject({
      theme: '#0a0a0a',
      accentColor: '#4F46E5',
    });
    expect(settingsFrom({ theme: 'purple', accent_color: 'red' }, live)).toMatchObject({
      theme: 'light',
      accentColor: undefined,
    });
    for (const garbage of [null, undefined, 42, 'text', [], { custom_oauth_providers: 'x' }]) {
      expect(settingsFrom(garbage, live).methods).toEqual([]);
    }
  });

  it("reads the dashboard's suggested funding amount and turns it into dollars for a wallet on its chain", () => {
    const funding = (currency: unknown, amount: unknown) =>
      settingsFrom(
        { funding_config: { default_recommended_currency: currency, default_recommended_amount: amount } },
        live,
      ).fundingSuggestion;
    const eth = funding({ chain: 'eip155:31337', asset: 'native-currency' }, '0.0133333333');
    expect(eth).toEqual({ amount: 0.0133333333, asset: 'native-currency', chainId: 31337 });
    expect(funding({ chain: 'eip155:8453' }, '0.01')).toEqual({
      amount: 0.01,
      asset: 'native-currency',
      chainId: 8453,
    });
    expect(funding({ chain: 'eip155:1', asset: 'USDC' }, '20')?.asset).toBe('USDC');
    for (const [currency, amount] of [
      [{ chain: 'solana:mainnet' }, '1'],
      [{ chain: 'eip155:1', asset: 'DOGE' }, '1'],
      [{ chain: 'eip155:1' }, '-1'],
      [{ chain: 'eip155:1' }, 'lots'],
      [{ chain: 'eip155:01' }, '1'],
      [null, '1'],
    ] as const) {
      expect(funding(currency, amount), JSON.stringify([currency, amount])).toBeNull();
    }
    const bounds = { minUsd: 1, maxUsd: 10_000 };
    expect(suggestedUsd(eth, 31337, 3000, bounds)).toBe(40);
    // Another chain, no price, or outside the amount screen's bounds: no suggestion.
    expect(suggestedUsd(eth, 1, 3000, bounds)).toBeUndefined();
    expect(suggestedUsd(eth, 31337, null, bounds)).toBeUndefined();
    expect(suggestedUsd(eth, 31337, 30, bounds)).toBeUndefined();
    expect(suggestedUsd(eth, 31337, 3_000_000, bounds)).toBeUndefined();
    expect(suggestedUsd({ amount: 12.345, asset: 'USDC', chainId: 1 }, 1, null, bounds)).toBe(12.35);
    expect(suggestedUsd(null, 1, 3000, bounds)).toBeUndefined();
  });
});

describe('the OAuth return', () => {
  it('is recognised by its provider-prefixed parameters; a missing or "undefined" code is a denial', () => {
    const base = 'http://localhost:5173/signin?privy_oauth_state=s&privy_oauth_provider=github';
    expect(readOAuthReturn(`${base}&privy_oauth_code=abc`)).toEqual({ provider: 'github', denied: false });
    expect(readOAuthReturn(`${base}&privy_oauth_code=undefined`)).toEqual({ provider: 'github', denied: true });
    expect(readOAuthReturn('http://localhost:5173/signin?privy_oauth_provider=github')).toBeNull();
    expect(readOAuthReturn('http://localhost:5173/signin')).toBeNull();
  });

  it('leaves the address without them, keeping everything else', () => {
    expect(
      withoutOAuthParams(
        'http://localhost:5173/signin?ref=mail&privy_oauth_code=abc&privy_oauth_state=s&privy_oauth_provider=github#top',
      ),
    ).toBe('/signin?ref=mail#top');
  });

  it("tells another provider app's return (the SDK's, in its popup) from the app's own", () => {
    const back = (provider: string) =>
      readOAuthReturn(
        `http://localhost:5173/account?privy_oauth_code=c&privy_oauth_state=s&privy_oauth_provider=${provider}`,
      );
    expect(isCrossAppReturn(back('privy:orbitgamesproviderapp01'))).toBe(true);
    expect(isCrossAppReturn(back('github'))).toBe(false);
    expect(isCrossAppReturn(back('custom:acme'))).toBe(false);
    expect(isCrossAppReturn(null)).toBe(false);
  });
});
