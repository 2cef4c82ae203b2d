import { useCopy } from '../../copy/CopyProvider';
import { mfaCopy } from '../../copy/decks/mfa';
import type { ErrorEntry } from '../../copy/errors';
import type { MfaVerificationStatus } from '../../flows/mfa-verification';
import { icons } from '../../icons/semantic';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { Spinner } from '../../primitives/Spinner';
import { LockoutCountdown } from './MfaCodeScreen';

/** The flow's states the passkey screen shows. */
export type MfaPasskeyScreenStatus = Extract<
  MfaVerificationStatus,
  'verifying-passkey' | 'passkey-ready' | 'locked-out' | 'timed-out' | 'verified'
>;

export interface MfaPasskeyScreenProps {
  status: MfaPasskeyScreenStatus;
  /** Why the last try failed ("Passkey request timed out or rejected by user."), the lock-out's or the time-out's. */
  error?: ErrorEntry | null | undefined;
  /** 'locked-out': when Try again opens again (epoch ms of `now`'s clock). */
  lockedUntil?: number | undefined;
  now?: (() => number) | undefined;
  /** Freeze the lock-out countdown (stories). */
  clockPaused?: boolean | undefined;
  onTryAgain: () => void;
  /** "Choose another method"; leave out when the passkey is the only method enrolled. */
  onChooseAnother?: (() => void) | undefined;
  onCancel?: (() => void) | undefined;
}

/**
 * "Verifying with passkey": the browser's passkey prompt is open while verifying; a failure says why, with
 * "Try again" and "Choose another method". Too many failures block "Try again" with a countdown. Verified, it
 * says so ("Identity verified") and offers nothing more: the action that asked goes on.
 */
export function MfaPasskeyScreen({
  status,
  error = null,
  lockedUntil = 0,
  now = Date.now,
  clockPaused = false,
  onTryAgain,
  onChooseAnother,
  onCancel,
}: MfaPasskeyScreenProps) {
  const { t } = useCopy(mfaCopy);
  const Fingerprint = icons.biometric;
  const Verified = icons.verifiedBadge;
  const verifying = status === 'verifying-passkey';
  const locked = status === 'locked-out';
  if (status === 'verified') {
    return (
      <ScreenLayout
        icon={<Verified />}
        tone="success"
        title={t('mfa.passkey.verifying')}
        subtitle={t('mfa.passkey.description')}
      >
        <p role="status" className="sg:text-center sg:font-medium sg:text-sm sg:text-success">
          {t('mfa.verified')}
        </p>
      </ScreenLayout>
    );
  }
  return (
    <ScreenLayout
      icon={<Fingerprint />}
      tone={error ? 'error' : 'accent'}
      title={t('mfa.passkey.verifying')}
      subtitle={t('mfa.passkey.description')}
      footer={
        <>
          {onChooseAnother ? (
            <Button variant="secondary" fullWidth onClick={onChooseAnother} disabled={verifying || locked}>
              {t('mfa.passkey.chooseAnother')}
            </Button>
          ) : null}
          {onCancel ? (
            <Button variant="ghost" fullWidth onClick={onCancel}>
              {t('action.cancel')}
            </Button>
          ) : null}
        </>
      }
    >
      {verifying ? (
        <p className="sg:flex sg:items-center sg:justify-center sg:gap-2 sg:text-muted-foreground sg:text-sm">
          <Spinner size="sm" decorative />
          <span role="status">{t('mfa.passkey.waiting')}</span>
        </p>
      ) : null}
      {locked && error ? (
        <>
          <Banner tone="error">{t(error.key)}</Banner>
          <LockoutCountdown until={lockedUntil} now={now} paused={clockPaused} />
        </>
      ) : (
        <ErrorBanner error={verifying ? null : error} />
      )}
      {verifying ? null : (
        <Button fullWidth size="lg" onClick={onTryAgain} disabled={locked}>
          {t('action.tryAgain')}
        </Button>
      )}
    </ScreenLayout>
  );
}
