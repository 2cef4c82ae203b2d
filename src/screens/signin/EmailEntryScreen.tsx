import { type FormEvent, useState } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { signInCopy } from '../../copy/decks/sign-in';
import type { ErrorEntry } from '../../copy/errors';
import { icons } from '../../icons/semantic';
import { BackButton } from '../../primitives/BackButton';
import { Button } from '../../primitives/Button';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { EmailField } from '../../primitives/Field';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { validateEmail } from '../../rules/validation';

export interface EmailEntryScreenProps {
  defaultEmail?: string | undefined;
  /** Whether '+' is allowed in the address (the app's configuration). */
  allowPlus?: boolean | undefined;
  /** True while the code is being sent ('sending-code'). */
  sending?: boolean | undefined;
  /** A failure to send, from the catalogue (e.g. "Too many requests..."). */
  error?: ErrorEntry | null | undefined;
  onSubmit: (email: string) => void;
  onBack?: (() => void) | undefined;
}

/** E-mail entry: required before a code is sent (spec 5), the '+' rule where configured. */
export function EmailEntryScreen({
  defaultEmail = '',
  allowPlus = true,
  sending = false,
  error = null,
  onSubmit,
  onBack,
}: EmailEntryScreenProps) {
  const { t } = useCopy(signInCopy);
  const [email, setEmail] = useState(defaultEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const Mail = icons.email;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const result = validateEmail(email, { allowPlus });
    if (!result.ok) {
      setFieldError(t(result.error));
      return;
    }
    setFieldError(null);
    onSubmit(result.value);
  };

  return (
    <ScreenLayout icon={<Mail />} title={t('login.email.title')}>
      <BackButton onBack={onBack} />
      <form noValidate onSubmit={submit} className="sg:grid sg:gap-4">
        <EmailField
          autoFocus
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (fieldError) setFieldError(null);
          }}
          error={fieldError}
          disabled={sending}
        />
        <ErrorBanner error={error} />
        <Button type="submit" fullWidth loading={sending} loadingLabel={t('login.email.sending')}>
          {t('login.email.submit')}
        </Button>
      </form>
    </ScreenLayout>
  );
}
