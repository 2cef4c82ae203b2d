import { useEffect, useRef, useState } from 'react';
import { type CaptchaController, type CaptchaState, createCaptchaController } from '../flows';
import { useLatest } from '../lib/use-latest';
import type { Backend, CaptchaPort } from '../ports';
import { CaptchaScreen } from '../screens';

export interface CaptchaJourneyProps {
  backend: Backend<CaptchaPort>;
  /** The widget answered: sign-in goes on with its token. */
  onPassed: (token: string) => void;
  /** Where the widget renders, when it shows anything. */
  widget?: React.ReactNode | undefined;
  retryEveryMs?: number | undefined;
  answerTimeoutMs?: number | undefined;
}

/**
 * The captcha before sign-in: the widget is asked for a token, retried every 8 s when it fails, and the wait
 * bounded by 30 s (spec 9), after which Try again resets the widget and starts over.
 */
export function CaptchaJourney({ backend, onPassed, widget, retryEveryMs, answerTimeoutMs }: CaptchaJourneyProps) {
  const [state, setState] = useState<CaptchaState>({ status: 'idle' });
  const controller = useRef<CaptchaController>(null);
  const latest = useLatest({ backend, onPassed });

  useEffect(() => {
    controller.current = createCaptchaController({
      execute: async () => (await latest.current.backend.whenReady()).execute(),
      onChange: (next) => {
        setState(next);
        if (next.status === 'success') latest.current.onPassed(next.token);
      },
      ...(retryEveryMs ? { retryEveryMs } : {}),
      ...(answerTimeoutMs ? { answerTimeoutMs } : {}),
    });
    controller.current.start();
    return () => controller.current?.stop();
  }, [retryEveryMs, answerTimeoutMs]);

  return (
    <CaptchaScreen
      state={state}
      widget={widget}
      onRestart={() => {
        latest.current.backend.port?.reset?.();
        controller.current?.start();
      }}
    />
  );
}
