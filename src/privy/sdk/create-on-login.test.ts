import { describe, expect, it } from 'vitest';
import { settingsFrom } from '../app-config';
import type { PrivyAppConfig } from '../config';
import type { LinkedAccountView } from '../port';
import { walletsToCreate } from './create-on-login';

const email: LinkedAccountView = { type: 'email', method: 'email', label: 'a@example.com', verifiedAt: null };
const wallet = (chainType: string, embedded: boolean): LinkedAccountView => ({
  type: 'wallet',
  method: 'wallet',
  label: '0x12…34',
  verifiedAt: null,
  chainType,
  embedded,
});

describe('walletsToCreate (the SDK’s create-on-login rule)', () => {
  it('off creates nothing', () => {
    expect(walletsToCreate({ ethereum: 'off', solana: 'off' }, [email])).toEqual([]);
  });

  it('users-without-wallets: only chain types the user has no wallet of (an external wallet counts)', () => {
    const policy = { ethereum: 'users-without-wallets', solana: 'users-without-wallets' } as const;
    expect(walletsToCreate(policy, [email])).toEqual(['ethereum', 'solana']);
    expect(walletsToCreate(policy, [email, wallet('ethereum', false)])).toEqual(['solana']);
    expect(walletsToCreate(policy, [wallet('ethereum', true), wallet('solana', true)])).toEqual([]);
  });

  it('all-users: everyone without an embedded wallet of that chain type, external or not', () => {
    const policy = { ethereum: 'all-users', solana: 'off' } as const;
    expect(walletsToCreate(policy, [wallet('ethereum', false)])).toEqual(['ethereum']);
    expect(walletsToCreate(policy, [wallet('ethereum', true)])).toEqual([]);
  });
});

describe('settingsFrom: create on login', () => {
  const config: PrivyAppConfig = {
    appId: 'x'.repeat(25),
    clientId: null,
    apiUrl: 'http://127.0.0.1:8787',
  };
  it('reads the dashboard’s embedded_wallet_config per chain type; anything else is off', () => {
    const settings = settingsFrom(
      {
        embedded_wallet_config: {
          create_on_login: 'all-users',
          ethereum: { create_on_login: 'users-without-wallets' },
          solana: { create_on_login: 'all-users' },
        },
      },
      config,
    );
    expect(settings.createOnLogin).toEqual({ ethereum: 'users-without-wallets', solana: 'all-users' });
    expect(settingsFrom({ embedded_wallet_config: { create_on_login: 'all-users' } }, config).createOnLogin).toEqual({
      ethereum: 'all-users',
      solana: 'off',
    });
    expect(
      settingsFrom({ embedded_wallet_config: { solana: { create_on_login: 'everyone' } } }, config).createOnLogin,
    ).toEqual({ ethereum: 'off', solana: 'off' });
    expect(settingsFrom(null, config).createOnLogin).toEqual({ ethereum: 'off', solana: 'off' });
  });
});
