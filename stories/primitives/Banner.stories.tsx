import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Banner } from '../../src/primitives/Banner';
import { Button } from '../../src/primitives/Button';

const meta = { title: 'Primitives/Banner', component: Banner, args: { tone: 'error' } } satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

const onRetry = fn();

/** Errors are alerts: announced at once. */
export const ErrorBanner: Story = {
  name: 'Error',
  args: { children: 'The code you entered is not valid' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The code you entered is not valid');
    await expect(alert).toHaveAttribute('aria-live', 'assertive');
  },
};

/** Warnings and information are polite status messages. */
export const Warning: Story = {
  args: { tone: 'warning', title: 'Connection lost', children: 'Open your wallet app to reconnect.' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveTextContent('Connection lost');
  },
};

export const Info: Story = {
  args: { tone: 'info', children: 'Confirm on phone' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Confirm on phone');
  },
};

/** With an action: "Popup was blocked. Try again." and Retry. */
export const WithRetry: Story = {
  parameters: { keepFocus: true },
  args: { children: 'Popup was blocked. Try again.' },
  render: (args) => (
    <Banner
      {...args}
      action={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  ),
  play: async ({ canvas }) => {
    onRetry.mockClear();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Popup was blocked. Try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(onRetry).toHaveBeenCalledOnce();
  },
};
