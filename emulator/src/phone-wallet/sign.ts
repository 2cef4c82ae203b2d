import { createWalletClient, type Hex, http, isAddress, isAddressEqual, isHex, type PrivateKeyAccount } from 'viem';
import { z } from 'zod';
import type { PendingRequest, RequestSigner } from './service';

const hex = z.string().refine((value): value is Hex => isHex(value), 'not hex');
const address = z.string().refine((value) => isAddress(value), 'not an address');

const personalSign = z.tuple([hex, address]);
const typedData = z.tuple([address, z.string().max(64 * 1024)]);
const transaction = z.tuple([
  z
    .object({
      from: address,
      to: address.optional(),
      value: hex.optional(),
      data: hex.optional(),
      gas: hex.optional(),
    })
    .passthrough(),
]);
const switchChain = z.tuple([z.object({ chainId: hex })]);

/** The chain id of a CAIP-2 chain (`eip155:84532` → 84532), or null. */
const chainIdOf = (caip: string) => (/^eip155:\d{1,12}$/.test(caip) ? Number(caip.slice(7)) : null);

function own(account: PrivateKeyAccount, claimed: string) {
  if (!isAddressEqual(account.address, claimed as Hex)) throw new Error('The request is for another account');
}

/**
 * How the emulated phone signs what it approves: `personal_sign` and `eth_signTypedData_v4` with its key (viem),
 * `eth_sendTransaction` on the emulator's chain (its JSON-RPC URL for the chain id; the phone's account must be
 * funded: the inbox's faucet), `wallet_switchEthereumChain` to a chain it supports. Parameters are checked first;
 * anything else is refused with the reason.
 */
export function requestSigner(options: {
  chains: readonly number[];
  rpcUrl: (chainId: number) => string | null;
}): RequestSigner {
  return async (request: PendingRequest, account: PrivateKeyAccount) => {
    const chainId = chainIdOf(request.chainId);
    if (chainId === null || !options.chains.includes(chainId)) throw new Error('Unsupported chain');
    switch (request.method) {
      case 'personal_sign': {
        const [message, signer] = personalSign.parse(request.params);
        own(account, signer);
        return account.signMessage({ message: { raw: message } });
      }
      case 'eth_signTypedData_v4': {
        const [signer, json] = typedData.parse(request.params);
        own(account, signer);
        const parsed = JSON.parse(json) as Parameters<PrivateKeyAccount['signTypedData']>[0];
        return account.signTypedData(parsed);
      }
      case 'eth_sendTransaction': {
        const [tx] = transaction.parse(request.params);
        own(account, tx.from);
        const url = options.rpcUrl(chainId);
        if (!url) throw new Error('No chain to send on');
        const client = createWalletClient({ account, transport: http(url) });
        return client.sendTransaction({
          chain: null,
          to: tx.to as Hex | undefined,
          value: tx.value ? BigInt(tx.value) : undefined,
          data: tx.data as Hex | undefined,
          gas: tx.gas ? BigInt(tx.gas) : undefined,
        });
      }
      case 'wallet_switchEthereumChain': {
        const [{ chainId: wanted }] = switchChain.parse(request.params);
        if (!options.chains.includes(Number(BigInt(wanted)))) throw new Error('Unsupported chain');
        return null;
      }
      default:
        throw new Error(`Unsupported method: ${request.method.slice(0, 64)}`);
    }
  };
}
