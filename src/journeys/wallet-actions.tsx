import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useCopy } from '../copy/CopyProvider';
import { walletsCopy } from '../copy/decks/wallets';
import type { SigningRequestInput } from '../flows/signing';
import type { HeldWallet } from '../ports';
import { Modal } from '../primitives/Modal';
import type { WalletBalance } from '../screens/wallets/format';
import { ReceiveDialog } from '../screens/wallets/ReceiveDialog';
import { SendDialog } from '../screens/wallets/SendDialog';

/** A card's everyday action. */
export type WalletActionKind = 'send' | 'receive' | 'fund';

/** An action to open on a wallet: from its card, or from outside the page (a dashboard's "Receive" link). */
export interface WalletActionRequest {
  action: WalletActionKind;
  /** The wallet's address (Ethereum addresses match whatever their letters' case). */
  address: string;
}

/**
 * Adding funds from a wallet's card, composed by the host (the on-ramps are another journey, `FundingJourney`, which
 * the Wallets journey does not carry): which wallets can be funded, and what the "Add funds" dialog shows.
 */
export interface WalletFunding {
  /** Funds can be added to this wallet (an on-ramp the app offers sells on its chain). */
  canFund: (wallet: HeldWallet) => boolean;
  /** The funding journey for this wallet; `close` closes the dialog (its Done and Back). */
  render: (wallet: HeldWallet, close: () => void) => ReactNode;
}

const sameAddress = (a: string, b: string) => a === b || (a.startsWith('0x') && a.toLowerCase() === b.toLowerCase());

/** Whether a wallet offers an action: Send for Ethereum wallets, Add funds where the host can fund it, Receive always. */
export function offers(action: WalletActionKind, wallet: HeldWallet, funding: WalletFunding | undefined): boolean {
  if (action === 'send') return wallet.chainType === 'ethereum';
  if (action === 'fund') return Boolean(funding?.canFund(wallet));
  return true;
}

/**
 * The card action open now (one at a time), the element focus returns to when it closes, and `initial`, opened
 * once its wallet is listed (and offers it).
 */
export function useWalletActions(
  wallets: readonly HeldWallet[],
  funding: WalletFunding | undefined,
  initial: WalletActionRequest | undefined,
) {
  const [current, setCurrent] = useState<{ action: WalletActionKind; wallet: string } | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const start = (action: WalletActionKind) => (address: string, from: HTMLElement) => {
    opener.current = from;
    setCurrent({ action, wallet: address });
  };
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current || !initial) return;
    const wallet = wallets.find((w) => sameAddress(w.address, initial.address));
    if (!wallet) return;
    handled.current = true;
    if (!offers(initial.action, wallet, funding)) return;
    // Opened from outside: focus returns to the wallet's card when it closes.
    opener.current =
      [...document.querySelectorAll<HTMLElement>('[data-slot="wallet-card"]')]
        .find((card) => card.dataset.address === wallet.address)
        ?.querySelector<HTMLElement>('[data-slot="wallet-card-title"]') ?? null;
    setCurrent({ action: initial.action, wallet: wallet.address });
  }, [wallets, initial, funding]);
  const open = current ? (wallets.find((w) => w.address === current.wallet) ?? null) : null;
  return { action: open ? current?.action : undefined, wallet: open, start, close: () => setCurrent(null), opener };
}

export interface WalletActionDialogsProps {
  actions: ReturnType<typeof useWalletActions>;
  /** The open wallet's balance (Send shows it). */
  balance: WalletBalance | 'loading' | null;
  funding: WalletFunding | undefined;
  /** A valid transfer from Send: the journey's review takes it (the Send dialog closes first). */
  onReview: (input: SigningRequestInput, wallet: HeldWallet) => void;
}

/** The dialog of the card action open now: Send, Receive or Add funds. */
export function WalletActionDialogs({ actions, balance, funding, onReview }: WalletActionDialogsProps) {
  const { t } = useCopy(walletsCopy);
  const { action, wallet, close, opener } = actions;
  if (!wallet || !action) return null;
  const onOpenChange = (next: boolean) => {
    if (!next) close();
  };
  if (action === 'receive') {
    return <ReceiveDialog open wallet={wallet} onOpenChange={onOpenChange} returnFocusTo={opener} />;
  }
  if (action === 'send') {
    return (
      <SendDialog
        open
        wallet={wallet}
        balance={balance}
        onOpenChange={onOpenChange}
        returnFocusTo={opener}
        onReview={(input) => {
          close();
          onReview(input, wallet);
        }}
      />
    );
  }
  return funding ? (
    <Modal open onOpenChange={onOpenChange} title={t('wallets.fund.title')} hideTitle returnFocusTo={opener}>
      {funding.render(wallet, close)}
    </Modal>
  ) : null;
}
