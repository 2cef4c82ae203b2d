import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Eip1193Provider } from '../../flows';
import type { EthereumWallet, SolanaWallet } from '../../ports';
import { solanaWallets } from '../solana-wallets';
import { ethereumWallets } from '../wallets';

/**
 * The user's linked external wallets that the SDK has not connected: a wallet the user signed in with through
 * our own wallet journey (EIP-6963 for Ethereum, the Wallet Standard for Solana) is linked to the account but
 * is not one of the SDK's connected wallets. The Wallets page lists it, and signs with it through the browser
 * wallet that holds its address.
 */

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const refused = (message: string, code: number) => Object.assign(new Error(message), { code });

/** The browser's Ethereum and Solana wallets, as they announce themselves. */
export function useBrowserWallets() {
  const ethereum = ethereumWallets();
  const solana = solanaWallets();
  return {
    ethereum: useSyncExternalStore(ethereum.subscribe, ethereum.getSnapshot),
    solana: useSyncExternalStore(solana.subscribe, solana.getSnapshot),
  };
}

/** The EIP-6963 wallet an address was linked with (its rdns is the account's wallet client type), if present. */
export const ethereumWalletOf = (wallets: readonly EthereumWallet[], clientType: string | undefined) =>
  wallets.find((w) => w.info.rdns === clientType) ?? null;

/** The Wallet Standard wallet an address was linked with (by its name, the account's wallet client type). */
export const solanaWalletOf = (wallets: readonly SolanaWallet[], clientType: string | undefined) =>
  wallets.find((w) => w.name === clientType) ?? null;

/**
 * The provider of the browser wallet holding `address`, connected (the wallet asks the person if it must):
 * the one it was linked with, or any that already exposes the address. Refuses (4900) when none holds it.
 */
export async function connectEthereum(
  wallets: readonly EthereumWallet[],
  address: string,
  clientType: string | undefined,
): Promise<Eip1193Provider> {
  const linked = ethereumWalletOf(wallets, clientType);
  const candidates = linked ? [linked, ...wallets.filter((w) => w !== linked)] : wallets;
  for (const wallet of candidates) {
    const exposed = (await wallet.provider.request({ method: 'eth_accounts' }).catch(() => [])) as string[];
    if (exposed.some((a) => same(a, address))) return wallet.provider;
  }
  if (linked) {
    const granted = (await linked.provider.request({ method: 'eth_requestAccounts' })) as string[];
    if (granted.some((a) => same(a, address))) return linked.provider;
    throw refused('The wallet did not share this address.', 4100);
  }
  throw refused('Open the browser wallet this address belongs to.', 4900);
}

/** The Wallet Standard wallet holding a Solana `address`, connected. */
export async function connectSolana(
  wallets: readonly SolanaWallet[],
  address: string,
  clientType: string | undefined,
): Promise<SolanaWallet> {
  const wallet = solanaWalletOf(wallets, clientType);
  if (!wallet) throw refused('Open the Solana wallet this address belongs to.', 4900);
  const { accounts } = await wallet.connect();
  if (!accounts.some((a) => a.address === address)) throw refused('The wallet did not share this address.', 4100);
  return wallet;
}

/**
 * The chain each linked Ethereum address's browser wallet is on (`eth_chainId`, which asks the person nothing),
 * read again when `generation` changes (after a switch).
 */
export function useBrowserChainIds(
  wallets: readonly EthereumWallet[],
  linked: readonly { address: string; clientType: string | undefined }[],
  generation: number,
): Record<string, number> {
  const [chainIds, setChainIds] = useState<Record<string, number>>({});
  const key = linked.map((l) => `${l.address}:${l.clientType}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `linked`; `generation` re-reads
  useEffect(() => {
    let live = true;
    for (const { address, clientType } of linked) {
      const wallet = ethereumWalletOf(wallets, clientType);
      if (!wallet) continue;
      void wallet.provider
        .request({ method: 'eth_chainId' })
        .then((hex) => {
          const id = Number(hex);
          if (live && Number.isSafeInteger(id)) setChainIds((c) => ({ ...c, [address.toLowerCase()]: id }));
        })
        .catch(() => undefined);
    }
    return () => {
      live = false;
    };
  }, [wallets, key, generation]);
  return chainIds;
}
