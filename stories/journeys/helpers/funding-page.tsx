import { useState } from 'react';
import { screen, userEvent, within } from 'storybook/test';
import type { OnrampCadence, OnrampProvider } from '../../../src/flows/funding';
import { FundingJourney } from '../../../src/journeys/FundingJourney';
import type { FundingWallet } from '../../../src/ports/funding';
import { shortenAddress } from '../../../src/primitives/Address';
import { ScreenCard } from '../../../src/primitives/ScreenCard';
import { evmAddress } from '../../fixtures';
import {
  type FakeFunding,
  type FakeFundingOptions,
  type FakeFundingSnapshot,
  useFakeFunding,
} from '../../fixtures/fake-funding';
import { Simulated } from '../../fixtures/Simulated';

/**
 * Adding funds, the component the app renders, against an in-memory backend that signs the on-ramp's URL (HMAC,
 * MoonPay's scheme) and an on-ramp window a "Simulated" panel stands for: the page checks the signature, then Pay
 * delivers the ETH the amount buys (the wallet's balance really rises), Decline card fails the purchase, Close window
 * is the person closing it. The on-ramps' cadence is shortened here (MoonPay: every 3 s from 8 s in the app) so a
 * walk-through takes a second; the flow's unit tests check the real timings. Shared by the catalogue
 * (FundingJourney.stories.tsx) and the behaviour stories (FundingJourney.behaviour.stories.tsx).
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

export function FundingStory({
  options,
  wallet: funded = wallet,
  defaultAmountUsd,
  onTheWayAfterMs = 30_000,
}: StoryProps) {
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

/** What the catalogue's and the behaviour's meta share: the component, the docs' description. */
export const fundingMeta = () => ({
  component: FundingStory,
  parameters: {
    docs: {
      description: {
        component:
          'Adding funds with a card through an on-ramp (MoonPay, Coinbase) as the app renders it: amount, on-ramp, its signed page in a window without access to this page, and the outcome.',
      },
    },
  },
});

/* ── Page helpers for the play functions ── */

export const heading = (name: string | RegExp) => screen.findByRole('heading', { name }, { timeout: 4000 });
export const onrampWindow = (name: 'MoonPay' | 'Coinbase') =>
  screen.findByRole('region', { name: `Simulated ${name} window` });

/** Amount → Continue: at the on-ramps. */
export async function chooseAmount(amount: string) {
  await heading('Add funds');
  const field = screen.getByRole('textbox', { name: 'Amount in US dollars' });
  await userEvent.clear(field);
  await userEvent.type(field, amount);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await heading('Choose an on-ramp');
}

/** Clicks an on-ramp's button on "Choose an on-ramp". */
export const pickOnramp = (name: 'MoonPay' | 'Coinbase') =>
  userEvent.click(screen.getByRole('button', { name: new RegExp(`^${name}`) }));

/** Picks an on-ramp and waits for its page to show the purchase (signature verified). */
export async function openOnramp(name: 'MoonPay' | 'Coinbase') {
  await pickOnramp(name);
  await heading('In progress');
  const panel = await onrampWindow(name);
  await within(panel).findByText('Signature verified.');
  return panel;
}
