import { useCopy } from '../../copy/CopyProvider';
import { signInCopy } from '../../copy/decks/sign-in';
import type { ErrorEntry } from '../../copy/errors';
import { errorEntry } from '../../copy/errors';
import type { PasskeyFlowState } from '../../flows/types';
import { icons } from '../../icons/semantic';
import { BackButton } from '../../primitives/BackButton';
import { Button } from '../../primitives/Button';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { ScreenLayout } from '../../primitives/ScreenLayout';

export interface PasskeyScreenProps {
  mode: 'login' | 'signup';
  /** The flow's status; the SDK's `useLoginWithPasskey().state.status` maps here directly. */
  status: PasskeyFlowState['status'];
  error?: ErrorEntry | null | undefined;
  /** False where the browser has no WebAuthn: the screen says so instead of offering a dead button. */
  supported?: boolean | undefined;
  onStart: () => void;
  /** Switch between logging in and creating a passkey. */
  onSwitchMode?: (() => void) | undefined;
  onBack?: (() => void) | undefined;
}

/**
 * Passkey login and sign-up. While the browser's passkey prompt is open the button says what is happening
 * ("Waiting for your passkey"); a cancelled prompt is the catalogue's "Passkey request timed out or
 * rejected by user." with Try again.
 */
export function PasskeyScreen({
  mode,
  status,
  error = null,
  supported = true,
  onStart,
  onSwitchMode,
  onBack,
}: PasskeyScreenProps) {
  const { t } = useCopy(signInCopy);
  const Key = icons.passkey;
  const busy = status === 'generating-challenge' || status === 'awaiting-passkey' || status === 'submitting-response';
  const pendingLabel =
    status === 'generating-challenge'
      ? t('login.passkey.preparing')
      : status === 'awaiting-passkey'
        ? t('login.passkey.waiting')
        : t('login.passkey.verifying');
  const shownError = supported ? (status === 'error' ? error : null) : errorEntry('passkey.unsupported');

  return (
    <ScreenLayout
      icon={<Key />}
      tone={shownError ? 'error' : 'accent'}
      title={mode === 'login' ? t('login.passkey.title') : t('login.passkey.signupTitle')}
      subtitle={t('login.passkey.description')}
      footer={
        onSwitchMode ? (
          <p className="sg:text-center sg:text-muted-foreground sg:text-sm">
            {mode === 'login' ? t('login.passkey.noPasskey') : t('login.passkey.haveOne')}{' '}
            <Button variant="link" size="sm" onClick={onSwitchMode} disabled={busy} className="sg:h-auto">
              {mode === 'login' ? t('login.passkey.signupInstead') : t('login.passkey.loginInstead')}
            </Button>
          </p>
        ) : undefined
      }
    >
      <BackButton onBack={onBack} />
      <ErrorBanner error={shownError} />
      <Button fullWidth size="lg" onClick={onStart} disabled={!supported} loading={busy} loadingLabel={pendingLabel}>
        {status === 'error'
          ? t('action.tryAgain')
          : mode === 'login'
            ? t('login.passkey.continue')
            : t('login.passkey.create')}
      </Button>
    </ScreenLayout>
  );
}
