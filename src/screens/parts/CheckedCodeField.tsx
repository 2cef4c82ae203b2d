import { useEffect, useRef, useState } from 'react';
import { CodeField } from '../../primitives/CodeField';
import { Spinner } from '../../primitives/Spinner';

export interface CheckedCodeFieldProps {
  /** The complete code, once, when the last box is filled (not again while it is being checked). */
  onSubmit: (code: string) => void;
  /** The code is being checked: the boxes wait, and `verifyingLabel` says so beside a spinner. */
  submitting: boolean;
  verifyingLabel: string;
  /**
   * The answer to the last code when it was an error (any kind): a new one clears the boxes, and focus comes
   * back to them once checking is over, so the next code can be typed at once (keyboard and screen readers too).
   */
  failure?: unknown;
  /** The message under the boxes (a wrong code). */
  message?: string | undefined;
}

/**
 * The six code boxes of a screen that checks a code as soon as it is complete: sign-in, SMS and authenticator
 * set-up. Disabled while the code is checked, with the screen's "verifying" line beneath.
 */
export function CheckedCodeField({
  onSubmit,
  submitting,
  verifyingLabel,
  failure = null,
  message,
}: CheckedCodeFieldProps) {
  const [code, setCode] = useState('');
  const [lastFailure, setLastFailure] = useState(failure);
  if (failure !== lastFailure) {
    setLastFailure(failure);
    if (failure) setCode('');
  }
  // Checking disables the boxes, which takes focus away: give it back when the answer is an error.
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (failure && !submitting) inputRef.current?.focus();
  }, [failure, submitting]);
  return (
    <div className="sg:grid sg:justify-items-center sg:gap-3">
      <CodeField
        ref={inputRef}
        autoFocus
        value={code}
        onChange={setCode}
        onComplete={(value) => {
          if (!submitting) onSubmit(value);
        }}
        disabled={submitting}
        error={message}
      />
      {submitting ? (
        <p className="sg:flex sg:items-center sg:gap-2 sg:text-muted-foreground sg:text-sm">
          <Spinner size="sm" decorative /> {verifyingLabel}
        </p>
      ) : null}
    </div>
  );
}
