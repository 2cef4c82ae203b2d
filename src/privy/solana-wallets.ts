import { getWallets } from '@wallet-standard/app';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { SolanaWallet, WalletDirectory } from '../ports';

/**
 * Solana browser wallets, found through the Wallet Standard (the way Solana wallets announce themselves,
 * as EIP-6963 is for Ethereum), as the wallet journey's directory. Only wallets that can connect and sign a
 * message can sign in.
 */
interface ConnectFeature {
  version: string;
  connect: (input?: { silent?: boolean }) => Promise<{ accounts: readonly WalletAccount[] }>;
}
interface SignMessageFeature {
  version: string;
  signMessage: (
    ...inputs: { account: WalletAccount; message: Uint8Array }[]
  ) => Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>;
}

function usable(wallet: Wallet): SolanaWallet | null {
  const connect = wallet.features['standard:connect'] as ConnectFeature | undefined;
  const sign = wallet.features['solana:signMessage'] as SignMessageFeature | undefined;
  if (!wallet.chains.some((chain) => chain.startsWith('solana:')) || !connect || !sign) return null;
  return {
    name: wallet.name,
    icon: wallet.icon,
    connect: () => connect.connect(),
    signMessage: async ({ account, message }) => {
      // The Wallet Standard signs with the account object the wallet handed out.
      const own = wallet.accounts.find((a) => a.address === account.address);
      if (!own) throw new Error('The wallet no longer has this account.');
      const [signed] = await sign.signMessage({ account: own, message });
      if (!signed) throw new Error('The wallet returned no signature.');
      return { signature: signed.signature };
    },
  };
}

let snapshot: readonly SolanaWallet[] = [];
let started = false;
const listeners = new Set<() => void>();

function start() {
  if (started) return;
  started = true;
  const registry = getWallets();
  const refresh = () => {
    snapshot = registry.get().flatMap((w) => usable(w) ?? []);
    for (const listener of listeners) listener();
  };
  registry.on('register', refresh);
  registry.on('unregister', refresh);
  refresh();
}

const directory: WalletDirectory<SolanaWallet> = {
  getSnapshot: () => snapshot,
  subscribe: (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The browser's Solana wallets, listened for from the first call on. */
export function solanaWallets(): WalletDirectory<SolanaWallet> {
  start();
  return directory;
}
