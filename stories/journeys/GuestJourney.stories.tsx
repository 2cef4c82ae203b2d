import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent } from 'storybook/test';
import { GuestJourney } from '../../src/journeys/sign-in';
import { readyBackend } from '../../src/ports';
import { LandingScreen } from '../../src/screens';
import { FakeStage } from '../fixtures/FakeStage';

/**
 * The guest journey, the component the app renders, against the fake provider, opened from a landing screen
 * as a host that explains guest access first would. (`SignInJourney` starts guest access straight from the
 * landing screen: see its stories.)
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

const meta = {
  title: 'Journeys/GuestJourney',
  component: GuestJourneyStory,
  tags: ['responsive'],
} satisfies Meta<typeof GuestJourneyStory>;
export default meta;

export const SignIn: StoryObj = {
  render: () => <GuestJourneyStory />,
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Continue as guest' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue as guest' }));
    await expect(await screen.findByRole('heading', { name: "You're signed in" }, { timeout: 3000 })).toBeVisible();
  },
};
