import { useState } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { signInCopy } from '../../copy/decks/sign-in';
import { Button } from '../../primitives/Button';
import { Countdown } from '../../primitives/Countdown';

export interface ResendCodeProps {
  /** When "Resend code" becomes available (epoch ms; each send sets a new one). 0: available now. */
  resendAvailableAt?: number | undefined;
  /** The clock; injectable so stories and tests are deterministic. */
  now?: (() => number) | undefined;
  /** True right after a resend, to confirm it. */
  resent?: boolean | undefined;
  /** Freeze the countdown (stories). */
  clockPaused?: boolean | undefined;
  /** A check is under way. */
  disabled?: boolean | undefined;
  /** The button's text ("Resend code"). */
  label: string;
  onResend: () => void;
}

/**
 * "Resend code" after its cooldown: until then "Resend code in 0:27", counting down; right after a resend, "A new
 * code is on its way" is announced. Shared by the sign-in code entry and the account's connect and update screens.
 */
export function ResendCode({
  resendAvailableAt = 0,
  now = Date.now,
  resent = false,
  clockPaused = false,
  disabled = false,
  label,
  onResend,
}: ResendCodeProps) {
  const { t, rich } = useCopy(signInCopy);
  const [readyAt, setReadyAt] = useState<number | null>(null);
  const ready = readyAt === resendAvailableAt || resendAvailableAt <= now();
  return (
    <>
      <p aria-live="polite" className="sg:text-muted-foreground">
        {resent ? t('login.code.resent') : ''}
      </p>
      {ready ? (
        <Button variant="link" size="sm" onClick={onResend} disabled={disabled}>
          {label}
        </Button>
      ) : (
        <span className="sg:text-muted-foreground">
          {rich('login.code.resendIn', {
            time: (
              <Countdown
                key={resendAvailableAt}
                seconds={(resendAvailableAt - now()) / 1000}
                now={now}
                format="time"
                paused={clockPaused}
                onDone={() => setReadyAt(resendAvailableAt)}
              />
            ),
          })}
        </span>
      )}
    </>
  );
}
