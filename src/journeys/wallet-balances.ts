/**
 * The Wallets journey's balances, outside React (the journey's `useBalances` holds them in its state): one entry
 * per wallet and chain, read through the port.
 */
import type { WalletBalance } from '../model';
import type { HeldWallet, WalletsPort } from '../ports';

const keyOf = (wallet: Pick<HeldWallet, 'address' | 'chainId'>) => `${wallet.address}@${wallet.chainId ?? ''}`;

/** A wallet's balance as its card shows it: 'loading' while read, null when it could not be (shown "Unavailable"). */
type BalanceState = WalletBalance | 'loading' | null;
export type Balances = Readonly<Record<string, BalanceState>>;

/**
 * Reads each wallet's balance through the port into `update`: 'loading' until the read answers (a balance read
 * before stays shown while it is read again), then the balance, or null when the read failed (a network the
 * host reads no balances on, such as Solana in the app). Returns a stop: answers that come after it are dropped.
 */
export function readBalances(
  port: Pick<WalletsPort, 'getBalance'>,
  wallets: readonly HeldWallet[],
  update: (change: (balances: Balances) => Balances) => void,
): () => void {
  let live = true;
  for (const wallet of wallets) {
    const key = keyOf(wallet);
    update((b) => ({ ...b, [key]: b[key] && b[key] !== 'loading' ? b[key] : 'loading' }));
    port.getBalance(wallet).then(
      (balance) => live && update((b) => ({ ...b, [key]: balance })),
      () => live && update((b) => ({ ...b, [key]: null })),
    );
  }
  return () => {
    live = false;
  };
}

/** A wallet's entry in the balances: 'loading' until its read has answered; a failed read (null) is an answer. */
export function balanceOf(balances: Balances, wallet: Pick<HeldWallet, 'address' | 'chainId'>): BalanceState {
  const balance = balances[keyOf(wallet)];
  return balance === undefined ? 'loading' : balance;
}
