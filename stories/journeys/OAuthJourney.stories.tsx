import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { OAuthJourney } from '../../src/journeys/sign-in';
import { readyBackend } from '../../src/ports';
import { FakeStage } from '../fixtures/FakeStage';

/**
 * The OAuth journey with its own provider list, the component the app renders, against the fake provider; the
 * provider's consent page is a "Simulated … consent page" panel.
 */
function OAuthJourneyStory() {
  return (
    <FakeStage signedIn="journey">
      {(fake) => <OAuthJourney backend={readyBackend(fake.oauth)} providers={['google', 'github', 'apple']} />}
    </FakeStage>
  );
}

const meta = {
  title: 'Journeys/OAuthJourney',
  component: OAuthJourneyStory,
  tags: ['responsive'],
} satisfies Meta<typeof OAuthJourneyStory>;
export default meta;

/** Choose a provider, allow on its consent page, signed in. */
export const Allow: StoryObj = {
  render: () => <OAuthJourneyStory />,
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Continue with GitHub' }));
    await expect(await screen.findByRole('heading', { name: 'Redirecting to GitHub' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Allow' }));
    await expect(await screen.findByRole('heading', { name: 'Signed in with GitHub' })).toBeVisible();
  },
};

/** Deny on the consent page: "User denied confirmation during OAuth flow", and Back. */
export const Deny: StoryObj = {
  render: () => <OAuthJourneyStory />,
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Deny' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('User denied confirmation during OAuth flow');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await expect(await screen.findByRole('heading', { name: 'Continue with a social account' })).toBeVisible();
  },
};
