import { describe, expect, it } from 'vitest';
import {
  CHAINS,
  CONNECTOR_TYPES,
  isConnectorType,
  isMfaMethod,
  isOAuthProvider,
  isSupportedChainId,
  MFA_METHODS,
  OAUTH_PROVIDERS,
  oauthAccountType,
  oauthProviderName,
  SUPPORTED_CHAIN_IDS,
} from '.';

describe('the provider vocabulary', () => {
  it('knows exactly the ten supported chains, each with a name', () => {
    expect(SUPPORTED_CHAIN_IDS).toHaveLength(10);
    expect(new Set(SUPPORTED_CHAIN_IDS).size).toBe(10);
    expect(Object.keys(CHAINS).map(Number).sort()).toEqual([...SUPPORTED_CHAIN_IDS].sort());
    expect(CHAINS[8453].name).toBe('Base');
    expect(isSupportedChainId(8453)).toBe(true);
    expect(isSupportedChainId(5)).toBe(false);
    expect(isSupportedChainId('1')).toBe(false);
  });

  it('names the eleven OAuth providers and types their accounts as the SDK does', () => {
    expect(OAUTH_PROVIDERS).toHaveLength(11);
    expect(isOAuthProvider('twitter')).toBe(true);
    expect(isOAuthProvider('custom:acme')).toBe(false);
    expect(oauthProviderName('twitter')).toBe('X (Twitter)');
    expect(oauthAccountType('google')).toBe('google_oauth');
  });

  it('lists the connector types of spec 3 and the three verification methods', () => {
    for (const type of [
      'injected',
      'base_account',
      'wallet_connect_v2',
      'coinbase_wallet',
      'embedded',
      'embedded_imported',
    ])
      expect(isConnectorType(type)).toBe(true);
    expect(isConnectorType(null)).toBe(false);
    expect(CONNECTOR_TYPES).toContain('solana_adapter');
    expect(MFA_METHODS).toEqual(['sms', 'totp', 'passkey']);
    expect(isMfaMethod('totp')).toBe(true);
    expect(isMfaMethod('email')).toBe(false);
  });
});
