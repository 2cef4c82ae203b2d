import { type Address, BaseError, formatEther, getAddress, isAddress, parseEther } from 'viem';
import type { Emulator } from '../context';
import { ApiError } from '../http/request';
import { linkAccount, userJson } from '../users/service';
import { type ChainSettings, EtherAmount } from './settings';

/** A failure of the local chain itself (anvil gone, a refused transfer): a 502 saying so, not an emulator bug. */
export function chainFailure(error: unknown): never {
  const detail = error instanceof BaseError ? error.shortMessage : String(error);
  throw new ApiError(502, `The local chain did not carry out the request: ${detail}`, 'chain_error');
}

export function faucetAddress(value: string): Address {
  if (!isAddress(value, { strict: false }))
    throw new ApiError(400, 'address must be an Ethereum address', 'invalid_data');
  return getAddress(value);
}

/** The amount to send: the default when absent; a positive decimal no larger than the configured maximum. */
export function faucetAmount(value: string | number | undefined, bounds: ChainSettings['faucet']): string {
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
export function smartWalletConfiguration({ smartWallets }: ChainSettings) {
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

/** The running chain and its faucet; without a chain a 404 (no such thing here), never a 5xx: the emulator is working as configured. */
export function requireLocalChain<F, C>(faucet: F | null, chain: C | null): { faucet: F; chain: C } {
  if (!faucet || !chain) {
    throw new ApiError(404, 'The emulator runs without a local chain (started with --chain off)', 'chain_unavailable');
  }
  return { faucet, chain };
}

/** A smart wallet may be linked only while the app enables them, and only of the app's type. */
export function requireSmartWalletType({ smartWallets: smart }: ChainSettings, type: string): void {
  if (!smart.enabled) throw new ApiError(400, 'Smart wallets are not enabled for this app', 'invalid_data');
  if (type !== smart.type)
    throw new ApiError(400, `This app's smart wallets are of type ${smart.type}`, 'invalid_data');
}

/** Links a smart wallet (its address proven by a SIWE message) to the user; answers the user. */
export function linkSmartWallet(
  emulator: Emulator,
  userId: string,
  address: string,
  input: { smart_wallet_type: string; smart_wallet_version?: string | null | undefined },
) {
  linkAccount(emulator, userId, 'smart_wallet', address, {
    address,
    smart_wallet_type: input.smart_wallet_type,
    ...(input.smart_wallet_version ? { smart_wallet_version: input.smart_wallet_version } : {}),
  });
  return userJson(emulator, userId);
}
