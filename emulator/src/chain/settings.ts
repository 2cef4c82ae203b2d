import { SmartWalletProvider } from '@privy-io/public-api';
import { z } from 'zod';

/**
 * The EVM chains the emulator's local chain may pretend to be: the ten chains the Sigil wallet screens offer
 * (kept in step with `SUPPORTED_EVM_CHAIN_IDS` of `security/siwe-verify.ts`), with each one's native currency.
 */
export const SUPPORTED_CHAINS = [
  { id: 1, name: 'Ethereum', symbol: 'ETH' },
  { id: 11155111, name: 'Sepolia', symbol: 'ETH' },
  { id: 137, name: 'Polygon', symbol: 'POL' },
  { id: 10, name: 'OP Mainnet', symbol: 'ETH' },
  { id: 8453, name: 'Base', symbol: 'ETH' },
  { id: 84532, name: 'Base Sepolia', symbol: 'ETH' },
  { id: 42161, name: 'Arbitrum One', symbol: 'ETH' },
  { id: 7777777, name: 'Zora', symbol: 'ETH' },
  { id: 43114, name: 'Avalanche', symbol: 'AVAX' },
  { id: 56, name: 'BNB Smart Chain', symbol: 'BNB' },
] as const;

export type SupportedChainId = (typeof SUPPORTED_CHAINS)[number]['id'];

const isSupportedChainId = (id: number): id is SupportedChainId => SUPPORTED_CHAINS.some((c) => c.id === id);

/** The chain id the SDK's `token_price` call uses for Solana (`getUsdPriceForSol`). */
export const SOLANA_PRICE_CHAIN_ID = 0;

/** USD prices the emulator answers `token_price` with unless the configuration says otherwise. */
const DEFAULT_USD_PRICES: Readonly<Record<string, number>> = {
  ETH: 3000,
  SOL: 150,
  POL: 0.25,
  AVAX: 25,
  BNB: 600,
  USDC: 1,
  USDT: 1,
};

/** A token symbol as the SDK sends it (a chain's native currency symbol). */
const TokenSymbol = z
  .string()
  .regex(/^[A-Za-z0-9.]{1,16}$/, 'must be a token symbol (letters, digits, dots; at most 16)')
  .transform((s) => s.toUpperCase());

/** A decimal amount of the native currency, e.g. "1" or "0.25" (at most 18 decimals, like wei). */
export const EtherAmount = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,18})?$/, 'must be a decimal amount such as "1" or "0.25"')
  .refine((s) => Number(s) > 0, 'must be more than 0');

const SplToken = z
  .object({
    mint: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'must be a base58 mint address'),
    cluster: z.enum(['mainnet-beta', 'devnet', 'testnet']),
    name: z.string().min(1).max(64),
    symbol: z.string().min(1).max(16),
    decimals: z.number().int().min(0).max(255),
  })
  .strict();

export type SplTokenInfo = z.output<typeof SplToken>;

const SmartWalletNetwork = z
  .object({
    /** An EVM chain id (a number): answered as `eip155:<id>`. */
    chainId: z.number().int().positive(),
    bundlerUrl: z.string().url(),
    paymasterUrl: z.string().url().optional(),
    rpcUrl: z.string().url().optional(),
    chainName: z.string().min(1).optional(),
    /** The paymaster's gas policy (an Alchemy policy id: a UUID). */
    policyId: z.string().uuid().optional(),
  })
  .strict();

/** The dashboard's smart-wallet page: off, or a provider with the networks it runs on. */
const SmartWallets = z.discriminatedUnion('enabled', [
  z.object({ enabled: z.literal(false) }).strict(),
  z
    .object({
      enabled: z.literal(true),
      type: SmartWalletProvider,
      version: z.string().min(1).max(32).optional(),
      networks: z.array(SmartWalletNetwork).min(1),
    })
    .strict(),
]);

/**
 * The local chain's part of the app configuration (meant to be the `chain` key of the emulator's config file):
 * which supported chain anvil pretends to be, the USD price table of `token_price` (merged over the defaults),
 * extra SPL tokens for `spl_token_info`, the faucet's bounds, and the smart-wallet configuration.
 */
export const ChainSettingsSchema = z
  .object({
    chainId: z
      .number()
      .int()
      .refine(isSupportedChainId, { message: `must be one of ${SUPPORTED_CHAINS.map((c) => c.id).join(', ')}` })
      .default(84532),
    prices: z
      .record(TokenSymbol, z.number().positive().finite())
      .default({})
      .transform((p) => ({ ...DEFAULT_USD_PRICES, ...p })),
    splTokens: z.array(SplToken).max(100).default([]),
    faucet: z
      .object({
        /** What one press of the inbox's button sends, in the native currency. */
        defaultAmount: EtherAmount.default('1'),
        /** The most one faucet request may ask for. */
        maxAmount: EtherAmount.default('100'),
      })
      .strict()
      .default({}),
    smartWallets: SmartWallets.default({ enabled: false }),
  })
  .strict();

export type ChainSettings = z.output<typeof ChainSettingsSchema>;
