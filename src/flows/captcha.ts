import { CAPTCHA } from '../rules/limits';

/**
 * Captcha before sign-in: the widget is asked for a token; a failed attempt is retried every 8 s, and the
 * whole wait is bounded by 30 s (spec 9), after which the flow reports a time-out the screen can offer to
 * restart.
 */
export type CaptchaState =
  | { status: 'idle' }
  | { status: 'loading'; attempt: number }
  | { status: 'retrying'; attempt: number }
  | { status: 'success'; token: string }
  | { status: 'timed-out' };

export interface CaptchaOptions {
  /** Runs the widget once; resolves with its token or rejects. */
  execute: () => Promise<string>;
  onChange: (state: CaptchaState) => void;
  retryEveryMs?: number | undefined;
  answerTimeoutMs?: number | undefined;
}

export interface CaptchaController {
  start: () => void;
  stop: () => void;
}

export function createCaptchaController({
  execute,
  onChange,
  retryEveryMs = CAPTCHA.retryEveryMs,
  answerTimeoutMs = CAPTCHA.answerTimeoutMs,
}: CaptchaOptions): CaptchaController {
  let run = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let deadline: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    run++;
    clearTimeout(retry);
    clearTimeout(deadline);
  };

  const start = () => {
    stop();
    const current = run;
    let attempt = 0;
    deadline = setTimeout(() => {
      if (current !== run) return;
      stop();
      onChange({ status: 'timed-out' });
    }, answerTimeoutMs);
    const tryOnce = () => {
      attempt++;
      onChange({ status: 'loading', attempt });
      execute().then(
        (token) => {
          if (current !== run) return;
          stop();
          onChange({ status: 'success', token });
        },
        () => {
          if (current !== run) return;
          onChange({ status: 'retrying', attempt });
          retry = setTimeout(tryOnce, retryEveryMs);
        },
      );
    };
    tryOnce();
  };

  return { start, stop };
}
