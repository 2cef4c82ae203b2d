import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/primitives/Button';
import { ToastProvider, useToast } from '../../src/primitives/Toast';

/** A button standing for an action the person completes (creating a wallet), which says so in a toast. */
function CreateWallet() {
  const show = useToast();
  return <Button onClick={() => show('Wallet created')}>Create wallet</Button>;
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastProvider,
  tags: ['responsive'],
  parameters: { layout: 'fullscreen' },
  // Held until dismissed, so the screenshot does not race the timer.
  args: { duration: null, children: <CreateWallet /> },
  decorators: [
    (Story) => (
      <div className="sg:min-h-64 sg:p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = () => screen.getByRole('region', { name: 'Notifications' });

/** Nothing to say yet: the polite live region is already there (one added with its message is not announced). */
export const Empty: Story = {
  play: async () => {
    await expect(within(region()).getByRole('list')).toHaveAttribute('aria-live', 'polite');
    await expect(within(region()).queryAllByRole('listitem')).toEqual([]);
  },
};

/** A completed action says so in the region, politely; the toast has a Dismiss button. */
export const Shown: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create wallet' }));
    const toast = await within(region()).findByRole('listitem');
    await expect(toast).toHaveTextContent('Wallet created');
    await expect(within(toast).getByRole('button', { name: 'Dismiss' })).toBeVisible();
  },
};

/** At most three at once, the newest last; Dismiss removes one. */
export const Dismissed: Story = {
  play: async ({ canvas }) => {
    const create = canvas.getByRole('button', { name: 'Create wallet' });
    for (let i = 0; i < 4; i++) await userEvent.click(create);
    await waitFor(() => expect(within(region()).getAllByRole('listitem')).toHaveLength(3));
    await userEvent.click(within(region()).getAllByRole('button', { name: 'Dismiss' })[0] as HTMLElement);
    await waitFor(() => expect(within(region()).getAllByRole('listitem')).toHaveLength(2));
  },
};

/** Left alone, a toast goes after its time (here 50 ms). */
export const TimesOut: Story = {
  args: { duration: 50 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create wallet' }));
    await within(region()).findByRole('listitem');
    await waitFor(() => expect(within(region()).queryAllByRole('listitem')).toEqual([]));
  },
};
