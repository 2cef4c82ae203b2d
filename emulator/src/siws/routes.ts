import { AuthenticateSiwsInput, SiwsAddressInput, SiwsInitInput, SiwsInput } from '@privy-io/public-api';
import { type Context, Hono } from 'hono';
import type { Emulator } from '../context';
import { type AuthEnv, authGuards } from '../http/auth';
import { ApiError, body } from '../http/request';
import { type ProvenAccount, proofRoutes, proveWalletMessage, unlinkRoute, walletAccount } from '../http/sign-in';
import { issueNonce } from '../siwe/nonces';
import { isSolanaAddress, verifySiws } from './service';

/**
 * Sign-In With Solana: a single-use nonce, then a SIWS message verified as SIWE is (the page's domain and URI, a
 * supported cluster, the times), its Ed25519 signature (Node's own crypto), and last the nonce, consumed once.
 */
export function siwsRoutes(emulator: Emulator) {
  const guard = authGuards(emulator);
  const routes = new Hono<AuthEnv>();

  routes.post('/init', guard.app, guard.method('solana_wallet'), async (c) => {
    const { address } = await body(c, SiwsInitInput);
    if (!isSolanaAddress(address)) throw new ApiError(400, 'Invalid Solana address', 'invalid_data');
    return c.json(issueNonce(emulator, 'siws', address));
  });

  /** Checks a SIWS message for the requesting page and its signature; returns the wallet account. */
  async function verify(
    input: { message: string; signature: string; walletClientType?: string | null; connectorType?: string | null },
    c: Context,
  ): Promise<ProvenAccount> {
    const { address } = await proveWalletMessage(emulator, c, 'siws', verifySiws, input);
    return walletAccount(input, address, { chain_type: 'solana' });
  }

  proofRoutes(
    routes,
    emulator,
    { type: 'wallet', method: 'solana_wallet' },
    { authenticate: AuthenticateSiwsInput, link: SiwsInput },
    verify,
  );
  unlinkRoute(routes, emulator, SiwsAddressInput, ({ address }) => ['wallet', address]);

  return routes;
}
