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
      className="flex items-center gap-3 rounded-sigil border border-border bg-muted/40 px-3 py-2 text-start"
    >
      <Wallet aria-hidden className="size-6 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-1 font-medium text-foreground text-sm">
          {t('delegation.wallet.label', { chain: t(`delegation.wallet.${wallet.chainType}`) })}
          <Address address={wallet.address} copyable={false} />
        </p>
        <p className="text-muted-foreground text-xs">{t(`delegation.custody.${wallet.custody}`)}</p>
      </div>
    </div>
  );
}
