import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { verifyMessage } from 'viem';
import { CrossAppJourney } from '../../src/journeys/CrossAppJourney';
import { ScreenCard } from '../../src/primitives/ScreenCard';
import { CROSS_APP } from '../../src/rules/limits';
import { manualClock } from '../../tests/support/manual-clock';
import {
  crossAppAddress,
  type FakeCrossAppOptions,
  ledgerly,
  orbitGames,
  useFakeCrossApp,
} from '../fixtures/fake-cross-app';
import { Simulated } from '../fixtures/Simulated';
import { FIXED_NOW } from '../screens/frame';

/**
 * Accounts from other apps, as the app renders them, against an in-memory backend that behaves as the SDK and the
 * emulator do (`stories/fixtures/fake-cross-app.ts`). The other app ("Orbit Games"; "Ledgerly", connected read-only)
 * is the "Simulated pop-up" panel under the card: Approve, Deny or Close the pop-up. Time is a clock the play
 * function moves, so the 120 s time-out passes in an instant and the SDK's 300 ms pop-up check runs when told.
 */

const time = manualClock(FIXED_NOW);
const signedIn = fn<(user: unknown) => void>();

interface StoryProps {
  mode: 'sign-in' | 'account';
  options?: Omit<FakeCrossAppOptions, 'clock'>;
}

function CrossAppStory({ mode, options }: StoryProps) {
  const { popup, fake } = useFakeCrossApp({
    signedIn: mode === 'account',
    ...options,
    clock: time.clock,
  });
  return (
    <div className="sg:mx-auto sg:grid sg:w-full sg:max-w-[26rem] sg:gap-3">
      <ScreenCard>
        <CrossAppJourney backend={fake.backend} mode={mode} clock={time.clock} onSignedIn={signedIn} />
      </ScreenCard>
      {popup ? (
        <Simulated
          what={`pop-up (${popup.app.provider_app_name})`}
          actions={[
            { label: 'Approve', variant: 'primary', onClick: fake.approve },
            { label: 'Deny', onClick: fake.deny },
            { label: 'Close the pop-up', onClick: fake.closePopup },
          ]}
        >
          {popup.request ? (
            <div className="sg:mb-3 sg:grid sg:gap-1 sg:text-muted-foreground">
              <p>
                {popup.app.provider_app_name} asks you to sign ({popup.request.method}) with{' '}
                <span className="sg:font-mono">{popup.request.address.slice(0, 10)}…</span>:
              </p>
              <p className="sg:text-foreground">{popup.request.message}</p>
            </div>
          ) : (
            <p className="sg:mb-3 sg:text-muted-foreground">
              Sign in to {popup.app.provider_app_name} to connect Acme (as ada@orbit.example).
            </p>
          )}
        </Simulated>
      ) : null}
    </div>
  );
}

const meta = {
  title: 'Journeys/CrossAppJourney',
  component: CrossAppStory,
  args: { mode: 'sign-in' },
  beforeEach: () => {
    time.reset();
    signedIn.mockClear();
  },
  parameters: {
    docs: {
      description: {
        component:
          'Signing in with, linking, signing through and unlinking an account from another app, against an in-memory backend; the other app is a simulated pop-up.',
      },
    },
  },
} satisfies Meta<typeof CrossAppStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/* ── Helpers ── */

const panel = () => screen.findByRole('region', { name: /^Simulated pop-up/ });
const inPanel = async (label: string) => userEvent.click(within(await panel()).getByRole('button', { name: label }));
const panelGone = () => waitFor(() => expect(screen.queryByRole('region', { name: /^Simulated pop-up/ })).toBeNull());

/** "Continue with Orbit Games": connecting, with the other app's pop-up open. */
async function continueWithOrbit() {
  await userEvent.click(await screen.findByRole('button', { name: 'Continue with Orbit Games' }));
  await expect(await screen.findByRole('heading', { name: 'Connecting to Orbit Games' })).toBeVisible();
  await expect(screen.getByText('Please check the pop-up from Orbit Games to continue')).toBeVisible();
  await panel();
}

/** "Sign a message" on the account from this app: waiting for it, with its pop-up open (or refused at once). */
async function signWith(app: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Sign a message with the ${app} wallet` }));
}

const alertSays = (text: string) => waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));

/* ── Signing in ── */

/** The whole sign-in: Continue with Orbit Games, approve in its pop-up, "Successfully connected", Done. */
export const SignIn: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Continue with another app' })).toBeVisible();
    await expect(screen.getByRole('button', { name: /^Continue with Ledgerly/ })).toHaveTextContent('Read-only');
    await continueWithOrbit();
    await inPanel('Approve');
    await expect(await screen.findByRole('heading', { name: 'Successfully connected with Orbit Games' })).toBeVisible();
    await expect(screen.getByText('You’re good to go!')).toBeVisible();
    await panelGone();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await expect(signedIn).toHaveBeenCalledOnce();
    const user = signedIn.mock.calls[0]?.[0] as { linkedAccounts: { type: string; subject: string }[] };
    await expect(user.linkedAccounts.map((account) => account.type)).toEqual(['cross_app']);
  },
};

/** Deny in the other app: "Authentication failed", "User rejected request"; Retry opens it again and it works. */
export const SignInDenied: Story = {
  play: async () => {
    await continueWithOrbit();
    await inPanel('Deny');
    await expect(await screen.findByRole('heading', { name: 'Authentication failed' })).toBeVisible();
    await alertSays('User rejected request');
    await panelGone();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await expect(await screen.findByRole('heading', { name: 'Connecting to Orbit Games' })).toBeVisible();
    await inPanel('Approve');
    await expect(await screen.findByRole('heading', { name: 'Successfully connected with Orbit Games' })).toBeVisible();
  },
};

/** The user closes the pop-up: nothing until the SDK's next 300 ms check, then "User rejected request". */
export const SignInPopupClosed: Story = {
  play: async () => {
    await continueWithOrbit();
    await inPanel('Close the pop-up');
    await panelGone();
    await expect(screen.getByRole('heading', { name: 'Connecting to Orbit Games' })).toBeVisible();
    time.advance(CROSS_APP.popupClosedCheckMs);
    await expect(await screen.findByRole('heading', { name: 'Authentication failed' })).toBeVisible();
    await alertSays('User rejected request');
  },
};

/** Nobody answers: after 120 s, "Request timeout" (the clock is moved, nobody waits), and the pop-up closes. */
export const SignInTimesOut: Story = {
  play: async () => {
    await continueWithOrbit();
    time.advance(CROSS_APP.requestTimeoutMs - 1);
    await expect(screen.getByRole('heading', { name: 'Connecting to Orbit Games' })).toBeVisible();
    time.advance(1);
    await expect(await screen.findByRole('heading', { name: 'Authentication failed' })).toBeVisible();
    await alertSays('Request timeout');
    await panelGone();
    await expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** The browser blocks the pop-up: "Popup was blocked. Try again."; Retry (a click, which may open it) connects. */
export const PopupBlocked: Story = {
  args: { options: { blockPopups: 1 } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Orbit Games' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Popup was blocked. Try again.' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await screen.findByRole('heading', { name: 'Connecting to Orbit Games' })).toBeVisible();
    await panel();
  },
};

/** The connections could not be read: the message and Retry, which reads them again. */
export const ConnectionsFailOnce: Story = {
  args: { options: { connectionsFailOnce: true } },
  play: async () => {
    await alertSays('Something went wrong.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await expect(await screen.findByRole('button', { name: 'Continue with Orbit Games' })).toBeVisible();
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

/* ── Signed in: link, sign, unlink ── */

/** The whole account side: link Orbit Games, sign a message with its wallet (a real signature), unlink it. */
export const Walkthrough: Story = {
  args: { mode: 'account' },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Accounts from other apps' })).toBeVisible();
    await expect(screen.getByText('No account from another app is connected yet.')).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Connect your Orbit Games account' }));
    await expect(await screen.findByRole('heading', { name: 'Connecting to Orbit Games' })).toBeVisible();
    await inPanel('Approve');
    await expect(await screen.findByRole('heading', { name: 'Successfully connected with Orbit Games' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));

    const address = crossAppAddress(orbitGames.provider_app_id);
    const list = within(await screen.findByRole('list', { name: 'Connected accounts from other apps' }));
    await expect(list.getByText('Account from Orbit Games')).toBeVisible();
    await expect(list.getByRole('button', { name: `Address ${address}` })).toBeVisible();

    await signWith('Orbit Games');
    await expect(await screen.findByRole('heading', { name: 'Waiting for Orbit Games' })).toBeVisible();
    const message = 'I am signing this message with my Orbit Games wallet.';
    await expect(screen.getByRole('region', { name: 'Message to sign' })).toHaveTextContent(message);
    await expect(await panel()).toHaveTextContent(message);
    await inPanel('Approve');
    await expect(await screen.findByRole('heading', { name: 'Message signed' })).toBeVisible();
    const signature = screen.getByRole('region', { name: 'Signature' }).textContent ?? '';
    await expect(await verifyMessage({ address, message, signature: signature as `0x${string}` })).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect the account from Orbit Games' }));
    const dialog = within(await screen.findByRole('dialog', { name: /Account from Orbit Games/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await screen.findByText('No account from another app is connected yet.')).toBeVisible();
  },
};

/** A read-only connection: "Cannot transact against a read-only provider app" at once, no pop-up, no Retry. */
export const SignReadOnlyRefused: Story = {
  args: { mode: 'account', options: { linked: [ledgerly.provider_app_id] } },
  play: async () => {
    await signWith('Ledgerly');
    await expect(
      await screen.findByRole('heading', { name: 'The request to Ledgerly did not go through' }),
    ).toBeVisible();
    await alertSays('Cannot transact against a read-only provider app');
    await expect(screen.queryByRole('region', { name: /^Simulated pop-up/ })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

/** The user rejects the signature in the other app: "User rejected request"; Retry asks again. */
export const SignRejected: Story = {
  args: { mode: 'account', options: { linked: [orbitGames.provider_app_id] } },
  play: async () => {
    await signWith('Orbit Games');
    await inPanel('Deny');
    await expect(
      await screen.findByRole('heading', { name: 'The request to Orbit Games did not go through' }),
    ).toBeVisible();
    await alertSays('User rejected request');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await expect(await screen.findByRole('heading', { name: 'Waiting for Orbit Games' })).toBeVisible();
    await panel();
  },
};

/** The user closes the signing pop-up: "User rejected request" at the next 300 ms check. */
export const SignPopupClosed: Story = {
  args: { mode: 'account', options: { linked: [orbitGames.provider_app_id] } },
  play: async () => {
    await signWith('Orbit Games');
    await inPanel('Close the pop-up');
    time.advance(CROSS_APP.popupClosedCheckMs);
    await alertSays('User rejected request');
  },
};

/** Nobody answers the signing pop-up: "Request timeout" after 120 s. */
export const SignTimesOut: Story = {
  args: { mode: 'account', options: { linked: [orbitGames.provider_app_id] } },
  play: async () => {
    await signWith('Orbit Games');
    await panel();
    time.advance(CROSS_APP.requestTimeoutMs);
    await alertSays('Request timeout');
    await panelGone();
  },
};

/** A second account from another app: the emulator's one-of-a-kind rule, after the user approved. */
export const LinkOneOfAKind: Story = {
  args: { mode: 'account', options: { linked: [orbitGames.provider_app_id] } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /^Connect your Ledgerly account/ }));
    await inPanel('Approve');
    await expect(await screen.findByRole('heading', { name: 'Authentication failed' })).toBeVisible();
    await alertSays('You cannot authorize more than one account for this user.');
    await expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await expect(await screen.findByRole('heading', { name: 'Accounts from other apps' })).toBeVisible();
  },
};

/** At a phone's width: waiting for the other app to sign. */
export const Phone: Story = {
  tags: ['responsive'],
  globals: { viewport: { value: 'sigilPhone' } },
  args: { mode: 'account', options: { linked: [orbitGames.provider_app_id] } },
  play: async () => {
    await signWith('Orbit Games');
    await expect(await screen.findByRole('heading', { name: 'Waiting for Orbit Games' })).toBeVisible();
    await panel();
  },
};
