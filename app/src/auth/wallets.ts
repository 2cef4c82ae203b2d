import { type InjectedWallet, type InjectedWalletStore, watchInjectedWallets } from '@sigil/ui/flows';
import type { WalletOption } from '@sigil/ui/screens';
import { useSyncExternalStore } from 'react';

let store: InjectedWalletStore | null = null;

/** Starts listening for EIP-6963 wallets; call early so no announcement is missed. */
export function startWalletDiscovery(): InjectedWalletStore {
  store ??= watchInjectedWallets(window);
  return store;
}

const NONE: readonly InjectedWallet[] = [];

/** The browser wallets announced so far. */
export function useInjectedWallets(): readonly InjectedWallet[] {
  const wallets = startWalletDiscovery();
  return useSyncExternalStore(wallets.subscribe, wallets.getSnapshot, () => NONE);
}

/** Wallets we draw ourselves, by their EIP-6963 reverse-DNS id; others show the icon they announce. */
const KNOWN: Record<string, WalletOption['icon']> = {
  'io.metamask': 'metamask',
  'com.coinbase.wallet': 'coinbase_wallet',
  'app.phantom': 'phantom',
  'me.rainbow': 'rainbow',
};

export function toWalletOption({ info }: InjectedWallet): WalletOption {
  return {
    id: info.rdns,
    name: info.name,
    icon: KNOWN[info.rdns] ?? { url: info.icon },
    detected: true,
  };
}
