import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { signInCopy } from '../../copy/decks/sign-in';
import type { ErrorEntry } from '../../copy/errors';
import { icons } from '../../icons/semantic';
import { BackButton } from '../../primitives/BackButton';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { Chip } from '../../primitives/Chip';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { TextField } from '../../primitives/Field';
import { MethodButton } from '../../primitives/MethodButton';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { WalletIcon, type WalletOption } from './WalletIcon';

export interface WalletListScreenProps {
  wallets: readonly WalletOption[];
  /** The wallet being connected (its row shows busy). */
  pending?: string | null | undefined;
  /** A connection that just failed: "Could not connect with wallet" or the wallet's reason. */
  error?: ErrorEntry | null | undefined;
  /** The user declined the last signature: said plainly, not as an error. */
  rejected?: boolean | undefined;
  /**
   * The chains whose wallet directories to offer ("Get a wallet", in a new tab) when no wallet was found: the
   * chains the app signs in with. Empty (the default): no link.
   */
  directories?: readonly WalletDirectoryChain[] | undefined;
  onSelect: (walletId: string) => void;
  onBack?: (() => void) | undefined;
}

export type WalletDirectoryChain = 'ethereum' | 'solana';

/** Independent lists of wallets to install, per chain. */
export const WALLET_DIRECTORIES: Record<WalletDirectoryChain, string> = {
  ethereum: 'https://ethereum.org/wallets/find-wallet/',
  solana: 'https://solana.com/ecosystem/explore?categories=wallet',
};

const NO_DIRECTORIES: readonly WalletDirectoryChain[] = [];

/**
 * The wallet choice: detected browser wallets first, then the rest, searchable when the list is long. With no
 * wallet at all, a way forward: the chains' wallet directories.
 */
export function WalletListScreen({
  wallets,
  pending = null,
  error = null,
  rejected = false,
  directories = NO_DIRECTORIES,
  onSelect,
  onBack,
}: WalletListScreenProps) {
  const { t } = useCopy(signInCopy);
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const sorted = [...wallets].sort((a, b) => Number(Boolean(b.detected)) - Number(Boolean(a.detected)));
  const shown = q ? sorted.filter((w) => w.name.toLowerCase().includes(q)) : sorted;
  const Wallet = icons.wallet;
  return (
    <ScreenLayout icon={<Wallet />} title={t('login.wallet.title')}>
      <BackButton onBack={onBack} />
      {rejected ? <Banner tone="info">{t('login.wallet.rejected')}</Banner> : null}
      <ErrorBanner error={error} />
      {wallets.length > 6 ? (
        <TextField
          label={t('login.wallet.searchLabel')}
          hideLabel
          type="text"
          role="searchbox"
          enterKeyHint="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('login.wallet.searchLabel')}
        />
      ) : null}
      {shown.length > 0 ? (
        <ul className="sg:grid sg:gap-2">
          {shown.map((wallet) => (
            <li key={wallet.id}>
              <MethodButton
                icon={<WalletIcon wallet={wallet} />}
                label={wallet.name}
                badge={
                  wallet.lastUsed ? (
                    <Chip>{t('login.wallet.lastUsed')}</Chip>
                  ) : wallet.detected ? (
                    <Chip tone="success">{t('login.wallet.detected')}</Chip>
                  ) : undefined
                }
                loading={pending === wallet.id}
                disabled={pending !== null && pending !== wallet.id}
                onClick={() => onSelect(wallet.id)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p role="status" className="sg:text-center sg:text-muted-foreground sg:text-sm">
          {wallets.length === 0 ? t('login.wallet.noneDetected') : t('login.wallet.noResults', { query })}
        </p>
      )}
      {wallets.length === 0
        ? directories.map((chain) => (
            <Button key={chain} asChild variant="secondary" fullWidth>
              <a href={WALLET_DIRECTORIES[chain]} target="_blank" rel="noopener noreferrer">
                {directories.length > 1 ? t(`login.wallet.get.${chain}`) : t('login.wallet.get')}
                <span className="sg:sr-only">{t('login.wallet.newTab')}</span>
                <ExternalLink aria-hidden className="sg:size-4 sg:rtl:-scale-x-100" />
              </a>
            </Button>
          ))
        : null}
    </ScreenLayout>
  );
}
