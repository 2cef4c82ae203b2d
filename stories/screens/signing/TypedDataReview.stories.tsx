import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { readSigningRequest, type TypedDataRequest } from '../../../src/flows/signing/request';
import { TypedDataReview } from '../../../src/screens';
import { inCard } from '../frame';
import { mailTypedData, permit2TypedData } from './fixtures';

function typedData(input: unknown): TypedDataRequest {
  const result = readSigningRequest({ method: 'eth_signTypedData_v4', typedData: input });
  if (!result.ok || result.request.kind !== 'typedData') throw new Error('fixture is not typed data');
  return result.request.typedData;
}

const meta = {
  title: 'Screens/Signing/TypedDataReview',
  component: TypedDataReview,
  tags: ['responsive'],
  decorators: [inCard],
} satisfies Meta<typeof TypedDataReview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Permit2's PermitSingle: the domain (Permit2 on Base), then the permit's details as a struct. */
export const Permit2: Story = {
  args: { typedData: typedData(permit2TypedData) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Permit2')).toBeVisible();
    await expect(canvas.getByText('PermitSingle')).toBeVisible();
    const details = canvas.getByRole('button', { name: /^details PermitDetails/ });
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('1000000000')).toBeVisible();
  },
};

/** Keyboard only: Tab to a struct, Space closes it, Enter opens a nested array. */
export const KeyboardTree: Story = {
  parameters: { keepFocus: true },
  args: { typedData: typedData(mailTypedData) },
  play: async ({ canvas }) => {
    const tree = canvas.getByRole('list', { name: 'Mail fields' });
    const from = within(tree).getByRole('button', { name: /^from Person/ });
    from.focus();
    await userEvent.keyboard(' ');
    await expect(from).toHaveAttribute('aria-expanded', 'false');
    await expect(within(tree).getByText('Cow')).not.toBeVisible();
    await userEvent.keyboard(' ');
    await expect(within(tree).getByText('Cow')).toBeVisible();
    await userEvent.tab();
    const wallets = within(tree).getAllByRole('button', { name: /^wallets address\[\]/ })[0];
    await expect(wallets).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(wallets).toHaveAttribute('aria-expanded', 'true');
  },
};
