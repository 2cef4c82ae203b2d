import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { CustomTokenJourney } from '../../src/journeys/sign-in';
import { readyBackend } from '../../src/ports';
import { FakeStage } from '../fixtures/FakeStage';
import type { FakeProviderOptions } from '../fixtures/fake-provider';

/** Custom token, the journey component, against the fake provider: the app's own session is exchanged without the user doing anything. */
function CustomTokenJourneyStory({ customAuth }: Pick<FakeProviderOptions, 'customAuth'>) {
  return (
    <FakeStage options={{ customAuth }}>
      {(fake) => <CustomTokenJourney backend={readyBackend(fake.customAuth)} />}
    </FakeStage>
  );
}

const meta = {
  title: 'Journeys/CustomTokenJourney',
  component: CustomTokenJourneyStory,
  tags: ['responsive'],
} satisfies Meta<typeof CustomTokenJourneyStory>;
export default meta;

export const SignIn: StoryObj = {
  render: () => <CustomTokenJourneyStory customAuth="enabled" />,
  play: async () => {
    await expect(await screen.findByRole('heading', { name: "You're signed in" }, { timeout: 3000 })).toBeVisible();
  },
};

export const NotEnabled: StoryObj = {
  render: () => <CustomTokenJourneyStory customAuth="not-enabled" />,
  play: async () => {
    await expect(await screen.findByText('Signing in with your account is not enabled for this app.')).toBeVisible();
  },
};
