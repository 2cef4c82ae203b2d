import type { Ref } from 'react';
import { CodeField } from '../../primitives/CodeField';
import { Spinner } from '../../primitives/Spinner';

export interface CheckedCodeFieldProps {
  /** The boxes' input, to give focus back after a failed check (the boxes are disabled while checking). */
  inputRef?: Ref<HTMLInputElement>;
  code: string;
  onChange: (code: string) => void;
  /** The complete code, once, when the last box is filled (not again while it is being checked). */
  onSubmit: (code: string) => void;
  /** The code is being checked: the boxes wait, and `verifyingLabel` says so beside a spinner. */
  submitting: boolean;
  verifyingLabel: string;
  /** The message under the boxes (a wrong code). */
  error?: string;
}

/**
 * The six code boxes of a screen that checks a code as soon as it is complete: sign-in, SMS and authenticator
 * set-up. Disabled while the code is checked, with the screen's "verifying" line beneath.
 */
export function CheckedCodeField({
  inputRef,
  code,
  onChange,
  onSubmit,
  submitting,
  verifyingLabel,
  error,
}: CheckedCodeFieldProps) {
  return (
    <div className="grid justify-items-center gap-3">
      <CodeField
        ref={inputRef}
        autoFocus
        value={code}
        onChange={onChange}
        onComplete={(value) => {
          if (!submitting) onSubmit(value);
        }}
        disabled={submitting}
        error={error}
      />
      {submitting ? (
        <p className="flex items-center gap-2 text-muted-foreground text-sm">
          <Spinner size="sm" decorative /> {verifyingLabel}
        </p>
      ) : null}
    </div>
  );
}
