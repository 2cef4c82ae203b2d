import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useCopy } from '../../src/copy';
import { Button } from '../../src/primitives/Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Continue', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'destructive', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  parameters: { keepFocus: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Continue' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Choose another method' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Not now' } };
export const Destructive: Story = { args: { variant: 'destructive', children: 'Remove' } };
export const Link: Story = { args: { variant: 'link', children: 'View all' } };

export const WithIcon: Story = {
  args: {
    children: (
      <>
        Continue <ArrowRight aria-hidden />
      </>
    ),
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="sg:flex sg:flex-wrap sg:items-center sg:gap-3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = ['Small', 'Medium', 'Large'].map((name) => canvas.getByRole('button', { name }).offsetHeight);
    await expect(heights).toEqual([32, 40, 48]);
  },
};

function LoadingSubmit(args: React.ComponentProps<typeof Button>) {
  const { t } = useCopy();
  return (
    <Button {...args} loading loadingLabel={t('action.submitting')}>
      {t('action.submit')}
    </Button>
  );
}

/** Loading shows the pending label ("Submitting"), is announced as busy and swallows clicks. */
export const Loading: Story = {
  parameters: { keepFocus: true },
  render: (args) => <LoadingSubmit {...args} />,
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Submitting' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Continue' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Keyboard: Tab reaches the button, Enter and Space activate it, and the focus ring shows. */
export const Keyboard: Story = {
  parameters: { keepFocus: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Continue' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#terms">Read the terms</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Read the terms' })).toHaveAttribute('data-slot', 'button');
  },
};
