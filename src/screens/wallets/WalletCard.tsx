import { type ComponentProps, type ReactNode, useId } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { walletsCopy } from '../../copy/decks/wallets';
import { BrandIcon, type BrandName, walletChainMarks } from '../../icons/brands';
import { WALLETS } from '../../icons/catalog';
import { icons } from '../../icons/semantic';
import { cn } from '../../lib/cn';
import { formatUsd } from '../../lib/usd';
import { EMBEDDED_WALLET_CLIENT_TYPE, type WalletAccount } from '../../model';
import { Address } from '../../primitives/Address';
import { Chip } from '../../primitives/Chip';
import { Spinner } from '../../primitives/Spinner';
import { formatAmount, type WalletBalance } from './format';

/** What a card shows of a wallet account (spec 3): the provider's fields as the SDK reports them. */
export type WalletCardWallet = Pick<
  WalletAccount,
  'address' | 'chainType' | 'walletClientType' | 'connectorType' | 'delegated' | 'imported' | 'walletIndex'
> & { [K in 'recoveryMethod' | 'connectedAt']?: WalletAccount[K] | undefined };

export interface WalletCardProps extends Omit<ComponentProps<'article'>, 'children'> {
  wallet: WalletCardWallet;
  /** An external wallet's display name (its EIP-6963 or Wallet Standard name); known wallets have one built in. */
  walletName?: string | undefined;
  /** The balance; 'loading' while it is fetched; null when it could not be read. Omitted: no balance row. */
  balance?: WalletBalance | 'loading' | null | undefined;
  /** Time zone for "Connected" (the reader's by default; stories fix one). */
  timeZone?: string | undefined;
  /** Heading level of the card's title: 3 under a screen's heading. */
  headingLevel?: 2 | 3 | 4 | undefined;
  /** What can be done with the wallet (buttons), in the card's footer; omitted: no footer. */
  actions?: ReactNode | undefined;
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
 * One wallet: embedded, imported or external. Its address (shortened, full in a tooltip, with a copy button),
 * the app that holds the key, how it is connected, its chain type and HD index, how it is recovered, when it
 * was connected, whether the app has offline (delegated) access, and its balance with the US-dollar value;
 * optionally, what can be done with it (`actions`).
 */
export function WalletCard({
  wallet,
  walletName,
  balance,
  timeZone,
  headingLevel = 3,
  actions,
  className,
  ...props
}: WalletCardProps) {
  const { t, locale } = useCopy(walletsCopy);
  const titleId = useId();
  const kind = kindOf(wallet);
  const Heading = `h${headingLevel}` as const;
  const clientName =
    wallet.walletClientType === EMBEDDED_WALLET_CLIENT_TYPE
      ? t('wallets.client.embedded')
      : (walletName ?? knownWallet(wallet.walletClientType)?.name ?? wallet.walletClientType);
  const title = kind === 'external' && clientName ? clientName : t(`wallets.kind.${kind}`);
  const mark = kind === 'external' ? markOf(wallet.walletClientType) : null;
  const WalletGlyph = icons.wallet;

  const rows: [label: string, value: string][] = [];
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

  return (
    <article
      data-slot="wallet-card"
      data-kind={kind}
      aria-labelledby={titleId}
      className={cn(
        'sg:grid sg:gap-4 sg:rounded-sigil-lg sg:border sg:border-border sg:bg-surface sg:p-4 sg:text-start',
        className,
      )}
      {...props}
    >
      <header className="sg:flex sg:items-start sg:gap-3">
        <span
          aria-hidden
          className="sg:flex sg:size-10 sg:shrink-0 sg:items-center sg:justify-center sg:rounded-full sg:bg-muted sg:text-foreground sg:[&_svg]:size-5"
        >
          {mark ? <BrandIcon name={mark} size={24} /> : <WalletGlyph />}
        </span>
        <div className="sg:grid sg:min-w-0 sg:flex-1 sg:gap-0.5">
          <div className="sg:flex sg:flex-wrap sg:items-center sg:gap-2">
            <Heading id={titleId} className="sg:font-semibold sg:text-base sg:text-foreground">
              {title}
            </Heading>
            {kind === 'external' ? <Chip>{t('wallets.kind.external')}</Chip> : null}
            {wallet.delegated ? <Chip tone="success">{t('wallets.delegated')}</Chip> : null}
          </div>
          <Address address={wallet.address} className="sg:-ms-1" />
        </div>
      </header>

      {balance !== undefined ? <BalanceRow balance={balance} /> : null}

      <dl className="sg:grid sg:grid-cols-[auto_1fr] sg:gap-x-4 sg:gap-y-1.5 sg:text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="sg:contents">
            <dt className="sg:text-muted-foreground">{label}</dt>
            <dd className="sg:min-w-0 sg:break-words sg:text-end sg:text-foreground">{value}</dd>
          </div>
        ))}
      </dl>

      {actions ? (
        <footer
          data-slot="wallet-card-actions"
          className="sg:flex sg:flex-wrap sg:justify-end sg:gap-2 sg:border-border sg:border-t sg:pt-3"
        >
          {actions}
        </footer>
      ) : null}
    </article>
  );
}

function BalanceRow({ balance }: { balance: WalletBalance | 'loading' | null }) {
  const { t, locale } = useCopy(walletsCopy);
  return (
    <div className="sg:flex sg:items-baseline sg:justify-between sg:gap-4 sg:rounded-sigil sg:bg-muted sg:px-3 sg:py-2">
      <span className="sg:text-muted-foreground sg:text-sm">{t('wallets.field.balance')}</span>
      {balance === 'loading' ? (
        <Spinner size="sm" label={t('wallets.balance.loading')} />
      ) : balance === null ? (
        <span className="sg:text-muted-foreground sg:text-sm">{t('wallets.balance.unavailable')}</span>
      ) : (
        <span className="sg:flex sg:flex-wrap sg:items-baseline sg:justify-end sg:gap-x-2 sg:text-end">
          <span className="sg:whitespace-nowrap sg:font-semibold sg:text-foreground sg:tabular-nums">
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
