import { type ComponentProps, type ReactNode, type Ref, useId } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { walletsCopy } from '../../copy/decks/wallets';
import { BrandIcon, type BrandName, walletChainMarks } from '../../icons/brands';
import { WALLETS } from '../../icons/catalog';
import { cn } from '../../lib/cn';
import { formatUsd } from '../../lib/usd';
import { EMBEDDED_WALLET_CLIENT_TYPE, type WalletAccount } from '../../model';
import { Address } from '../../primitives/Address';
import { Chip } from '../../primitives/Chip';
import { Disclosure } from '../../primitives/Disclosure';
import { Spinner } from '../../primitives/Spinner';
import { ChainName } from '../parts/ChainName';
import { formatAmount, type WalletBalance } from './format';

/** What a card shows of a wallet account (spec 3): the provider's fields as the SDK reports them. */
export type WalletCardWallet = Pick<
  WalletAccount,
  'address' | 'chainType' | 'walletClientType' | 'connectorType' | 'delegated' | 'imported' | 'walletIndex'
> & { [K in 'recoveryMethod' | 'connectedAt']?: WalletAccount[K] | undefined } & {
  /** Ethereum: the chain id the wallet is on now (null or absent: not known). Solana: absent. */
  chainId?: number | null | undefined;
};

export interface WalletCardProps extends Omit<ComponentProps<'article'>, 'children'> {
  wallet: WalletCardWallet;
  /** An external wallet's display name (its EIP-6963 or Wallet Standard name); known wallets have one built in. */
  walletName?: string | undefined;
  /**
   * The balance; 'loading' while it is fetched; null when it could not be read. Omitted: no balance row. Its dollar
   * value is shown when it has one (the wallets port gives none on a test network).
   */
  balance?: WalletBalance | 'loading' | null | undefined;
  /** Time zone for "Connected" (the reader's by default; stories fix one). */
  timeZone?: string | undefined;
  /** Heading level of the card's title: 3 under a screen's heading. */
  headingLevel?: 2 | 3 | 4 | undefined;
  /** What can be done with the wallet (buttons: Send, Receive, Add funds …), under the balance; omitted: none. */
  actions?: ReactNode | undefined;
  /** The card's heading (focusable from script: a new wallet's card takes focus there). */
  headingRef?: Ref<HTMLHeadingElement> | undefined;
}

type WalletKind = 'embedded' | 'imported' | 'external';

function kindOf(wallet: WalletCardWallet): WalletKind {
  if (wallet.imported || wallet.connectorType === 'embedded_imported') return 'imported';
  if (wallet.walletClientType === EMBEDDED_WALLET_CLIENT_TYPE || wallet.connectorType === 'embedded') {
    return 'embedded';
  }
  return 'external';
}

const knownWallet = (clientType: string | undefined) => WALLETS.find((w) => w.id === clientType);

function markOf(clientType: string | undefined): BrandName | null {
  if (!clientType) return null;
  const known = knownWallet(clientType);
  if (known) return known.icon;
  return clientType in walletChainMarks ? (clientType as BrandName) : null;
}

/**
 * One wallet: embedded, imported or external, led by its chain (mark and name, "Testnet" on a test network),
 * then which wallet it is (embedded, imported, or the external wallet's name) and its address (shortened, with a
 * copy button), its balance (on a test network in its units only: test units have no dollar value), and what can
 * be done with it (`actions`). The data a person rarely needs (the app that holds the key, how it is connected, the
 * chain type and HD index, recovery, when it was connected, the full address) is folded under "Details".
 */
export function WalletCard({
  wallet,
  walletName,
  balance,
  timeZone,
  headingLevel = 3,
  actions,
  headingRef,
  className,
  ...props
}: WalletCardProps) {
  const { t, locale } = useCopy(walletsCopy);
  const ids = useId();
  const kind = kindOf(wallet);
  const clientName =
    wallet.walletClientType === EMBEDDED_WALLET_CLIENT_TYPE
      ? t('wallets.client.embedded')
      : (walletName ?? knownWallet(wallet.walletClientType)?.name ?? wallet.walletClientType);
  const which = kind === 'external' && clientName ? clientName : t(`wallets.kind.${kind}`);
  const walletMark = kind === 'external' ? markOf(wallet.walletClientType) : null;

  const rows: [label: string, value: ReactNode][] = [];
  if (clientName) rows.push([t('wallets.field.client'), clientName]);
  rows.push([t('wallets.field.connector'), t(`wallets.connector.${wallet.connectorType ?? 'none'}`)]);
  rows.push([t('wallets.field.chainType'), t(`wallets.chainType.${wallet.chainType}`)]);
  if (wallet.walletIndex !== null) {
    rows.push([t('wallets.field.index'), new Intl.NumberFormat(locale.code).format(wallet.walletIndex)]);
  }
  if (wallet.recoveryMethod) rows.push([t('wallets.field.recovery'), t(`wallets.recovery.${wallet.recoveryMethod}`)]);
  if (wallet.connectedAt !== undefined) {
    const date = new Intl.DateTimeFormat(locale.code, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    rows.push([t('wallets.field.connectedAt'), date.format(wallet.connectedAt)]);
  }
  rows.push([
    t('wallets.field.address'),
    <span key="address" dir="ltr" className="sg:break-all sg:font-mono sg:text-xs">
      {wallet.address}
    </span>,
  ]);

  return (
    <article
      data-slot="wallet-card"
      data-kind={kind}
      data-address={wallet.address}
      aria-labelledby={`${ids}-title ${ids}-which`}
      className={cn(
        'sg:grid sg:content-start sg:gap-4 sg:rounded-sigil-lg sg:border sg:border-border sg:bg-surface sg:p-4 sg:text-start',
        className,
      )}
      {...props}
    >
      <header>
        <ChainName
          size="lg"
          chainType={wallet.chainType}
          chainId={wallet.chainId}
          nameAs={`h${headingLevel}`}
          nameProps={{
            id: `${ids}-title`,
            ref: headingRef,
            tabIndex: -1,
            'data-slot': 'wallet-card-title',
            className: 'sg:rounded-sigil-sm sg:outline-none sg:focus-visible:ring-2 sg:focus-visible:ring-ring',
          }}
          chips={wallet.delegated ? <Chip tone="success">{t('wallets.delegated')}</Chip> : null}
          detail={
            <div className="sg:flex sg:flex-wrap sg:items-center sg:gap-x-2 sg:text-muted-foreground sg:text-sm">
              <span id={`${ids}-which`} className="sg:inline-flex sg:items-center sg:gap-1.5">
                {walletMark ? <BrandIcon name={walletMark} size={16} /> : null}
                {which}
              </span>
              <Address address={wallet.address} />
            </div>
          }
        />
      </header>

      {balance !== undefined ? <BalanceRow balance={balance} /> : null}

      {actions ? (
        <div data-slot="wallet-card-actions" className="sg:flex sg:flex-wrap sg:gap-2">
          {actions}
        </div>
      ) : null}

      <Disclosure className="sg:border-border sg:border-t sg:pt-2">
        <dl className="sg:grid sg:grid-cols-[auto_1fr] sg:gap-x-4 sg:gap-y-1.5 sg:text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="sg:contents">
              <dt className="sg:text-muted-foreground">{label}</dt>
              <dd className="sg:min-w-0 sg:break-words sg:text-end sg:text-foreground">{value}</dd>
            </div>
          ))}
        </dl>
      </Disclosure>
    </article>
  );
}

function BalanceRow({ balance }: { balance: WalletBalance | 'loading' | null }) {
  const { t, locale } = useCopy(walletsCopy);
  return (
    <div className="sg:grid sg:gap-0.5">
      <span className="sg:text-muted-foreground sg:text-xs">{t('wallets.field.balance')}</span>
      {balance === 'loading' ? (
        <span className="sg:flex sg:h-8 sg:items-center">
          <Spinner size="sm" label={t('wallets.balance.loading')} />
        </span>
      ) : balance === null ? (
        <span className="sg:flex sg:h-8 sg:items-center sg:text-muted-foreground sg:text-sm">
          {t('wallets.balance.unavailable')}
        </span>
      ) : (
        <span className="sg:flex sg:flex-wrap sg:items-baseline sg:gap-x-2">
          <span className="sg:font-semibold sg:text-2xl sg:text-foreground sg:tabular-nums sg:leading-8">
            {t('wallets.balance.amount', { amount: formatAmount(balance, locale.code), symbol: balance.symbol })}
          </span>
          {typeof balance.usd === 'number' ? (
            <span className="sg:whitespace-nowrap sg:text-muted-foreground sg:text-sm sg:tabular-nums">
              {t('wallets.balance.usd', { value: formatUsd(balance.usd, locale.code) })}
            </span>
          ) : null}
        </span>
      )}
    </div>
  );
}
