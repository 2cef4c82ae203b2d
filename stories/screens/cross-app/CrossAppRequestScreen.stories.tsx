import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { crossAppErrorEntry } from '../../../src/flows/cross-app';
import { CrossAppRequestScreen } from '../../../src/screens/cross-app/CrossAppRequestScreen';
import { crossAppAddress, ledgerly, orbitGames } from '../../fixtures/fake-cross-app';
import { inCard } from '../frame';

const address = crossAppAddress(orbitGames.provider_app_id);
const signature =
  '0x4a5c1d2e3f405162738495a6b7c8d9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091b';

const meta = {
  title: 'Screens/Cross-app/CrossAppRequestScreen',
  component: CrossAppRequestScreen,
  decorators: [inCard],
  args: {
    phase: 'waiting',
    appName: orbitGames.provider_app_name,
    appIcon: orbitGames.provider_app_icon_url,
    address,
    message: 'I am signing this message with my Orbit Games wallet.',
    onRetry: fn(),
    onCancel: fn(),
    onDone: fn(),
  },
} satisfies Meta<typeof CrossAppRequestScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The other app's pop-up asks the user: the wallet and the message being signed, and Cancel. */
export const Waiting: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Waiting for Orbit Games' })).toBeVisible();
    await expect(canvas.getByText('Approve the request in the pop-up from Orbit Games to continue.')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Message to sign' })).toHaveTextContent(
      'I am signing this message with my Orbit Games wallet.',
    );
    await expect(canvas.getByRole('button', { name: `Address ${address}` })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Signed: the signature, copyable. */
export const Signed: Story = {
  args: { phase: 'signed', signature },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Message signed' })).toBeVisible();
    await expect(canvas.getByText('Orbit Games signed the message with your wallet.')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Signature' })).toHaveTextContent(signature);
    await expect(canvas.getByRole('region', { name: 'Signed message' })).toHaveTextContent(
      'I am signing this message with my Orbit Games wallet.',
    );
    await expect(canvas.getByRole('button', { name: 'Copy signature' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** The 120 s ran out: "Request timeout", Retry. */
export const RequestTimeout: Story = {
  args: { phase: 'failed', error: crossAppErrorEntry('Request timeout') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'The request to Orbit Games did not go through' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Request timeout');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The user closed the pop-up or rejected the request in it: "User rejected request". */
export const UserRejected: Story = {
  args: { phase: 'failed', error: crossAppErrorEntry('User rejected request') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('User rejected request');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** A read-only connection: "Cannot transact against a read-only provider app", no Retry. */
export const ReadOnly: Story = {
  args: {
    phase: 'failed',
    appName: ledgerly.provider_app_name,
    appIcon: ledgerly.provider_app_icon_url,
    address: crossAppAddress(ledgerly.provider_app_id),
    message: 'I am signing this message with my Ledgerly wallet.',
    error: crossAppErrorEntry('Cannot transact against a read-only provider app'),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'The request to Ledgerly did not go through' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Cannot transact against a read-only provider app');
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** A long, multi-line message scrolls inside its box. */
export const LongMessage: Story = {
  args: {
    message: Array.from({ length: 14 }, (_, line) => `Line ${line + 1}: I agree to the terms of Orbit Games.`).join(
      '\n',
    ),
  },
  play: async ({ canvas }) => {
    const block = canvas.getByRole('region', { name: 'Message to sign' });
    await expect(within(block).getByText(/Line 14:/)).toBeInTheDocument();
  },
};

/** At a phone's width. */
export const Phone: Story = {
  tags: ['responsive'],
  globals: { viewport: { value: 'sigilPhone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Waiting for Orbit Games' })).toBeVisible();
  },
};
