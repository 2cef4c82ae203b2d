import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FarcasterJourney, OAuthJourney, PasskeyJourney, WalletJourney } from '../../src/journeys';
import { readyBackend } from '../../src/ports';
import { blurActiveElement } from '../fixtures';
import { FakeStage } from '../fixtures/FakeStage';

/**
 * The passkey, wallet, OAuth and Farcaster journeys, each the component the app renders, against the fake
 * provider; the browser's prompt, the wallet, the consent page and the phone are "Simulated …" panels.
 */
function PasskeyJourneyStory() {
  return <FakeStage>{(fake) => <PasskeyJourney backend={readyBackend(fake.passkey)} />}</FakeStage>;
}

function WalletJourneyStory({ walletChainId = 1 }: { walletChainId?: number }) {
  return (
    <FakeStage options={{ walletChainId }}>
      {(fake) => <WalletJourney ethereum={{ wallets: fake.ethereum.wallets, backend: readyBackend(fake.ethereum) }} />}
    </FakeStage>
  );
}

function OAuthJourneyStory() {
  return (
    <FakeStage signedIn="journey">
      {(fake) => <OAuthJourney backend={readyBackend(fake.oauth)} providers={['google', 'github', 'apple']} />}
    </FakeStage>
  );
}

function FarcasterJourneyStory({ timeoutMs }: { timeoutMs?: number }) {
  return (
    <FakeStage signedIn="journey">
      {(fake) => <FarcasterJourney backend={readyBackend(fake.farcaster)} pollIntervalMs={100} timeoutMs={timeoutMs} />}
    </FakeStage>
  );
}

const meta = {
  title: 'Flows/Passkey, wallet, social',
  component: PasskeyJourneyStory,
  tags: ['responsive'],
} satisfies Meta<typeof PasskeyJourneyStory>;
export default meta;

/** Keyboard only: Enter starts, the prompt is answered, signed in. */
export const Passkey: StoryObj = {
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
export const PasskeyCancelled: StoryObj = {
  render: () => <PasskeyJourneyStory />,
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Continue with passkey' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel prompt' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Passkey request timed out or rejected by user.');
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    blurActiveElement();
  },
};

/** Choose, connect, sign, signed in. */
export const Wallet: StoryObj = {
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
export const WalletSignatureDeclined: StoryObj = {
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
    blurActiveElement();
  },
};

/** A rejected connection: "Could not connect with wallet", back at the list. */
export const WalletConnectionRejected: StoryObj = {
  render: () => <WalletJourneyStory />,
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: /MetaMask/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reject connection' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('User rejected request'));
    blurActiveElement();
  },
};

/** A wallet on an unsupported chain is asked to switch first. */
export const WalletWrongChain: StoryObj = {
  render: () => <WalletJourneyStory walletChainId={5} />,
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: /MetaMask/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve connection' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to Ethereum' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign message' }));
    await expect(await screen.findByRole('heading', { name: "You're signed in" }, { timeout: 3000 })).toBeVisible();
  },
};

/** Choose a provider, allow on its consent page, signed in. */
export const OAuthAllow: StoryObj = {
  render: () => <OAuthJourneyStory />,
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Continue with GitHub' }));
    await expect(await screen.findByRole('heading', { name: 'Redirecting to GitHub' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Allow' }));
    await expect(await screen.findByRole('heading', { name: 'Signed in with GitHub' })).toBeVisible();
  },
};

/** Deny on the consent page: "User denied confirmation during OAuth flow", and Back. */
export const OAuthDeny: StoryObj = {
  render: () => <OAuthJourneyStory />,
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Deny' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('User denied confirmation during OAuth flow');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await expect(await screen.findByRole('heading', { name: 'Continue with a social account' })).toBeVisible();
    blurActiveElement();
  },
};

/** Scan, approve on the phone: the poll sees it completed. */
export const Farcaster: StoryObj = {
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
export const FarcasterTimedOut: StoryObj = {
  render: () => <FarcasterJourneyStory timeoutMs={400} />,
  play: async () => {
    await expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'The request timed out. Try again.',
    );
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
