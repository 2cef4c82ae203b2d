import {
  type Address,
  createPublicClient,
  getAddress,
  type Hex,
  http,
  isAddress,
  isHex,
  type TransactionSerializable,
} from 'viem';
import { ApiError } from '../http/request';
import { ethereumAccount } from './keys';

/** A quantity as the provider takes it: a 0x hex string or a safe non-negative integer. */
type Quantity = string | number;

/** The provider's unsigned transaction (`UnsignedEthereumTransaction`), snake_case. */
export interface ProviderTransaction {
  from?: string;
  to?: string;
  chain_id?: Quantity;
  nonce?: Quantity;
  data?: string;
  value?: Quantity;
  type?: 0 | 1 | 2;
  gas_limit?: Quantity;
  gas_price?: Quantity;
  max_fee_per_gas?: Quantity;
  max_priority_fee_per_gas?: Quantity;
}

export interface TypedDataInput {
  domain: Record<string, unknown>;
  types: Record<string, { name: string; type: string }[]>;
  message: Record<string, unknown>;
  primary_type: string;
}

const invalid = (message: string) => new ApiError(400, message, 'invalid_data');

function quantity(value: Quantity | undefined, field: string): bigint | undefined {
  if (value === undefined) return undefined;
  try {
    const n = BigInt(value);
    if (n < 0n) throw new Error('negative');
    return n;
  } catch {
    throw invalid(`Invalid quantity in transaction.${field}`);
  }
}

function smallQuantity(value: Quantity | undefined, field: string): number | undefined {
  const n = quantity(value, field);
  if (n === undefined) return undefined;
  if (n > BigInt(Number.MAX_SAFE_INTEGER)) throw invalid(`transaction.${field} is too large`);
  return Number(n);
}

/** Runs a viem signing step; what viem refuses (a malformed typed-data tree, a bad field) is the caller's 400. */
async function signing<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw invalid(`Cannot ${what}: ${(error as Error).message.split('\n')[0]}`);
  }
}

/**
 * The provider's transaction as viem serialises it: the type from `type` (0 legacy, 1 EIP-2930, 2 EIP-1559) or,
 * when absent, from the fee fields given; `from`, when present, must be the signing wallet.
 */
function toViemTransaction(tx: ProviderTransaction, wallet: Address, chainId?: number): TransactionSerializable {
  if (tx.from !== undefined && (!isAddress(tx.from) || getAddress(tx.from) !== wallet)) {
    throw invalid('transaction.from is not this wallet');
  }
  if (tx.to !== undefined && !isAddress(tx.to)) throw invalid('transaction.to is not an address');
  if (tx.data !== undefined && !isHex(tx.data)) throw invalid('transaction.data is not hex');
  const base = {
    to: tx.to as Address | undefined,
    data: tx.data as Hex | undefined,
    value: quantity(tx.value, 'value'),
    nonce: smallQuantity(tx.nonce, 'nonce'),
    gas: quantity(tx.gas_limit, 'gas_limit'),
    chainId: smallQuantity(tx.chain_id, 'chain_id') ?? chainId,
  };
  const eip1559 = tx.type === 2 || (tx.type === undefined && tx.gas_price === undefined);
  if (eip1559) {
    return {
      ...base,
      type: 'eip1559',
      maxFeePerGas: quantity(tx.max_fee_per_gas, 'max_fee_per_gas'),
      maxPriorityFeePerGas: quantity(tx.max_priority_fee_per_gas, 'max_priority_fee_per_gas'),
    } as TransactionSerializable;
  }
  return {
    ...base,
    type: tx.type === 1 ? 'eip2930' : 'legacy',
    gasPrice: quantity(tx.gas_price, 'gas_price'),
  } as TransactionSerializable;
}

/** Signing with one Ethereum key: each method of the provider's wallet RPC that only signs. */
export function ethereumSigner(secret: Uint8Array) {
  const account = ethereumAccount(secret);
  return {
    address: account.address,
    personalSign: (message: string, encoding: 'utf-8' | 'hex') => {
      if (encoding === 'hex' && !isHex(`0x${message}`)) throw invalid('The message is not hex');
      return signing('sign the message', () =>
        account.signMessage({ message: encoding === 'hex' ? { raw: `0x${message}` } : message }),
      );
    },
    signTypedData: ({ domain, types, message, primary_type }: TypedDataInput) =>
      signing('sign the typed data', () =>
        // viem validates the tree against its types (and takes EIP712Domain from the domain when not given).
        account.signTypedData({ domain, types, message, primaryType: primary_type } as Parameters<
          typeof account.signTypedData
        >[0]),
      ),
    signTransaction: (tx: ProviderTransaction) =>
      signing('sign the transaction', () => account.signTransaction(toViemTransaction(tx, account.address))),
    /** A raw secp256k1 signature of a 32-byte hash (no message prefix). */
    signHash: (hash: string) => {
      if (!isHex(hash) || hash.length !== 66) throw invalid('The hash must be 32 bytes of 0x hex');
      return signing('sign the hash', () => account.sign({ hash: hash as Hex }));
    },
  };
}

/**
 * Sends a transaction through a chain's JSON-RPC: the fields left out (nonce, gas, fees) filled from the chain,
 * signed with the wallet's key, broadcast raw. Returns the transaction hash.
 */
export async function sendTransaction(secret: Uint8Array, tx: ProviderTransaction, chainId: number, rpcUrl: string) {
  const account = ethereumAccount(secret);
  const client = createPublicClient({ transport: http(rpcUrl) });
  const request = toViemTransaction(tx, account.address, chainId);
  if (request.chainId !== chainId) throw invalid('transaction.chain_id differs from caip2');
  return signing('send the transaction', async () => {
    const prepared = await client.prepareTransactionRequest({
      ...request,
      account,
      chain: null,
    } as Parameters<typeof client.prepareTransactionRequest>[0]);
    const serialized = await account.signTransaction({ ...prepared, chainId } as TransactionSerializable);
    return client.sendRawTransaction({ serializedTransaction: serialized });
  });
}
