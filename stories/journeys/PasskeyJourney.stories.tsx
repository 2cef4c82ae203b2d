import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { PasskeyJourney } from '../../src/journeys/sign-in';
import { readyBackend } from '../../src/ports';
import { FakeStage } from '../fixtures/FakeStage';

/**
 * The passkey journey, the component the app renders, against the fake provider; the browser's passkey prompt
 * is a "Simulated passkey prompt" panel.
 */
function PasskeyJourneyStory() {
  return <FakeStage>{(fake) => <PasskeyJourney backend={readyBackend(fake.passkey)} />}</FakeStage>;
}

const meta = {
  title: 'Journeys/PasskeyJourney',
  component: PasskeyJourneyStory,
  tags: ['responsive'],
} satisfies Meta<typeof PasskeyJourneyStory>;
export default meta;

/** Keyboard only: Enter starts, the prompt is answered, signed in. */
export const SignIn: StoryObj = {
  render: () => <PasskeyJourneyStory />,
  play: async () => {
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Continue with passkey' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const prompt = await screen.findByRole('region', { name: 'Simulated passkey prompt' });
    await expect(screen.getByRole('button', { name: 'Waiting for your passkey' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Use passkey' }));
    await expect(await screen.findByRole('heading', { name: "You're signed in" }, { timeout: 3000 })).toBeVisible();
  },
};

/** Cancelling the prompt: the spec's message and Try again. */
export const Cancelled: StoryObj = {
  render: () => <PasskeyJourneyStory />,
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Continue with passkey' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel prompt' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Passkey request timed out or rejected by user.');
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
