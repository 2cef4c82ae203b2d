import type { RefObject } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { walletsCopy } from '../../copy/decks/wallets';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { CopyButton } from '../../primitives/CopyButton';
import { Modal } from '../../primitives/Modal';
import { QrCode } from '../../primitives/QrCode';
import { useChainLabel } from '../parts/ChainName';
import { walletChain } from './format';
import type { WalletCardWallet } from './WalletCard';

export interface ReceiveDialogProps {
  open: boolean;
  /** The wallet to receive on: its address, and the chain it is on (named, so nothing is sent on another). */
  wallet: Pick<WalletCardWallet, 'address' | 'chainType' | 'chainId'>;
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Where focus goes when it closes: the button that opened it. */
  returnFocusTo?: RefObject<HTMLElement | null> | undefined;
}

/**
 * "Receive": the wallet's address in full (wrapped, monospace, never shortened: a person compares it with what the
 * sender sees), a QR code of it for a phone to scan, "Copy address", and which network to send on ("Only send Base
 * Sepolia assets to this address"), as information.
 */
export function ReceiveDialog({ open, wallet, onOpenChange, returnFocusTo }: ReceiveDialogProps) {
  const { t } = useCopy(walletsCopy);
  const chain = useChainLabel(walletChain(wallet));
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title={t('wallets.receive.title', { chain })}
      description={t('wallets.receive.description')}
      footer={
        <Button fullWidth onClick={() => onOpenChange?.(false)}>
          {t('wallets.receive.done')}
        </Button>
      }
    >
      <div data-slot="receive" className="sg:grid sg:gap-4">
        <QrCode value={wallet.address} label={t('wallets.receive.qr', { chain })} size={200} showLink={false} />
        <section aria-label={t('wallets.receive.address')} className="sg:grid sg:gap-2">
          <div className="sg:flex sg:flex-wrap sg:items-center sg:justify-between sg:gap-2">
            <h3 className="sg:font-medium sg:text-foreground sg:text-sm">{t('wallets.receive.address')}</h3>
            <CopyButton value={wallet.address} label={t('address.copy')} />
          </div>
          <p
            data-slot="receive-address"
            dir="ltr"
            className="sg:break-all sg:rounded-sigil sg:border sg:border-border sg:bg-muted sg:px-3 sg:py-2 sg:text-start sg:font-mono sg:text-foreground sg:text-sm"
          >
            {wallet.address}
          </p>
        </section>
        <Banner tone="info">{t('wallets.receive.only', { chain })}</Banner>
      </div>
    </Modal>
  );
}
