import type { CountryCode } from 'libphonenumber-js/min';
import { type FormEvent, useState } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { signInCopy } from '../../copy/decks/sign-in';
import type { ErrorEntry } from '../../copy/errors';
import { icons } from '../../icons/semantic';
import { BackButton } from '../../primitives/BackButton';
import { Button } from '../../primitives/Button';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { PhoneField, type PhoneValue } from '../../primitives/PhoneField';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { validatePhone } from '../../rules/phone';

export interface PhoneEntryScreenProps {
  defaultCountry?: CountryCode | undefined;
  defaultValue?: string | undefined;
  sending?: boolean | undefined;
  error?: ErrorEntry | null | undefined;
  /** Called with the number in E.164. */
  onSubmit: (phoneNumber: string) => void;
  onBack?: (() => void) | undefined;
}

/** Phone entry: submit stays disabled until the number is valid (spec 5); sends E.164. */
export function PhoneEntryScreen({
  defaultCountry = 'US',
  defaultValue,
  sending = false,
  error = null,
  onSubmit,
  onBack,
}: PhoneEntryScreenProps) {
  const { t } = useCopy(signInCopy);
  // A number given to start from counts as entered: valid, it can be sent without being edited first.
  const [phone, setPhone] = useState<PhoneValue | null>(() => {
    if (!defaultValue) return null;
    const checked = validatePhone(defaultValue, defaultCountry);
    return { input: defaultValue, country: defaultCountry, e164: checked.ok ? checked.value : null };
  });
  const Phone = icons.phone;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (phone?.e164 && !sending) onSubmit(phone.e164);
  };
  return (
    <ScreenLayout icon={<Phone />} title={t('login.phone.title')}>
      <BackButton onBack={onBack} />
      <form noValidate onSubmit={submit} className="sg:grid sg:gap-4">
        <PhoneField
          autoFocus
          defaultCountry={defaultCountry}
          defaultValue={defaultValue}
          onChange={setPhone}
          disabled={sending}
        />
        <ErrorBanner error={error} />
        <Button type="submit" fullWidth disabled={!phone?.e164} loading={sending} loadingLabel={t('action.submitting')}>
          {t('action.submit')}
        </Button>
      </form>
    </ScreenLayout>
  );
}
