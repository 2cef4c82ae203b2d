import { AuthenticatedUser } from '@privy-io/public-api';
import { beforeEach, describe, expect, it } from 'vitest';
import { clock, emulator, resetClock } from './helpers';

beforeEach(resetClock);

describe('SIWE sign-in', () => {
  it('signs in with Ethereum: single-use nonce, real signature check', async () => {
    const { privateKeyToAccount } = await import('viem/accounts');
    const { createSiweMessage } = await import('viem/siwe');
    const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
    const { post } = await emulator();
    const init = (await (await post('/api/v1/siwe/init', { address: account.address })).json()) as { nonce: string };
    const message = createSiweMessage({
      address: account.address,
      chainId: 1,
      domain: 'localhost',
      nonce: init.nonce,
      uri: 'http://localhost/',
      version: '1',
      issuedAt: new Date(clock.ms),
    });
    const signature = await account.signMessage({ message });
    const body = {
      message,
      signature,
      chainId: 'eip155:1',
      walletClientType: 'metamask',
      connectorType: 'injected',
      mode: 'login-or-sign-up',
    };
    const res = await post('/api/v1/siwe/authenticate', body);
    expect(res.status).toBe(200);
    const session = (await res.json()) as { user: { linked_accounts: Record<string, unknown>[] } };
    expect(
      AuthenticatedUser.safeParse(session).success,
      JSON.stringify(AuthenticatedUser.safeParse(session).error?.issues),
    ).toBe(true);
    expect(session.user.linked_accounts[0]).toMatchObject({
      type: 'wallet',
      address: account.address,
      chain_type: 'ethereum',
    });
    // The nonce is single use.
    expect((await post('/api/v1/siwe/authenticate', body)).status).toBe(401);
  });

  it('refuses a SIWE signature from another key, and an expired nonce', async () => {
    const { privateKeyToAccount } = await import('viem/accounts');
    const { createSiweMessage } = await import('viem/siwe');
    const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
    const impostor = privateKeyToAccount('0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba');
    const { post } = await emulator();
    const sign = async (signer: typeof account) => {
      const { nonce } = (await (await post('/api/v1/siwe/init', { address: account.address })).json()) as {
        nonce: string;
      };
      const message = createSiweMessage({
        address: account.address,
        chainId: 1,
        domain: 'localhost',
        nonce,
        uri: 'http://localhost/',
        version: '1',
      });
      return { message, signature: await signer.signMessage({ message }), mode: 'login-or-sign-up' };
    };
    expect((await post('/api/v1/siwe/authenticate', await sign(impostor))).status).toBe(401);
    const late = await sign(account);
    clock.ms += 10 * 60_000 + 1;
    expect((await post('/api/v1/siwe/authenticate', late)).status).toBe(401);
  });
});
