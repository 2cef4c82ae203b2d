import { useEffect, useRef } from 'react';
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
  /** Funds can be added to this wallet (an on-ramp sells on its chain): the card offers "Add funds". */
  fundable?: boolean | undefined;
};

/** A card's action: the wallet's address, and the button pressed (focus returns to it when its dialog closes). */
export type WalletAction = (address: string, opener: HTMLElement) => void;

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
  onExport?: WalletAction | undefined;
  /** "Send" on the card of each wallet that can send here (Ethereum: a transfer of the native unit). */
  onSend?: WalletAction | undefined;
  /** "Receive" on every card: the address, its QR code, the chain to send on. */
  onReceive?: WalletAction | undefined;
  /** "Add funds" on the card of each `fundable` wallet. */
  onFund?: WalletAction | undefined;
  /** A wallet whose card takes focus (on its heading) once it is listed: the wallet just created. */
  focusAddress?: string | null | undefined;
  /** Time zone for the cards' "Connected" dates. */
  timeZone?: string | undefined;
}

const CREATE_LABEL = { ethereum: 'wallets.create.ethereum', solana: 'wallets.create.solana' } as const;

/**
 * The user's wallets as cards (embedded, imported and external), a grid on a wide page and one column on a phone,
 * each with its everyday actions (Send, Receive, Add funds where funding is possible, and "Export private key"
 * where the key can be exported), "Create Ethereum wallet" / "Create Solana wallet" (the new wallet's card takes
 * focus); loading, empty and error states. Named apart from the sign-in's `WalletListScreen`, which
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
  onSend,
  onReceive,
  onFund,
  focusAddress = null,
  timeZone,
}: WalletsScreenProps) {
  const { t } = useCopy(walletsCopy);
  const Wallet = icons.wallet;
  const ready = status === 'ready';
  // The cards' titles sit one level under the screen's title, wherever the screen is placed.
  const cardLevel = (useScreenHeadingLevel() + 1) as 2 | 3 | 4;
  const list = useRef<HTMLUListElement>(null);
  const listed = wallets.some((entry) => entry.wallet.address === focusAddress);
  // The new wallet's card is announced by its heading taking focus, wherever its place in the list is.
  useEffect(() => {
    if (!focusAddress || !listed) return;
    const card = [...(list.current?.querySelectorAll<HTMLElement>('[data-slot="wallet-card"]') ?? [])].find(
      (element) => element.dataset.address === focusAddress,
    );
    card?.querySelector<HTMLElement>('[data-slot="wallet-card-title"]')?.focus();
  }, [focusAddress, listed]);
  const action = (label: string, run: WalletAction | undefined, address: string, primary = false) =>
    run ? (
      <Button
        key={label}
        variant={primary ? 'primary' : 'secondary'}
        size="sm"
        onClick={(event) => run(address, event.currentTarget)}
      >
        {label}
      </Button>
    ) : null;
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
        <ul
          ref={list}
          className="sg:grid sg:grid-cols-[repeat(auto-fill,minmax(min(100%,20rem),1fr))] sg:items-start sg:gap-4"
        >
          {wallets.map(({ exportable, fundable, ...entry }) => {
            const { address, chainType } = entry.wallet;
            const actions = [
              chainType === 'ethereum' ? action(t('wallets.send.action'), onSend, address, true) : null,
              action(t('wallets.receive.action'), onReceive, address),
              fundable ? action(t('wallets.fund.action'), onFund, address) : null,
              exportable ? action(t('wallets.export.action'), onExport, address) : null,
            ].filter(Boolean);
            return (
              <li key={`${chainType}:${address}`} className="sg:grid">
                <WalletCard
                  {...entry}
                  timeZone={timeZone}
                  headingLevel={cardLevel}
                  actions={actions.length > 0 ? actions : undefined}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
      {ready && createChainTypes.length > 0 ? (
        <section
          aria-label={t('wallets.create.title')}
          className="sg:grid sg:gap-2 sg:sm:grid-cols-[repeat(auto-fit,minmax(14rem,1fr))]"
        >
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
