import {
  type Address,
  BaseError,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hash,
  http,
  type PublicClient,
} from 'viem';
import { SUPPORTED_CHAINS } from './settings';

/** The running local chain, as the emulator's routes see it. */
export interface ChainDeps {
  chainId: number;
  rpcUrl: string;
}

/** viem's description of the local chain: the supported chain it pretends to be, at the local RPC URL. */
function localChain({ chainId, rpcUrl }: ChainDeps): Chain {
  const known = SUPPORTED_CHAINS.find((c) => c.id === chainId);
  const symbol = known?.symbol ?? 'ETH';
  return defineChain({
    id: chainId,
    name: `${known?.name ?? `Chain ${chainId}`} (local)`,
    nativeCurrency: { name: symbol, symbol, decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  });
}

interface Funding {
  address: Address;
  value: bigint;
  transactionHash: Hash;
  blockNumber: bigint;
  status: 'success' | 'reverted';
  /** The address's balance after the transfer was mined (wei). */
  balance: bigint;
}

export interface Faucet {
  /** The development account the funds come from (anvil's first, unlocked). */
  funder: () => Promise<Address>;
  /** Sends `value` wei to `address` in a real transaction and waits until it is mined. */
  fund: (address: Address, value: bigint) => Promise<Funding>;
  client: PublicClient;
}

/**
 * A faucet over the local chain: a plain value transfer from anvil's first development account (unlocked by
 * anvil, so `eth_sendTransaction` needs no key here), mined at once; balances are the chain's own.
 */
export function createFaucet(deps: ChainDeps): Faucet {
  const chain = localChain(deps);
  const transport = http(deps.rpcUrl, { retryCount: 0, timeout: 10_000 });
  const client = createPublicClient({ chain, transport }) as PublicClient;
  const wallet = createWalletClient({ chain, transport });
  let first: Promise<Address> | null = null;
  const funder = () => {
    first ??= wallet.getAddresses().then((accounts) => {
      const [account] = accounts;
      if (!account) throw new Error('The local chain has no development account to fund from');
      return account;
    });
    return first;
  };
  return {
    client,
    funder,
    fund: (address, value) =>
      serialised(deps.rpcUrl, async () => {
        const from = await funder();
        // anvil picks the unlocked account's nonce itself, but two sends at once can be given the same one: one
        // send at a time per chain in this process, and one more try if another process took the nonce.
        const send = () => wallet.sendTransaction({ account: from, to: address, value, chain });
        const transactionHash = await send().catch((error: unknown) => {
          if (error instanceof BaseError && /nonce|underpriced/i.test(error.details ?? error.message)) return send();
          throw error;
        });
        const receipt = await client.waitForTransactionReceipt({ hash: transactionHash, pollingInterval: 50 });
        const balance = await client.getBalance({ address, blockNumber: receipt.blockNumber });
        return { address, value, transactionHash, blockNumber: receipt.blockNumber, status: receipt.status, balance };
      }),
  };
}

/** The tail of each chain's queue of faucet transfers in this process (by RPC URL). */
const queues = new Map<string, Promise<unknown>>();

/** Runs `task` after every earlier task for the same chain has settled. */
function serialised<T>(key: string, task: () => Promise<T>): Promise<T> {
  const run = (queues.get(key) ?? Promise.resolve()).then(task, task);
  const tail = run.catch(() => undefined);
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return run;
}
