import { SmartWalletConfigurationResponseSchema, SmartWalletSiweInput, User } from '@privy-io/public-api';
import { type Context, Hono } from 'hono';
import { parseEther } from 'viem';
import { type ZodType, z } from 'zod';
import type { Emulator } from '../context';
import { type AuthEnv, authGuards, requireAppInPath } from '../http/auth';
import { boundedFields } from '../http/forms';
import { ApiError, body, conform } from '../http/request';
import { proveWalletMessage } from '../http/sign-in';
import { devGuard } from '../security/dev-guard';
import { verifySiwe } from '../security/siwe-verify';
import { type ChainDeps, createFaucet, type Faucet } from './faucet';
import {
  chainFailure,
  faucetAddress,
  faucetAmount,
  linkSmartWallet,
  requireLocalChain,
  requireSmartWalletType,
  smartWalletConfiguration,
} from './service';
import { type ChainSettings, SUPPORTED_CHAINS } from './settings';
import { splTokenInfo, tokenPrice } from './tokens';

export interface ChainRouteDeps {
  /** The `chain` part of the configuration (`chain/settings.ts`). */
  settings: ChainSettings;
  /** The running local chain; null when the emulator runs without one (`--chain off`). */
  chain: ChainDeps | null;
}

/** The faucet's JSON body: an Ethereum address and an optional amount of the native currency ("0.5"). */
interface FaucetRequest {
  address: string;
  amount?: string | number | undefined;
}

/** The longest address or amount a faucet request may carry (a form field, before validation). */
const FIELD_MAX = 64;

/**
 * The local chain's development pages (mounted at `/_emulator`), and the provider's price, token and smart-wallet
 * routes (`chainApiRoutes`, mounted at `/api/v1`):
 * - `POST /_emulator/faucet {address, amount?}`: a real, mined transfer from the local chain's development
 *   account (JSON for tests; a form post from the inbox comes back to the inbox); `GET /_emulator/chain.json`:
 *   the chain's id, RPC URL and funder. Both are development pages behind the dev guard.
 * - `GET /api/v1/token_price?chainId=&tokenSymbol=` → `{usd}` from the configured price table;
 *   `GET /api/v1/spl_token_info?mint_address=&cluster=` → `{name, symbol, decimals}`.
 * - `GET /api/v1/apps/:appId/smart_wallets`: the smart-wallet configuration;
 *   `POST /api/v1/siwe/link_smart_wallet`: links a smart wallet proven by a SIWE message, verified as
 *   `security/siwe-verify.ts` verifies every SIWE message.
 * Every answer of the provider's API is checked against the provider's schema before it leaves.
 */
export function chainDevRoutes({ settings, chain }: ChainRouteDeps) {
  const routes = new Hono();
  const faucet: Faucet | null = chain ? createFaucet(chain) : null;
  const native = SUPPORTED_CHAINS.find((c) => c.id === chain?.chainId)?.symbol ?? 'ETH';

  const requireChain = () => requireLocalChain(faucet, chain);

  routes.use('/faucet', devGuard());
  routes.use('/chain.json', devGuard());

  routes.get('/chain.json', async (c) => {
    const { faucet, chain } = requireChain();
    const funder = await faucet.funder().catch(chainFailure);
    return c.json({ chain_id: chain.chainId, rpc_url: chain.rpcUrl, symbol: native, funder });
  });

  routes.post('/faucet', async (c) => {
    const form = !(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json');
    const request = form ? await faucetForm(c) : await body<FaucetRequest>(c, faucetJson);
    const address = faucetAddress(request.address);
    const amount = faucetAmount(request.amount, settings.faucet);
    const { faucet, chain } = requireChain();
    const funded = await faucet.fund(address, parseEther(amount)).catch(chainFailure);
    if (funded.status !== 'success') throw new ApiError(502, 'The faucet transfer was reverted', 'chain_error');
    if (form && c.req.header('accept')?.includes('text/html')) {
      return c.redirect(`/_emulator?funded=${encodeURIComponent(address)}`, 303);
    }
    return c.json({
      address,
      amount,
      value: funded.value.toString(),
      transaction_hash: funded.transactionHash,
      block_number: Number(funded.blockNumber),
      status: funded.status,
      balance: funded.balance.toString(),
      chain_id: chain.chainId,
    });
  });

  return routes;
}

/** The provider's price, token and smart-wallet routes (mounted at `/api/v1`): see `chainDevRoutes`. */
export function chainApiRoutes(emulator: Emulator, { settings }: Pick<ChainRouteDeps, 'settings'>) {
  const { config } = emulator;
  const guard = authGuards(emulator);
  const routes = new Hono<AuthEnv>();

  routes.get('/token_price', guard.app, (c) => {
    const price = tokenPrice(settings, { chainId: c.req.query('chainId'), tokenSymbol: c.req.query('tokenSymbol') });
    if (!price.ok) throw new ApiError(price.status, price.error, price.status === 400 ? 'invalid_data' : 'not_found');
    return c.json(price.value);
  });

  routes.get('/spl_token_info', guard.app, (c) => {
    const token = splTokenInfo(settings, {
      mintAddress: c.req.query('mint_address'),
      cluster: c.req.query('cluster'),
    });
    if (!token.ok) throw new ApiError(token.status, token.error, token.status === 400 ? 'invalid_data' : 'not_found');
    return c.json(token.value);
  });

  routes.get('/apps/:appId/smart_wallets', (c) => {
    requireAppInPath(c, config);
    return c.json(conform(SmartWalletConfigurationResponseSchema, smartWalletConfiguration(settings)));
  });

  routes.post('/siwe/link_smart_wallet', guard.app, guard.method('wallet'), guard.user, async (c) => {
    const { userId } = c.var.user;
    const input = await body(c, SmartWalletSiweInput);
    requireSmartWalletType(settings, input.smart_wallet_type);
    const { address } = await proveWalletMessage(emulator, c, 'siwe', verifySiwe, input);
    return c.json(conform(User, linkSmartWallet(emulator, userId, address, input)));
  });

  return routes;
}

const faucetJson: ZodType<FaucetRequest> = z
  .object({
    address: z.string().max(FIELD_MAX),
    amount: z.union([z.string().max(FIELD_MAX), z.number()]).optional(),
  })
  .strict();

/** The faucet's form (the inbox button): `address` and `amount`, one bounded text value each (blank: absent). */
async function faucetForm(c: Context): Promise<FaucetRequest> {
  const form = await boundedFields(c, ['address', 'amount'], { max: FIELD_MAX });
  return { address: form.address, amount: form.amount === '' ? undefined : form.amount };
}
