import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useReducer, useRef, useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createFarcasterSignIn, type FarcasterSignInState } from '../../src/flows/farcaster';
import { oauthView } from '../../src/flows/oauth';
import { initialPasskey, passkeyReducer } from '../../src/flows/passkey';
import type { SimpleAuthFlowState } from '../../src/flows/types';
import {
  initialConnection,
  initialWalletSignIn,
  walletConnectionReducer,
  walletSignInReducer,
} from '../../src/flows/wallet';
import { OAUTH_PROVIDERS } from '../../src/icons';
import { ScreenCard } from '../../src/screens/shared';
import {
  FarcasterScreen,
  OAuthStatusScreen,
  PasskeyScreen,
  SignedInScreen,
  SocialLoginScreen,
  SwitchChainScreen,
  WalletListScreen,
  type WalletOption,
  WalletSignInScreen,
} from '../../src/screens/signin';
import { blurActiveElement, evmAddress } from '../fixtures';
import { nextTick, Simulated } from './Simulated';

const rejection = (code: number, message: string) => Object.assign(new Error(message), { code });

/* ── Passkey ─────────────────────────────────────────────────────────────────────────────────────── */

function PasskeyJourney() {
  const [machine, dispatch] = useReducer(passkeyReducer, initialPasskey('login'));
  const start = async () => {
    dispatch({ type: 'start' });
    await nextTick();
    dispatch({ type: 'challenge-ready' });
  };
  const answer = async (approve: boolean) => {
    if (!approve) {
      dispatch({
        type: 'failed',
        error: new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'),
      });
      return;
    }
    dispatch({ type: 'credential-received' });
    await nextTick();
    dispatch({ type: 'verified' });
  };
  return (
    <>
      <ScreenCard>
        {machine.state.status === 'done' ? (
          <SignedInScreen name="MacBook Pro passkey" />
        ) : (
          <PasskeyScreen
            mode={machine.mode}
            status={machine.state.status}
            error={machine.error}
            onStart={start}
            onSwitchMode={() => dispatch({ type: 'reset' })}
          />
        )}
      </ScreenCard>
      {machine.state.status === 'awaiting-passkey' ? (
        <Simulated
          what="passkey prompt"
          actions={[
            { label: 'Use passkey', onClick: () => answer(true), variant: 'primary' },
            { label: 'Cancel prompt', onClick: () => answer(false) },
          ]}
        />
      ) : null}
    </>
  );
}

/* ── Wallet (SIWE) ───────────────────────────────────────────────────────────────────────────────── */

const wallets: WalletOption[] = [
  { id: 'io.metamask', name: 'MetaMask', icon: 'metamask', detected: true },
  { id: 'coinbase_wallet', name: 'Coinbase Wallet', icon: 'coinbase_wallet' },
  { id: 'wallet_connect', name: 'WalletConnect', icon: 'wallet_connect' },
];

function WalletJourney({ startChainId = 1 }: { startChainId?: number }) {
  const [connection, connect] = useReducer(walletConnectionReducer, initialConnection);
  const [signIn, sign] = useReducer(walletSignInReducer, initialWalletSignIn('ethereum'));
  const wallet = wallets.find((w) => w.id === connection.walletId) ?? wallets[0]!;

  const approveConnection = () => connect({ type: 'connected', address: evmAddress, chainId: startChainId });
  const startSignIn = async () => {
    sign({ type: 'choose', walletId: wallet.id });
    await nextTick();
    sign({ type: 'message-ready' });
  };
  const signed = async () => {
    sign({ type: 'signed' });
    await nextTick();
    sign({ type: 'verified' });
  };
  const declined = () => {
    sign({ type: 'failed', error: rejection(4001, 'User rejected the request.') });
    connect({ type: 'disconnect' });
  };

  let body: React.ReactNode;
  let device: React.ReactNode = null;
  if (signIn.state.status === 'done') body = <SignedInScreen name="0x71C7…976F" />;
  else if (connection.status === 'disconnected')
    body = (
      <WalletListScreen
        wallets={wallets}
        error={connection.error}
        rejected={signIn.rejected}
        onSelect={(id) => connect({ type: 'connect', walletId: id })}
      />
    );
  else if (connection.status === 'switching_to_supported_chain')
    body = (
      <SwitchChainScreen
        wallet={wallet}
        targetChainId={1}
        onSwitch={() => connect({ type: 'chain-switched', chainId: 1 })}
        onCancel={() => connect({ type: 'disconnect' })}
      />
    );
  else if (connection.status === 'connecting') {
    body = (
      <WalletSignInScreen
        wallet={wallet}
        status="connecting"
        onRetry={() => {}}
        onCancel={() => connect({ type: 'disconnect' })}
      />
    );
    device = (
      <Simulated
        what={wallet.name}
        actions={[
          { label: 'Approve connection', onClick: approveConnection, variant: 'primary' },
          {
            label: 'Reject connection',
            onClick: () => connect({ type: 'failed', error: rejection(4001, 'rejected') }),
          },
        ]}
      />
    );
  } else {
    body = (
      <WalletSignInScreen
        wallet={wallet}
        status={signIn.state.status}
        address={connection.address}
        error={signIn.error}
        onRetry={startSignIn}
        onCancel={() => {
          sign({ type: 'back' });
          connect({ type: 'disconnect' });
        }}
      />
    );
    if (signIn.state.status === 'awaiting-signature') {
      device = (
        <Simulated
          what={wallet.name}
          actions={[
            { label: 'Sign message', onClick: signed, variant: 'primary' },
            { label: 'Reject signature', onClick: declined },
          ]}
        />
      );
    }
  }

  // Connected on a supported chain: ask for the signature straight away.
  const asked = useRef(false);
  useEffect(() => {
    if (connection.status === 'connected' && signIn.state.status === 'initial' && !asked.current) {
      asked.current = true;
      void startSignIn();
    }
    if (connection.status === 'disconnected') asked.current = false;
  });

  return (
    <>
      <ScreenCard>{body}</ScreenCard>
      {device}
    </>
  );
}

/* ── OAuth ───────────────────────────────────────────────────────────────────────────────────────── */

function OAuthJourney() {
  const [provider, setProvider] = useState<string | null>(null);
  const [state, setState] = useState<SimpleAuthFlowState>({ status: 'initial' });
  const view = oauthView(state, { provider, mode: 'redirect' });
  const name = OAUTH_PROVIDERS.find((p) => p.id === provider)?.name ?? provider ?? '';
  const back = () => {
    setProvider(null);
    setState({ status: 'initial' });
  };
  return (
    <>
      <ScreenCard>
        {view.phase === 'choosing' ? (
          <SocialLoginScreen
            providers={['google', 'github', 'apple']}
            onSelect={(id) => {
              setProvider(id);
              setState({ status: 'loading' });
            }}
          />
        ) : (
          <OAuthStatusScreen
            phase={view.phase}
            providerName={name}
            providerIcon={provider as 'google'}
            error={view.error}
            onRetry={() => setState({ status: 'loading' })}
            onBack={back}
          />
        )}
      </ScreenCard>
      {view.phase === 'redirecting' ? (
        <Simulated
          what={`${name} consent page`}
          actions={[
            { label: 'Allow', onClick: () => setState({ status: 'done' }), variant: 'primary' },
            {
              label: 'Deny',
              onClick: () =>
                setState({
                  status: 'error',
                  error: Object.assign(new Error('denied'), { privyErrorCode: 'oauth_user_denied' }),
                }),
            },
          ]}
        />
      ) : null}
    </>
  );
}

/* ── Farcaster ───────────────────────────────────────────────────────────────────────────────────── */

function FarcasterJourney({ timeoutMs = 300_000 }: { timeoutMs?: number }) {
  const [state, setState] = useState<FarcasterSignInState>({ status: 'initial' });
  const approved = useRef(false);
  const flow = useRef<ReturnType<typeof createFarcasterSignIn>>(null);
  useEffect(() => {
    flow.current = createFarcasterSignIn({
      openChannel: async () => ({ connectUri: 'https://farcaster.xyz/~/siwf?channelToken=demo', channelToken: 'demo' }),
      poll: async () =>
        approved.current ? { state: 'completed', message: 'm', signature: '0x', fid: 3 } : { state: 'pending' },
      onChange: setState,
      intervalMs: 100,
      timeoutMs,
    });
    flow.current.start();
    return () => flow.current?.cancel();
  }, [timeoutMs]);
  return (
    <>
      <ScreenCard>
        <FarcasterScreen
          state={state}
          onRetry={() => {
            approved.current = false;
            flow.current?.start();
          }}
        />
      </ScreenCard>
      {state.status === 'awaiting-scan' ? (
        <Simulated
          what="phone"
          actions={[{ label: 'Approve on phone', onClick: () => (approved.current = true), variant: 'primary' }]}
        />
      ) : null}
    </>
  );
}

/* ── Stories ─────────────────────────────────────────────────────────────────────────────────────── */

const meta = {
  title: 'Flows/Passkey, wallet, social',
  component: PasskeyJourney,
  tags: ['responsive'],
} satisfies Meta<typeof PasskeyJourney>;
export default meta;

/** Keyboard only: Enter starts, the prompt is answered, signed in. */
export const Passkey: StoryObj = {
  render: () => <PasskeyJourney />,
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
  render: () => <PasskeyJourney />,
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
  render: () => <WalletJourney />,
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
  render: () => <WalletJourney />,
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
  render: () => <WalletJourney />,
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: /MetaMask/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reject connection' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('User rejected request'));
    blurActiveElement();
  },
};

/** A wallet on an unsupported chain is asked to switch first. */
export const WalletWrongChain: StoryObj = {
  render: () => <WalletJourney startChainId={5} />,
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
  render: () => <OAuthJourney />,
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Continue with GitHub' }));
    await expect(await screen.findByRole('heading', { name: 'Redirecting to GitHub' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Allow' }));
    await expect(await screen.findByRole('heading', { name: 'Signed in with GitHub' })).toBeVisible();
  },
};

/** Deny on the consent page: "User denied confirmation during OAuth flow", and Back. */
export const OAuthDeny: StoryObj = {
  render: () => <OAuthJourney />,
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
  render: () => <FarcasterJourney />,
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
  render: () => <FarcasterJourney timeoutMs={400} />,
  play: async () => {
    await expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'The request timed out. Try again.',
    );
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
