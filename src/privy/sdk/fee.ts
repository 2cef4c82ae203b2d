/**
 * The network fee of a transaction before it is sent (the Wallets port's `estimateFee`), read with viem on the
 * chain's RPC (the emulator's local chain under the emulator): the gas it would use × the fee per gas the chain asks
 * now (EIP-1559's maximum fee, or the legacy gas price). SDK side, loaded with the SDK's chunk.
 */
import { type Chain, createPublicClient, type Hex, http } from 'viem';
import type { EthereumTransaction } from '../../flows/signing';
import type { HeldWallet } from '../../ports';
import { rpcUrlOf } from './chains';

/** Estimates `transaction`'s fee from `wallet` in wei; rejects when the chain is unknown or its RPC refuses. */
export async function estimateTransactionFee(
  chains: readonly Chain[],
  wallet: HeldWallet,
  transaction: EthereumTransaction,
): Promise<bigint> {
  const chainId = transaction.chainId ?? wallet.chainId ?? null;
  const chain = chainId === null ? undefined : chains.find((c) => c.id === chainId);
  const url = chainId === null ? null : rpcUrlOf(chains, chainId);
  if (!chain || !url) throw Object.assign(new Error('Unknown network.'), { code: 4901 });
  const client = createPublicClient({ chain, transport: http(url, { retryCount: 1 }) });
  const [gas, perGas] = await Promise.all([
    transaction.gas ??
      client.estimateGas({
        account: wallet.address as Hex,
        ...(transaction.to ? { to: transaction.to } : {}),
        // A plain transfer's gas does not depend on its amount: estimated without it, an amount the balance
        // cannot cover still gets its fee (the review then says what is missing rather than "unknown").
        value: transaction.data ? transaction.value : 0n,
        ...(transaction.data ? { data: transaction.data } : {}),
      }),
    client.estimateFeesPerGas().then(
      (fees) => fees.maxFeePerGas ?? fees.gasPrice ?? client.getGasPrice(),
      () => client.getGasPrice(),
    ),
  ]);
  return gas * perGas;
}
