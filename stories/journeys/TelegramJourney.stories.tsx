import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { TelegramJourney } from '../../src/journeys/sign-in';
import { readyBackend } from '../../src/ports';
import { FakeStage } from '../fixtures/FakeStage';

/** Telegram, the journey component, against the fake provider: the confirmation window answers yes or no; Back starts the journey over. */
function TelegramJourneyStory() {
  return (
    <FakeStage>
      {(fake, restart) => <TelegramJourney backend={readyBackend(fake.telegram)} onBack={restart} />}
    </FakeStage>
  );
}

const meta = {
  title: 'Journeys/TelegramJourney',
  component: TelegramJourneyStory,
  tags: ['responsive'],
} satisfies Meta<typeof TelegramJourneyStory>;
export default meta;

export const SignIn: StoryObj = {
  render: () => <TelegramJourneyStory />,
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Telegram' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await expect(await screen.findByRole('heading', { name: "You're signed in" }, { timeout: 3000 })).toBeVisible();
  },
};

export const Declined: StoryObj = {
  render: () => <TelegramJourneyStory />,
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Telegram' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Authentication failed');
  },
};
