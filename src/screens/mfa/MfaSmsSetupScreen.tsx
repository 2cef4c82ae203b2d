import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { type FormEvent, useState } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { mfaSetupCopy } from '../../copy/decks/mfa-setup';
import type { ErrorEntry } from '../../copy/errors';
import type { MfaSmsSetupStep } from '../../flows/mfa-enrollment';
import { icons } from '../../icons/semantic';
import { BackButton } from '../../primitives/BackButton';
import { Button } from '../../primitives/Button';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { PhoneField, type PhoneValue } from '../../primitives/PhoneField';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { formatPhoneNumber } from '../../rules/phone';
import { SetupCodeField } from './SetupCodeField';

export type { MfaSmsSetupStep } from '../../flows/mfa-enrollment';

export interface MfaSmsSetupScreenProps {
  step: MfaSmsSetupStep;
  /** The number the code went to, in E.164 (steps 'code' and 'done'; on 'phone', the number to start from). */
  phoneNumber?: string | undefined;
  defaultCountry?: CountryCode | undefined;
  /** The code is being sent (`initEnrollmentWithSms`). */
  sending?: boolean | undefined;
  /** The code is being checked (`submitEnrollmentWithSms`). */
  submitting?: boolean | undefined;
  /** True right after a new code was sent, to confirm it. */
  resent?: boolean | undefined;
  /** A wrong code shows under the boxes, which clear; anything else as a banner. */
  error?: ErrorEntry | null | undefined;
  /** Send the code to this number (E.164). */
  onSendCode: (phoneNumber: string) => void;
  /** The 6 digits, once all are typed or pasted. */
  onSubmitCode: (code: string) => void;
  /** Send a new code to the same number. */
  onResend?: (() => void) | undefined;
  /** Back to the number. */
  onChangeNumber: () => void;
  onDone: () => void;
  onBack?: (() => void) | undefined;
  /** Injected clock for a lock-out's countdown (stories); the real time by default. */
  now?: (() => number) | undefined;
}

/**
 * SMS multi-factor set-up (spec 2): the phone number (Send code stays disabled until it is valid, spec 5),
 * then the 6-digit code sent to it, then done. A wrong code ("The code you entered is not valid") clears the
 * boxes and gives focus back to them.
 */
export function MfaSmsSetupScreen(props: MfaSmsSetupScreenProps) {
  const { t, rich } = useCopy(mfaSetupCopy);
  // The number reads left to right in any locale.
  const phone = (
    <span dir="ltr" className="sg:whitespace-nowrap">
      {formatPhoneNumber(props.phoneNumber ?? '')}
    </span>
  );
  const Phone = icons.phone;
  if (props.step === 'done') {
    const Done = icons.verifiedBadge;
    return (
      <ScreenLayout
        icon={<Done />}
        tone="success"
        title={t('mfa.smsSetup.successTitle')}
        subtitle={rich('mfa.smsSetup.successBody', { phone })}
        footer={
          <Button fullWidth onClick={props.onDone}>
            {t('mfa.setup.done')}
          </Button>
        }
      />
    );
  }
  return (
    <ScreenLayout
      icon={<Phone />}
      title={props.step === 'phone' ? t('mfa.smsSetup.title') : t('mfa.setup.codeTitle')}
      subtitle={props.step === 'phone' ? t('mfa.smsSetup.subtitle') : rich('mfa.smsSetup.sentTo', { phone })}
    >
      {props.step === 'phone' ? <PhoneStep {...props} /> : <CodeStep {...props} />}
    </ScreenLayout>
  );
}

function PhoneStep({
  phoneNumber,
  defaultCountry = 'US',
  sending = false,
  error = null,
  onSendCode,
  onBack,
  now,
}: MfaSmsSetupScreenProps) {
  const { t } = useCopy(mfaSetupCopy);
  // A number to start from (back from the code, or the user's own) shows in its country's format, ready to send.
  const [start] = useState(() => {
    const parsed = phoneNumber ? parsePhoneNumberFromString(phoneNumber) : undefined;
    return parsed?.country && parsed.isValid()
      ? { input: parsed.formatNational(), country: parsed.country, e164: parsed.number as string }
      : null;
  });
  const [phone, setPhone] = useState<PhoneValue | null>(start);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (phone?.e164 && !sending) onSendCode(phone.e164);
  };
  return (
    <>
      <BackButton onBack={onBack} />
      <form noValidate onSubmit={submit} className="sg:grid sg:gap-4">
        <PhoneField
          autoFocus
          defaultCountry={start?.country ?? defaultCountry}
          defaultValue={start?.input}
          onChange={setPhone}
          disabled={sending}
        />
        <ErrorBanner error={error} now={now} />
        <Button
          type="submit"
          fullWidth
          disabled={!phone?.e164}
          loading={sending}
          loadingLabel={t('mfa.smsSetup.sending')}
        >
          {t('mfa.smsSetup.send')}
        </Button>
      </form>
    </>
  );
}

function CodeStep({
  submitting = false,
  sending = false,
  resent = false,
  error = null,
  onSubmitCode,
  onResend,
  onChangeNumber,
  now,
}: MfaSmsSetupScreenProps) {
  const { t } = useCopy(mfaSetupCopy);
  return (
    <>
      <SetupCodeField
        onSubmit={onSubmitCode}
        submitting={submitting}
        verifyingLabel={t('mfa.setup.verifying')}
        error={error}
        now={now}
      />
      <div className="sg:grid sg:justify-items-center sg:gap-1 sg:text-sm">
        <p aria-live="polite" className="sg:text-muted-foreground">
          {resent ? t('mfa.smsSetup.resent') : ''}
        </p>
        {onResend ? (
          <Button
            variant="link"
            size="sm"
            onClick={onResend}
            disabled={submitting}
            loading={sending}
            loadingLabel={t('mfa.smsSetup.sending')}
          >
            {t('mfa.smsSetup.resend')}
          </Button>
        ) : null}
        <Button variant="link" size="sm" onClick={onChangeNumber} disabled={submitting}>
          {t('mfa.smsSetup.changeNumber')}
        </Button>
      </div>
    </>
  );
}
