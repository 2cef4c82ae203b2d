import { useCopy } from '../../copy/CopyProvider';
import { walletsCopy } from '../../copy/decks/wallets';
import { Button } from '../../primitives/Button';
import { Modal } from '../../primitives/Modal';
import { Spinner } from '../../primitives/Spinner';

export interface WalletRedirectDialogProps {
  open: boolean;
  /** The wallet app the page is sending the user to. */
  walletName: string;
  /** The wallet's deep link (or universal link), offered by hand in case the redirect did not happen. */
  href: string;
  onOpenChange?: ((open: boolean) => void) | undefined;
}

/** The redirect dialog (spec 2): the page is handing over to a wallet app, with a manual link to it. */
export function WalletRedirectDialog({ open, walletName, href, onOpenChange }: WalletRedirectDialogProps) {
  const { t } = useCopy(walletsCopy);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('wallets.redirect.title', { wallet: walletName })}
      description={t('wallets.redirect.description', { wallet: walletName })}
    >
      <div className="sg:grid sg:justify-items-center sg:gap-4">
        <span className="sg:text-accent-text">
          <Spinner size="lg" decorative />
        </span>
        <p className="sg:text-center sg:text-muted-foreground sg:text-sm">{t('wallets.redirect.manual')}</p>
        <Button asChild variant="secondary" fullWidth>
          <a href={href} rel="noopener noreferrer">
            {t('wallets.redirect.open', { wallet: walletName })}
          </a>
        </Button>
      </div>
    </Modal>
  );
}
