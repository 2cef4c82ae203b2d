import { useCopy } from '../../copy/CopyProvider';
import { signInCopy } from '../../copy/decks/sign-in';
import { BrandIcon } from '../../icons/brands';
import { BackButton } from '../../primitives/BackButton';
import { Button } from '../../primitives/Button';
import { QrCode } from '../../primitives/QrCode';
import { ScreenLayout } from '../../primitives/ScreenLayout';

export interface WalletConnectScreenProps {
  /** The WalletConnect v2 pairing URI (wc:...). */
  uri: string;
  /** The deep link for wallets on this device (a mobile wallet's universal link with the URI). */
  mobileLink?: string | undefined;
  onBack?: (() => void) | undefined;
}

/** WalletConnect v2: a QR code to scan from a phone, or a deep link on the phone itself. */
export function WalletConnectScreen({ uri, mobileLink, onBack }: WalletConnectScreenProps) {
  const { t } = useCopy(signInCopy);
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
