import { useEffect, useState } from 'react';
import { useCopy } from '../copy/CopyProvider';
import { cn } from '../lib/cn';
import { useLatest } from '../lib/use-latest';

export interface CountdownProps {
  /** Seconds left when the countdown mounts (or when `seconds` changes). */
  seconds: number;
  /** Called once when it reaches zero. */
  onDone?: (() => void) | undefined;
  /** The clock; injectable so stories and tests are deterministic. */
  now?: (() => number) | undefined;
  /** Stop the clock (e.g. a frozen fixture). */
  paused?: boolean | undefined;
  /** Wording around the time; "Try again in {time}" by default. Pass 'time' for the bare duration. */
  format?: 'tryAgain' | 'time' | undefined;
  className?: string | undefined;
}

/**
 * Counts down a lock-out or a time-out ("Try again in 30 seconds"). The time is a `timer` (not announced
 * every second); reaching zero is announced politely.
 */
export function Countdown({
  seconds,
  onDone,
  now = Date.now,
  paused = false,
  format = 'tryAgain',
  className,
}: CountdownProps) {
  const { t } = useCopy();
  const total = Math.max(0, Math.ceil(Number.isFinite(seconds) ? seconds : 0));
  const [left, setLeft] = useState(total);
  const doneRef = useLatest(onDone);

  useEffect(() => {
    setLeft(total);
    if (paused || total === 0) return;
    const end = now() + total * 1000;
    const id = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((end - now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(id);
        doneRef.current?.();
      }
    }, 250);
    return () => clearInterval(id);
  }, [total, paused, now]);

  const time = t('countdown.seconds', { count: left });
  return (
    <span data-slot="countdown" className={cn('sg:tabular-nums', className)}>
      {left > 0 ? (
        <span role="timer" aria-atomic>
          {format === 'time' ? time : t('countdown.tryAgainIn', { time })}
        </span>
      ) : null}
      <span aria-live="polite" className={cn(left > 0 && 'sg:sr-only')}>
        {left === 0 ? t('countdown.done') : ''}
      </span>
    </span>
  );
}
