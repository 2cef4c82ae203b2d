import { type InjectedWalletStore, watchInjectedWallets } from '../flows';
import type { EthereumWallet, WalletDirectory } from '../ports';

let store: InjectedWalletStore | null = null;

/** The browser's Ethereum wallets (EIP-6963), listened for from the first call on: the journey's directory. */
export function ethereumWallets(): WalletDirectory<EthereumWallet> {
  store ??= watchInjectedWallets(window);
  return store;
}
