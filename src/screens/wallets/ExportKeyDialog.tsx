import { type RefObject, useId, useState } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { walletsCopy } from '../../copy/decks/wallets';
import type { ErrorEntry } from '../../copy/errors';
import type { ChainType } from '../../model';
import { Address } from '../../primitives/Address';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { CopyButton } from '../../primitives/CopyButton';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { Modal } from '../../primitives/Modal';

/**
 * Where an export stands: the warning waits for the person's confirmation; then the key is being exported;
 * then it is shown (masked until asked); or the export failed.
 */
export type ExportKeyStatus = 'confirm' | 'exporting' | 'revealed' | 'error';

export interface ExportKeyDialogProps {
  open: boolean;
  /** The wallet whose key is exported. */
  wallet: { address: string; chainType: ChainType };
  status: ExportKeyStatus;
  /** The private key (status 'revealed'), in its chain's import format. */
  privateKey?: string | null | undefined;
  /** Why the export failed (status 'error'). */
  error?: ErrorEntry | null | undefined;
  /** The person confirmed (Reveal private key), or asks again after an error (Try again). */
  onReveal: () => void;
  /** Closing (Cancel, Done, Escape, the close button) asks for `false`; the host then forgets the key. */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Where focus goes when it closes: the button that opened it. */
  returnFocusTo?: RefObject<HTMLElement | null> | undefined;
}

/** Stands for the key while it is hidden: a fixed length, so the mask says nothing about the key. */
const MASK = '•'.repeat(32);

/**
 * "Export private key": a warning first (whoever holds the key controls the wallet; never share it; how it
 * reaches this page sealed), which the person confirms with "Reveal private key"; then the export (busy);
 * then the key, masked until "Show", with a copy button and "Done"; or the catalogue's message with "Try
 * again". Nothing here asks for the key: the host exports it on `onReveal` and forgets it on close.
 */
export function ExportKeyDialog({
  open,
  wallet,
  status,
  privateKey = null,
  error = null,
  onReveal,
  onOpenChange,
  returnFocusTo,
}: ExportKeyDialogProps) {
  const { t } = useCopy(walletsCopy);
  const close = () => onOpenChange?.(false);
  const revealed = status === 'revealed' && privateKey !== null;

  const footer = revealed ? (
    <Button fullWidth onClick={close}>
      {t('wallets.export.done')}
    </Button>
  ) : (
    <div className="sg:grid sg:gap-2">
      <Button
        fullWidth
        loading={status === 'exporting'}
        loadingLabel={t('wallets.export.exporting')}
        onClick={onReveal}
      >
        {status === 'error' ? t('action.tryAgain') : t('wallets.export.reveal')}
      </Button>
      <Button variant="ghost" fullWidth onClick={close}>
        {t('action.cancel')}
      </Button>
    </div>
  );

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title={t('wallets.export.title')}
      description={
        <span className="sg:inline-flex sg:flex-wrap sg:items-center sg:justify-center sg:gap-x-1">
          {t(`wallets.chainType.${wallet.chainType}`)}
          <Address address={wallet.address} copyable={false} />
        </span>
      }
      footer={footer}
    >
      <div data-slot="export-key" data-status={status} className="sg:grid sg:gap-4" aria-busy={status === 'exporting'}>
        {revealed ? (
          <RevealedKey key={privateKey} privateKey={privateKey} chainType={wallet.chainType} />
        ) : (
          <>
            <Banner tone="warning" title={t('wallets.export.warning.title')}>
              {t('wallets.export.warning.body')}
            </Banner>
            <p className="sg:text-muted-foreground sg:text-sm">{t('wallets.export.sealed')}</p>
            {status === 'error' ? <ErrorBanner error={error} /> : null}
          </>
        )}
      </div>
    </Modal>
  );
}

/** The key, hidden until "Show" (and again on "Hide"); it can be copied either way. */
function RevealedKey({ privateKey, chainType }: { privateKey: string; chainType: ChainType }) {
  const { t } = useCopy(walletsCopy);
  const [shown, setShown] = useState(false);
  const valueId = useId();
  const formatId = useId();
  return (
    <>
      <Banner tone="warning" title={t('wallets.export.warning.title')}>
        {t('wallets.export.keep')}
      </Banner>
      <section aria-label={t('wallets.export.key')} aria-describedby={formatId} className="sg:grid sg:gap-2">
        <div className="sg:flex sg:flex-wrap sg:items-center sg:justify-between sg:gap-2">
          <h3 className="sg:font-medium sg:text-foreground sg:text-sm">{t('wallets.export.key')}</h3>
          <div className="sg:flex sg:items-center sg:gap-2">
            <Button variant="secondary" size="sm" aria-controls={valueId} onClick={() => setShown((s) => !s)}>
              {shown ? t('wallets.export.hide') : t('wallets.export.show')}
            </Button>
            <CopyButton value={privateKey} label={t('wallets.export.copy')} />
          </div>
        </div>
        <p
          id={valueId}
          data-slot="private-key"
          data-shown={shown}
          dir="ltr"
          className="sg:block sg:min-h-14 sg:break-all sg:rounded-sigil sg:border sg:border-border sg:bg-muted sg:px-3 sg:py-2 sg:text-start sg:font-mono sg:text-foreground sg:text-xs"
        >
          {shown ? (
            privateKey
          ) : (
            <>
              <span aria-hidden>{MASK}</span>
              <span className="sg:sr-only">{t('wallets.export.hidden')}</span>
            </>
          )}
        </p>
        <p id={formatId} className="sg:text-muted-foreground sg:text-xs">
          {t(`wallets.export.format.${chainType}`)}
        </p>
      </section>
    </>
  );
}
