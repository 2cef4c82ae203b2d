import type { ReactNode } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import type { ErrorEntry } from '../../copy/errors';
import type { CaptchaState } from '../../flows/captcha';
import type { CustomAuthFlowState, SimpleAuthFlowState } from '../../flows/types';
import { BrandIcon } from '../../icons/brands';
import { icons } from '../../icons/semantic';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { Spinner } from '../../primitives/Spinner';
import { ErrorBanner } from '../shared';

function Busy({ label }: { label: string }) {
  return (
    <div className="flex justify-center text-accent-text">
      <Spinner size="lg" label={label} />
    </div>
  );
}

export interface TelegramScreenProps {
  status: SimpleAuthFlowState['status'];
  error?: ErrorEntry | null;
  onStart: () => void;
  onBack: () => void;
}

/** Telegram login: opens Telegram's confirmation window, waits, or shows why it failed. */
export function TelegramScreen({ status, error = null, onStart, onBack }: TelegramScreenProps) {
  const { t } = useCopy();
  return (
    <ScreenLayout icon={<BrandIcon name="telegram" size={32} />} tone="neutral" title={t('login.telegram.title')}>
      {status === 'loading' ? <Busy label={t('login.telegram.waiting')} /> : null}
      <ErrorBanner error={status === 'error' ? error : null} />
      {status !== 'loading' ? (
        <Button onClick={onStart}>{status === 'error' ? t('action.tryAgain') : t('login.telegram.continue')}</Button>
      ) : null}
      <Button variant="ghost" onClick={onBack}>
        {t('action.back')}
      </Button>
    </ScreenLayout>
  );
}

export interface CustomTokenScreenProps {
  status: CustomAuthFlowState['status'];
  error?: ErrorEntry | null;
  onRetry: () => void;
}

/** Custom-token sign-in runs on its own; this is its status: signing in, not enabled, or failed. */
export function CustomTokenScreen({ status, error = null, onRetry }: CustomTokenScreenProps) {
  const { t } = useCopy();
  const Shield = icons.shieldCheck;
  return (
    <ScreenLayout icon={<Shield />} title={t('login.custom.title')}>
      {status === 'loading' || status === 'initial' ? <Busy label={t('login.custom.title')} /> : null}
      {status === 'not-enabled' ? <Banner tone="warning">{t('login.custom.notEnabled')}</Banner> : null}
      {status === 'error' ? (
        <>
          <ErrorBanner error={error} />
          <Button onClick={onRetry}>{t('action.tryAgain')}</Button>
        </>
      ) : null}
    </ScreenLayout>
  );
}

export interface GuestScreenProps {
  creating?: boolean;
  error?: ErrorEntry | null;
  onContinue: () => void;
  onBack: () => void;
}

/** "Continue as guest": what a guest account means, then creating it. */
export function GuestScreen({ creating = false, error = null, onContinue, onBack }: GuestScreenProps) {
  const { t } = useCopy();
  const User = icons.user;
  return (
    <ScreenLayout icon={<User />} title={t('login.guest.title')} subtitle={t('login.guest.description')}>
      <ErrorBanner error={error} />
      <Button onClick={onContinue} loading={creating} loadingLabel={t('login.guest.creating')}>
        {t('login.method.guest')}
      </Button>
      <Button variant="ghost" onClick={onBack} disabled={creating}>
        {t('action.back')}
      </Button>
    </ScreenLayout>
  );
}

export interface CaptchaScreenProps {
  state: CaptchaState;
  /** Where the captcha widget renders (the app mounts the provider's widget here). */
  widget?: ReactNode;
  onRestart: () => void;
}

/** The captcha check before sign-in: checking, retrying, or timed out with Try again. */
export function CaptchaScreen({ state, widget, onRestart }: CaptchaScreenProps) {
  const { t } = useCopy();
  const Shield = icons.shieldCheck;
  return (
    <ScreenLayout icon={<Shield />} title={t('login.captcha.title')} subtitle={t('login.captcha.checking')}>
      {widget ? <div className="flex justify-center">{widget}</div> : null}
      {state.status === 'loading' ? <Busy label={t('login.captcha.title')} /> : null}
      {state.status === 'retrying' ? (
        <p role="status" className="text-center text-muted-foreground text-sm">
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

export interface SignedInScreenProps {
  /** How to call the user: an e-mail, a phone number, a shortened address. */
  name?: string;
  onContinue?: () => void;
}

export function SignedInScreen({ name, onContinue }: SignedInScreenProps) {
  const { t } = useCopy();
  const Check = icons.verifiedBadge;
  return (
    <ScreenLayout
      icon={<Check />}
      tone="success"
      title={t('login.signedIn.title')}
      subtitle={name ? t('login.signedIn.as', { name }) : undefined}
      footer={onContinue ? <Button onClick={onContinue}>{t('action.continue')}</Button> : undefined}
    />
  );
}

export function SignedOutScreen({ onLogin }: { onLogin: () => void }) {
  const { t } = useCopy();
  const LogOut = icons.logOut;
  return (
    <ScreenLayout
      icon={<LogOut />}
      tone="neutral"
      title={t('login.signedOut.title')}
      footer={<Button onClick={onLogin}>{t('login.signedOut.again')}</Button>}
    />
  );
}
