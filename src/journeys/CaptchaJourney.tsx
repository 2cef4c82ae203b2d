import { useCaptcha } from '../flows';
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
  const flow = useCaptcha(
    {
      execute: async () => (await backend.whenReady()).execute(),
      reset: () => backend.port?.reset?.(),
      onPassed,
    },
    { retryEveryMs, answerTimeoutMs },
  );
  return <CaptchaScreen state={flow.state} widget={widget} onRestart={flow.restart} />;
}
