import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fromHex, verifyEd25519 } from '../../src/flows/farcaster-signer-cast';
import { FarcasterSignerJourney } from '../../src/journeys/FarcasterSignerJourney';
import { ScreenCard } from '../../src/primitives/ScreenCard';
import {
  type FakeFarcasterSigner,
  type FakeFarcasterSignerOptions,
  useFakeFarcasterSigner,
} from '../fixtures/fake-farcaster-signer';
import { Simulated } from '../fixtures/Simulated';
import { fixedClock } from '../screens/frame';

/**
 * Adding a Farcaster signer, the component the app renders, against an in-memory backend that does what the
 * provider does (keys made per request, approval once, status only for the user's own keys, real Ed25519 signing).
 * The Farcaster app on the phone is a "Simulated Farcaster app" panel; where the request is the provider's own modal,
 * the panel stands for the modal too. Polls every 100 ms here (2 s in the app) so the stories run quickly.
 */

interface StoryProps {
  options?: FakeFarcasterSignerOptions;
  timeoutMs?: number;
}

/** The fake of the running story, for play functions that check what it holds. */
let current: FakeFarcasterSigner | null = null;

function SignerStory({ options, timeoutMs }: StoryProps) {
  const { pending, modal, fake } = useFakeFarcasterSigner(options);
  current = fake;
  const modalMode = options?.mode === 'provider-modal';
  const farcasterApp = pending && (!modalMode || modal.open);
  const decide = (outcome: 'approve' | 'reject') => () => {
    if (pending) fake[outcome](pending.token);
  };
  return (
    <div className="sg:mx-auto sg:grid sg:w-full sg:max-w-[26rem] sg:gap-3">
      <ScreenCard>
        <FarcasterSignerJourney
          backend={fake.backend}
          appName="Acme"
          onLinkFarcaster={fn()}
          onCreateWallet={fn()}
          pollIntervalMs={100}
          timeoutMs={timeoutMs}
          now={fixedClock}
        />
      </ScreenCard>
      {farcasterApp || modal.open ? (
        <Simulated
          what={modalMode ? 'provider modal and Farcaster app' : 'Farcaster app'}
          actions={[
            ...(farcasterApp
              ? [
                  { label: 'Approve signer', variant: 'primary' as const, onClick: decide('approve') },
                  { label: 'Reject signer', onClick: decide('reject') },
                ]
              : []),
            ...(modal.open ? [{ label: 'Close modal', onClick: () => fake.closeModal() }] : []),
          ]}
        >
          {pending && farcasterApp ? (
            <p className="sg:mb-3 sg:text-muted-foreground">
              Acme wants to add a signer to @{pending.username} (fid {pending.fid}).
            </p>
          ) : null}
          {modal.message ? <p className="sg:mb-3 sg:text-foreground">The modal says: {modal.message}</p> : null}
        </Simulated>
      ) : null}
    </div>
  );
}

const meta = {
  title: 'Journeys/FarcasterSignerJourney',
  component: SignerStory,
  parameters: {
    docs: {
      description: {
        component:
          'Adding a Farcaster signer and signing a cast with it, as the app renders it, against an in-memory backend that enforces the provider’s rules.',
      },
    },
  },
} satisfies Meta<typeof SignerStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/* ── Helpers ── */

/** The simulated Farcaster app (it appears once the request exists). */
const farcasterApp = async () =>
  within(await screen.findByRole('region', { name: /^Simulated .*Farcaster app/ }, { timeout: 3000 }));
const addSigner = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Add signer' }));
};
const qr = () => screen.findByRole('img', { name: 'QR code for Farcaster signer approval' }, { timeout: 3000 });
const approvedHeading = () => screen.findByRole('heading', { name: 'Signer approved' }, { timeout: 3000 });

/** Types a cast, signs it, and checks "Signature verified" and, again here, the signature itself. */
async function signACast() {
  const field = screen.getByRole('textbox', { name: 'Cast' });
  await userEvent.type(field, 'gm from Sigil');
  const hashText = screen.getByText('Hash (BLAKE3, 20 bytes)').nextElementSibling?.textContent ?? '';
  await expect(hashText).toMatch(/^0x[0-9a-f]{40}$/);
  await userEvent.click(screen.getByRole('button', { name: 'Sign' }));
  await expect(await screen.findByText('Signature verified', {}, { timeout: 3000 })).toBeVisible();
  const signatureText = screen.getByText('Signature (Ed25519)').nextElementSibling?.textContent ?? '';
  const publicKey = current?.getSnapshot().port.signerPublicKey ?? '';
  await expect(await verifyEd25519(fromHex(publicKey), fromHex(hashText), fromHex(signatureText))).toBe(true);
  // The backend signed exactly the hash the page showed.
  await expect(current?.getSnapshot().signed).toEqual([hashText]);
}

/* ── Stories ── */

/** The whole feature: Add signer, approve it in the Farcaster app, sign a cast, the signature verified. */
export const Walkthrough: Story = {
  tags: ['responsive'],
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Add a signer to Farcaster' })).toBeVisible();
    await expect(screen.getByText('For @ada (fid 3621)')).toBeVisible();
    await addSigner();
    await expect(await qr()).toHaveAttribute('width', '275');
    const link = screen.getByRole('link', { name: 'Open Farcaster on this device' });
    await expect(link.getAttribute('href')).toMatch(/^https:\/\/farcaster\.xyz\/~\/signed-key-request\?token=0x/);
    await expect(screen.getByText('Waiting for approval in Farcaster')).toBeVisible();
    await expect((await farcasterApp()).getByText('Acme wants to add a signer to @ada (fid 3621).')).toBeVisible();
    await userEvent.click((await farcasterApp()).getByRole('button', { name: 'Approve signer' }));
    await expect(await approvedHeading()).toBeVisible();
    await expect(screen.getByText('Acme can now cast as @ada.')).toBeVisible();
    const key = current?.getSnapshot().port.signerPublicKey ?? '';
    await expect(key).toMatch(/^0x[0-9a-f]{64}$/);
    await expect(screen.getByText(key)).toHaveClass('sg:sr-only');
    await signACast();
  },
};

/** Refused in the Farcaster app: "Request rejected"; Try again makes a new key to approve. */
export const Rejected: Story = {
  play: async () => {
    await addSigner();
    await qr();
    const first = screen.getByRole('link', { name: 'Open Farcaster on this device' }).getAttribute('href');
    await userEvent.click((await farcasterApp()).getByRole('button', { name: 'Reject signer' }));
    await expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('Request rejected');
    await expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await qr();
    const second = screen.getByRole('link', { name: 'Open Farcaster on this device' }).getAttribute('href');
    await expect(second).not.toBe(first);
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

/**
 * Nobody answers: polling ends on the time-out, "The request timed out. Try again." The wait is 300 s in the app; the
 * story gives the journey 1 s (its `timeoutMs`), so nobody waits five minutes.
 */
export const TimedOut: Story = {
  args: { timeoutMs: 1_000 },
  play: async () => {
    await addSigner();
    await qr();
    await expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'The request timed out. Try again.',
    );
    await expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The provider could not make the key: "Connect failed"; Try again works. */
export const ConnectFailed: Story = {
  args: { options: { failOnce: { init: new Error('Unable to connect to wallet') } } },
  play: async () => {
    await addSigner();
    await expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('Connect failed');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect(await qr()).toBeVisible();
  },
};

/**
 * Cancel stops waiting (focus stays in the journey); asking again shows the same pending request (the provider
 * answers it again).
 */
export const CancelAndAskAgain: Story = {
  play: async () => {
    await addSigner();
    await qr();
    const first = screen.getByRole('link', { name: 'Open Farcaster on this device' }).getAttribute('href');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    // The Cancel button left with the wait: focus goes to the view's title, not to the page.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Add a signer to Farcaster' })).toHaveFocus());
    await addSigner();
    await qr();
    await expect(screen.getByRole('link', { name: 'Open Farcaster on this device' })).toHaveAttribute(
      'href',
      first ?? '',
    );
  },
};

/** A user who already has a signer goes straight to it, and can sign. */
export const AlreadyApproved: Story = {
  args: { options: { approvedSigner: true } },
  play: async () => {
    await expect(await approvedHeading()).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Add signer' })).toBeNull();
    await signACast();
  },
};

/** Signing fails once: the catalogue's message; signing again works. */
export const SignFailed: Story = {
  args: { options: { approvedSigner: true, failOnce: { sign: new Error('Network request failed') } } },
  play: async () => {
    await approvedHeading();
    await userEvent.type(screen.getByRole('textbox', { name: 'Cast' }), 'gm');
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }));
    await expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('Something went wrong.');
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }));
    await expect(await screen.findByText('Signature verified', {}, { timeout: 3000 })).toBeVisible();
  },
};

/** No Farcaster account linked: said before anything is asked. */
export const NoFarcasterAccount: Story = {
  args: { options: { account: null } },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Farcaster signer unavailable' })).toBeVisible();
    await expect(
      screen.getByText('A signer acts for a Farcaster account. Connect one to your account first.'),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Connect Farcaster' })).toBeVisible();
  },
};

/** No embedded wallet. */
export const NoEmbeddedWallet: Story = {
  args: { options: { wallet: 'none' } },
  play: async () => {
    await expect(
      await screen.findByText('A signer is kept with your embedded wallet, and you have none yet. Create one first.'),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Create a wallet' })).toBeVisible();
  },
};

/** Wallets on the provider's servers: the SDK offers signers for on-device wallets only. */
export const ServerWallet: Story = {
  args: { options: { wallet: 'server' } },
  play: async () => {
    await expect(await screen.findByText(/Farcaster signers need a wallet kept on this device/)).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Add signer' })).toBeNull();
  },
};

/**
 * The app's backend today: the request is the provider's own modal. The page waits for it; approved in the Farcaster
 * app, the modal closes and the page shows the signer, which signs a cast.
 */
export const ProviderModal: Story = {
  args: { options: { mode: 'provider-modal' } },
  play: async () => {
    await addSigner();
    await expect(
      await screen.findByText('Complete the request in the window that opened', {}, { timeout: 3000 }),
    ).toBeVisible();
    await expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    await userEvent.click((await farcasterApp()).getByRole('button', { name: 'Approve signer' }));
    await expect(await approvedHeading()).toBeVisible();
    await expect(screen.queryByRole('region', { name: /^Simulated/ })).toBeNull();
    await signACast();
  },
};

/** Rejected in the provider's modal: the modal says so; closed, the page offers Add signer again. */
export const ProviderModalRejected: Story = {
  args: { options: { mode: 'provider-modal' } },
  play: async () => {
    await addSigner();
    await screen.findByText('Complete the request in the window that opened', {}, { timeout: 3000 });
    await userEvent.click((await farcasterApp()).getByRole('button', { name: 'Reject signer' }));
    const modal = within(screen.getByRole('region', { name: /^Simulated provider modal/ }));
    await expect(modal.getByText('The modal says: Request rejected')).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: 'Close modal' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add signer' })).toBeVisible());
    await expect(screen.queryByRole('heading', { name: 'Signer approved' })).toBeNull();
  },
};

/**
 * The provider's modal does not show (blocked, or its request hangs): Cancel stops waiting and offers Add signer
 * again; the request failing later ("Connect failed" otherwise) belongs to the wait the user left, so nothing shows.
 */
export const ProviderModalCancelled: Story = {
  args: {
    options: {
      mode: 'provider-modal',
      delays: { init: 800 },
      failOnce: { init: new Error('Unable to connect to wallet') },
    },
  },
  play: async () => {
    await addSigner();
    await screen.findByText('Complete the request in the window that opened', {}, { timeout: 3000 });
    await expect(screen.queryByRole('region', { name: /^Simulated/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add signer' })).toBeVisible());
    await expect(screen.queryByText('Complete the request in the window that opened')).toBeNull();
    // The fake's request fails 800 ms after it began: past that, still nothing but Add signer.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(screen.queryByRole('alert')).toBeNull();
    await expect(screen.getByRole('button', { name: 'Add signer' })).toBeVisible();
  },
};
