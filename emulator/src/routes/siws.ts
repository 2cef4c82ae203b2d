import { AuthenticateSiwsInput, SiwsAddressInput, SiwsInitInput, SiwsInput } from '@privy-io/public-api';
import { Hono } from 'hono';
import type { Emulator } from '../context';
import { ApiError, body, requireApp } from '../http';
import { issueNonce, takeNonce } from '../nonces';
import { parseSiwsMessage, verifySiwsSignature } from '../siws';
import { type ProvenAccount, proofRoutes, unlinkRoute } from './shared';

/** Sign-In With Solana: a single-use nonce, then an Ed25519 signature (Node's own crypto). */
export function siwsRoutes(emulator: Emulator) {
  const { config } = emulator;
  const routes = new Hono();

  routes.post('/api/v1/siws/init', async (c) => {
    requireApp(c, config);
    const { address } = await body(c, SiwsInitInput);
    return c.json(issueNonce(emulator, 'siws', address));
  });

  /** Checks a SIWS message (nonce single use) and its Ed25519 signature; returns the wallet account. */
  async function verifySiws(input: {
    message: string;
    signature: string;
    walletClientType?: string | null;
    connectorType?: string | null;
  }): Promise<ProvenAccount> {
    const message = parseSiwsMessage(input.message);
    if (!message) throw new ApiError(400, 'Invalid SIWS message', 'invalid_data');
    takeNonce(emulator, 'siws', message.nonce, message.address);
    if (!verifySiwsSignature(message.address, input.message, input.signature)) {
      throw new ApiError(401, 'Invalid signature', 'invalid_credentials');
    }
    return {
      subject: message.address,
      data: {
        address: message.address,
        chain_type: 'solana',
        wallet_client: 'unknown',
        wallet_client_type: input.walletClientType ?? 'unknown',
        connector_type: input.connectorType ?? 'unknown',
      },
    };
  }

  proofRoutes(
    routes,
    emulator,
    '/api/v1/siws',
    'wallet',
    { authenticate: AuthenticateSiwsInput, link: SiwsInput },
    verifySiws,
  );
  unlinkRoute(routes, emulator, '/api/v1/siws/unlink', SiwsAddressInput, ({ address }) => ['wallet', address]);

  return routes;
}
