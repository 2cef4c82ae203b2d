import { useCopy } from '../../copy/CopyProvider';
import { walletsCopy } from '../../copy/decks/wallets';
import type { ErrorEntry } from '../../copy/errors';
import { icons } from '../../icons/semantic';
import { CHAIN_TYPES, type ChainType } from '../../model';
import { Button } from '../../primitives/Button';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { ScreenLayout, useScreenHeadingLevel } from '../../primitives/ScreenLayout';
import { Spinner } from '../../primitives/Spinner';
import { WalletCard, type WalletCardProps } from './WalletCard';

/** One wallet of the list: the card's data (its address is its key), and whether its key can be exported. */
export type WalletsScreenEntry = Pick<WalletCardProps, 'wallet' | 'walletName' | 'balance'> & {
  /** The provider can hand this wallet's private key to the person: the card offers "Export private key". */
  exportable?: boolean | undefined;
};

export interface WalletsScreenProps {
  /** The user's wallets, embedded and connected; ignored while loading or after a load error. */
  wallets: readonly WalletsScreenEntry[];
  /** 'loading' while the wallets are read, 'error' when they could not be. */
  status?: 'loading' | 'ready' | 'error' | undefined;
  /** Why the wallets could not be read (status 'error'), or why the last creation failed. */
  error?: ErrorEntry | null | undefined;
  /** Reads the wallets again after a load error. */
  onRetry?: (() => void) | undefined;
  /** Which chain types the app lets the user create an embedded wallet on (both by default). */
  createChainTypes?: readonly ChainType[] | undefined;
  /** The wallet being created (its chain type); the other create buttons wait. */
  creating?: ChainType | null | undefined;
  onCreate: (chainType: ChainType) => void;
  /**
   * "Export private key" on each `exportable` wallet's card, with the button pressed (for focus to return to
   * it when the export closes); omitted: no card offers it.
   */
  onExport?: ((address: string, opener: HTMLElement) => void) | undefined;
  /** Time zone for the cards' "Connected" dates. */
  timeZone?: string | undefined;
}

const CREATE_LABEL = { ethereum: 'wallets.create.ethereum', solana: 'wallets.create.solana' } as const;

/**
 * The user's wallets as cards (embedded, imported and external), with "Create Ethereum wallet" / "Create
 * Solana wallet", and "Export private key" on the cards of wallets whose key can be exported; loading, empty
 * and error states. Named apart from the sign-in's `WalletListScreen`, which
 * lists wallet apps to connect.
 */
export function WalletsScreen({
  wallets,
  status = 'ready',
  error = null,
  onRetry,
  createChainTypes = CHAIN_TYPES,
  creating = null,
  onCreate,
  onExport,
  timeZone,
}: WalletsScreenProps) {
  const { t } = useCopy(walletsCopy);
  const Wallet = icons.wallet;
  const ready = status === 'ready';
  // The cards' titles sit one level under the screen's title, wherever the screen is placed.
  const cardLevel = (useScreenHeadingLevel() + 1) as 2 | 3 | 4;
  return (
    <ScreenLayout
      icon={<Wallet />}
      title={t('wallets.title')}
      subtitle={ready && wallets.length > 0 ? t('wallets.count', { count: wallets.length }) : undefined}
      aria-busy={status === 'loading' || creating !== null}
    >
      <ErrorBanner error={error} onRetry={status === 'error' ? onRetry : undefined} />
      {status === 'loading' ? (
        <div className="sg:flex sg:justify-center sg:py-6 sg:text-accent-text">
          <Spinner size="lg" label={t('wallets.loading')} />
        </div>
      ) : null}
      {ready && wallets.length === 0 ? (
        <p className="sg:rounded-sigil sg:border sg:border-border sg:border-dashed sg:px-4 sg:py-6 sg:text-center sg:text-muted-foreground sg:text-sm">
          {t('wallets.empty')}
        </p>
      ) : null}
      {ready && wallets.length > 0 ? (
        <ul className="sg:grid sg:gap-3">
          {wallets.map(({ exportable, ...entry }) => (
            <li key={`${entry.wallet.chainType}:${entry.wallet.address}`}>
              <WalletCard
                {...entry}
                timeZone={timeZone}
                headingLevel={cardLevel}
                actions={
                  onExport && exportable ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={(event) => onExport(entry.wallet.address, event.currentTarget)}
                    >
                      {t('wallets.export.action')}
                    </Button>
                  ) : undefined
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
      {ready && createChainTypes.length > 0 ? (
        <section aria-label={t('wallets.create.title')} className="sg:grid sg:gap-2">
          {createChainTypes.map((chainType) => (
            <Button
              key={chainType}
              variant={wallets.length === 0 ? 'primary' : 'secondary'}
              fullWidth
              loading={creating === chainType}
              loadingLabel={t('wallets.create.creating')}
              disabled={creating !== null && creating !== chainType}
              onClick={() => onCreate(chainType)}
            >
              {t(CREATE_LABEL[chainType])}
            </Button>
          ))}
        </section>
      ) : null}
    </ScreenLayout>
  );
}
