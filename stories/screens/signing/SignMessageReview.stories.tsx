import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { readMessage } from '../../../src/flows/signing/request';
import { SignMessageReview } from '../../../src/screens';
import { inCard } from '../frame';
import { rawHexMessage } from './fixtures';

const meta = {
  title: 'Screens/Signing/SignMessageReview',
  component: SignMessageReview,
  tags: ['responsive'],
  decorators: [inCard],
} satisfies Meta<typeof SignMessageReview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Bytes that are not text stay hex, and the screen says so. */
export const RawBytes: Story = {
  args: { content: readMessage(rawHexMessage) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Message' })).toHaveTextContent(rawHexMessage);
    await expect(canvas.getByText('These bytes are not readable text; they are shown as hex.')).toBeVisible();
  },
};

/** A long message scrolls inside its box; the box takes keyboard focus so it can be scrolled. */
export const LongMessage: Story = {
  args: {
    content: readMessage(
      Array.from({ length: 30 }, (_, i) => `Line ${i + 1}: I agree to the Acme terms of service.`).join('\n'),
    ),
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Message' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
  },
};
