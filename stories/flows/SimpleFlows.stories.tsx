import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, screen, userEvent } from 'storybook/test';
import { messageFor } from '../../src/copy';
import { type CaptchaState, createCaptcha } from '../../src/flows/captcha';
import type { CustomAuthFlowState, SimpleAuthFlowState } from '../../src/flows/types';
import { ScreenCard } from '../../src/screens/shared';
import {
  CaptchaScreen,
  CustomTokenScreen,
  GuestScreen,
  LandingScreen,
  SignedInScreen,
  TelegramScreen,
} from '../../src/screens/signin';
import { blurActiveElement } from '../fixtures';
import { nextTick, Simulated } from './Simulated';

/** Landing → "Continue as guest" → creating → signed in. */
function GuestJourney() {
  const [step, setStep] = useState<'landing' | 'guest' | 'creating' | 'done'>('landing');
  const create = async () => {
    setStep('creating');
    await nextTick();
    setStep('done');
  };
  return (
    <ScreenCard>
      {step === 'landing' ? (
        <LandingScreen methods={['email', 'google']} allowGuest onSelect={() => {}} onGuest={() => setStep('guest')} />
      ) : step === 'done' ? (
        <SignedInScreen name="Guest" />
      ) : (
        <GuestScreen creating={step === 'creating'} onContinue={create} onBack={() => setStep('landing')} />
      )}
    </ScreenCard>
  );
}

/** Telegram: the confirmation window answers yes or no. */
function TelegramJourney() {
  const [state, setState] = useState<SimpleAuthFlowState>({ status: 'initial' });
  return (
    <>
      <ScreenCard>
        {state.status === 'done' ? (
          <SignedInScreen name="@ada" />
        ) : (
          <TelegramScreen
            status={state.status}
            error={state.status === 'error' ? messageFor(state.error, 'oauth') : null}
            onStart={() => setState({ status: 'loading' })}
            onBack={() => setState({ status: 'initial' })}
          />
        )}
      </ScreenCard>
      {state.status === 'loading' ? (
        <Simulated
          what="Telegram window"
          actions={[
            { label: 'Confirm', onClick: () => setState({ status: 'done' }), variant: 'primary' },
            {
              label: 'Decline',
              onClick: () =>
                setState({
                  status: 'error',
                  error: Object.assign(new Error('x'), { privyErrorCode: 'invalid_credentials' }),
                }),
            },
          ]}
        />
      ) : null}
    </>
  );
}

/** Custom token: the app's own session is exchanged without the user doing anything. */
function CustomTokenJourney({ outcome }: { outcome: 'done' | 'not-enabled' | 'error' }) {
  const [state, setState] = useState<CustomAuthFlowState>({ status: 'loading' });
  const run = async () => {
    setState({ status: 'loading' });
    await nextTick();
    setState(
      outcome === 'error'
        ? { status: 'error', error: Object.assign(new Error('x'), { privyErrorCode: 'invalid_credentials' }) }
        : { status: outcome },
    );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on mount, as the SDK does
  useEffect(() => {
    void run();
  }, []);
  return (
    <ScreenCard>
      {state.status === 'done' ? (
        <SignedInScreen name="ada@acme.example" />
      ) : (
        <CustomTokenScreen
          status={state.status}
          error={state.status === 'error' ? messageFor(state.error) : null}
          onRetry={run}
        />
      )}
    </ScreenCard>
  );
}

/** Captcha: the widget fails once, is retried, then answers; sign-in continues. */
function CaptchaJourney({ failures }: { failures: number }) {
  const [state, setState] = useState<CaptchaState>({ status: 'idle' });
  const remaining = useRef(failures);
  const controller = useRef<ReturnType<typeof createCaptcha>>(null);
  useEffect(() => {
    controller.current = createCaptcha({
      execute: async () => {
        await nextTick();
        if (remaining.current-- > 0) throw new Error('widget failed');
        return 'captcha-token';
      },
      onChange: setState,
      retryEveryMs: 150,
      answerTimeoutMs: 600,
    });
    controller.current.start();
    return () => controller.current?.stop();
  }, []);
  return (
    <ScreenCard>
      {state.status === 'success' ? (
        <SignedInScreen name="ada@example.com" />
      ) : (
        <CaptchaScreen
          state={state}
          onRestart={() => {
            remaining.current = 0;
            controller.current?.start();
          }}
        />
      )}
    </ScreenCard>
  );
}

const meta = {
  title: 'Flows/Guest, Telegram, custom token, captcha',
  component: GuestJourney,
  tags: ['responsive'],
} satisfies Meta<typeof GuestJourney>;
export default meta;

export const Guest: StoryObj = {
  render: () => <GuestJourney />,
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Continue as guest' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue as guest' }));
    await expect(await screen.findByRole('heading', { name: "You're signed in" }, { timeout: 3000 })).toBeVisible();
  },
};

export const Telegram: StoryObj = {
  render: () => <TelegramJourney />,
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Telegram' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await expect(await screen.findByRole('heading', { name: "You're signed in" }, { timeout: 3000 })).toBeVisible();
  },
};

export const TelegramDeclined: StoryObj = {
  render: () => <TelegramJourney />,
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Telegram' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Authentication failed');
    blurActiveElement();
  },
};

export const CustomToken: StoryObj = {
  render: () => <CustomTokenJourney outcome="done" />,
  play: async () => {
    await expect(await screen.findByRole('heading', { name: "You're signed in" }, { timeout: 3000 })).toBeVisible();
  },
};

export const CustomTokenNotEnabled: StoryObj = {
  render: () => <CustomTokenJourney outcome="not-enabled" />,
  play: async () => {
    await expect(await screen.findByText('Signing in with your account is not enabled for this app.')).toBeVisible();
  },
};

export const CaptchaRetriedThenPassed: StoryObj = {
  render: () => <CaptchaJourney failures={1} />,
  play: async () => {
    await expect(await screen.findByText('Still checking (attempt 2)')).toBeVisible();
    await expect(await screen.findByRole('heading', { name: "You're signed in" }, { timeout: 3000 })).toBeVisible();
  },
};

export const CaptchaTimedOut: StoryObj = {
  render: () => <CaptchaJourney failures={99} />,
  play: async () => {
    await expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('The check took too long.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect(await screen.findByRole('heading', { name: "You're signed in" }, { timeout: 3000 })).toBeVisible();
  },
};
