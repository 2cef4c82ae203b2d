import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent } from 'storybook/test';
import { CaptchaJourney, CustomTokenJourney, GuestJourney, TelegramJourney } from '../../src/journeys';
import { readyBackend } from '../../src/ports';
import { LandingScreen } from '../../src/screens';
import { blurActiveElement } from '../fixtures';
import { FakeStage } from '../fixtures/FakeStage';
import type { FakeProviderOptions } from '../fixtures/fake-provider';

/**
 * The guest, Telegram, custom-token and captcha journeys, each the component the app renders, against the fake
 * provider. Guest starts on the landing screen, where the host chooses the journey.
 */
function GuestJourneyStory() {
  const [chosen, setChosen] = useState(false);
  return (
    <FakeStage>
      {(fake) =>
        chosen ? (
          <GuestJourney backend={readyBackend(fake.guest)} onBack={() => setChosen(false)} />
        ) : (
          <LandingScreen methods={['email', 'google']} allowGuest onSelect={() => {}} onGuest={() => setChosen(true)} />
        )
      }
    </FakeStage>
  );
}

/** Telegram: the confirmation window answers yes or no; Back starts the journey over. */
function TelegramJourneyStory() {
  return (
    <FakeStage>
      {(fake, restart) => <TelegramJourney backend={readyBackend(fake.telegram)} onBack={restart} />}
    </FakeStage>
  );
}

/** Custom token: the app's own session is exchanged without the user doing anything. */
function CustomTokenJourneyStory({ customAuth }: Pick<FakeProviderOptions, 'customAuth'>) {
  return (
    <FakeStage options={{ customAuth }}>
      {(fake) => <CustomTokenJourney backend={readyBackend(fake.customAuth)} />}
    </FakeStage>
  );
}

/** Captcha: the widget fails, is retried, then answers; the provider takes the token and sign-in goes on. */
function CaptchaJourneyStory({ captchaFailures }: Pick<FakeProviderOptions, 'captchaFailures'>) {
  return (
    <FakeStage options={{ captchaFailures }}>
      {(fake) => (
        <CaptchaJourney
          backend={readyBackend(fake.captcha)}
          onPassed={(token) => void fake.captcha.redeem(token)}
          retryEveryMs={150}
          answerTimeoutMs={600}
        />
      )}
    </FakeStage>
  );
}

const meta = {
  title: 'Flows/Guest, Telegram, custom token, captcha',
  component: GuestJourneyStory,
  tags: ['responsive'],
} satisfies Meta<typeof GuestJourneyStory>;
export default meta;

export const Guest: StoryObj = {
  render: () => <GuestJourneyStory />,
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Continue as guest' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue as guest' }));
    await expect(await screen.findByRole('heading', { name: "You're signed in" }, { timeout: 3000 })).toBeVisible();
  },
};

export const Telegram: StoryObj = {
  render: () => <TelegramJourneyStory />,
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Telegram' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await expect(await screen.findByRole('heading', { name: "You're signed in" }, { timeout: 3000 })).toBeVisible();
  },
};

export const TelegramDeclined: StoryObj = {
  render: () => <TelegramJourneyStory />,
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Telegram' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Authentication failed');
    blurActiveElement();
  },
};

export const CustomToken: StoryObj = {
  render: () => <CustomTokenJourneyStory customAuth="enabled" />,
  play: async () => {
    await expect(await screen.findByRole('heading', { name: "You're signed in" }, { timeout: 3000 })).toBeVisible();
  },
};

export const CustomTokenNotEnabled: StoryObj = {
  render: () => <CustomTokenJourneyStory customAuth="not-enabled" />,
  play: async () => {
    await expect(await screen.findByText('Signing in with your account is not enabled for this app.')).toBeVisible();
  },
};

export const CaptchaRetriedThenPassed: StoryObj = {
  render: () => <CaptchaJourneyStory captchaFailures={1} />,
  play: async () => {
    await expect(await screen.findByText('Still checking (attempt 2)')).toBeVisible();
    await expect(await screen.findByRole('heading', { name: "You're signed in" }, { timeout: 3000 })).toBeVisible();
  },
};

export const CaptchaTimedOut: StoryObj = {
  render: () => <CaptchaJourneyStory captchaFailures={99} />,
  play: async () => {
    await expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('The check took too long.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect(await screen.findByRole('heading', { name: "You're signed in" }, { timeout: 3000 })).toBeVisible();
  },
};
