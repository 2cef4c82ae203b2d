/**
 * Shared setup of hardening.test.ts and hardening-inputs.test.ts: the test emulator with answers read as
 * `{ status, body }`, and the wallets that sign SIWE and SIWS messages.
 */
import { generateKeyPairSync, sign } from 'node:crypto';
import { getBase58Decoder } from '@solana/kit';
import { privateKeyToAccount } from 'viem/accounts';
import { expect } from 'vitest';
import { emulator as emulated } from './helpers';

export const PAGE = 'http://localhost:5173';

/** The shared test emulator (one allowed origin, PAGE), with answers read as `{ status, body }`. */
export async function emulator(overrides: Record<string, unknown> = {}) {
  const e = await emulated(overrides);
  const post = async (url: string, body: unknown, extra: Record<string, string> = {}) => {
    const res = await e.post(url, body, extra);
    return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
  };
  const inbox = async () =>
    (await (await e.app.request('/_emulator/inbox.json')).json()) as {
      messages: { to: string; code: string }[];
      users: { id: string }[];
    };
  async function guest() {
    const res = await post('/api/v1/guest/authenticate', {
      guest_credential: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8',
    });
    expect(res.status).toBe(200);
    return res.body as { token: string };
  }
  return { app: e.app, post, inbox, login: e.login, guest };
}

export const ethereum = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');

export const impostor = privateKeyToAccount('0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba');

export function solanaKey() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const address = getBase58Decoder().decode(publicKey.export({ format: 'der', type: 'spki' }).subarray(-32));
  return { address, sign: (message: string) => sign(null, Buffer.from(message), privateKey).toString('base64') };
}
