import { SmartWalletConfigurationResponseSchema, SmartWalletSiweInput, User } from '@privy-io/public-api';
import { type Context, Hono } from 'hono';
import { type Address, BaseError, formatEther, getAddress, isAddress, parseEther } from 'viem';
import { type ZodType, z } from 'zod';
import { type ChainDeps, createFaucet, type Faucet } from '../chain/faucet';
import { FAUCET_PATH } from '../chain/faucet-form';
import { type ChainSettings, EtherAmount, SUPPORTED_CHAINS } from '../chain/settings';
import { splTokenInfo, tokenPrice } from '../chain/tokens';
import type { Emulator } from '../context';
import { ApiError, body, requireApp } from '../http';
import { devGuard } from '../security/dev-guard';
import { requireMethod } from '../security/methods';
import { verifySiwe } from '../security/siwe-verify';
import { requireUser } from '../sessions';
import { linkAccount, userJson } from '../users';
import { proveWalletMessage } from './shared';

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
 * The local chain and the provider's price, token and smart-wallet routes:
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
export function chainRoutes(emulator: Emulator, { settings, chain }: ChainRouteDeps) {
  const { config } = emulator;
  const routes = new Hono();
  const faucet: Faucet | null = chain ? createFaucet(chain) : null;
  const native = SUPPORTED_CHAINS.find((c) => c.id === chain?.chainId)?.symbol ?? 'ETH';

  // Without a chain the faucet is a 404 (no such thing here), never a 5xx: the emulator is working as configured.
  const requireChain = () => {
    if (!faucet || !chain) {
      throw new ApiError(
        404,
        'The emulator runs without a local chain (started with --chain off)',
        'chain_unavailable',
      );
    }
    return { faucet, chain };
  };

  routes.use('/_emulator/faucet', devGuard());
  routes.use('/_emulator/chain.json', devGuard());

  routes.get('/_emulator/chain.json', async (c) => {
    const { faucet, chain } = requireChain();
    const funder = await faucet.funder().catch(chainFailure);
    return c.json({ chain_id: chain.chainId, rpc_url: chain.rpcUrl, symbol: native, funder });
  });

  routes.post(FAUCET_PATH, async (c) => {
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

  routes.get('/api/v1/token_price', (c) => {
    requireApp(c, config);
    const price = tokenPrice(settings, { chainId: c.req.query('chainId'), tokenSymbol: c.req.query('tokenSymbol') });
    if (!price.ok) throw new ApiError(price.status, price.error, price.status === 400 ? 'invalid_data' : 'not_found');
    return c.json(price.value);
  });

  routes.get('/api/v1/spl_token_info', (c) => {
    requireApp(c, config);
    const token = splTokenInfo(settings, {
      mintAddress: c.req.query('mint_address'),
      cluster: c.req.query('cluster'),
    });
    if (!token.ok) throw new ApiError(token.status, token.error, token.status === 400 ? 'invalid_data' : 'not_found');
    return c.json(token.value);
  });

  routes.get('/api/v1/apps/:appId/smart_wallets', (c) => {
    if (c.req.param('appId') !== config.appId)
      throw new ApiError(404, 'App not found', 'missing_or_invalid_privy_app_id');
    return c.json(conform(SmartWalletConfigurationResponseSchema, smartWalletConfiguration(settings)));
  });

  routes.post('/api/v1/siwe/link_smart_wallet', async (c) => {
    requireApp(c, config);
    requireMethod(config, 'wallet');
    const { userId } = await requireUser(c, emulator);
    const input = await body(c, SmartWalletSiweInput);
    const smart = settings.smartWallets;
    if (!smart.enabled) throw new ApiError(400, 'Smart wallets are not enabled for this app', 'invalid_data');
    if (input.smart_wallet_type !== smart.type) {
      throw new ApiError(400, `This app's smart wallets are of type ${smart.type}`, 'invalid_data');
    }
    const { address } = await proveWalletMessage(emulator, c, 'siwe', verifySiwe, input);
    linkAccount(emulator, userId, 'smart_wallet', address, {
      address,
      smart_wallet_type: input.smart_wallet_type,
      ...(input.smart_wallet_version ? { smart_wallet_version: input.smart_wallet_version } : {}),
    });
    return c.json(conform(User, userJson(emulator, userId)));
  });

  return routes;
}

const faucetJson: ZodType<FaucetRequest> = z
  .object({
    address: z.string().max(FIELD_MAX),
    amount: z.union([z.string().max(FIELD_MAX), z.number()]).optional(),
  })
  .strict();

/** A failure of the local chain itself (anvil gone, a refused transfer): a 502 saying so, not an emulator bug. */
function chainFailure(error: unknown): never {
  const detail = error instanceof BaseError ? error.shortMessage : String(error);
  throw new ApiError(502, `The local chain did not carry out the request: ${detail}`, 'chain_error');
}

/** The faucet's form (the inbox button): `address` and `amount`, one bounded text value each. */
async function faucetForm(c: Context): Promise<FaucetRequest> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new ApiError(400, 'Malformed form body', 'invalid_data');
  }
  const field = (name: string) => {
    const value = form[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || value.length > FIELD_MAX) {
      throw new ApiError(
        400,
        `Form field ${name} must be one text value of at most ${FIELD_MAX} characters`,
        'invalid_data',
      );
    }
    return value.trim() === '' ? undefined : value.trim();
  };
  return { address: field('address') ?? '', amount: field('amount') };
}

function faucetAddress(value: string): Address {
  if (!isAddress(value, { strict: false }))
    throw new ApiError(400, 'address must be an Ethereum address', 'invalid_data');
  return getAddress(value);
}

/** The amount to send: the default when absent; a positive decimal no larger than the configured maximum. */
function faucetAmount(value: string | number | undefined, bounds: ChainSettings['faucet']): string {
  if (value === undefined) return bounds.defaultAmount;
  const text = typeof value === 'number' ? String(value) : value;
  const parsed = EtherAmount.safeParse(text);
  if (!parsed.success) {
    throw new ApiError(400, `amount ${parsed.error.issues[0]?.message ?? 'is invalid'}`, 'invalid_data');
  }
  if (parseEther(parsed.data) > parseEther(bounds.maxAmount)) {
    throw new ApiError(400, `amount must be at most ${bounds.maxAmount}`, 'invalid_data');
  }
  return formatEther(parseEther(parsed.data));
}

/** The configured smart wallets in the provider's answer shape (`SmartWalletConfigurationResponseSchema`). */
function smartWalletConfiguration({ smartWallets }: ChainSettings) {
  if (!smartWallets.enabled) return { enabled: false as const };
  return {
    enabled: true as const,
    smart_wallet_type: smartWallets.type,
    ...(smartWallets.version ? { smart_wallet_version: smartWallets.version } : {}),
    configured_networks: smartWallets.networks.map((n) => ({
      chain_id: `eip155:${n.chainId}`,
      bundler_url: n.bundlerUrl,
      ...(n.paymasterUrl ? { paymaster_url: n.paymasterUrl } : {}),
      ...(n.rpcUrl ? { rpc_url: n.rpcUrl } : {}),
      ...(n.chainName ? { chain_name: n.chainName } : {}),
      ...(n.policyId ? { paymaster_context: { policy_id: n.policyId } } : {}),
    })),
  };
}

/** The emulator's own answer, checked against the provider's schema: a mismatch is the emulator's bug (a 500). */
function conform<T>(schema: ZodType<unknown>, value: T): T {
  const checked = schema.safeParse(value);
  if (!checked.success) {
    throw new Error(`The emulator's answer does not match the provider's schema: ${checked.error.message}`);
  }
  return value;
}
