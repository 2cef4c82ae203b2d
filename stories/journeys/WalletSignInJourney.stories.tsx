import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { WalletSignInJourney } from '../../src/journeys/sign-in';
import { readyBackend } from '../../src/ports';
import { FakeStage } from '../fixtures/FakeStage';

/**
 * The wallet journey with Ethereum wallets (SIWE), the component the app renders, against the fake provider;
 * the wallet extension is a "Simulated MetaMask" panel. (Solana-only: `SolanaWalletJourney`.)
 */
function WalletJourneyStory({ walletChainId = 1 }: { walletChainId?: number }) {
  return (
    <FakeStage options={{ walletChainId }}>
      {(fake) => (
        <WalletSignInJourney ethereum={{ wallets: fake.ethereum.wallets, backend: readyBackend(fake.ethereum) }} />
      )}
    </FakeStage>
  );
}

const meta = {
  title: 'Journeys/WalletSignInJourney',
  component: WalletJourneyStory,
  tags: ['responsive'],
} satisfies Meta<typeof WalletJourneyStory>;
export default meta;

/** Choose, connect, sign, signed in. */
export const SignIn: StoryObj = {
  render: () => <WalletJourneyStory />,
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: /MetaMask/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve connection' }));
    await expect(await screen.findByRole('heading', { name: 'Sign in with MetaMask' })).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign message' }));
    await expect(await screen.findByRole('heading', { name: "You're signed in" }, { timeout: 3000 })).toBeVisible();
  },
};

/** Declining the signature returns to the wallet choice, said plainly — not a crash, not an error. */
export const SignatureDeclined: StoryObj = {
  render: () => <WalletJourneyStory />,
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: /MetaMask/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve connection' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reject signature' }));
    await expect(await screen.findByRole('heading', { name: 'Connect a wallet' })).toBeVisible();
    await expect(screen.getByRole('status')).toHaveTextContent(
      'You declined the signature. Choose a wallet to try again.',
    );
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

/** A rejected connection: "Could not connect with wallet", back at the list. */
export const ConnectionRejected: StoryObj = {
  render: () => <WalletJourneyStory />,
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: /MetaMask/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reject connection' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('User rejected request'));
  },
};

/** A wallet on an unsupported chain is asked to switch first. */
export const WrongChain: StoryObj = {
  render: () => <WalletJourneyStory walletChainId={5} />,
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: /MetaMask/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve connection' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to Ethereum' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign message' }));
    await expect(await screen.findByRole('heading', { name: "You're signed in" }, { timeout: 3000 })).toBeVisible();
  },
};
