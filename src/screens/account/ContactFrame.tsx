import type { CountryCode } from 'libphonenumber-js/min';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { accountCopy } from '../../copy/decks/account';
import type { ErrorEntry } from '../../copy/errors';
import { icons } from '../../icons/semantic';
import { BackButton } from '../../primitives/BackButton';
import { Button } from '../../primitives/Button';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { EmailField } from '../../primitives/Field';
import { PhoneField, type PhoneValue } from '../../primitives/PhoneField';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { validateEmail } from '../../rules/validation';
import { CheckedCodeField } from '../parts/CheckedCodeField';
import { ResendCode } from '../parts/ResendCode';

/**
 * Where an update or a connection stands: entering the new address or number, entering the code sent to it,
 * done.
 */
export type ContactStep = 'address' | 'code' | 'done';

export interface ContactScreenCommon {
  step: ContactStep;
  /** The code is being sent: Submit reads "Submitting" and waits. */
  sending?: boolean | undefined;
  /** The code is being checked. */
  submitting?: boolean | undefined;
  /**
   * Why the last step failed, from the catalogue: at the code step a wrong code is said under the boxes (and
   * clears them); anything else (linked to another user, too many requests …) shows as a banner.
   */
  error?: ErrorEntry | null | undefined;
  /** "Resend code" at the code step; leave out to hide it. */
  onResend?: (() => void) | undefined;
  /** When "Resend code" becomes available (epoch ms; each send sets a new one). 0: available now. */
  resendAvailableAt?: number | undefined;
  /** True right after a resend, to confirm it. */
  resent?: boolean | undefined;
  /** The clock; injectable so stories and tests are deterministic. */
  now?: (() => number) | undefined;
  /** Freeze the resend countdown (stories). */
  clockPaused?: boolean | undefined;
  /** At the code step: back to the address, to correct it. */
  onChangeDestination?: (() => void) | undefined;
  /** "Done" once it went through. */
  onDone?: (() => void) | undefined;
  onBack?: (() => void) | undefined;
}

/** The frame the four screens share: title, the address step's form, the code step, the success screen. */
export function ContactFrame({
  channel,
  title,
  doneTitle,
  destination,
  change,
  step,
  submitting = false,
  error = null,
  form,
  onCode,
  onResend,
  resendAvailableAt = 0,
  resent = false,
  now = Date.now,
  clockPaused = false,
  onChangeDestination,
  onDone,
  onBack,
}: ContactScreenCommon & {
  channel: 'email' | 'phone';
  title: string;
  doneTitle: string;
  /** Where the code went. */
  destination: string | undefined;
  /** For an update: "Changing {old} to {new}" at the code step. */
  change?: { old: string; new: string } | undefined;
  form: ReactNode;
  onCode: (code: string) => void;
}) {
  const { t } = useCopy(accountCopy);
  const Icon = channel === 'email' ? icons.email : icons.phone;
  const wrongCode = error?.id === 'mfa.invalidCode';

  if (step === 'done') {
    const Done = icons.verifiedBadge;
    return (
      <ScreenLayout
        icon={<Done />}
        tone="success"
        title={doneTitle}
        subtitle={destination ? t('account.contact.nowReads', { value: destination }) : undefined}
        footer={
          onDone ? (
            <Button fullWidth onClick={onDone}>
              {t('account.done')}
            </Button>
          ) : undefined
        }
      />
    );
  }

  if (step === 'code') {
    return (
      <ScreenLayout
        icon={<Icon />}
        title={title}
        subtitle={t('account.contact.codeSentTo', { destination: destination ?? '' })}
      >
        <BackButton onBack={onBack} />
        {change ? (
          <p className="sg:text-center sg:text-muted-foreground sg:text-sm">
            {t('account.contact.change', { old: change.old, new: change.new })}
          </p>
        ) : null}
        <CheckedCodeField
          onSubmit={onCode}
          submitting={submitting}
          verifyingLabel={t('account.contact.verifying')}
          failure={error}
          message={wrongCode && error ? t(error.key) : undefined}
        />
        {error && !wrongCode ? <ErrorBanner error={error} /> : null}
        <div className="sg:grid sg:justify-items-center sg:gap-1 sg:text-sm">
          {onResend ? (
            <ResendCode
              resendAvailableAt={resendAvailableAt}
              now={now}
              resent={resent}
              clockPaused={clockPaused}
              disabled={submitting}
              label={t('account.contact.resend')}
              onResend={onResend}
            />
          ) : null}
          {onChangeDestination ? (
            <Button variant="link" size="sm" onClick={onChangeDestination} disabled={submitting}>
              {channel === 'email' ? t('account.contact.edit') : t('account.contact.editPhone')}
            </Button>
          ) : null}
        </div>
      </ScreenLayout>
    );
  }

  return (
    <ScreenLayout icon={<Icon />} title={title}>
      <BackButton onBack={onBack} />
      {form}
    </ScreenLayout>
  );
}

/** The e-mail step: the field, the page's error, Submit ("Submitting" while the code is sent). */
export function EmailForm({
  current,
  label,
  allowPlus,
  sending,
  error,
  onSubmit,
}: {
  current?: string | undefined;
  label: string;
  allowPlus: boolean;
  sending: boolean;
  error: ErrorEntry | null;
  onSubmit: (address: string) => void;
}) {
  const { t } = useCopy(accountCopy);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const result = validateEmail(value, { allowPlus });
    if (!result.ok) return setFieldError(t(result.error));
    if (current && result.value.toLowerCase() === current.toLowerCase())
      return setFieldError(t('validation.email.unchanged'));
    setFieldError(null);
    onSubmit(result.value);
  };
  return (
    <form noValidate onSubmit={submit} className="sg:grid sg:gap-4">
      {current ? <CurrentValue label={t('account.email.current')} value={current} /> : null}
      <EmailField
        autoFocus
        label={label}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          if (fieldError) setFieldError(null);
        }}
        error={fieldError}
        disabled={sending}
      />
      <ErrorBanner error={error} />
      <Button type="submit" fullWidth loading={sending} loadingLabel={t('action.submitting')}>
        {t('action.submit')}
      </Button>
    </form>
  );
}

/** The phone step: Submit stays disabled until the number is valid (spec 5), "Submitting" while sending. */
export function PhoneForm({
  current,
  label,
  defaultCountry,
  sending,
  error,
  onSubmit,
}: {
  current?: string | undefined;
  label: string;
  defaultCountry: CountryCode;
  sending: boolean;
  error: ErrorEntry | null;
  onSubmit: (number: string) => void;
}) {
  const { t } = useCopy(accountCopy);
  const [phone, setPhone] = useState<PhoneValue | null>(null);
  const unchanged = Boolean(current && phone?.e164 === current);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (phone?.e164 && !unchanged && !sending) onSubmit(phone.e164);
  };
  return (
    <form noValidate onSubmit={submit} className="sg:grid sg:gap-4">
      {current ? <CurrentValue label={t('account.phone.current')} value={current} /> : null}
      <PhoneField
        autoFocus
        label={label}
        defaultCountry={defaultCountry}
        onChange={setPhone}
        disabled={sending}
        error={unchanged ? t('account.phone.unchanged') : undefined}
      />
      <ErrorBanner error={error} />
      <Button
        type="submit"
        fullWidth
        disabled={!phone?.e164 || unchanged}
        loading={sending}
        loadingLabel={t('action.submitting')}
      >
        {t('action.submit')}
      </Button>
    </form>
  );
}

/** The address or number on the account now, read-only. */
function CurrentValue({ label, value }: { label: string; value: string }) {
  return (
    <dl className="sg:grid sg:gap-0.5 sg:border sg:border-border sg:px-3 sg:py-2">
      <dt className="sg:text-muted-foreground sg:text-xs">{label}</dt>
      <dd dir="ltr" className="sg:break-all sg:text-start sg:text-foreground sg:text-sm">
        {value}
      </dd>
    </dl>
  );
}
