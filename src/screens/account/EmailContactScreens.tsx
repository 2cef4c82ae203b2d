import { useCopy } from '../../copy/CopyProvider';
import { accountCopy } from '../../copy/decks/account';
import { validateEmailUpdate } from '../../rules/validation';
import { ContactFrame, type ContactScreenCommon, EmailForm } from './ContactFrame';

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
