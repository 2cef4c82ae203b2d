import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Countdown } from '../../src/primitives/Countdown';

const meta = {
  title: 'Primitives/Countdown',
  component: Countdown,
  args: { seconds: 30, onDone: fn() },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The 30-second lock-out after the MFA time limit, frozen for review. */
export const TimeLimitLockout: Story = {
  args: { paused: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('Try again in 30 seconds');
  },
};

export const AttemptsLockout: Story = {
  args: { seconds: 10, paused: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('Try again in 10 seconds');
  },
};

export const BareTime: Story = {
  args: { seconds: 1, paused: true, format: 'time' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^1 second$/);
  },
};

/** Counts down on a real clock, announces the end and calls onDone once. */
export const RunsToZero: Story = {
  args: { seconds: 2 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('Try again in 2 seconds');
    await waitFor(() => expect(canvas.getByText('You can try again now')).toBeVisible(), { timeout: 4000 });
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** Driven by an injected clock: the time shown follows the clock, not the render count. */
export const InjectedClock: Story = {
  render: (args) => {
    let t = 0;
    const now = () => {
      t += 5000;
      return t;
    };
    return <Countdown {...args} seconds={30} now={now} />;
  },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(canvas.getByText('You can try again now')).toBeVisible(), { timeout: 4000 });
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};
