import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FundAmountScreen } from '../../../src/screens/funding';
import { evmAddress } from '../../fixtures';
import { inCard } from '../frame';

const meta = {
  title: 'Screens/Funding/FundAmountScreen',
  component: FundAmountScreen,
  decorators: [inCard],
  args: { address: evmAddress, symbol: 'ETH', usdPrice: 3000, onContinue: fn(), onBack: fn() },
} satisfies Meta<typeof FundAmountScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('textbox', { name: 'Amount in US dollars' });

/** Suggested amounts fill the field (the one chosen is pressed) and the estimate follows; Continue sends it. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Add funds' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Suggested amounts' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '$100' }));
    await expect(field(canvas)).toHaveValue('100');
    await expect(canvas.getByRole('button', { name: '$100' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '$25' })).toHaveAttribute('aria-pressed', 'false');
    await expect(field(canvas)).toHaveAccessibleDescription('≈ 0.033333 ETH');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledWith(100);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Any other amount, typed: dollars and cents, grouping commas and a leading $ accepted. */
export const CustomAmount: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(field(canvas), '$1,250.50');
    await expect(field(canvas)).toHaveAccessibleDescription('≈ 0.416833 ETH');
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledWith(1250.5);
  },
};

/** Continue with nothing typed, then a malformed amount, then one over the limit: each is said under the field. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(field(canvas)).toHaveAccessibleDescription('Enter an amount.');
    await expect(field(canvas)).toBeInvalid();
    await userEvent.type(field(canvas), '12.345');
    await expect(field(canvas)).toHaveAccessibleDescription('Enter an amount in dollars, like 25 or 25.50.');
    await userEvent.clear(field(canvas));
    await userEvent.type(field(canvas), '0.5');
    await expect(field(canvas)).toHaveAccessibleDescription('The smallest amount is $1.');
    await userEvent.clear(field(canvas));
    await userEvent.type(field(canvas), '20000');
    await expect(field(canvas)).toHaveAccessibleDescription('The largest amount is $10,000.');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

/** The price is still being read. */
export const PriceLoading: Story = {
  args: { usdPrice: 'loading', defaultAmountUsd: 25 },
  play: async ({ canvas }) => {
    await expect(field(canvas)).toHaveAccessibleDescription('Getting the ETH price');
  },
};

/** No price known: the amount can still be bought, the on-ramp shows what it buys. */
export const PriceUnavailable: Story = {
  args: { usdPrice: null, defaultAmountUsd: 25, onBack: undefined },
  play: async ({ canvas }) => {
    await expect(field(canvas)).toHaveAccessibleDescription(
      'The ETH price is not available right now; the on-ramp shows it.',
    );
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
  },
};

/** At a phone's width. */
export const Phone: Story = {
  tags: ['responsive'],
  globals: { viewport: { value: 'sigilPhone' } },
  args: { defaultAmountUsd: 25 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};
