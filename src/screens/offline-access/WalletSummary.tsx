import { useCopy } from '../../copy/CopyProvider';
import { offlineAccessCopy } from '../../copy/decks/offline-access';
import type { DelegableWallet } from '../../flows/offline-access';
import { icons } from '../../icons/semantic';
import { Address } from '../../primitives/Address';

/** The wallet a dialog is about: its chain, its address and where its key is kept. */
export function WalletSummary({ wallet }: { wallet: Pick<DelegableWallet, 'address' | 'chainType' | 'custody'> }) {
  const { t } = useCopy(offlineAccessCopy);
  const Wallet = icons.wallet;
  return (
    <div
      data-slot="delegable-wallet"
      data-custody={wallet.custody}
      className="sg:flex sg:items-center sg:gap-3 sg:rounded-sigil sg:border sg:border-border sg:bg-muted/40 sg:px-3 sg:py-2 sg:text-start"
    >
      <Wallet aria-hidden className="sg:size-6 sg:shrink-0 sg:text-muted-foreground" />
      <div className="sg:min-w-0 sg:flex-1">
        <p className="sg:flex sg:flex-wrap sg:items-center sg:gap-x-1 sg:font-medium sg:text-foreground sg:text-sm">
          {t('delegation.wallet.label', { chain: t(`delegation.wallet.${wallet.chainType}`) })}
          <Address address={wallet.address} copyable={false} />
        </p>
        <p className="sg:text-muted-foreground sg:text-xs">{t(`delegation.custody.${wallet.custody}`)}</p>
      </div>
    </div>
  );
}
