import { useEffect, useRef, useState } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { mfaCopy } from '../../copy/decks/mfa';
import type { ErrorEntry } from '../../copy/errors';
import type { MfaCodeMethod, MfaVerificationStatus } from '../../flows/mfa-verification';
import { icons } from '../../icons/semantic';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { CodeField } from '../../primitives/CodeField';
import { ErrorBanner } from '../../primitives/ErrorBanner';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { Spinner } from '../../primitives/Spinner';
import { mfaMethodIcon } from './MfaMethodChooser';

export interface LockoutCountdownProps {
  /** When the lock-out ends (epoch ms of `now`'s clock). */
  until: number;
  /** The clock; injectable so stories and tests are deterministic. */
  now?: (() => number) | undefined;
  /** Stop the clock (a frozen fixture). */
  paused?: boolean | undefined;
}

/**
 * The time left in a lock-out. The visible "Try again in 10 seconds" ticks every second but is hidden from
 * screen readers; a polite live region says it when the lock-out starts, every 10 seconds, and "You can try
 * again now" at the end, so a screen-reader user hears where it stands without a word every second.
 */
export function LockoutCountdown({ until, now = Date.now, paused = false }: LockoutCountdownProps) {
  const { t } = useCopy();
  const secondsLeft = () => Math.max(0, Math.ceil((until - now()) / 1000));
  const [left, setLeft] = useState(secondsLeft);
  const [announced, setAnnounced] = useState('');
  const started = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: secondsLeft reads only until and now
  useEffect(() => {
    setLeft(secondsLeft());
    if (paused) return;
    const id = setInterval(() => {
      const next = secondsLeft();
      setLeft(next);
      if (next === 0) clearInterval(id);
    }, 250);
    return () => clearInterval(id);
  }, [until, now, paused]);

  const tryAgainIn = (seconds: number) =>
    t('countdown.tryAgainIn', { time: t('countdown.seconds', { count: seconds }) });

  // Filled after mount (an empty live region first), so the first announcement is made too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: announce on the seconds only
  useEffect(() => {
    if (left === 0) setAnnounced(t('countdown.done'));
    else if (!started.current || left % 10 === 0) setAnnounced(tryAgainIn(left));
    started.current = true;
  }, [left]);

  return (
    <p data-slot="lockout-countdown" className="sg:text-center sg:text-muted-foreground sg:text-sm sg:tabular-nums">
      <span aria-hidden>{left > 0 ? tryAgainIn(left) : t('countdown.done')}</span>
      <span role="status" className="sg:sr-only">
        {announced}
      </span>
    </p>
  );
}

/** The flow's states the code screen shows. */
export type MfaCodeScreenStatus = Extract<
  MfaVerificationStatus,
  | 'sending-code'
  | 'send-failed'
  | 'awaiting-code-input'
  | 'submitting-code'
  | 'locked-out'
  | 'timed-out'
  | 'verified'
  | 'canceled'
>;

export interface MfaCodeScreenProps {
  method: MfaCodeMethod;
  status: MfaCodeScreenStatus;
  /**
   * The catalogue's message for the state: a wrong code, a failed send, the lock-out's, the time-out's,
   * "Verification canceled".
   */
  error?: ErrorEntry | null | undefined;
  /** Shown after a wrong code ("2 attempts left"). */
  attemptsLeft?: number | undefined;
  /** 'locked-out': when input opens again (epoch ms of `now`'s clock). */
  lockedUntil?: number | undefined;
  now?: (() => number) | undefined;
  /** Freeze the lock-out countdown (stories). */
  clockPaused?: boolean | undefined;
  onSubmit: (code: string) => void;
  /** Try again: send the SMS code again ('send-failed'), or start over after a time-out. */
  onRetry: () => void;
  /** "Choose another method"; leave out when only one method is enrolled. */
  onChooseAnother?: (() => void) | undefined;
  onCancel: () => void;
  /** 'canceled': close the screen. */
  onClose?: (() => void) | undefined;
}

/**
 * "Enter verification code": 6 single-digit boxes that submit when full. The SMS variant says the code was
 * sent to your mobile device, the authenticator variant that it is generated from your authenticator app.
 * A wrong code clears the boxes and says so; a lock-out blocks the boxes with a countdown until it ends.
 */
export function MfaCodeScreen({
  method,
  status,
  error = null,
  attemptsLeft,
  lockedUntil = 0,
  now = Date.now,
  clockPaused = false,
  onSubmit,
  onRetry,
  onChooseAnother,
  onCancel,
  onClose,
}: MfaCodeScreenProps) {
  const { t } = useCopy(mfaCopy);
  const [code, setCode] = useState('');
  const [shownStatus, setShownStatus] = useState(status);
  // Back from a check, or out of a lock-out: the next code starts from empty boxes.
  if (status !== shownStatus) {
    setShownStatus(status);
    if (status !== 'submitting-code') setCode('');
  }
  const inputRef = useRef<HTMLInputElement>(null);
  // Checking a code or a lock-out disables the boxes, which takes focus away: give it back when they open.
  useEffect(() => {
    if (status === 'awaiting-code-input') inputRef.current?.focus();
  }, [status]);

  const Icon = mfaMethodIcon[method];
  const Verified = icons.verifiedBadge;
  const entering = status === 'awaiting-code-input';
  const ended = status === 'canceled' || status === 'verified';
  const busy = status === 'sending-code' || status === 'submitting-code';
  const wrongCode = entering && error?.id === 'mfa.invalidCode';

  return (
    <ScreenLayout
      icon={status === 'verified' ? <Verified /> : <Icon />}
      tone={status === 'verified' ? 'success' : 'accent'}
      title={t('mfa.code.title')}
      subtitle={method === 'sms' ? t('mfa.code.sms') : t('mfa.code.totp')}
      footer={
        <>
          {onChooseAnother && !ended && !busy && status !== 'locked-out' ? (
            <Button variant="secondary" fullWidth onClick={onChooseAnother}>
              {t('mfa.passkey.chooseAnother')}
            </Button>
          ) : null}
          {status === 'canceled' ? (
            onClose ? (
              <Button variant="ghost" fullWidth onClick={onClose}>
                {t('action.close')}
              </Button>
            ) : null
          ) : status !== 'verified' ? (
            <Button variant="ghost" fullWidth onClick={onCancel}>
              {t('action.cancel')}
            </Button>
          ) : null}
        </>
      }
    >
      {status === 'canceled' ? (
        <p role="status" className="sg:text-center sg:text-muted-foreground sg:text-sm">
          {t(error?.key ?? 'error.mfa.canceled')}
        </p>
      ) : status === 'verified' ? (
        <p role="status" className="sg:text-center sg:font-medium sg:text-sm sg:text-success">
          {t('mfa.verified')}
        </p>
      ) : (
        <div className="sg:grid sg:justify-items-center sg:gap-3">
          <CodeField
            ref={inputRef}
            autoFocus={entering}
            value={code}
            onChange={setCode}
            onComplete={(value) => {
              if (!entering) return;
              // The boxes are disabled while the code is checked; a disabled input that keeps focus keeps
              // drawing its caret. Focus comes back when the boxes open again.
              inputRef.current?.blur();
              onSubmit(value);
            }}
            disabled={!entering}
            error={entering && error ? t(error.key) : undefined}
            description={
              wrongCode && attemptsLeft !== undefined ? t('mfa.code.attemptsLeft', { count: attemptsLeft }) : undefined
            }
          />
          {busy ? (
            <p className="sg:flex sg:items-center sg:gap-2 sg:text-muted-foreground sg:text-sm">
              <Spinner size="sm" decorative />
              <span role="status">{status === 'sending-code' ? t('mfa.code.sending') : t('mfa.code.verifying')}</span>
            </p>
          ) : null}
        </div>
      )}
      {status === 'locked-out' && error ? (
        <>
          <Banner tone="error">{t(error.key)}</Banner>
          <LockoutCountdown until={lockedUntil} now={now} paused={clockPaused} />
        </>
      ) : null}
      {status === 'send-failed' || status === 'timed-out' ? (
        <>
          <ErrorBanner error={error} />
          <Button fullWidth onClick={onRetry}>
            {t('action.tryAgain')}
          </Button>
        </>
      ) : null}
    </ScreenLayout>
  );
}
