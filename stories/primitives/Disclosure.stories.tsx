import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Disclosure } from '../../src/primitives/Disclosure';

const meta = {
  title: 'Primitives/Disclosure',
  component: Disclosure,
  args: {
    children: (
      <dl className="sg:grid sg:grid-cols-[auto_1fr] sg:gap-x-4 sg:gap-y-1">
        <dt className="sg:text-muted-foreground">User ID</dt>
        <dd className="sg:break-all sg:font-mono">did:privy:cm3np4u9j00a6ox3xy7ahd2be</dd>
      </dl>
    ),
  },
} satisfies Meta<typeof Disclosure>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Folded: the toggle says "Details" and the data is out of the page until asked for. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Details' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('User ID')).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('User ID')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(canvas.queryByText('User ID')).toBeNull();
  },
};

/** Open, as after a click; its own label. */
export const OpenWithLabel: Story = {
  args: { defaultOpen: true, label: 'Technical details' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Technical details' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('did:privy:cm3np4u9j00a6ox3xy7ahd2be')).toBeVisible();
  },
};
