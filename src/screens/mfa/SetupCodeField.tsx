import { useCopy } from '../../copy/CopyProvider';
import type { ErrorEntry } from '../../copy/errors';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { CheckedCodeField } from '../parts/CheckedCodeField';

export interface SetupCodeFieldProps {
  /** The 6 digits, once all are typed or pasted. */
  onSubmit: (code: string) => void;
  /** The code is being checked. */
  submitting: boolean;
  verifyingLabel: string;
  /** Why the last code failed: a wrong code shows under the boxes, anything else as a banner beneath. */
  error: ErrorEntry | null;
  /** Injected clock for a lock-out's countdown (stories); the real time by default. */
  now?: (() => number) | undefined;
}

/**
 * The code boxes of the SMS and authenticator-app set-ups: a wrong code ("The code you entered is not valid")
 * under the boxes, which clear and take focus back; any other failure (a lock-out, "Verification canceled",
 * a network error) as a banner, the boxes kept for another try.
 */
export function SetupCodeField({ onSubmit, submitting, verifyingLabel, error, now }: SetupCodeFieldProps) {
  const { t } = useCopy();
  const wrongCode = error?.id === 'mfa.invalidCode' ? error : null;
  return (
    <>
      <CheckedCodeField
        onSubmit={onSubmit}
        submitting={submitting}
        verifyingLabel={verifyingLabel}
        failure={error}
        message={wrongCode ? t(wrongCode.key) : undefined}
      />
      {error && !wrongCode ? <ErrorBanner error={error} now={now} /> : null}
    </>
  );
}
