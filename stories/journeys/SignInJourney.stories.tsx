import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { type LastUsedMemory, SignInJourney, type SignInJourneySettings } from '../../src/journeys/sign-in';
import type { LoginMethod } from '../../src/model';
import { readyBackend, type SignInBackends } from '../../src/ports';
import { FakeStage } from '../fixtures/FakeStage';
import type { FakeProvider } from '../fixtures/fake-provider';

const SETTINGS: SignInJourneySettings = {
  methods: ['email', 'passkey', 'wallet', 'github', 'sms', 'google', 'farcaster', 'telegram'],
  allowGuest: true,
  termsUrl: '#terms',
  privacyUrl: '#privacy',
};

/** Every port of the fake provider as `SignInJourney` takes them; Farcaster headless or in the provider's modal. */
function fakeBackends(fake: FakeProvider, farcaster: 'headless' | 'modal'): SignInBackends {
  const common = {
    email: readyBackend(fake.email),
    sms: readyBackend(fake.sms),
    passkey: readyBackend(fake.passkey),
    siwe: readyBackend(fake.ethereum),
    siws: readyBackend(fake.solana),
    discoverWallets: async () => ({ ethereum: () => fake.ethereum.wallets, solana: () => fake.solana.wallets }),
    oauth: readyBackend(fake.oauth),
    telegram: readyBackend(fake.telegram),
    guest: readyBackend(fake.guest),
  };
  return farcaster === 'headless'
    ? { ...common, farcaster: readyBackend(fake.farcaster) }
    : { ...common, providerModal: readyBackend(fake.providerModal) };
}

interface SignInStoryProps {
  /** The method this browser remembers from last time. */
  lastUsed?: LoginMethod;
  /** The page loads as the return from this OAuth provider. */
  returningFrom?: 'github';
  farcaster?: 'headless' | 'modal';
  /** Only these backends are given (a host that signs in by e-mail alone passes `email`). Default: all. */
  only?: readonly (keyof SignInBackends)[];
}

/** The journey with an in-memory last-used memory, as the app's is in localStorage. */
function SignInInStage({
  fake,
  lastUsed,
  returningFrom,
  farcaster = 'headless',
  only,
}: SignInStoryProps & { fake: FakeProvider }) {
  const [memory] = useState((): LastUsedMemory => {
    let last: string | null = lastUsed ?? null;
    return {
      get: () => last,
      set: (method) => {
        last = method;
      },
    };
  });
  const [settled, setSettled] = useState(false);
  const [done, setDone] = useState(0);
  const all = fakeBackends(fake, farcaster);
  const backends = only ? Object.fromEntries(only.map((key) => [key, all[key]])) : all;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page loads once
  useEffect(() => {
    if (returningFrom) fake.oauth.returnFrom(returningFrom);
  }, []);
  return (
    <>
      {done && only ? (
        // A host's own page once signed in: what its onDone did (the journey is unmounted, as a host would).
        <p role="status" className="sg:text-center sg:text-foreground sg:text-sm">
          {`The host's page: signed in (its onDone was called ${done === 1 ? 'once' : `${done} times`}).`}
        </p>
      ) : (
        <SignInJourney
          settings={SETTINGS}
          backends={backends}
          oauthReturn={returningFrom ? { provider: returningFrom } : null}
          onReturnSettled={() => setSettled(true)}
          lastUsed={memory}
          onDone={() => setDone((n) => n + 1)}
        />
      )}
      {settled ? (
        <p className="sg:mt-6 sg:text-center sg:text-muted-foreground sg:text-xs">
          Demo: the provider's parameters are taken off the address.
        </p>
      ) : null}
    </>
  );
}

/**
 * The whole sign-in, as the app renders it: the landing screen, then the journey of the method chosen, each
 * against the in-memory fake provider (the code is always 123456). What happens outside the page (a wallet, a
 * passkey prompt, a consent page, a phone, the provider's modal) is a "Simulated …" panel below.
 */
function SignInJourneyStory(props: SignInStoryProps) {
  return (
    // A host with its own backends (`only`) keeps its page after signing in, to show what its onDone did.
    <FakeStage signedIn={props.returningFrom || props.only ? 'journey' : 'screen'}>
      {(fake) => <SignInInStage fake={fake} {...props} />}
    </FakeStage>
  );
}

const meta = {
  title: 'Journeys/SignInJourney',
  component: SignInJourneyStory,
  tags: ['responsive'],
  parameters: {
    docs: {
      description: {
        component:
          'The landing screen and every method behind it, as the app composes them (`SignInJourney`), against an in-memory fake of the provider. Click any method and go through it.',
      },
    },
  },
} satisfies Meta<typeof SignInJourneyStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The landing screen, for clicking through any method. */
export const Start: Story = {};

const methods = () => screen.getByRole('navigation', { name: 'Ways to log in' });

/** From the landing screen to signed in with an e-mail code. */
export const Email: Story = {
  play: async () => {
    await userEvent.click(within(methods()).getByRole('button', { name: 'Email' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email address' }), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Verification code' }), '123456');
    await expect(await screen.findByRole('heading', { name: "You're signed in" }, { timeout: 3000 })).toBeVisible();
    await expect(screen.getByText('Signed in as ada@example.com')).toBeVisible();
  },
};

/**
 * A host that signs in by e-mail alone passes that one backend: the landing screen offers only Email (the settings
 * list more), no guest button; signing in calls the host's `onDone` once.
 */
export const EmailOnlyHost: Story = {
  args: { only: ['email'] },
  play: async () => {
    const offered = within(methods()).getAllByRole('button');
    await expect(offered.map((button) => button.textContent)).toEqual(['Email']);
    await expect(screen.queryByRole('button', { name: 'Continue as guest' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'More options' })).toBeNull();
    await userEvent.click(offered[0] as HTMLElement);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email address' }), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Verification code' }), '123456');
    await expect(
      await screen.findByText("The host's page: signed in (its onDone was called once).", undefined, { timeout: 3000 }),
    ).toBeVisible();
  },
};

/** A method chosen, then Back: the landing screen again, that method now marked as last used. */
export const BackToLanding: Story = {
  play: async () => {
    await userEvent.click(within(methods()).getByRole('button', { name: 'Passkey' }));
    await expect(await screen.findByRole('button', { name: 'Continue with passkey' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    const passkey = await within(methods()).findByRole('button', { name: /Passkey/ });
    await expect(passkey).toHaveTextContent('Last used');
  },
};

/** Guest access starts straight from the landing screen: no second screen when it works. */
export const GuestFromLanding: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Continue as guest' }));
    await expect(await screen.findByRole('heading', { name: "You're signed in" }, { timeout: 3000 })).toBeVisible();
    await expect(screen.getByText('Signed in as Guest')).toBeVisible();
  },
};

/** The method used last time in this browser is marked on the landing screen. */
export const LastUsedRemembered: Story = {
  args: { lastUsed: 'github' },
  play: async () => {
    await expect(within(methods()).getByRole('button', { name: /GitHub/ })).toHaveTextContent('Last used');
    await expect(within(methods()).getByRole('button', { name: 'Email' })).not.toHaveTextContent('Last used');
  },
};

/** Back from GitHub: the page opens in the OAuth journey while the code is exchanged, then signed in. */
export const OAuthReturn: Story = {
  args: { returningFrom: 'github' },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Completing sign-in with GitHub' })).toBeVisible();
    await expect(screen.queryByRole('navigation', { name: 'Ways to log in' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Accept code' }));
    await expect(await screen.findByRole('heading', { name: 'Signed in with GitHub' })).toBeVisible();
    await expect(await screen.findByText("Demo: the provider's parameters are taken off the address.")).toBeVisible();
  },
};

/** A backend without headless Farcaster: the provider's own modal opens instead, here a simulated one. */
export const FarcasterProviderModal: Story = {
  args: { farcaster: 'modal' },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'More options' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Farcaster' }));
    const modal = await screen.findByRole('region', { name: 'Simulated provider modal (farcaster)' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Sign in' }));
    await expect(await screen.findByRole('heading', { name: "You're signed in" }, { timeout: 3000 })).toBeVisible();
  },
};
