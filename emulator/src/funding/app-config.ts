import { FundingConfigResponseSchema } from '@privy-io/public-api';
import type { EmulatorConfig } from '../config';
import { chainInfo, cryptoForUsd } from './currency';

/** The provider's name of each on-ramp in `funding_config.methods`. */
const METHODS = { moonpay: 'moonpay', coinbase: 'coinbase-onramp' } as const;

/**
 * The app config's `funding_config` (`FundingConfigResponseSchema`), or nothing when every provider is off (the
 * SDK then says "Wallet funding is not enabled"): the providers on as card options, the local chain's native
 * currency as the recommended currency, and the default USD amount in that currency at the price table's rate.
 * The SDK's funding modal never prompts after wallet creation, nor bridges across chains.
 */
export function fundingConfig(config: EmulatorConfig): { funding_config?: unknown } {
  const { providers, defaultAmountUsd } = config.funding;
  if (providers.length === 0) return {};
  const { symbol } = chainInfo(config.chain.chainId);
  const funding_config = FundingConfigResponseSchema.parse({
    default_recommended_currency: { chain: `eip155:${config.chain.chainId}`, asset: 'native-currency' },
    default_recommended_amount: cryptoForUsd(config.chain, symbol, defaultAmountUsd) ?? '0',
    methods: providers.map((p) => METHODS[p]),
    options: providers.map((provider) => ({ method: 'card', provider })),
    prompt_funding_on_wallet_creation: false,
    cross_chain_bridging_enabled: false,
  });
  return { funding_config };
}
