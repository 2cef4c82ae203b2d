import type { ReactNode } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { signInCopy } from '../../copy/decks/sign-in';
import type { CaptchaState } from '../../flows/captcha';
import { icons } from '../../icons/semantic';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { Busy } from './Busy';

export interface CaptchaScreenProps {
  state: CaptchaState;
  /** Where the captcha widget renders (the app mounts the provider's widget here). */
  widget?: ReactNode | undefined;
  onRestart: () => void;
}

/** The captcha check before sign-in: checking, retrying, or timed out with Try again. */
export function CaptchaScreen({ state, widget, onRestart }: CaptchaScreenProps) {
  const { t } = useCopy(signInCopy);
  const Shield = icons.shieldCheck;
  return (
    <ScreenLayout icon={<Shield />} title={t('login.captcha.title')} subtitle={t('login.captcha.checking')}>
      {widget ? <div className="sg:flex sg:justify-center">{widget}</div> : null}
      {state.status === 'loading' ? <Busy label={t('login.captcha.title')} /> : null}
      {state.status === 'retrying' ? (
        <p role="status" className="sg:text-center sg:text-muted-foreground sg:text-sm">
          {t('login.captcha.retrying', { attempt: state.attempt + 1 })}
        </p>
      ) : null}
      {state.status === 'timed-out' ? (
        <>
          <Banner tone="error">{t('login.captcha.timedOut')}</Banner>
          <Button onClick={onRestart}>{t('action.tryAgain')}</Button>
        </>
      ) : null}
    </ScreenLayout>
  );
}
