import { AuthenticatedUser, User } from '@privy-io/public-api';
import { describe, expect, it } from 'vitest';
import { emulator } from './helpers';

describe('Sign-In With Solana', () => {
  async function solanaKey() {
    const { generateKeyPairSync, sign } = await import('node:crypto');
    const { getBase58Decoder } = await import('@solana/kit');
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
    return {
      address: getBase58Decoder().decode(raw),
      sign: (message: string) => sign(null, Buffer.from(message), privateKey).toString('base64'),
    };
  }
  const siwsMessage = (address: string, nonce: string) =>
    `localhost:5173 wants you to sign in with your Solana account:\n${address}\n\nYou are proving you own ${address}.\n\nURI: http://localhost:5173\nVersion: 1\nChain ID: mainnet\nNonce: ${nonce}\nIssued At: 2026-01-01T00:00:00.000Z\nResources:\n- https://privy.io`;

  it('signs in with an Ed25519 signature over the SDK’s message; the nonce is single use', async () => {
    const e = await emulator();
    const key = await solanaKey();
    const init = await e.post('/api/v1/siws/init', { address: key.address });
    expect(init.status).toBe(200);
    const { nonce } = (await init.json()) as { nonce: string };
    const message = siwsMessage(key.address, nonce);
    const body = {
      message,
      signature: key.sign(message),
      walletClientType: 'phantom',
      connectorType: 'solana_adapter',
      mode: 'login-or-sign-up',
    };
    const res = await e.post('/api/v1/siws/authenticate', body);
    expect(res.status).toBe(200);
    const session = (await res.json()) as { user: { linked_accounts: Record<string, unknown>[] } };
    const parsed = AuthenticatedUser.safeParse(session);
    expect(parsed.success, JSON.stringify(parsed.error?.issues[0])).toBe(true);
    expect(session.user.linked_accounts[0]).toMatchObject({
      type: 'wallet',
      chain_type: 'solana',
      address: key.address,
    });
    expect((await e.post('/api/v1/siws/authenticate', body)).status).toBe(401);
  });

  it('links a Solana wallet to an e-mail user and unlinks it', async () => {
    const e = await emulator();
    const ada = await e.login('sol@example.com');
    const auth = { authorization: `Bearer ${ada.token}` };
    const key = await solanaKey();
    const { nonce } = (await (await e.post('/api/v1/siws/init', { address: key.address })).json()) as { nonce: string };
    const message = siwsMessage(key.address, nonce);
    const linked = await e.post('/api/v1/siws/link', { message, signature: key.sign(message) }, auth);
    expect(linked.status).toBe(200);
    const user = (await linked.json()) as { linked_accounts: { type: string; address?: string }[] };
    expect(User.safeParse(user).success).toBe(true);
    expect(user.linked_accounts.find((a) => a.type === 'wallet')?.address).toBe(key.address);
    const unlinked = await e.post('/api/v1/siws/unlink', { address: key.address }, auth);
    expect(((await unlinked.json()) as typeof user).linked_accounts.map((a) => a.type)).toEqual(['email']);
  });

  it('refuses another key’s signature and a malformed message', async () => {
    const e = await emulator();
    const key = await solanaKey();
    const impostor = await solanaKey();
    const { nonce } = (await (await e.post('/api/v1/siws/init', { address: key.address })).json()) as { nonce: string };
    const message = siwsMessage(key.address, nonce);
    expect(
      (
        await e.post('/api/v1/siws/authenticate', {
          message,
          signature: impostor.sign(message),
          mode: 'login-or-sign-up',
        })
      ).status,
    ).toBe(401);
    expect(
      (await e.post('/api/v1/siws/authenticate', { message: 'hello', signature: 'x', mode: 'login-or-sign-up' }))
        .status,
    ).toBe(400);
  });
});
