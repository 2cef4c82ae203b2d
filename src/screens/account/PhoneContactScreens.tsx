import type { CountryCode } from 'libphonenumber-js/min';
import { useCopy } from '../../copy/CopyProvider';
import { accountCopy } from '../../copy/decks/account';
import { ContactFrame, type ContactScreenCommon, PhoneForm } from './ContactFrame';

export interface UpdatePhoneScreenProps extends ContactScreenCommon {
  /** The number on the account now, in E.164. */
  oldNumber: string;
  /** The new number the code went to, in E.164 (steps code and done). */
  newNumber?: string | undefined;
  defaultCountry?: CountryCode | undefined;
  onSendCode: (newNumber: string) => void;
  /** The code, with the old and the new number (spec 7: old_phone_number, new_phone_number, code). */
  onSubmitCode: (update: { oldNumber: string; newNumber: string; code: string }) => void;
}

export interface ConnectPhoneScreenProps extends ContactScreenCommon {
  /** The number the code went to, in E.164 (steps code and done). */
  number?: string | undefined;
  defaultCountry?: CountryCode | undefined;
  onSendCode: (number: string) => void;
  onSubmitCode: (link: { phoneNumber: string; code: string }) => void;
}

/** Update phone (spec 2): the current number, the new one (Submit: "Submitting"), the code, "Phone updated". */
export function UpdatePhoneScreen({
  oldNumber,
  newNumber,
  defaultCountry = 'US',
  onSendCode,
  onSubmitCode,
  ...common
}: UpdatePhoneScreenProps) {
  const { t } = useCopy(accountCopy);
  return (
    <ContactFrame
      {...common}
      channel="phone"
      title={t('account.phone.updateTitle')}
      doneTitle={t('account.contact.phoneUpdated')}
      destination={newNumber}
      change={newNumber ? { old: oldNumber, new: newNumber } : undefined}
      onCode={(code) => {
        if (newNumber) onSubmitCode({ oldNumber, newNumber, code });
      }}
      form={
        <PhoneForm
          current={oldNumber}
          label={t('account.phone.new')}
          defaultCountry={defaultCountry}
          sending={common.sending ?? false}
          error={common.error ?? null}
          onSubmit={onSendCode}
        />
      }
    />
  );
}

/**
 * Connect phone (spec 2): the number, with a Submit button that stays disabled until it is valid and reads
 * "Submitting" while in progress; then the code; then "Phone connected".
 */
export function ConnectPhoneScreen({
  number,
  defaultCountry = 'US',
  onSendCode,
  onSubmitCode,
  ...common
}: ConnectPhoneScreenProps) {
  const { t } = useCopy(accountCopy);
  return (
    <ContactFrame
      {...common}
      channel="phone"
      title={t('account.phone.connectTitle')}
      doneTitle={t('account.contact.phoneConnected')}
      destination={number}
      onCode={(code) => {
        if (number) onSubmitCode({ phoneNumber: number, code });
      }}
      form={
        <PhoneForm
          label={t('field.phone.label')}
          defaultCountry={defaultCountry}
          sending={common.sending ?? false}
          error={common.error ?? null}
          onSubmit={onSendCode}
        />
      }
    />
  );
}
