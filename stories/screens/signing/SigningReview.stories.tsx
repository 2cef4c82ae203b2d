import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { messageFor } from '../../../src/copy';
import { readSigningRequest } from '../../../src/flows/signing/request';
import { SigningReview } from '../../../src/screens';
import { copiedThenRest } from '../../fixtures';
import { inCard } from '../frame';
import {
  erc20Transfer,
  ethTransfer,
  ethUsd,
  hexMessage,
  mailTypedData,
  plainMessage,
  siweMessage,
  solanaTransfer,
  solUsd,
  unknownCall,
  unlimitedApproval,
  usdcToken,
} from './fixtures';

const meta = {
  title: 'Screens/Signing/SigningReview',
  component: SigningReview,
  tags: ['responsive'],
  decorators: [inCard],
  args: { onApprove: fn(), onReject: fn(), timeZone: 'UTC' },
} satisfies Meta<typeof SigningReview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** personal_sign with a plain message: Approve and Reject call back. */
export const Message: Story = {
  args: { review: readSigningRequest({ method: 'personal_sign', message: plainMessage }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Sign message' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Message' })).toHaveTextContent('Welcome to Acme!');
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(args.onApprove).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    await expect(args.onReject).toHaveBeenCalledOnce();
  },
};

/** A hex message that is UTF-8 text is shown decoded. */
export const HexMessage: Story = {
  args: { review: readSigningRequest({ method: 'personal_sign', message: hexMessage }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Message' })).toHaveTextContent(
      'Acme order #1042: 2 × Tote bag, ship to Lisbon.',
    );
    await expect(canvas.getByText('Decoded from hex as UTF-8 text.')).toBeVisible();
  },
};

/** Sign-In with Ethereum, for the site the person is on. */
export const Siwe: Story = {
  args: { review: readSigningRequest({ method: 'personal_sign', message: siweMessage }), siteHost: 'app.acme.test' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sign in with Ethereum' })).toBeVisible();
    await expect(canvas.getByText('app.acme.test')).toBeVisible();
    await expect(canvas.getByText('k9Qw2Lx7Vb3n')).toBeVisible();
    await expect(canvas.getByText('Base')).toBeVisible();
    await expect(canvas.getByText('Jan 1, 2026, 9:40:00 AM')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** A SIWE message for another domain than the site showing it is flagged. */
export const SiweForeignDomain: Story = {
  args: { review: readSigningRequest({ method: 'personal_sign', message: siweMessage }), siteHost: 'shop.example' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'This message signs you in to app.acme.test, not to the site you are on (shop.example).',
    );
  },
};

/** EIP-712 typed data with nested structs and arrays; a nested level opens with the keyboard. */
export const TypedData: Story = {
  args: { review: readSigningRequest({ method: 'eth_signTypedData_v4', typedData: mailTypedData }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sign typed data' })).toBeVisible();
    const tree = canvas.getByRole('list', { name: 'Mail fields' });
    const bob = within(tree).getByRole('button', { name: /^0 Person/ });
    await expect(bob).toHaveAttribute('aria-expanded', 'false');
    bob.focus();
    await userEvent.keyboard('{Enter}');
    await expect(bob).toHaveAttribute('aria-expanded', 'true');
    await expect(within(tree).getByText('Bob')).toBeVisible();
  },
};

/** An ERC-20 transfer, decoded: function and named arguments, amounts in USDC, fee in ETH and USD. */
export const Erc20Transfer: Story = {
  args: {
    review: readSigningRequest({ method: 'eth_sendTransaction', transaction: erc20Transfer }),
    usdPrice: ethUsd,
    token: usdcToken,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Send transaction' })).toBeVisible();
    await expect(canvas.getByText('transfer')).toBeVisible();
    await expect(canvas.getByText('250 USDC')).toBeVisible();
    await expect(canvas.getByText('0.00078 ETH')).toBeVisible();
    await expect(canvas.getByText('≈ $2.35')).toBeVisible();
  },
};

/** An unlimited ERC-20 approval is called out. */
export const UnlimitedApproval: Story = {
  args: {
    review: readSigningRequest({ method: 'eth_signTransaction', transaction: unlimitedApproval }),
    usdPrice: ethUsd,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unlimited')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('access to all of this token');
  },
};

/** A plain ETH transfer on the local chain, with its USD value; the recipient can be copied. */
export const EthTransfer: Story = {
  args: { review: readSigningRequest({ method: 'eth_sendTransaction', transaction: ethTransfer }), usdPrice: ethUsd },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0.05 ETH')).toBeVisible();
    await expect(canvas.getByText('≈ $150.61')).toBeVisible();
    await expect(canvas.getByText('Base Sepolia')).toBeVisible();
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy address' }));
    await expect(write).toHaveBeenCalledWith(ethTransfer.to);
    await copiedThenRest(canvas);
  },
};

/** Call data no known ABI decodes: shown raw with its selector, and it can be copied. */
export const UnknownCallData: Story = {
  args: { review: readSigningRequest({ method: 'eth_sendTransaction', transaction: unknownCall }), usdPrice: ethUsd },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0x3593564c')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('This call could not be decoded');
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy data' }));
    await expect(write).toHaveBeenCalledWith(unknownCall.data);
    await copiedThenRest(canvas);
  },
};

/** A Solana message. */
export const SolanaMessage: Story = {
  args: {
    review: readSigningRequest({
      method: 'solana_signMessage',
      message: new TextEncoder().encode('Sign in to Acme on Solana.'),
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Message' })).toHaveTextContent('Sign in to Acme on Solana.');
  },
};

/** A Solana transaction as its instructions: a SOL transfer and a memo. */
export const SolanaTransaction: Story = {
  args: {
    review: readSigningRequest({ method: 'solana_signAndSendTransaction', transaction: solanaTransfer }),
    usdPrice: solUsd,
  },
  play: async ({ canvas }) => {
    const transfer = canvas.getByRole('listitem', { name: 'Instruction 1' });
    await expect(within(transfer).getByText('1.5 SOL')).toBeVisible();
    await expect(within(transfer).getByText('≈ $213.75')).toBeVisible();
    await expect(canvas.getByRole('listitem', { name: 'Instruction 2' })).toHaveTextContent('12 bytes');
  },
};

/** Approved: the wallet is signing; Approve is busy and Reject disabled. */
export const Signing: Story = {
  args: { review: readSigningRequest({ method: 'personal_sign', message: plainMessage }), status: 'signing' },
  play: async ({ canvas, args }) => {
    const busy = canvas.getByRole('button', { name: 'Signing…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(args.onApprove).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Reject' })).toBeDisabled();
  },
};

/** Signing failed: the catalogue's message (here a disconnected wallet, EIP-1193 4900); Approve tries again. */
export const SigningFailed: Story = {
  args: {
    review: readSigningRequest({ method: 'personal_sign', message: plainMessage }),
    status: 'error',
    error: messageFor({ code: 4900, message: 'Disconnected' }, 'wallet'),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The wallet is disconnected.');
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(args.onApprove).toHaveBeenCalledOnce();
  },
};

/** Spec 5: a message to sign must be a non-empty string. Only Reject is offered. */
export const EmptyMessage: Story = {
  args: { review: readSigningRequest({ method: 'personal_sign', message: '' }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Sign message' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('The message to sign must not be empty');
    await expect(canvas.queryByRole('button', { name: 'Approve' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    await expect(args.onReject).toHaveBeenCalledOnce();
  },
};

/** Typed data that does not match its types is refused with a clear message, never a crash. */
export const MalformedTypedData: Story = {
  args: {
    review: readSigningRequest({
      method: 'eth_signTypedData_v4',
      typedData: { ...mailTypedData, message: { ...mailTypedData.message, from: { name: 'Cow', wallets: ['0x12'] } } },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The typed data is malformed, so it cannot be shown or signed.',
    );
  },
};
