import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { FarcasterJourney } from '../../src/journeys/sign-in';
import { readyBackend } from '../../src/ports';
import { FakeStage } from '../fixtures/FakeStage';

/**
 * Sign in with Farcaster, the journey component, against the fake provider's relay channel; the Farcaster app
 * on the phone is a "Simulated Farcaster app" panel.
 */
function FarcasterJourneyStory({ timeoutMs }: { timeoutMs?: number }) {
  return (
    <FakeStage signedIn="journey">
      {(fake) => <FarcasterJourney backend={readyBackend(fake.farcaster)} pollIntervalMs={100} timeoutMs={timeoutMs} />}
    </FakeStage>
  );
}

const meta = {
  title: 'Journeys/FarcasterJourney',
  component: FarcasterJourneyStory,
  tags: ['responsive'],
} satisfies Meta<typeof FarcasterJourneyStory>;
export default meta;

/** Scan, approve on the phone: the poll sees it completed. */
export const SignIn: StoryObj = {
  render: () => <FarcasterJourneyStory />,
  play: async () => {
    await expect(await screen.findByRole('img', { name: 'QR code for Farcaster sign-in' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Approve on phone' }));
    await expect(
      await screen.findByRole('heading', { name: 'Signed in with Farcaster' }, { timeout: 3000 }),
    ).toBeVisible();
  },
};

/** Nobody scans: polling ends on the time-out with Try again. */
export const TimedOut: StoryObj = {
  render: () => <FarcasterJourneyStory timeoutMs={400} />,
  play: async () => {
    await expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'The request timed out. Try again.',
    );
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
