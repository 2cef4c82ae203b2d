import { useCopy } from '../../copy/CopyProvider';
import { signInCopy } from '../../copy/decks/sign-in';
import type { ErrorEntry } from '../../copy/errors';
import { BrandIcon } from '../../icons/brands';
import { CHAIN_MARKS } from '../../icons/catalog';
import { CHAINS, type SupportedChainId } from '../../model';
import { Button } from '../../primitives/Button';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import type { WalletOption } from './WalletIcon';

export interface SwitchChainScreenProps {
  wallet: Pick<WalletOption, 'name' | 'icon'>;
  /** The chain to switch to. */
  targetChainId: SupportedChainId;
  switching?: boolean | undefined;
  error?: ErrorEntry | null | undefined;
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
  const { t } = useCopy(signInCopy);
  const chain = CHAINS[targetChainId];
  const mark = CHAIN_MARKS[targetChainId];
  return (
    <ScreenLayout
      icon={<BrandIcon name={mark} size={32} />}
      tone="neutral"
      title={t('login.wallet.switchTitle')}
      subtitle={t('login.wallet.switchDescription', { wallet: wallet.name, chain: chain.name })}
    >
      <ErrorBanner error={error} />
      <div className="sg:grid sg:gap-2">
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
