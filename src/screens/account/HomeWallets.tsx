import { useCopy } from '../../copy/CopyProvider';
import { accountCopy } from '../../copy/decks/account';
import { formatAmount } from '../../flows/signing/format';
import { formatUsd } from '../../lib/usd';
import type { ChainType, WalletBalance } from '../../model';
import { shortenAddress } from '../../primitives/Address';
import { Button } from '../../primitives/Button';
import { Spinner } from '../../primitives/Spinner';
import { ChainName } from '../parts/ChainName';

/** A wallet on the home page: enough to name it, show its balance and act on it. */
export interface HomeWallet {
  address: string;
  chainType: ChainType;
  /** Ethereum: the chain the wallet is on now (its mark, name and whether it is a test network); null when unknown. */
  chainId?: number | null | undefined;
  /** A connected wallet's app ("MetaMask"); an embedded wallet is named by its chain ("Ethereum wallet"). */
  walletName?: string | null | undefined;
  /**
   * The balance; 'loading' while it is read; null when it could not be. Its dollar value is shown when it has one
   * (none on a test network: the wallets port gives none).
   */
  balance?: WalletBalance | 'loading' | null | undefined;
  /**
   * The actions this wallet offers, where it offers fewer than the screen's (`walletActions`): e.g. no Send on a
   * wallet the host cannot send from, no Add funds where no on-ramp sells on its chain.
   */
  actions?: readonly HomeWalletAction[] | undefined;
}

/** The everyday actions on a wallet, as `HomeScreen`'s `onWalletAction` reports them. */
export type HomeWalletAction = 'send' | 'receive' | 'fund';

const ACTIONS = [
  { action: 'send', label: 'home.wallet.send', name: 'home.wallet.sendFrom' },
  { action: 'receive', label: 'home.wallet.receive', name: 'home.wallet.receiveTo' },
  { action: 'fund', label: 'home.wallet.fund', name: 'home.wallet.fundWallet' },
] as const;

export interface HomeWalletsProps {
  wallets: readonly HomeWallet[];
  /** The actions to offer on each wallet, in order. */
  actions: readonly HomeWalletAction[];
  onWalletAction?: ((action: HomeWalletAction, address: string) => void) | undefined;
}

/**
 * The home page's wallets: each led by its chain (mark and name), its name and short address, its balance (in the
 * chain's units, and in dollars where it has a value: never on a test network, which is marked so) and Send,
 * Receive, Add funds.
 */
export function HomeWallets({ wallets, actions, onWalletAction }: HomeWalletsProps) {
  const { t, locale } = useCopy(accountCopy);
  const offered = (wallet: HomeWallet) =>
    wallet.actions ? actions.filter((action) => wallet.actions?.includes(action)) : actions;
  return (
    <ul className="sg:grid sg:gap-3 sg:@2xl:grid-cols-2">
      {wallets.map((wallet) => {
        const name = wallet.walletName || t('home.wallet.name', { chain: t(`account.chain.${wallet.chainType}`) });
        const short = shortenAddress(wallet.address);
        const described = `${name} ${short}`;
        const { balance } = wallet;
        return (
          <li
            key={`${wallet.address}@${wallet.chainId ?? ''}`}
            data-slot="home-wallet"
            className="sg:grid sg:min-w-0 sg:gap-3 sg:rounded-sigil sg:border sg:border-border sg:p-3"
          >
            <div className="sg:flex sg:items-start sg:gap-3">
              <ChainName
                size="md"
                chainType={wallet.chainType}
                chainId={wallet.chainId}
                className="sg:flex-1"
                detail={
                  <p className="sg:text-muted-foreground sg:text-sm">
                    {name} ·{' '}
                    <span dir="ltr" className="sg:whitespace-nowrap sg:font-mono sg:text-xs">
                      {short}
                    </span>
                  </p>
                }
              />
              <div className="sg:shrink-0 sg:text-end">
                {balance === undefined ? null : balance === 'loading' ? (
                  <Spinner size="sm" label={t('home.wallet.balanceLoading')} />
                ) : balance === null ? (
                  <span className="sg:text-muted-foreground sg:text-sm">{t('home.wallet.balanceUnavailable')}</span>
                ) : (
                  <>
                    <span className="sg:block sg:font-semibold sg:text-foreground sg:tabular-nums">
                      {t('home.wallet.amount', {
                        amount: formatAmount(balance.value, balance.decimals, locale.code),
                        symbol: balance.symbol,
                      })}
                    </span>
                    {typeof balance.usd === 'number' ? (
                      <span className="sg:block sg:text-muted-foreground sg:text-xs">
                        {t('home.wallet.usd', { value: formatUsd(balance.usd, locale.code) })}
                      </span>
                    ) : null}
                  </>
                )}
              </div>
            </div>
            {offered(wallet).length > 0 && onWalletAction ? (
              <div className="sg:flex sg:flex-wrap sg:gap-2">
                {offered(wallet).map((action) => {
                  const entry = ACTIONS.find((a) => a.action === action);
                  if (!entry) return null;
                  return (
                    <Button
                      key={action}
                      variant="secondary"
                      size="sm"
                      aria-label={t(entry.name, { wallet: described })}
                      onClick={() => onWalletAction(action, wallet.address)}
                    >
                      {t(entry.label)}
                    </Button>
                  );
                })}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
