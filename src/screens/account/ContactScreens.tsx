import type { CountryCode } from 'libphonenumber-js/min';
import { useCopy } from '../../copy/CopyProvider';
import { accountCopy } from '../../copy/decks/account';
import { validateEmailUpdate } from '../../rules/validation';
import { ContactFrame, type ContactScreenCommon, EmailForm, PhoneForm } from './ContactFrame';

export type { ContactStep } from './ContactFrame';

export interface UpdateEmailScreenProps extends ContactScreenCommon {
  /** The address on the account now. */
  oldAddress: string;
  /** The new address the code went to (steps code and done). */
  newAddress?: string | undefined;
  /** Whether '+' is allowed in the address (the app's configuration). */
  allowPlus?: boolean | undefined;
  /** Submit the new address: the host sends it a code. */
  onSendCode: (newAddress: string) => void;
  /** The code, with the old and the new address: what the provider's e-mail update takes (spec 5, 7). */
  onSubmitCode: (update: { oldAddress: string; newAddress: string; code: string }) => void;
}

export interface ConnectEmailScreenProps extends ContactScreenCommon {
  /** The address the code went to (steps code and done). */
  address?: string | undefined;
  allowPlus?: boolean | undefined;
  onSendCode: (address: string) => void;
  /** The code, with the address: what the provider's e-mail link takes (spec 7). */
  onSubmitCode: (link: { email: string; code: string }) => void;
}

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

/**
 * Update e-mail (spec 2, 5): the current address, the new one (Submit sends it a code: "Submitting"), then the
 * code sent to it; the update needs all three. Then "Email updated".
 */
export function UpdateEmailScreen({
  oldAddress,
  newAddress,
  allowPlus = true,
  onSendCode,
  onSubmitCode,
  ...common
}: UpdateEmailScreenProps) {
  const { t } = useCopy(accountCopy);
  return (
    <ContactFrame
      {...common}
      channel="email"
      title={t('account.email.updateTitle')}
      doneTitle={t('account.contact.updated')}
      destination={newAddress}
      change={newAddress ? { old: oldAddress, new: newAddress } : undefined}
      onCode={(code) => {
        const update = validateEmailUpdate({ oldAddress, newAddress, code }, { allowPlus });
        if (update.ok) onSubmitCode(update.value);
      }}
      form={
        <EmailForm
          current={oldAddress}
          label={t('account.email.new')}
          allowPlus={allowPlus}
          sending={common.sending ?? false}
          error={common.error ?? null}
          onSubmit={onSendCode}
        />
      }
    />
  );
}

/** Connect e-mail (spec 2): the address (Submit: "Submitting"), then the code sent to it, then "Email connected". */
export function ConnectEmailScreen({
  address,
  allowPlus = true,
  onSendCode,
  onSubmitCode,
  ...common
}: ConnectEmailScreenProps) {
  const { t } = useCopy(accountCopy);
  return (
    <ContactFrame
      {...common}
      channel="email"
      title={t('account.email.connectTitle')}
      doneTitle={t('account.contact.connected')}
      destination={address}
      onCode={(code) => {
        if (address) onSubmitCode({ email: address, code });
      }}
      form={
        <EmailForm
          label={t('field.email.label')}
          allowPlus={allowPlus}
          sending={common.sending ?? false}
          error={common.error ?? null}
          onSubmit={onSendCode}
        />
      }
    />
  );
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
