import { useCopy } from '../../copy/CopyProvider';
import { signInCopy } from '../../copy/decks/sign-in';
import type { ErrorEntry } from '../../copy/errors';
import type { WalletSignInFlowState } from '../../flows/types';
import { Address } from '../../primitives/Address';
import { Button } from '../../primitives/Button';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { Spinner } from '../../primitives/Spinner';
import { WalletIcon, type WalletOption } from './WalletIcon';

export interface WalletSignInScreenProps {
  wallet: Pick<WalletOption, 'name' | 'icon'>;
  /** The connection step ('connecting') or a sign-in status from the SIWE/SIWS flow. */
  status: 'connecting' | WalletSignInFlowState['status'];
  address?: string | null | undefined;
  error?: ErrorEntry | null | undefined;
  /** Signing in (default) or linking the wallet to the signed-in user: the title says which. */
  purpose?: 'sign-in' | 'link' | undefined;
  onRetry: () => void;
  onCancel: () => void;
}

/** Connecting to a wallet and signing the sign-in message, step by step. */
export function WalletSignInScreen({
  wallet,
  status,
  address,
  error = null,
  purpose = 'sign-in',
  onRetry,
  onCancel,
}: WalletSignInScreenProps) {
  const { t } = useCopy(signInCopy);
  const name = wallet.name;
  const signTitle = t(purpose === 'link' ? 'login.wallet.linkTitle' : 'login.wallet.signTitle', { wallet: name });
  const view = {
    connecting: [
      t('login.wallet.connecting', { wallet: name }),
      t('login.wallet.connectingDescription', { wallet: name }),
    ],
    initial: [signTitle, t('login.wallet.signDescription', { wallet: name })],
    'generating-message': [signTitle, t('login.wallet.generating')],
    'awaiting-signature': [signTitle, t('login.wallet.signDescription', { wallet: name })],
    'submitting-signature': [signTitle, t('login.wallet.verifying')],
    done: [signTitle, t('login.wallet.verifying')],
    error: [signTitle, ''],
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
        <div className="sg:flex sg:justify-center">
          <Address address={address} copyable={false} />
        </div>
      ) : null}
      {busy ? (
        <div className="sg:flex sg:justify-center sg:text-accent-text">
          <Spinner size="lg" label={view[1] || view[0]} />
        </div>
      ) : null}
      <ErrorBanner error={status === 'error' ? error : null} />
      <div className="sg:grid sg:gap-2">
        {status === 'error' ? <Button onClick={onRetry}>{t('action.tryAgain')}</Button> : null}
        <Button variant="ghost" onClick={onCancel}>
          {t('action.cancel')}
        </Button>
      </div>
    </ScreenLayout>
  );
}
