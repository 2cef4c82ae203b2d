import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { WalletSignInJourney } from '../../src/journeys/sign-in';
import { readyBackend } from '../../src/ports';
import type { WalletDirectory } from '../../src/ports/wallets';
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

/** A browser without any wallet: nothing to list, so none is offered, and each chain's directory, in a new tab. */
const none: readonly never[] = [];
const nothingFound: WalletDirectory<never> = { getSnapshot: () => none, subscribe: () => () => undefined };

/** No browser wallet, an app signing in with both chains: said plainly, with a way forward for each chain. */
export const NoWalletFound: StoryObj = {
  render: () => (
    <FakeStage>
      {(fake) => (
        <WalletSignInJourney
          ethereum={{ wallets: nothingFound, backend: readyBackend(fake.ethereum) }}
          solana={{ wallets: nothingFound, backend: readyBackend(fake.solana) }}
        />
      )}
    </FakeStage>
  ),
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('No browser wallet found.');
    await expect(screen.getByRole('link', { name: 'Get an Ethereum wallet (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(screen.getByRole('link', { name: 'Get a Solana wallet (opens in a new tab)' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};
