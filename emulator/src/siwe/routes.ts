import { AuthenticateSiweInput, SiweAddressInput, SiweInitInput, SiweInput } from '@privy-io/public-api';
import { type Context, Hono } from 'hono';
import { getAddress, isAddress } from 'viem';
import type { Emulator } from '../context';
import { type AuthEnv, authGuards } from '../http/auth';
import { ApiError, body } from '../http/request';
import { type ProvenAccount, proofRoutes, proveWalletMessage, unlinkRoute, walletAccount } from '../http/sign-in';
import { verifySiwe } from '../security/siwe-verify';
import { issueNonce } from './nonces';

/**
 * Sign-In With Ethereum: a single-use nonce, then a signed EIP-4361 message verified as the provider does
 * (`security/siwe-verify.ts`: the page's domain and URI, a supported chain, the times, the signature, and last
 * the nonce, consumed once).
 */
export function siweRoutes(emulator: Emulator) {
  const guard = authGuards(emulator);
  const routes = new Hono<AuthEnv>();

  routes.post('/init', guard.app, guard.method('wallet'), async (c) => {
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
    return walletAccount(input, address, { chain_type: 'ethereum', chain_id: `eip155:${chainId}` });
  }

  proofRoutes(
    routes,
    emulator,
    { type: 'wallet', method: 'wallet' },
    { authenticate: AuthenticateSiweInput, link: SiweInput },
    verify,
  );
  unlinkRoute(routes, emulator, SiweAddressInput, ({ address }) => ['wallet', getAddress(address)]);

  return routes;
}
