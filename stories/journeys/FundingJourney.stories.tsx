import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { OnrampCadence, OnrampProvider } from '../../src/flows/funding';
import { FundingJourney } from '../../src/journeys/FundingJourney';
import type { FundingWallet } from '../../src/ports/funding';
import { shortenAddress } from '../../src/primitives/Address';
import { ScreenCard } from '../../src/primitives/ScreenCard';
import { evmAddress } from '../fixtures';
import {
  type FakeFunding,
  type FakeFundingOptions,
  type FakeFundingSnapshot,
  fakePurchaseHash,
  useFakeFunding,
} from '../fixtures/fake-funding';
import { Simulated } from '../fixtures/Simulated';

/**
 * Adding funds, the component the app renders, against an in-memory backend that signs the on-ramp's URL (HMAC,
 * MoonPay's scheme) and an on-ramp window a "Simulated" panel stands for: the page checks the signature, then Pay
 * delivers the ETH the amount buys (the wallet's balance really rises), Decline card fails the purchase, Close window
 * is the person closing it. The on-ramps' cadence is shortened here (MoonPay: every 3 s from 8 s in the app) so a
 * walk-through takes a second; the flow's unit tests check the real timings.
 */

const ETH = 1_000_000_000_000_000_000n;

/** The wallet funded: an embedded wallet on the local Base Sepolia chain holding 0.05 ETH. */
const wallet: FundingWallet = { address: evmAddress, chainType: 'ethereum', chainId: 84532 };
const holdings = [{ address: evmAddress, chainId: 84532, balance: ETH / 20n }];

const FAST: Record<OnrampProvider, OnrampCadence> = {
  moonpay: { firstPollMs: 400, pollEveryMs: 300 },
  coinbase: { firstPollMs: 300, pollEveryMs: 200 },
};

const PAGE_TEXT: Record<NonNullable<FakeFundingSnapshot['window']>['page'], string> = {
  blank: 'A blank window: waiting for the page’s address.',
  checking: 'Checking the address’s signature…',
  purchase: 'Signature verified.',
  refused: 'Signature invalid: the on-ramp refuses this page.',
  paid: 'Paid. The crypto is on its way to the wallet.',
  declined: 'Card declined.',
};

/** The on-ramp's window, as a panel under the card: what it shows and what the person does there. */
function OnrampWindowPanel({ fake, snapshot }: { fake: FakeFunding; snapshot: FakeFundingSnapshot }) {
  const win = snapshot.window;
  const blocked = snapshot.windowsRequested - (win ? 1 : 0);
  if (!win) {
    return blocked > 0 ? (
      <Simulated what="browser" actions={[]}>
        <p className="sg:mb-1">The browser blocked the on-ramp’s window.</p>
      </Simulated>
    ) : null;
  }
  const provider = win.purchase?.provider ?? (win.url?.includes('coinbase') ? 'coinbase' : 'moonpay');
  const name = provider === 'moonpay' ? 'MoonPay' : 'Coinbase';
  if (win.closed) {
    return (
      <Simulated what={`${name} window`} actions={[]}>
        <p>Closed.</p>
      </Simulated>
    );
  }
  const purchase = win.purchase;
  return (
    <Simulated
      what={`${name} window`}
      actions={
        win.page === 'purchase'
          ? [
              { label: 'Pay', variant: 'primary', onClick: fake.pay },
              { label: 'Decline card', onClick: fake.decline },
              { label: 'Close window', onClick: fake.closeWindow },
            ]
          : [{ label: 'Close window', onClick: fake.closeWindow }]
      }
    >
      <div className="sg:mb-3 sg:grid sg:gap-1">
        <p>{PAGE_TEXT[win.page]}</p>
        {purchase ? (
          <p>
            Buy ${purchase.amountUsd} of ETH for <span dir="ltr">{shortenAddress(purchase.address)}</span>.
          </p>
        ) : null}
        <p>{win.openerCut ? 'No access to the app’s page (opener cut).' : 'Can reach the app’s page (opener).'}</p>
        {win.url ? (
          <p className="sg:break-all sg:font-mono sg:text-muted-foreground sg:text-xs" dir="ltr">
            {win.url}
          </p>
        ) : null}
      </div>
    </Simulated>
  );
}

interface StoryProps {
  options?: Partial<FakeFundingOptions>;
  wallet?: FundingWallet;
  defaultAmountUsd?: number;
  onTheWayAfterMs?: number;
}

function FundingStory({ options, wallet: funded = wallet, defaultAmountUsd, onTheWayAfterMs = 30_000 }: StoryProps) {
  const { backend, fake, snapshot } = useFakeFunding({ wallets: holdings, ...options });
  const [closed, setClosed] = useState(false);
  return (
    <div className="sg:mx-auto sg:grid sg:w-full sg:max-w-[26rem] sg:gap-3">
      <ScreenCard>
        {closed ? (
          <p className="sg:text-center sg:text-muted-foreground sg:text-sm">The host closed the funding dialog.</p>
        ) : (
          <FundingJourney
            backend={backend}
            wallet={funded}
            defaultAmountUsd={defaultAmountUsd}
            openWindow={fake.openWindow}
            cadence={FAST}
            onTheWayAfterMs={onTheWayAfterMs}
            onDone={() => setClosed(true)}
          />
        )}
      </ScreenCard>
      <OnrampWindowPanel fake={fake} snapshot={snapshot} />
    </div>
  );
}

const meta = {
  title: 'Journeys/Funding',
  component: FundingStory,
  parameters: {
    docs: {
      description: {
        component:
          'Adding funds with a card through an on-ramp (MoonPay, Coinbase) as the app renders it: amount, on-ramp, its signed page in a window without access to this page, and the outcome.',
      },
    },
  },
} satisfies Meta<typeof FundingStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/* ── Helpers for the play functions ── */

const heading = (name: string | RegExp) => screen.findByRole('heading', { name }, { timeout: 4000 });
const onrampWindow = (name: 'MoonPay' | 'Coinbase') =>
  screen.findByRole('region', { name: `Simulated ${name} window` });

/** Amount → Continue: at the on-ramps. */
async function chooseAmount(amount: string) {
  await heading('Add funds');
  const field = screen.getByRole('textbox', { name: 'Amount in US dollars' });
  await userEvent.clear(field);
  await userEvent.type(field, amount);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await heading('Choose an on-ramp');
}

/** Picks an on-ramp and waits for its page to show the purchase (signature verified). */
async function openOnramp(name: 'MoonPay' | 'Coinbase') {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${name}`) }));
  await heading('In progress');
  const panel = await onrampWindow(name);
  await within(panel).findByText('Signature verified.');
  return panel;
}

/* ── Stories ── */

/**
 * The whole feature: $25 (a suggested amount) → MoonPay → the signed page opens in a window that cannot reach this
 * page → Pay → "You've funded your account!" with the new balance (0.05 + 25 / 3000 ETH) and the transaction.
 */
export const Walkthrough: Story = {
  play: async () => {
    await heading('Add funds');
    await expect(screen.getByText(/^To/)).toHaveTextContent(`To ${shortenAddress(evmAddress)}`);
    await userEvent.click(screen.getByRole('button', { name: '$25' }));
    const field = screen.getByRole('textbox', { name: 'Amount in US dollars' });
    await expect(field).toHaveValue('25');
    await expect(screen.getByRole('button', { name: '$25' })).toHaveAttribute('aria-pressed', 'true');
    await expect(field).toHaveAccessibleDescription('≈ 0.008333 ETH');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await heading('Choose an on-ramp');
    await expect(screen.getByText('Pay $25 with a card. The on-ramp opens in a new window.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /^MoonPay/ }));
    await expect(await heading('In progress')).toBeVisible();
    await expect(screen.getByText('Go back to MoonPay to finish funding your account.')).toBeVisible();

    const panel = await onrampWindow('MoonPay');
    await within(panel).findByText('Signature verified.');
    await expect(within(panel).getByText('No access to the app’s page (opener cut).')).toBeVisible();
    await expect(within(panel).getByText(/^Buy \$25 of ETH/)).toBeVisible();
    const url = within(panel).getByText(/^https:\/\/buy-sandbox\.moonpay\.com\//).textContent ?? '';
    await expect(new URL(url).searchParams.get('externalTransactionId')).toBe('ext_1');
    await expect(new URL(url).searchParams.get('baseCurrencyAmount')).toBe('25');

    await userEvent.click(within(panel).getByRole('button', { name: 'Pay' }));
    await heading('You’ve funded your account!');
    const details = screen.getByRole('region', { name: 'Purchase' });
    await waitFor(() => expect(within(details).getByText('0.058333 ETH')).toBeVisible());
    await expect(within(details).getByText('$25')).toBeVisible();
    await expect(within(details).getByText('MoonPay')).toBeVisible();
    await expect(within(details).getByText(fakePurchaseHash('ext_1'))).toBeVisible();
  },
};

/** Coinbase declines the card: the provider's failure message, Try again and Choose another on-ramp. */
export const Declined: Story = {
  play: async () => {
    await chooseAmount('40');
    const panel = await openOnramp('Coinbase');
    await userEvent.click(within(panel).getByRole('button', { name: 'Decline card' }));
    await heading('Could not add funds');
    await expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrong adding funds from Coinbase. Please try again or use another method to fund your wallet.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Choose another on-ramp' }));
    await heading('Choose an on-ramp');
    await expect(screen.getByText('Pay $40 with a card. The on-ramp opens in a new window.')).toBeVisible();
  },
};

/**
 * The person closes the on-ramp's window without paying: the journey says so, checks a few more times, then
 * "Purchase cancelled"; Try again opens a new window.
 */
export const WindowClosed: Story = {
  play: async () => {
    await chooseAmount('25');
    const panel = await openOnramp('MoonPay');
    await userEvent.click(within(panel).getByRole('button', { name: 'Close window' }));
    await expect(
      await screen.findByText('The MoonPay window was closed. Checking your purchase once more.'),
    ).toBeVisible();
    await heading('Purchase cancelled');
    await expect(screen.getByText('The MoonPay window was closed before the purchase was finished.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await heading('In progress');
    const next = await onrampWindow('MoonPay');
    await within(next).findByText('Signature verified.');
    await expect(within(next).getByText(/externalTransactionId=ext_2/)).toBeVisible();
    await userEvent.click(within(next).getByRole('button', { name: 'Close window' }));
    await heading('Purchase cancelled');
  },
};

/** Three status checks fail in a row (the on-ramp cannot be reached): the journey stops and says so. */
export const StatusUnavailable: Story = {
  args: { options: { statusAnswers: ['fail', 'fail', 'fail'] } },
  play: async () => {
    await chooseAmount('25');
    await openOnramp('MoonPay');
    await heading('Could not add funds');
    await expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not check your purchase with MoonPay. If you paid, your funds may still arrive.',
    );
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The browser blocks the window: "Popup was blocked. Try again."; Retry (a click) opens it. */
export const PopupBlocked: Story = {
  args: { options: { blockWindows: 1 } },
  play: async () => {
    await chooseAmount('25');
    await userEvent.click(screen.getByRole('button', { name: /^MoonPay/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Popup was blocked. Try again.' });
    await expect(dialog).toHaveAccessibleDescription(
      'Your browser stopped the MoonPay window from opening. Allow pop-ups for this site if asked.',
    );
    await expect(await screen.findByText('The browser blocked the on-ramp’s window.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await heading('In progress');
    await within(await onrampWindow('MoonPay')).findByText('Signature verified.');
  },
};

/** Cancel on the blocked-window dialog goes back to the on-ramps without opening anything. */
export const PopupBlockedCancel: Story = {
  args: { options: { blockWindows: 1 } },
  play: async () => {
    await chooseAmount('25');
    await userEvent.click(screen.getByRole('button', { name: /^Coinbase/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Popup was blocked. Try again.' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(screen.getByRole('heading', { name: 'Choose an on-ramp' })).toBeVisible();
    await expect(screen.getByRole('button', { name: /^Coinbase/ })).toBeEnabled();
  },
};

/**
 * The backend hands out an `http:` page while the host runs live (not on the emulator): the journey refuses it,
 * closes the blank window and never sends it there.
 */
export const InsecureUrlRefused: Story = {
  args: { options: { pageBase: 'http://onramp.example/buy' } },
  play: async () => {
    await chooseAmount('25');
    await userEvent.click(screen.getByRole('button', { name: /^MoonPay/ }));
    await heading('Could not add funds');
    await expect(screen.getByRole('alert')).toHaveTextContent(
      'MoonPay gave an address that is not secure (https), so it was not opened.',
    );
    await expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    const panel = await onrampWindow('MoonPay');
    await expect(within(panel).getByText('Closed.')).toBeVisible();
    await expect(within(panel).queryByText(/onramp\.example/)).toBeNull();
  },
};

/** On the local emulator the on-ramp stand-in is served over http from loopback: opened, since the host says so. */
export const EmulatorHttpPage: Story = {
  args: {
    options: { pageBase: 'http://127.0.0.1:8787/_emulator/onramp/moonpay', runsOnEmulator: true },
    defaultAmountUsd: 25,
  },
  play: async () => {
    await heading('Add funds');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('Choose an on-ramp');
    const panel = await openOnramp('MoonPay');
    await expect(within(panel).getByText(/^http:\/\/127\.0\.0\.1:8787\/_emulator\/onramp\/moonpay\?/)).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Pay' }));
    await heading('You’ve funded your account!');
    await waitFor(() => expect(screen.getByText('0.058333 ETH')).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await expect(screen.getByText('The host closed the funding dialog.')).toBeVisible();
  },
};

/**
 * The signed URL was changed on its way ($2,500 instead of $25): MoonPay's page checks the signature and refuses it;
 * the person closes the window and nothing is bought.
 */
export const TamperedUrl: Story = {
  args: { options: { tamper: true } },
  play: async () => {
    await chooseAmount('25');
    await userEvent.click(screen.getByRole('button', { name: /^MoonPay/ }));
    const panel = await onrampWindow('MoonPay');
    await within(panel).findByText('Signature invalid: the on-ramp refuses this page.');
    await expect(within(panel).queryByRole('button', { name: 'Pay' })).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Close window' }));
    await heading('Purchase cancelled');
  },
};

/** The backend refuses to prepare the purchase (too many requests): the catalogue's message, Try again. */
export const BackendRefused: Story = {
  args: { options: { startFailures: [{ privyErrorCode: 'too_many_requests' }] } },
  play: async () => {
    await chooseAmount('25');
    await userEvent.click(screen.getByRole('button', { name: /^MoonPay/ }));
    await heading('Could not add funds');
    await expect(screen.getByRole('alert')).toHaveTextContent('Too many requests. Please wait before trying again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await heading('In progress');
    await within(await onrampWindow('MoonPay')).findByText('Signature verified.');
  },
};

/** The wallet is on Sepolia, where neither on-ramp sells: both are shown disabled with the reason. */
export const UnsupportedChain: Story = {
  args: {
    wallet: { address: evmAddress, chainType: 'ethereum', chainId: 11155111 },
    options: { wallets: [{ address: evmAddress, chainId: 11155111, balance: 0n }] },
  },
  play: async () => {
    await chooseAmount('25');
    await expect(
      screen.getByText('No on-ramp sells crypto on Sepolia. Send funds to this wallet from another wallet instead.'),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: /^MoonPay/ })).toBeDisabled();
    await expect(screen.getByRole('button', { name: /^Coinbase/ })).toHaveAccessibleName(
      'Coinbase Coinbase does not sell crypto on Sepolia.',
    );
    await expect(screen.getByRole('button', { name: /^Coinbase/ })).toBeDisabled();
  },
};

/** After 30 s in the on-ramp (shortened here), the note that the funds may already be on the way. */
export const FundsOnTheWay: Story = {
  args: { onTheWayAfterMs: 600 },
  play: async () => {
    await chooseAmount('25');
    await openOnramp('Coinbase');
    await expect(
      await screen.findByText(
        'If you’ve completed your purchase in Coinbase, your funds are on the way and may take a few minutes to appear.',
      ),
    ).toBeVisible();
  },
};

/** At a phone's width: the amount, with the app's recommended $50 filled in. */
export const Phone: Story = {
  tags: ['responsive'],
  globals: { viewport: { value: 'sigilPhone' } },
  args: { defaultAmountUsd: 50 },
  play: async () => {
    await heading('Add funds');
    await expect(screen.getByRole('textbox', { name: 'Amount in US dollars' })).toHaveValue('50');
    await expect(screen.getByRole('button', { name: '$50' })).toHaveAttribute('aria-pressed', 'true');
  },
};
