import { AuthenticateSiweInput, SiweAddressInput, SiweInitInput, SiweInput } from '@privy-io/public-api';
import { Hono } from 'hono';
import { getAddress, verifyMessage } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import type { Emulator } from '../context';
import { ApiError, body, requireApp } from '../http';
import { issueNonce, takeNonce } from '../nonces';
import { type ProvenAccount, proofRoutes, unlinkRoute } from './shared';

/** Sign-In With Ethereum: a single-use nonce, then a signed EIP-4361 message (verified with viem). */
export function siweRoutes(emulator: Emulator) {
  const { config } = emulator;
  const routes = new Hono();

  routes.post('/api/v1/siwe/init', async (c) => {
    requireApp(c, config);
    const { address } = await body(c, SiweInitInput);
    if (!address) throw new ApiError(400, 'Invalid request: address: Required', 'invalid_data');
    return c.json(issueNonce(emulator, 'siwe', getAddress(address)));
  });

  /** Verifies a SIWE message and signature against a single-use nonce; returns the wallet account. */
  async function verifySiwe(input: {
    message: string;
    signature: string;
    walletClientType?: string | null;
    connectorType?: string | null;
  }): Promise<ProvenAccount> {
    const message = parseSiweMessage(input.message);
    if (!message.address || !message.nonce) throw new ApiError(400, 'Invalid SIWE message', 'invalid_data');
    takeNonce(emulator, 'siwe', message.nonce, getAddress(message.address));
    const valid = await verifyMessage({
      address: message.address,
      message: input.message,
      signature: input.signature as `0x${string}`,
    }).catch(() => false);
    if (!valid) throw new ApiError(401, 'Invalid signature', 'invalid_credentials');
    const address = getAddress(message.address);
    return {
      subject: address,
      data: {
        address,
        chain_type: 'ethereum',
        chain_id: `eip155:${message.chainId ?? 1}`,
        wallet_client: 'unknown',
        wallet_client_type: input.walletClientType ?? 'unknown',
        connector_type: input.connectorType ?? 'unknown',
      },
    };
  }

  proofRoutes(
    routes,
    emulator,
    '/api/v1/siwe',
    'wallet',
    { authenticate: AuthenticateSiweInput, link: SiweInput },
    verifySiwe,
  );
  unlinkRoute(routes, emulator, '/api/v1/siwe/unlink', SiweAddressInput, ({ address }) => [
    'wallet',
    getAddress(address),
  ]);

  return routes;
}
