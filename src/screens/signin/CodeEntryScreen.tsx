import { useCopy } from '../../copy/CopyProvider';
import { signInCopy } from '../../copy/decks/sign-in';
import type { ErrorEntry } from '../../copy/errors';
import { icons } from '../../icons/semantic';
import { Button } from '../../primitives/Button';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { CheckedCodeField } from '../parts/CheckedCodeField';
import { ResendCode } from '../parts/ResendCode';

export interface CodeEntryScreenProps {
  channel: 'email' | 'sms';
  /** Where the code went: the e-mail address or the formatted phone number. */
  destination: string;
  /** 'submitting-code' while the code is checked. */
  submitting?: boolean | undefined;
  /** A wrong code, a rate limit...: the entered destination is kept, the code can be corrected. */
  error?: ErrorEntry | null | undefined;
  /** When "Resend code" becomes available (epoch ms; each send sets a new one). 0: available now. */
  resendAvailableAt?: number | undefined;
  /** The clock; injectable so stories and tests are deterministic. */
  now?: (() => number) | undefined;
  /** True right after a resend, to confirm it. */
  resent?: boolean | undefined;
  /** Freeze the resend countdown (stories). */
  clockPaused?: boolean | undefined;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onChangeDestination: () => void;
}

/**
 * Code entry for e-mail and SMS: 6 boxes that submit on completion, resend after a cooldown, and a way
 * back to change the address. A wrong code shows the catalogue's message and clears the boxes.
 */
export function CodeEntryScreen({
  channel,
  destination,
  submitting = false,
  error = null,
  resendAvailableAt = 0,
  now = Date.now,
  resent = false,
  clockPaused = false,
  onSubmit,
  onResend,
  onChangeDestination,
}: CodeEntryScreenProps) {
  const { t, rich } = useCopy(signInCopy);
  const Icon = channel === 'email' ? icons.email : icons.phone;

  return (
    <ScreenLayout
      icon={<Icon />}
      title={t('login.code.title')}
      subtitle={rich('login.code.sentTo', {
        destination: (
          <strong dir="ltr" className="sg:font-medium sg:text-foreground">
            {destination}
          </strong>
        ),
      })}
    >
      <CheckedCodeField
        onSubmit={onSubmit}
        submitting={submitting}
        verifyingLabel={t('login.code.verifying')}
        failure={error}
        message={error ? t(error.key) : undefined}
      />
      {error && (error.lockoutSeconds || error.id === 'rateLimited') ? <ErrorBanner error={error} /> : null}
      <div className="sg:grid sg:justify-items-center sg:gap-1 sg:text-sm">
        <ResendCode
          resendAvailableAt={resendAvailableAt}
          now={now}
          resent={resent}
          clockPaused={clockPaused}
          disabled={submitting}
          label={t('login.code.resend')}
          onResend={onResend}
        />
        <Button variant="link" size="sm" onClick={onChangeDestination} disabled={submitting}>
          {channel === 'email' ? t('login.code.changeEmail') : t('login.code.changePhone')}
        </Button>
      </div>
    </ScreenLayout>
  );
}
