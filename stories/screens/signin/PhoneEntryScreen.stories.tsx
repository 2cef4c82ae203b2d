import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PhoneEntryScreen } from '../../../src/screens';
import { inCard } from '../frame';

const meta = {
  title: 'Screens/Sign-in/PhoneEntryScreen',
  component: PhoneEntryScreen,
  tags: ['responsive'],
  decorators: [inCard],
  args: { onSubmit: fn(), onBack: fn() },
} satisfies Meta<typeof PhoneEntryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Phone: submit is disabled until the number is valid; E.164 is sent. */
export const PhoneEntry: Story = {
  args: { onSubmit: fn() },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '4155552671');
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith('+14155552671');
  },
};

/** A number to start from (e.g. the last one used): valid, it can be sent without editing it first. */
export const Prefilled: Story = {
  args: { onSubmit: fn(), defaultValue: '(415) 555-2671' },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith('+14155552671');
  },
};

export const PhoneSending: Story = {
  args: { onSubmit: fn(), sending: true, defaultValue: '(415) 555-2671' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Submitting' })).toHaveAttribute('aria-busy', 'true');
  },
};
