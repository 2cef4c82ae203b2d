import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { parseEther } from 'viem';
import { messageFor } from '../../../src/copy';
import { readSigningRequest } from '../../../src/flows/signing/request';
import { SigningReview } from '../../../src/screens';
import { inCard } from '../frame';
import {
  acme,
  acmeWithoutLogo,
  embeddedSigner,
  erc20Transfer,
  estimatedFee,
  ethTransferNoFee,
  ethUsd,
  longValuesTypedData,
  unknownCall,
  unlimitedApproval,
  usdcToken,
} from './fixtures';

/**
 * What protects a person in every review: who asks and which wallet signs, the estimated network fee, the balance
 * checked against amount + fee before Approve, a failure named for what it is, readable parameter names, and long
 * values kept inside their boxes on a phone.
 */
const meta = {
  title: 'Screens/Signing/ReviewSafeguards',
  component: SigningReview,
  tags: ['responsive'],
  decorators: [inCard],
  args: {
    review: readSigningRequest({ method: 'eth_sendTransaction', transaction: ethTransferNoFee }),
    requester: acme,
    signer: embeddedSigner,
    usdPrice: ethUsd,
    onApprove: fn(),
    onReject: fn(),
    timeZone: 'UTC',
  },
} satisfies Meta<typeof SigningReview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Who asks (the app's logo, name and origin) and which wallet signs (chain, kind, short address). */
export const RequesterWithLogo: Story = {
  args: { review: readSigningRequest({ method: 'personal_sign', message: 'Welcome to Acme!' }) },
  play: async ({ canvas, canvasElement }) => {
    const parties = within(canvasElement.querySelector('[data-slot="request-parties"]') as HTMLElement);
    await expect(parties.getByText('Requested by')).toBeVisible();
    await expect(parties.getByText('Acme')).toBeVisible();
    await expect(parties.getByText('https://app.acme.test')).toBeVisible();
    await expect(parties.getByText('Signing wallet')).toBeVisible();
    await expect(parties.getByText('Base Sepolia')).toBeVisible();
    await expect(parties.getByText('Embedded wallet')).toBeVisible();
    await expect(parties.getByRole('button', { name: new RegExp(embeddedSigner.address) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeEnabled();
  },
};

/** Without a logo the app's initial stands in; an external wallet is named. */
export const RequesterWithoutLogo: Story = {
  args: {
    review: readSigningRequest({ method: 'personal_sign', message: 'Welcome to Acme!' }),
    requester: acmeWithoutLogo,
    signer: { ...embeddedSigner, walletName: 'MetaMask', chainId: 8453 },
  },
  play: async ({ canvasElement }) => {
    const parties = within(canvasElement.querySelector('[data-slot="request-parties"]') as HTMLElement);
    await expect(parties.getByText('A')).toBeVisible();
    await expect(parties.getByText('MetaMask')).toBeVisible();
    await expect(parties.getByText('Base')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** The fee is being estimated: the row says so and Approve waits. */
export const EstimatingFee: Story = {
  args: { fee: { status: 'estimating' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Estimating…');
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeDisabled();
  },
};

/** The estimated fee (gas × fee per gas), with its USD value; the balance covers amount + fee. */
export const FeeShown: Story = {
  args: { fee: { status: 'estimated', fee: estimatedFee }, balance: parseEther('1') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Network fee (estimated)')).toBeVisible();
    await expect(canvas.getByText('0.000031 ETH')).toBeVisible();
    await expect(canvas.queryByText(/Not enough/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(args.onApprove).toHaveBeenCalledOnce();
  },
};

/** 0.01 ETH + fee from a wallet holding less: said before Approve, which stays disabled. */
export const NotEnoughBalance: Story = {
  args: { fee: { status: 'estimated', fee: estimatedFee }, balance: parseEther('0.01') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Not enough ETH on Base Sepolia for 0.01 ETH + fee');
    await expect(canvas.getByRole('alert')).toHaveTextContent('This wallet holds 0.01 ETH.');
    const approve = canvas.getByRole('button', { name: 'Approve' });
    await expect(approve).toBeDisabled();
    await userEvent.click(approve, { pointerEventsCheck: 0 });
    await expect(args.onApprove).not.toHaveBeenCalled();
  },
};

/** The fee could not be estimated: the wallet sets it, and Approve is offered when the amount alone fits. */
export const FeeEstimateFailed: Story = {
  args: { fee: { status: 'failed' }, balance: parseEther('1') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Could not be estimated: the wallet sets it')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeEnabled();
  },
};

/** No estimate, and an empty wallet: the amount alone is more than it holds, so the transfer is still refused. */
export const FeeFailedEmptyWallet: Story = {
  args: { fee: { status: 'failed' }, balance: 0n },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Not enough ETH on Base Sepolia for 0.01 ETH');
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeDisabled();
  },
};

const failed = (error: unknown, failure: Parameters<typeof SigningReview>[0]['failure']) => ({
  status: 'error' as const,
  error: messageFor(error, 'wallet'),
  failure,
  fee: { status: 'estimated' as const, fee: estimatedFee },
  balance: parseEther('1'),
});

/** The node's "insufficient funds for gas * price + value" (-32000): named, not "could not create the transaction". */
export const FailedInsufficientFunds: Story = {
  args: failed({ code: -32000, message: 'insufficient funds for gas * price + value' }, 'insufficientFunds'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('does not hold enough to pay for this amount');
    await expect(canvas.queryByText('The wallet could not create the transaction.')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeEnabled();
  },
};

/** "nonce too low". */
export const FailedNonceTooLow: Story = {
  args: failed({ code: -32000, message: 'nonce too low' }, 'nonceTooLow'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('already used this transaction number (nonce)');
  },
};

/** "intrinsic gas too low". */
export const FailedGasTooLow: Story = {
  args: failed({ code: -32000, message: 'intrinsic gas too low' }, 'gasTooLow'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The gas limit is too low for this transaction.');
  },
};

/** The wallet is on another chain than the transaction. */
export const FailedChainMismatch: Story = {
  args: failed({ name: 'ChainMismatchError' }, 'chainMismatch'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The wallet is on another network than this transaction.',
    );
  },
};

/** A chain the wallet does not have (4902). */
export const FailedUnsupportedChain: Story = {
  args: failed({ code: 4902 }, 'unsupportedChain'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The wallet cannot use this network.');
  },
};

/** The call would revert (code 3, "execution reverted"). */
export const FailedExecutionReverted: Story = {
  args: {
    ...failed({ code: 3, message: 'execution reverted' }, 'executionReverted'),
    review: readSigningRequest({ method: 'eth_sendTransaction', transaction: erc20Transfer }),
    token: usdcToken,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The contract refused this transaction');
  },
};

/** ERC-20 parameters read as words: Recipient and Amount (in USDC); Spender for an approval. */
export const ReadableParameters: Story = {
  args: { review: readSigningRequest({ method: 'eth_sendTransaction', transaction: erc20Transfer }), token: usdcToken },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Recipient')).toBeVisible();
    // The transaction's own amount (0 ETH) and the call's Amount parameter.
    await expect(canvas.getAllByText('Amount', { selector: 'dt' })).toHaveLength(2);
    await expect(canvas.getByText('250 USDC')).toBeVisible();
    await expect(canvas.queryByText('to')).toBeNull();
  },
};

/** An unlimited approval: "Spender". */
export const ReadableApproval: Story = {
  args: { review: readSigningRequest({ method: 'eth_signTransaction', transaction: unlimitedApproval }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Spender')).toBeVisible();
    await expect(canvas.queryByText('spender')).toBeNull();
  },
};

/** Nothing in the review is wider than its box: every value wraps inside it. */
async function nothingOverflows(root: HTMLElement) {
  for (const box of root.querySelectorAll<HTMLElement>('[data-slot="detail-row"], [data-slot="message-block"], dd')) {
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth + 1);
  }
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** Long typed-data strings, hex bytes and a long origin on a phone: wrapped inside their boxes. */
export const LongTypedData: Story = {
  args: {
    review: readSigningRequest({ method: 'eth_signTypedData_v4', typedData: longValuesTypedData }),
    requester: { ...acme, origin: 'https://checkout.acme-marketplace-with-a-long-subdomain.example.test' },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(longValuesTypedData.message.referenceCodeThatIsQuiteLong)).toBeVisible();
    // Typed-data field names are what is signed: shown as the data declares them.
    await expect(canvas.getByText('referenceCodeThatIsQuiteLong')).toBeVisible();
    await nothingOverflows(canvasElement);
  },
};

/** Raw call data on a phone: the hex wraps inside its scrolling box. */
export const LongCallData: Story = {
  args: {
    review: readSigningRequest({
      method: 'eth_sendTransaction',
      transaction: { ...unknownCall, data: `${unknownCall.data}${'ab'.repeat(300)}` },
    }),
  },
  play: async ({ canvasElement }) => {
    await nothingOverflows(canvasElement);
  },
};
