import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { CaptchaJourney } from '../../src/journeys/sign-in';
import { readyBackend } from '../../src/ports';
import { FakeStage } from '../fixtures/FakeStage';
import type { FakeProviderOptions } from '../fixtures/fake-provider';

/** Captcha, the journey component: the widget fails, is retried, then answers; the fake provider takes the token and sign-in goes on. */
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
  title: 'Journeys/CaptchaJourney',
  component: CaptchaJourneyStory,
  tags: ['responsive'],
} satisfies Meta<typeof CaptchaJourneyStory>;
export default meta;

export const RetriedThenPassed: StoryObj = {
  render: () => <CaptchaJourneyStory captchaFailures={1} />,
  play: async () => {
    await expect(await screen.findByText('Still checking (attempt 2)')).toBeVisible();
    await expect(await screen.findByRole('heading', { name: "You're signed in" }, { timeout: 3000 })).toBeVisible();
  },
};

export const TimedOut: StoryObj = {
  render: () => <CaptchaJourneyStory captchaFailures={99} />,
  play: async () => {
    await expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('The check took too long.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect(await screen.findByRole('heading', { name: "You're signed in" }, { timeout: 3000 })).toBeVisible();
  },
};
