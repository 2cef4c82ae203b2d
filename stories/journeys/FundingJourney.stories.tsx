import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { evmAddress } from '../fixtures';
import * as page from './helpers/funding-page';

/**
 * Adding funds, the catalogue a designer browses: the amount, the on-ramps (none on an unsupported chain), in
 * progress with its note, each error, phone. The purchases run end to end (pay, decline, close the window, a blocked
 * or tampered page) are its behaviour stories (FundingJourney.behaviour.stories.tsx); both use helpers/funding-page.
 */
const meta = { title: 'Journeys/FundingJourney', ...page.fundingMeta() } satisfies Meta<typeof page.FundingStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three status checks fail in a row (the on-ramp cannot be reached): the journey stops and says so. */
export const StatusUnavailable: Story = {
  args: { options: { statusAnswers: ['fail', 'fail', 'fail'] } },
  play: async () => {
    await page.chooseAmount('25');
    await page.openOnramp('MoonPay');
    await page.heading('Could not add funds');
    await expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not check your purchase with MoonPay. If you paid, your funds may still arrive.',
    );
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/**
 * The backend hands out an `http:` page while the host runs live (not on the emulator): the journey refuses it,
 * closes the blank window and never sends it there.
 */
export const InsecureUrlRefused: Story = {
  args: { options: { pageBase: 'http://onramp.example/buy' } },
  play: async () => {
    await page.chooseAmount('25');
    await page.pickOnramp('MoonPay');
    await page.heading('Could not add funds');
    await expect(screen.getByRole('alert')).toHaveTextContent(
      'MoonPay gave an address that is not secure (https), so it was not opened.',
    );
    await expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    const panel = await page.onrampWindow('MoonPay');
    await expect(within(panel).getByText('Closed.')).toBeVisible();
    await expect(within(panel).queryByText(/onramp\.example/)).toBeNull();
  },
};

/** The wallet is on Sepolia, where neither on-ramp sells: both are shown disabled with the reason. */
export const UnsupportedChain: Story = {
  args: {
    wallet: { address: evmAddress, chainType: 'ethereum', chainId: 11155111 },
    options: { wallets: [{ address: evmAddress, chainId: 11155111, balance: 0n }] },
  },
  play: async () => {
    await page.chooseAmount('25');
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
    await page.chooseAmount('25');
    await page.openOnramp('Coinbase');
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
    await page.heading('Add funds');
    await expect(screen.getByRole('textbox', { name: 'Amount in US dollars' })).toHaveValue('50');
    await expect(screen.getByRole('button', { name: '$50' })).toHaveAttribute('aria-pressed', 'true');
  },
};
