import type { ReactNode } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { farcasterSignerCopy } from '../../copy/decks/farcaster-signer';
import { icons } from '../../icons/semantic';
import { shortenAddress } from '../../primitives/Address';
import { CopyButton } from '../../primitives/CopyButton';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import type { SignerAccount } from './parts';

export interface FarcasterSignerApprovedScreenProps {
  /** The app that acts with the signer. */
  appName: string;
  account: SignerAccount | null;
  /** The signer's Ed25519 public key, `0x` and 64 hex digits. */
  publicKey: string;
  /** What the host offers with the signer: the "Sign a cast" panel. */
  children?: ReactNode | undefined;
}

/**
 * The approved signer: who it casts for, its public key shortened (the whole key in its title and for screen
 * readers) with a copy button, and below it what the host offers with it (signing a cast).
 */
export function FarcasterSignerApprovedScreen({
  appName,
  account,
  publicKey,
  children,
}: FarcasterSignerApprovedScreenProps) {
  const { t } = useCopy(farcasterSignerCopy);
  const Check = icons.verifiedBadge;
  const subtitle = !account
    ? undefined
    : account.username
      ? t('signer.approved.subtitle', { app: appName, username: account.username })
      : t('signer.approved.subtitleFid', { app: appName, fid: String(account.fid) });
  return (
    <ScreenLayout icon={<Check />} tone="success" title={t('signer.approved.title')} subtitle={subtitle}>
      <dl className="sg:grid sg:gap-1 sg:rounded-sigil sg:border sg:border-border sg:px-4 sg:py-3">
        <dt className="sg:text-muted-foreground sg:text-sm">{t('signer.key.label')}</dt>
        <dd className="sg:flex sg:items-center sg:justify-between sg:gap-2">
          <span dir="ltr" className="sg:font-mono sg:text-foreground sg:text-sm" title={publicKey}>
            <span aria-hidden>{shortenAddress(publicKey)}</span>
            <span className="sg:sr-only">{publicKey}</span>
          </span>
          <CopyButton value={publicKey} label={t('signer.key.copy')} iconOnly variant="ghost" />
        </dd>
      </dl>
      {children}
    </ScreenLayout>
  );
}
