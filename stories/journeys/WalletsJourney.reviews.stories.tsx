import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import * as page from './helpers/wallets-page';

/**
 * The Wallets page's reviews that protect: who asks and which wallet signs, the estimated fee, a transfer the
 * balance cannot cover refused before any wallet call, and a wallet's refusal named for what it is.
 */
const meta = { title: 'Journeys/WalletsJourney/Reviews', ...page.walletsMeta() } satisfies Meta<
  typeof page.WalletsStory
>;
export default meta;
type Story = StoryObj<typeof meta>;

const ETH = 10n ** 18n;
/** Every request a wallet was asked to sign, across a story. */
const onSign = fn();
const poor = [{ chainType: 'ethereum', kind: 'embedded', chainId: 84532, balances: { 84532: ETH / 20n } }] as const;

/** By default the app asks: its name (the theme's, else the host) and this page's origin; the embedded wallet signs. */
export const AppAsksByDefault: Story = {
  render: () => <page.WalletsStory appAsks />,
  play: async () => {
    const dialog = await page.reviewMessage('Hello');
    const parties = within(document.querySelector('[data-slot="request-parties"]') as HTMLElement);
    await expect(parties.getByText('Requested by')).toBeVisible();
    await expect(parties.getByText(window.location.origin)).toBeVisible();
    await expect(parties.getByText('Base Sepolia')).toBeVisible();
    await expect(parties.getByText('Embedded wallet')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await page.declined();
  },
};

/** A host names the requester itself (`requester`): logo, name, origin. */
export const NamedRequester: Story = {
  render: () => (
    <page.WalletsStory requester={{ name: 'Acme Market', origin: 'https://market.acme.test', logo: undefined }} />
  ),
  play: async () => {
    await page.reviewMessage('Hello');
    const parties = within(document.querySelector('[data-slot="request-parties"]') as HTMLElement);
    await expect(parties.getByText('Acme Market')).toBeVisible();
    await expect(parties.getByText('https://market.acme.test')).toBeVisible();
    await expect(parties.getByText('A')).toBeVisible();
  },
};

/**
 * 0.1 ETH from a wallet holding 0.05: the review says what is missing, Approve is disabled, and no wallet is asked.
 */
export const OverBalanceRefused: Story = {
  tags: ['responsive'],
  beforeEach: () => {
    onSign.mockClear();
  },
  render: () => <page.WalletsStory options={{ wallets: poor, onSign }} />,
  play: async () => {
    await page.balancesRead();
    const dialog = await page.reviewTransfer();
    const alert = await dialog.findByRole('alert', {}, { timeout: 3000 });
    await expect(alert).toHaveTextContent('Not enough ETH on Base Sepolia for 0.1 ETH + fee');
    await expect(alert).toHaveTextContent('This wallet holds 0.05 ETH.');
    await expect(dialog.getByText('0.000042 ETH')).toBeVisible();
    const approve = dialog.getByRole('button', { name: 'Approve' });
    await expect(approve).toBeDisabled();
    await userEvent.click(approve, { pointerEventsCheck: 0 });
    await expect(onSign).not.toHaveBeenCalled();
    await expect(screen.queryByRole('dialog', { name: 'Result' })).toBeNull();
  },
};

/** The fee cannot be estimated: said in its row; the balance covers the amount, so the wallet decides. */
export const FeeEstimateFails: Story = {
  render: () => <page.WalletsStory options={{ estimateFailures: ['network'] }} />,
  play: async () => {
    await page.balancesRead();
    const dialog = await page.reviewTransfer();
    await expect(
      await dialog.findByText('Could not be estimated: the wallet sets it', {}, { timeout: 3000 }),
    ).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Approve' })).toBeEnabled());
  },
};

/** Reviews the 0.1 ETH transfer, approves it once its fee is in, and returns the review and the wallet's refusal. */
async function sendRefused() {
  await page.balancesRead();
  const dialog = await page.reviewTransfer();
  const approve = dialog.getByRole('button', { name: 'Approve' });
  await waitFor(() => expect(approve).toBeEnabled(), { timeout: 3000 });
  await userEvent.click(approve);
  return { dialog, alert: await dialog.findByRole('alert', {}, { timeout: 3000 }) };
}

/** The node refuses the transaction ("nonce too low"): the review names it, and Approve tries again. */
export const NonceTooLow: Story = {
  render: () => <page.WalletsStory options={{ signFailures: ['nonceTooLow'] }} />,
  play: async () => {
    const { dialog, alert } = await sendRefused();
    await expect(alert).toHaveTextContent('The wallet has already used this transaction number (nonce).');
    await expect(dialog.queryByText('The wallet could not create the transaction.')).toBeNull();
    const result = await page.approve(dialog);
    await expect(result.getByRole('heading', { name: 'Transaction sent' })).toBeVisible();
    // The picture waits for the end: the receipt confirmed and the balance read again after it.
    await expect(await result.findByText('Confirmed', {}, { timeout: 3000 })).toBeVisible();
    // (The cards sit under the dialog, out of the accessibility tree: their text is read directly.)
    await waitFor(() => expect(document.body.textContent).toContain('1.149958 ETH'), { timeout: 3000 });
  },
};

/** The node's "insufficient funds for gas * price + value" (-32000), named rather than a generic failure. */
export const InsufficientFundsFromNode: Story = {
  render: () => <page.WalletsStory options={{ signFailures: ['insufficientFunds'] }} />,
  play: async () => {
    const { alert } = await sendRefused();
    await expect(alert).toHaveTextContent(
      'The wallet does not hold enough to pay for this amount and its network fee.',
    );
  },
};
