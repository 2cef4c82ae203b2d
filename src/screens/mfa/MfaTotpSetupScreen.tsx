import { useId } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { mfaSetupCopy } from '../../copy/decks/mfa-setup';
import type { ErrorEntry } from '../../copy/errors';
import type { MfaTotpSetupStep, TotpEnrollment } from '../../flows/mfa-enrollment';
import { icons } from '../../icons/semantic';
import { BackButton } from '../../primitives/BackButton';
import { Button } from '../../primitives/Button';
import { CopyButton } from '../../primitives/CopyButton';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { QrCode } from '../../primitives/QrCode';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { Spinner } from '../../primitives/Spinner';
import { SetupCodeField } from './SetupCodeField';

export type { MfaTotpSetupStep, TotpEnrollment } from '../../flows/mfa-enrollment';

export interface MfaTotpSetupScreenProps {
  step: MfaTotpSetupStep;
  /** The secret and its URI; null while they are being made (step 'scan'). */
  enrollment: TotpEnrollment | null;
  /** The code is being checked (`submitEnrollmentWithTotp`). */
  submitting?: boolean | undefined;
  /** A wrong code shows under the boxes, which clear; anything else as a banner. */
  error?: ErrorEntry | null | undefined;
  /** "Continue" after scanning: to the code. */
  onContinue: () => void;
  /** From the code back to the QR code. */
  onScanAgain: () => void;
  /** The 6 digits, once all are typed or pasted. */
  onSubmitCode: (code: string) => void;
  /** Ask for a new secret when making one failed. */
  onRetry?: (() => void) | undefined;
  onDone: () => void;
  onBack?: (() => void) | undefined;
  /** Injected clock for a lock-out's countdown (stories); the real time by default. */
  now?: (() => number) | undefined;
}

/** Edge of the QR code: small enough for a phone's card with room around it. */
const QR_EDGE = 200;

/** The secret in groups of four ("JBSW Y3DP EHPK 3PXP"), easier to read and type; copying takes it whole. */
const groupSecret = (secret: string) =>
  secret
    .replace(/\s+/g, '')
    .match(/.{1,4}/g)
    ?.join(' ') ?? '';

/**
 * Authenticator-app (TOTP) set-up (spec 2): a QR code of the `otpauth://` URI, the secret as text for typing
 * in by hand (grouped, with a copy button), then the 6-digit code the app shows, then done.
 */
export function MfaTotpSetupScreen(props: MfaTotpSetupScreenProps) {
  const { t } = useCopy(mfaSetupCopy);
  if (props.step === 'done') {
    const Done = icons.verifiedBadge;
    return (
      <ScreenLayout
        icon={<Done />}
        tone="success"
        title={t('mfa.totpSetup.successTitle')}
        subtitle={t('mfa.totpSetup.successBody')}
        footer={
          <Button fullWidth onClick={props.onDone}>
            {t('mfa.setup.done')}
          </Button>
        }
      />
    );
  }
  if (props.step === 'code') return <CodeStep {...props} />;
  return <ScanStep {...props} />;
}

function ScanStep({ enrollment, error = null, onContinue, onRetry, onBack, now }: MfaTotpSetupScreenProps) {
  const { t } = useCopy(mfaSetupCopy);
  const keyId = useId();
  const QrIcon = icons.qrCode;
  return (
    <ScreenLayout
      icon={<QrIcon />}
      title={t('mfa.totpSetup.title')}
      subtitle={t('mfa.totpSetup.subtitle')}
      footer={
        enrollment ? (
          <Button fullWidth onClick={onContinue}>
            {t('action.continue')}
          </Button>
        ) : error && onRetry ? (
          <Button fullWidth onClick={onRetry}>
            {t('action.tryAgain')}
          </Button>
        ) : null
      }
    >
      <BackButton onBack={onBack} />
      <ErrorBanner error={error} now={now} />
      {enrollment ? (
        <>
          <QrCode value={enrollment.authUrl} label={t('mfa.totpSetup.qrLabel')} size={QR_EDGE} showLink={false} />
          <section aria-labelledby={keyId} className="sg:grid sg:gap-2">
            <p className="sg:text-muted-foreground sg:text-sm">{t('mfa.totpSetup.manual')}</p>
            <div className="sg:flex sg:items-center sg:gap-2 sg:rounded-sigil sg:border sg:border-border sg:bg-muted sg:px-3 sg:py-2">
              <span id={keyId} className="sg:shrink-0 sg:font-medium sg:text-foreground sg:text-sm">
                {t('mfa.totpSetup.key')}
              </span>
              <code
                data-slot="totp-secret"
                dir="ltr"
                className="sg:min-w-0 sg:flex-1 sg:text-center sg:font-mono sg:text-foreground sg:text-sm sg:tracking-wider"
              >
                {groupSecret(enrollment.secret)}
              </code>
              <CopyButton value={enrollment.secret} label={t('mfa.totpSetup.copyKey')} iconOnly variant="ghost" />
            </div>
          </section>
        </>
      ) : error ? null : (
        <p
          role="status"
          className="sg:flex sg:items-center sg:justify-center sg:gap-2 sg:text-muted-foreground sg:text-sm"
        >
          <Spinner size="sm" decorative /> {t('mfa.totpSetup.preparing')}
        </p>
      )}
    </ScreenLayout>
  );
}

function CodeStep({ submitting = false, error = null, onSubmitCode, onScanAgain, now }: MfaTotpSetupScreenProps) {
  const { t } = useCopy(mfaSetupCopy);
  const Clock = icons.clock;
  return (
    <ScreenLayout icon={<Clock />} title={t('mfa.setup.codeTitle')} subtitle={t('mfa.totpSetup.codeSubtitle')}>
      <SetupCodeField
        onSubmit={onSubmitCode}
        submitting={submitting}
        verifyingLabel={t('mfa.setup.verifying')}
        error={error}
        now={now}
      />
      <Button variant="link" size="sm" className="sg:self-center" onClick={onScanAgain} disabled={submitting}>
        {t('mfa.totpSetup.back')}
      </Button>
    </ScreenLayout>
  );
}
