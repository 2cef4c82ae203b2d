import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { shortenAddress } from '../../src/primitives/Address';
import { evmAddress } from '../fixtures';
import { fakePurchaseHash } from '../fixtures/fake-funding';
import * as page from './helpers/funding-page';

/**
 * Adding funds end to end: the on-ramp's signed page in a window a "Simulated" panel stands for, paid, declined,
 * closed, blocked or tampered with. The states, for browsing, are the catalogue (FundingJourney.stories.tsx).
 */
const meta = { title: 'Journeys/FundingJourney/Behaviour', ...page.fundingMeta() } satisfies Meta<
  typeof page.FundingStory
>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The whole feature: $25 (a suggested amount) → MoonPay → the signed page opens in a window that cannot reach this
 * page → Pay → "You've funded your account!" with the new balance (0.05 + 25 / 3000 ETH) and the transaction.
 */
export const Walkthrough: Story = {
  play: async () => {
    await page.heading('Add funds');
    await expect(screen.getByText(/^To/)).toHaveTextContent(`To ${shortenAddress(evmAddress)}`);
    await userEvent.click(screen.getByRole('button', { name: '$25' }));
    const field = screen.getByRole('textbox', { name: 'Amount in US dollars' });
    await expect(field).toHaveValue('25');
    await expect(screen.getByRole('button', { name: '$25' })).toHaveAttribute('aria-pressed', 'true');
    await expect(field).toHaveAccessibleDescription('≈ 0.008333 ETH');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await page.heading('Choose an on-ramp');
    await expect(screen.getByText('Pay $25 with a card. The on-ramp opens in a new window.')).toBeVisible();
    await page.pickOnramp('MoonPay');
    await expect(await page.heading('In progress')).toBeVisible();
    await expect(screen.getByText('Go back to MoonPay to finish funding your account.')).toBeVisible();

    const panel = await page.onrampWindow('MoonPay');
    await within(panel).findByText('Signature verified.');
    await expect(within(panel).getByText('No access to the app’s page (opener cut).')).toBeVisible();
    await expect(within(panel).getByText(/^Buy \$25 of ETH/)).toBeVisible();
    const url = within(panel).getByText(/^https:\/\/buy-sandbox\.moonpay\.com\//).textContent ?? '';
    await expect(new URL(url).searchParams.get('externalTransactionId')).toBe('ext_1');
    await expect(new URL(url).searchParams.get('baseCurrencyAmount')).toBe('25');

    await userEvent.click(within(panel).getByRole('button', { name: 'Pay' }));
    await page.heading('You’ve funded your account!');
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
    await page.chooseAmount('40');
    const panel = await page.openOnramp('Coinbase');
    await userEvent.click(within(panel).getByRole('button', { name: 'Decline card' }));
    await page.heading('Could not add funds');
    await expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrong adding funds from Coinbase. Please try again or use another method to fund your wallet.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Choose another on-ramp' }));
    await page.heading('Choose an on-ramp');
    await expect(screen.getByText('Pay $40 with a card. The on-ramp opens in a new window.')).toBeVisible();
  },
};

/**
 * The person closes the on-ramp's window without paying: the journey says so, checks a few more times, then
 * "Purchase cancelled"; Try again opens a new window.
 */
export const WindowClosed: Story = {
  play: async () => {
    await page.chooseAmount('25');
    const panel = await page.openOnramp('MoonPay');
    await userEvent.click(within(panel).getByRole('button', { name: 'Close window' }));
    await expect(
      await screen.findByText('The MoonPay window was closed. Checking your purchase once more.'),
    ).toBeVisible();
    await page.heading('Purchase cancelled');
    await expect(screen.getByText('The MoonPay window was closed before the purchase was finished.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await page.heading('In progress');
    const next = await page.onrampWindow('MoonPay');
    await within(next).findByText('Signature verified.');
    await expect(within(next).getByText(/externalTransactionId=ext_2/)).toBeVisible();
    await userEvent.click(within(next).getByRole('button', { name: 'Close window' }));
    await page.heading('Purchase cancelled');
  },
};

/** The browser blocks the window: "Popup was blocked. Try again."; Retry (a click) opens it. */
export const PopupBlocked: Story = {
  args: { options: { blockWindows: 1 } },
  play: async () => {
    await page.chooseAmount('25');
    await page.pickOnramp('MoonPay');
    const dialog = await screen.findByRole('dialog', { name: 'Popup was blocked. Try again.' });
    await expect(dialog).toHaveAccessibleDescription(
      'Your browser stopped the MoonPay window from opening. Allow pop-ups for this site if asked.',
    );
    await expect(await screen.findByText('The browser blocked the on-ramp’s window.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await page.heading('In progress');
    await within(await page.onrampWindow('MoonPay')).findByText('Signature verified.');
  },
};

/** Cancel on the blocked-window dialog goes back to the on-ramps without opening anything. */
export const PopupBlockedCancel: Story = {
  args: { options: { blockWindows: 1 } },
  play: async () => {
    await page.chooseAmount('25');
    await page.pickOnramp('Coinbase');
    const dialog = await screen.findByRole('dialog', { name: 'Popup was blocked. Try again.' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(screen.getByRole('heading', { name: 'Choose an on-ramp' })).toBeVisible();
    await expect(screen.getByRole('button', { name: /^Coinbase/ })).toBeEnabled();
  },
};

/** On the local emulator the on-ramp stand-in is served over http from loopback: opened, since the host says so. */
export const EmulatorHttpPage: Story = {
  args: {
    options: { pageBase: 'http://127.0.0.1:8787/_emulator/onramp/moonpay', runsOnEmulator: true },
    defaultAmountUsd: 25,
  },
  play: async () => {
    await page.heading('Add funds');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await page.heading('Choose an on-ramp');
    const panel = await page.openOnramp('MoonPay');
    await expect(within(panel).getByText(/^http:\/\/127\.0\.0\.1:8787\/_emulator\/onramp\/moonpay\?/)).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Pay' }));
    await page.heading('You’ve funded your account!');
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
    await page.chooseAmount('25');
    await page.pickOnramp('MoonPay');
    const panel = await page.onrampWindow('MoonPay');
    await within(panel).findByText('Signature invalid: the on-ramp refuses this page.');
    await expect(within(panel).queryByRole('button', { name: 'Pay' })).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Close window' }));
    await page.heading('Purchase cancelled');
  },
};

/** The backend refuses to prepare the purchase (too many requests): the catalogue's message, Try again. */
export const BackendRefused: Story = {
  args: { options: { startFailures: [{ privyErrorCode: 'too_many_requests' }] } },
  play: async () => {
    await page.chooseAmount('25');
    await page.pickOnramp('MoonPay');
    await page.heading('Could not add funds');
    await expect(screen.getByRole('alert')).toHaveTextContent('Too many requests. Please wait before trying again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await page.heading('In progress');
    await within(await page.onrampWindow('MoonPay')).findByText('Signature verified.');
  },
};
