import { getWallets } from '@wallet-standard/app';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { useSyncExternalStore } from 'react';

/**
 * Solana browser wallets, found through the Wallet Standard (the way Solana wallets announce themselves,
 * as EIP-6963 is for Ethereum). Only wallets that can connect and sign a message can sign in.
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

export interface SolanaWallet {
  wallet: Wallet;
  connect: ConnectFeature['connect'];
  signMessage: SignMessageFeature['signMessage'];
}

function usable(wallet: Wallet): SolanaWallet | null {
  const connect = wallet.features['standard:connect'] as ConnectFeature | undefined;
  const sign = wallet.features['solana:signMessage'] as SignMessageFeature | undefined;
  if (!wallet.chains.some((chain) => chain.startsWith('solana:')) || !connect || !sign) return null;
  return { wallet, connect: connect.connect, signMessage: sign.signMessage };
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

const NONE: readonly SolanaWallet[] = [];

export function useSolanaWallets(): readonly SolanaWallet[] {
  start();
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
    () => NONE,
  );
}

/** The signature a SIWS message needs, base64 as the SDK expects it. */
export async function signSiwsMessage(solana: SolanaWallet, account: WalletAccount, message: string) {
  const [signed] = await solana.signMessage({ account, message: new TextEncoder().encode(message) });
  if (!signed) throw new Error('The wallet returned no signature.');
  return btoa(String.fromCharCode(...signed.signature));
}
