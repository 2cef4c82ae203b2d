import { useState } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import type { ErrorEntry } from '../../copy/errors';
import type { WalletSignInFlowState } from '../../flows/types';
import { BrandIcon, type BrandName } from '../../icons/brands';
import { CHAINS } from '../../icons/catalog';
import { ProviderIcon } from '../../icons/ProviderIcon';
import { icons } from '../../icons/semantic';
import { Address } from '../../primitives/Address';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { Chip } from '../../primitives/Chip';
import { TextField } from '../../primitives/Field';
import { MethodButton } from '../../primitives/MethodButton';
import { QrCode } from '../../primitives/QrCode';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { Spinner } from '../../primitives/Spinner';
import type { SupportedChainId } from '../../rules/limits';
import { BackButton, ErrorBanner } from '../shared';

/** A wallet the user can choose: a known brand, or an EIP-6963 announcement with its own icon. */
export interface WalletOption {
  id: string;
  name: string;
  /** A known brand mark, or an icon URL (EIP-6963 announcements carry data: URIs). */
  icon: BrandName | { url: string };
  /** Announced by the browser (EIP-6963): installed and ready. */
  detected?: boolean;
  lastUsed?: boolean;
}

export function WalletIcon({ wallet, size = 28 }: { wallet: Pick<WalletOption, 'icon' | 'name'>; size?: number }) {
  return typeof wallet.icon === 'string' ? (
    <BrandIcon name={wallet.icon} size={size} />
  ) : (
    <ProviderIcon name={wallet.name} src={wallet.icon.url} size={size} />
  );
}

export interface WalletListScreenProps {
  wallets: readonly WalletOption[];
  /** The wallet being connected (its row shows busy). */
  pending?: string | null;
  /** A connection that just failed: "Could not connect with wallet" or the wallet's reason. */
  error?: ErrorEntry | null;
  /** The user declined the last signature: said plainly, not as an error. */
  rejected?: boolean;
  onSelect: (walletId: string) => void;
  onBack?: () => void;
}

/** The wallet choice: detected browser wallets first, then the rest, searchable when the list is long. */
export function WalletListScreen({
  wallets,
  pending = null,
  error = null,
  rejected = false,
  onSelect,
  onBack,
}: WalletListScreenProps) {
  const { t } = useCopy();
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
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('login.wallet.searchLabel')}
        />
      ) : null}
      <ul className="grid gap-2">
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
      {shown.length === 0 ? (
        <p role="status" className="text-center text-muted-foreground text-sm">
          {wallets.length === 0 ? t('login.wallet.noneDetected') : t('login.wallet.noResults', { query })}
        </p>
      ) : null}
    </ScreenLayout>
  );
}

export interface WalletSignInScreenProps {
  wallet: Pick<WalletOption, 'name' | 'icon'>;
  /** The connection step ('connecting') or a sign-in status from the SIWE/SIWS flow. */
  status: 'connecting' | WalletSignInFlowState['status'];
  address?: string | null;
  error?: ErrorEntry | null;
  onRetry: () => void;
  onCancel: () => void;
}

/** Connecting to a wallet and signing the sign-in message, step by step. */
export function WalletSignInScreen({
  wallet,
  status,
  address,
  error = null,
  onRetry,
  onCancel,
}: WalletSignInScreenProps) {
  const { t } = useCopy();
  const name = wallet.name;
  const view = {
    connecting: [
      t('login.wallet.connecting', { wallet: name }),
      t('login.wallet.connectingDescription', { wallet: name }),
    ],
    initial: [t('login.wallet.signTitle', { wallet: name }), t('login.wallet.signDescription', { wallet: name })],
    'generating-message': [t('login.wallet.signTitle', { wallet: name }), t('login.wallet.generating')],
    'awaiting-signature': [
      t('login.wallet.signTitle', { wallet: name }),
      t('login.wallet.signDescription', { wallet: name }),
    ],
    'submitting-signature': [t('login.wallet.signTitle', { wallet: name }), t('login.wallet.verifying')],
    done: [t('login.wallet.signTitle', { wallet: name }), t('login.wallet.verifying')],
    error: [t('login.wallet.signTitle', { wallet: name }), ''],
  }[status];
  const busy = status !== 'error' && status !== 'initial';
  return (
    <ScreenLayout
      icon={<WalletIcon wallet={wallet} size={32} />}
      tone="neutral"
      title={view[0]}
      subtitle={view[1] || undefined}
    >
      {address ? (
        <div className="flex justify-center">
          <Address address={address} copyable={false} />
        </div>
      ) : null}
      {busy ? (
        <div className="flex justify-center text-accent-text">
          <Spinner size="lg" label={view[1] || view[0]} />
        </div>
      ) : null}
      <ErrorBanner error={status === 'error' ? error : null} />
      <div className="grid gap-2">
        {status === 'error' ? <Button onClick={onRetry}>{t('action.tryAgain')}</Button> : null}
        <Button variant="ghost" onClick={onCancel}>
          {t('action.cancel')}
        </Button>
      </div>
    </ScreenLayout>
  );
}

export interface SwitchChainScreenProps {
  wallet: Pick<WalletOption, 'name' | 'icon'>;
  /** The chain to switch to. */
  targetChainId: SupportedChainId;
  switching?: boolean;
  error?: ErrorEntry | null;
  onSwitch: () => void;
  onCancel: () => void;
}

/** 'switching_to_supported_chain': the wallet is on a network the app does not support. */
export function SwitchChainScreen({
  wallet,
  targetChainId,
  switching = false,
  error = null,
  onSwitch,
  onCancel,
}: SwitchChainScreenProps) {
  const { t } = useCopy();
  const chain = CHAINS[targetChainId];
  return (
    <ScreenLayout
      icon={<BrandIcon name={chain.icon} size={32} />}
      tone="neutral"
      title={t('login.wallet.switchTitle')}
      subtitle={t('login.wallet.switchDescription', { wallet: wallet.name, chain: chain.name })}
    >
      <ErrorBanner error={error} />
      <div className="grid gap-2">
        <Button
          onClick={onSwitch}
          loading={switching}
          loadingLabel={t('login.wallet.connecting', { wallet: wallet.name })}
        >
          {t('login.wallet.switchTo', { chain: chain.name })}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('action.cancel')}
        </Button>
      </div>
    </ScreenLayout>
  );
}

export interface WalletConnectScreenProps {
  /** The WalletConnect v2 pairing URI (wc:...). */
  uri: string;
  /** The deep link for wallets on this device (a mobile wallet's universal link with the URI). */
  mobileLink?: string;
  onBack?: () => void;
}

/** WalletConnect v2: a QR code to scan from a phone, or a deep link on the phone itself. */
export function WalletConnectScreen({ uri, mobileLink, onBack }: WalletConnectScreenProps) {
  const { t } = useCopy();
  return (
    <ScreenLayout
      icon={<BrandIcon name="wallet_connect" size={32} />}
      tone="neutral"
      title={t('login.wallet.scanTitle')}
      subtitle={t('login.wallet.scanDescription')}
    >
      <BackButton onBack={onBack} />
      <QrCode value={uri} label="WalletConnect" showLink={false} />
      {mobileLink ? (
        <Button asChild variant="secondary" fullWidth>
          <a href={mobileLink}>{t('login.wallet.openApp')}</a>
        </Button>
      ) : null}
    </ScreenLayout>
  );
}
