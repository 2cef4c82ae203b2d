import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { SolanaWalletJourney } from '../../src/journeys/sign-in';
import { readyBackend } from '../../src/ports';
import { FakeStage } from '../fixtures/FakeStage';

/** Solana wallet sign-in (SIWS), the app's journey, against the fake provider and a simulated Phantom. */
function SolanaWalletJourneyStory() {
  return (
    <FakeStage>
      {(fake) => <SolanaWalletJourney wallets={fake.solana.wallets} backend={readyBackend(fake.solana)} />}
    </FakeStage>
  );
}

const meta = {
  title: 'Journeys/SolanaWalletJourney',
  component: SolanaWalletJourneyStory,
  tags: ['responsive'],
} satisfies Meta<typeof SolanaWalletJourneyStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Choose, approve the connection, sign the SIWS message: signed in with the shortened address. */
export const SignIn: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: /Phantom/ }));
    const wallet = await screen.findByRole('region', { name: 'Simulated Phantom' });
    await userEvent.click(within(wallet).getByRole('button', { name: 'Approve connection' }));
    await expect(await screen.findByRole('heading', { name: 'Sign in with Phantom' })).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign message' }));
    await expect(await screen.findByRole('heading', { name: "You're signed in" }, { timeout: 3000 })).toBeVisible();
    await expect(screen.getByText('Signed in as 7EcD…FLtV')).toBeVisible();
  },
};

/** Declining the signature returns to the wallet choice, said plainly. */
export const SignatureDeclined: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: /Phantom/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve connection' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reject signature' }));
    await expect(await screen.findByRole('heading', { name: 'Connect a wallet' })).toBeVisible();
    await expect(screen.getByRole('status')).toHaveTextContent(
      'You declined the signature. Choose a wallet to try again.',
    );
  },
};
