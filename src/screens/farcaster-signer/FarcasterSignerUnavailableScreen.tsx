import { useCopy } from '../../copy/CopyProvider';
import { farcasterSignerCopy } from '../../copy/decks/farcaster-signer';
import { BrandIcon } from '../../icons/brands';
import { Button } from '../../primitives/Button';
import { ScreenLayout } from '../../primitives/ScreenLayout';

/** Why a signer cannot be added (the provider SDK's own preconditions). */
type SignerUnavailableReason = 'no-farcaster' | 'no-embedded-wallet' | 'server-wallet';

export interface FarcasterSignerUnavailableScreenProps {
  reason: SignerUnavailableReason;
  /** Offered when there is no Farcaster account: link one (the host knows how). */
  onLinkFarcaster?: (() => void) | undefined;
  /** Offered when there is no embedded wallet: create one. */
  onCreateWallet?: (() => void) | undefined;
}

const MESSAGE = {
  'no-farcaster': 'signer.unavailable.noFarcaster',
  'no-embedded-wallet': 'signer.unavailable.noEmbeddedWallet',
  'server-wallet': 'signer.unavailable.serverWallet',
} as const;

/**
 * "Farcaster signer unavailable", and why: no Farcaster account (with "Connect Farcaster" when the host offers it), no
 * embedded wallet (with "Create a wallet"), or wallets kept on the provider's servers, which the SDK does not let
 * hold a signer. Said before anything is asked of the provider, so nobody meets its error instead.
 */
export function FarcasterSignerUnavailableScreen({
  reason,
  onLinkFarcaster,
  onCreateWallet,
}: FarcasterSignerUnavailableScreenProps) {
  const { t } = useCopy(farcasterSignerCopy);
  const action =
    reason === 'no-farcaster' && onLinkFarcaster ? (
      <Button onClick={onLinkFarcaster}>{t('signer.unavailable.linkFarcaster')}</Button>
    ) : reason === 'no-embedded-wallet' && onCreateWallet ? (
      <Button onClick={onCreateWallet}>{t('signer.unavailable.createWallet')}</Button>
    ) : null;
  return (
    <ScreenLayout
      icon={<BrandIcon name="farcaster" size={32} />}
      tone="neutral"
      title={t('signer.unavailable.title')}
      subtitle={t(MESSAGE[reason])}
    >
      {action}
    </ScreenLayout>
  );
}
