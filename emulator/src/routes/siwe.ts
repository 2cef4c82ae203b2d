import { AuthenticateSiweInput, SiweAddressInput, SiweInitInput, SiweInput } from '@privy-io/public-api';
import { type Context, Hono } from 'hono';
import { getAddress, isAddress } from 'viem';
import type { Emulator } from '../context';
import { ApiError, body, requireApp } from '../http';
import { issueNonce } from '../nonces';
import { requireMethod } from '../security/methods';
import { verifySiwe } from '../security/siwe-verify';
import { type ProvenAccount, proofRoutes, proveWalletMessage, unlinkRoute } from './shared';

/**
 * Sign-In With Ethereum: a single-use nonce, then a signed EIP-4361 message verified as the provider does
 * (`security/siwe-verify.ts`: the page's domain and URI, a supported chain, the times, the signature, and last
 * the nonce, consumed once).
 */
export function siweRoutes(emulator: Emulator) {
  const { config } = emulator;
  const routes = new Hono();

  routes.post('/api/v1/siwe/init', async (c) => {
    requireApp(c, config);
    requireMethod(config, 'wallet');
    const { address } = await body(c, SiweInitInput);
    if (!address) throw new ApiError(400, 'Invalid request: address: Required', 'invalid_data');
    if (!isAddress(address, { strict: false })) throw new ApiError(400, 'Invalid Ethereum address', 'invalid_data');
    return c.json(issueNonce(emulator, 'siwe', getAddress(address)));
  });

  /** Verifies a SIWE message and signature for the requesting page; returns the wallet account. */
  async function verify(
    input: { message: string; signature: string; walletClientType?: string | null; connectorType?: string | null },
    c: Context,
  ): Promise<ProvenAccount> {
    const { address, chainId } = await proveWalletMessage(emulator, c, 'siwe', verifySiwe, input);
    return {
      subject: address,
      data: {
        address,
        chain_type: 'ethereum',
        chain_id: `eip155:${chainId}`,
        wallet_client: 'unknown',
        wallet_client_type: input.walletClientType ?? 'unknown',
        connector_type: input.connectorType ?? 'unknown',
      },
    };
  }

  proofRoutes(
    routes,
    emulator,
    { prefix: '/api/v1/siwe', type: 'wallet', method: 'wallet' },
    { authenticate: AuthenticateSiweInput, link: SiweInput },
    verify,
  );
  unlinkRoute(routes, emulator, '/api/v1/siwe/unlink', SiweAddressInput, ({ address }) => [
    'wallet',
    getAddress(address),
  ]);

  return routes;
}
