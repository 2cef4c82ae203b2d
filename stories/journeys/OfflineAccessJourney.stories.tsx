import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { type Hex, verifyMessage } from 'viem';
import { OfflineAccessJourney } from '../../src/journeys/OfflineAccessJourney';
import { shortenAddress } from '../../src/primitives/Address';
import { ScreenCard } from '../../src/primitives/ScreenCard';
import {
  type AppServerAttempt,
  DEFAULT_DELEGABLE_WALLETS,
  type FakeOfflineAccessOptions,
  useFakeOfflineAccess,
} from '../fixtures/fake-offline-access';
import { Simulated } from '../fixtures/Simulated';

/**
 * Offline (delegated) access as the app renders it, against an in-memory backend that enforces the provider's
 * rules: consent per wallet, on-device wallets revoked all at once, server-side wallets through the app's signer.
 * "The app's server" below the card stands for the app acting while the user is away: it signs with a wallet
 * (a real signature, checked against the wallet's address) only while the app has offline access to it.
 */

interface StoryProps {
  options?: FakeOfflineAccessOptions;
  /** The journey's guard (ms), short in the time-out story. */
  guardMs?: number;
}

const label = (chainType: string, address: string) =>
  `${chainType === 'ethereum' ? 'Ethereum' : 'Solana'} wallet ${shortenAddress(address)}`;

function AttemptLine({ attempt }: { attempt: AppServerAttempt }) {
  return (
    <li data-outcome={attempt.outcome} className="sg:grid sg:gap-1">
      <span className="sg:text-foreground">
        #{attempt.n} “{attempt.message}” with {shortenAddress(attempt.address)}
      </span>
      {attempt.outcome === 'signed' ? (
        <>
          <span>
            {attempt.verified
              ? 'Signed. Signature verified against the wallet’s address.'
              : 'Signed, but the signature does not verify.'}
          </span>
          <code data-slot="server-signature" className="sg:break-all sg:font-mono sg:text-xs">
            {attempt.signature}
          </code>
        </>
      ) : (
        <span>{attempt.reason}</span>
      )}
    </li>
  );
}

function OfflineAccessStory({ options, guardMs }: StoryProps) {
  const { port, serverLog, fake } = useFakeOfflineAccess(options);
  return (
    <div className="sg:mx-auto sg:grid sg:w-full sg:max-w-[26rem] sg:gap-3">
      <ScreenCard>
        <OfflineAccessJourney port={port} guardMs={guardMs} />
      </ScreenCard>
      {port.wallets && port.wallets.length > 0 ? (
        <Simulated
          what="app's server"
          actions={port.wallets.map((wallet) => ({
            label: `Sign with ${label(wallet.chainType, wallet.address)}`,
            onClick: () => void fake.serverSign(wallet.address),
          }))}
        >
          <p className="sg:mb-3 sg:text-muted-foreground">
            While you are away, {port.appName}’s server signs with a wallet it has offline access to.
          </p>
          {serverLog.length > 0 ? (
            <ol aria-label="App server log" className="sg:mb-3 sg:grid sg:gap-2 sg:text-muted-foreground">
              {serverLog.map((attempt) => (
                <AttemptLine key={attempt.n} attempt={attempt} />
              ))}
            </ol>
          ) : null}
        </Simulated>
      ) : null}
    </div>
  );
}

const meta = {
  title: 'Journeys/OfflineAccessJourney',
  component: OfflineAccessStory,
  parameters: {
    docs: {
      description: {
        component:
          'Enabling and revoking offline (delegated) access to embedded wallets, as the app renders it, with the app’s server signing while the user is away.',
      },
    },
  },
} satisfies Meta<typeof OfflineAccessStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/* ── Helpers for the play functions ── */

const section = () => screen.findByRole('list', { name: 'Your embedded wallets' });
/** The row of a wallet, by its address. */
async function row(address: string) {
  const list = await section();
  const found = within(list)
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('data-address') === address);
  if (!found) throw new Error(`No row for ${address}`);
  return within(found);
}
const consent = () => screen.findByRole('dialog', { name: 'Enable offline access' });
const revocation = () => screen.findByRole('dialog', { name: 'Revoke offline access to wallet' });
const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
const server = () => within(screen.getByRole('region', { name: "Simulated app's server" }));
/** The app server's attempts, oldest first. */
const serverLog = () => within(server().getByRole('list', { name: 'App server log' })).getAllByRole('listitem');

/** The addresses the fake derives (the same on every run). */
async function addresses() {
  const list = await section();
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-address') ?? '');
}

/** The whole story: enable → the app's server signs → revoke → the server is refused. */
export const Walkthrough: Story = {
  play: async () => {
    const [ethereum = ''] = await addresses();
    const wallet = await row(ethereum);
    await expect(wallet.getByText('No offline access')).toBeVisible();

    // Before consent, the server is refused.
    await userEvent.click(server().getByRole('button', { name: `Sign with ${label('ethereum', ethereum)}` }));
    await waitFor(() => expect(serverLog()).toHaveLength(1));
    await expect(serverLog()[0]).toHaveTextContent('Refused: Acme has no offline access to this wallet.');

    // Enable → Accept.
    await userEvent.click(wallet.getByRole('button', { name: /^Enable offline access for Ethereum wallet/ }));
    const ask = within(await consent());
    await userEvent.click(ask.getByRole('button', { name: 'Accept' }));
    await expect(ask.getByRole('button', { name: 'Enabling' })).toHaveAttribute('aria-busy', 'true');
    await expect(await ask.findByText('Offline access enabled')).toBeVisible();
    await userEvent.click(ask.getByRole('button', { name: 'Done' }));
    await dialogClosed();
    await expect((await row(ethereum)).getByText('Offline access granted')).toBeVisible();
    // Focus is back on the wallet's button, which now revokes.
    await expect(document.activeElement).toHaveAccessibleName(/^Revoke offline access to Ethereum wallet/);

    // The app's server signs while the user is away: a real signature, checked here again with viem.
    await userEvent.click(server().getByRole('button', { name: `Sign with ${label('ethereum', ethereum)}` }));
    await waitFor(() => expect(serverLog()).toHaveLength(2));
    const signed = serverLog()[1] as HTMLElement;
    await expect(signed).toHaveAttribute('data-outcome', 'signed');
    await expect(signed).toHaveTextContent('Signed. Signature verified against the wallet’s address.');
    const signature = signed.querySelector('[data-slot="server-signature"]')?.textContent as Hex;
    await expect(
      await verifyMessage({ address: ethereum as Hex, message: 'Acme server: scheduled payment #2', signature }),
    ).toBe(true);

    // Revoke → Confirm.
    await userEvent.click(
      (await row(ethereum)).getByRole('button', { name: /^Revoke offline access to Ethereum wallet/ }),
    );
    const confirm = within(await revocation());
    await expect(confirm.getByText(/every one of them loses offline access/)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Confirm' }));
    await expect(await confirm.findByText('Offline access revoked')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Done' }));
    await dialogClosed();
    await expect((await row(ethereum)).getByText('No offline access')).toBeVisible();

    // The server is refused again.
    await userEvent.click(server().getByRole('button', { name: `Sign with ${label('ethereum', ethereum)}` }));
    await waitFor(() => expect(serverLog()).toHaveLength(3));
    await expect(serverLog()[2]).toHaveAttribute('data-outcome', 'refused');
    await expect(serverLog()[2]).toHaveTextContent('Refused: Acme has no offline access to this wallet.');
  },
};

/** "Not now": nothing is granted, no call is made, and focus returns to Enable. */
export const NotNow: Story = {
  play: async () => {
    const [ethereum = ''] = await addresses();
    const enable = (await row(ethereum)).getByRole('button', { name: /^Enable offline access/ });
    await userEvent.click(enable);
    await userEvent.click(within(await consent()).getByRole('button', { name: 'Not now' }));
    await dialogClosed();
    await expect(screen.queryByRole('alert')).toBeNull();
    await expect((await row(ethereum)).getByText('No offline access')).toBeVisible();
    await expect(document.activeElement).toBe(enable);
    await userEvent.click(server().getByRole('button', { name: `Sign with ${label('ethereum', ethereum)}` }));
    await waitFor(() => expect(serverLog()[0]).toHaveAttribute('data-outcome', 'refused'));
  },
};

/** "Deny": access stays, no call is made, and the app's server can still sign. */
export const Deny: Story = {
  args: {
    options: {
      wallets: DEFAULT_DELEGABLE_WALLETS.map((seed, index) => ({ ...seed, delegated: index === 0 })),
    },
  },
  play: async () => {
    const [ethereum = ''] = await addresses();
    await userEvent.click((await row(ethereum)).getByRole('button', { name: /^Revoke offline access/ }));
    await userEvent.click(within(await revocation()).getByRole('button', { name: 'Deny' }));
    await dialogClosed();
    await expect((await row(ethereum)).getByText('Offline access granted')).toBeVisible();
    await userEvent.click(server().getByRole('button', { name: `Sign with ${label('ethereum', ethereum)}` }));
    await waitFor(() => expect(serverLog()[0]).toHaveAttribute('data-outcome', 'signed'));
  },
};

/** The grant fails (the verification the SDK asked for was canceled): said in the dialog; Try again grants. */
export const ErrorThenRetry: Story = {
  args: { options: { failOnce: { grant: new Error('MFA canceled') } } },
  play: async () => {
    const [ethereum = ''] = await addresses();
    await userEvent.click((await row(ethereum)).getByRole('button', { name: /^Enable offline access/ }));
    const ask = within(await consent());
    await userEvent.click(ask.getByRole('button', { name: 'Accept' }));
    await expect(await ask.findByRole('alert')).toHaveTextContent('Verification canceled');
    await userEvent.click(ask.getByRole('button', { name: 'Try again' }));
    await expect(await ask.findByText('Offline access enabled')).toBeVisible();
    await expect(ask.queryByRole('alert')).toBeNull();
  },
};

/** The revoke fails: said, the wallet keeps access, and the server still signs until it succeeds. */
export const RevokeFails: Story = {
  args: {
    options: {
      wallets: DEFAULT_DELEGABLE_WALLETS.map((seed) => ({ ...seed, delegated: seed.custody === 'server' })),
      failOnce: { revoke: Object.assign(new Error('Too many requests'), { privyErrorCode: 'too_many_requests' }) },
    },
  },
  play: async () => {
    const [, , serverWallet = ''] = await addresses();
    await userEvent.click((await row(serverWallet)).getByRole('button', { name: /^Revoke offline access/ }));
    const confirm = within(await revocation());
    await expect(confirm.queryByText(/every one of them/)).toBeNull();
    await userEvent.click(confirm.getByRole('button', { name: 'Confirm' }));
    await expect(await confirm.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait before trying again.',
    );
    await expect(confirm.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/**
 * The SDK's call never settles (its precondition failed inside `new Promise(async …)`): the journey's guard (1.5 s
 * here, 30 s in the app) turns it into the time-out message; Not now closes, nothing granted.
 */
export const GuardTimeOut: Story = {
  args: { options: { delays: { grant: 'never' } }, guardMs: 1_500 },
  play: async () => {
    const [ethereum = ''] = await addresses();
    await userEvent.click((await row(ethereum)).getByRole('button', { name: /^Enable offline access/ }));
    const ask = within(await consent());
    await userEvent.click(ask.getByRole('button', { name: 'Accept' }));
    await expect(ask.getByRole('button', { name: 'Enabling' })).toBeVisible();
    await expect(await ask.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'The wallet did not answer in time. Try again.',
    );
    await expect(ask.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(ask.getByRole('button', { name: 'Not now' })).toBeEnabled();
  },
};

/** Revoking one on-device wallet revokes every on-device wallet; the server-side wallet keeps its access. */
export const OnDeviceRevokedTogether: Story = {
  args: {
    options: { wallets: DEFAULT_DELEGABLE_WALLETS.map((seed) => ({ ...seed, delegated: true })) },
  },
  play: async () => {
    const [ethereum = '', solana = '', serverWallet = ''] = await addresses();
    await userEvent.click((await row(ethereum)).getByRole('button', { name: /^Revoke offline access/ }));
    const confirm = within(await revocation());
    await expect(confirm.getByText('This also revokes 1 other wallet:')).toBeVisible();
    await expect(confirm.getByRole('button', { name: `Address ${solana}` })).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Confirm' }));
    await expect(await confirm.findByText('Offline access revoked')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Done' }));
    await dialogClosed();
    await expect((await row(ethereum)).getByText('No offline access')).toBeVisible();
    await expect((await row(solana)).getByText('No offline access')).toBeVisible();
    await expect((await row(serverWallet)).getByText('Offline access granted')).toBeVisible();
    // The server: refused with the Solana wallet, signs with the server-side one.
    await userEvent.click(server().getByRole('button', { name: `Sign with ${label('solana', solana)}` }));
    await userEvent.click(server().getByRole('button', { name: `Sign with ${label('ethereum', serverWallet)}` }));
    await waitFor(() => expect(serverLog()).toHaveLength(2));
    await expect(serverLog().map((item) => item.getAttribute('data-outcome'))).toEqual(['refused', 'signed']);
  },
};

/** A Solana wallet: delegated, then the server signs with Ed25519 (verified against the wallet's address). */
export const SolanaWallet: Story = {
  play: async () => {
    const [, solana = ''] = await addresses();
    await userEvent.click((await row(solana)).getByRole('button', { name: /^Enable offline access for Solana/ }));
    const ask = within(await consent());
    await expect(ask.getByText('Solana wallet')).toBeVisible();
    await userEvent.click(ask.getByRole('button', { name: 'Accept' }));
    await userEvent.click(await ask.findByRole('button', { name: 'Done' }));
    await dialogClosed();
    await userEvent.click(server().getByRole('button', { name: `Sign with ${label('solana', solana)}` }));
    await waitFor(() => expect(serverLog()[0]).toHaveAttribute('data-outcome', 'signed'));
    await expect(serverLog()[0]).toHaveTextContent('Signature verified');
  },
};

/** No server signer configured: the server-side wallet is unavailable, with the reason. */
export const NoServerSigner: Story = {
  args: { options: { serverSignerConfigured: false } },
  play: async () => {
    const [, , serverWallet = ''] = await addresses();
    const wallet = await row(serverWallet);
    await expect(wallet.getByText('Unavailable')).toBeVisible();
    await expect(wallet.queryByRole('button', { name: /^Enable/ })).toBeNull();
  },
};

/** While the user's wallets load. */
export const Loading: Story = {
  args: { options: { delays: { load: 'never' } } },
  play: async () => {
    await expect(await screen.findByRole('status', { name: 'Loading your wallets' })).toBeVisible();
  },
};

/** At a phone's width: the consent as a bottom sheet. */
export const Phone: Story = {
  tags: ['responsive'],
  globals: { viewport: { value: 'sigilPhone' } },
  play: async () => {
    const [ethereum = ''] = await addresses();
    await userEvent.click((await row(ethereum)).getByRole('button', { name: /^Enable offline access/ }));
    await expect(within(await consent()).getByRole('button', { name: 'Accept' })).toBeVisible();
  },
};
