import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { errorEntry } from '../../../src/copy';
import { EmailEntryScreen } from '../../../src/screens';
import { inCard } from '../frame';

const meta = {
  title: 'Screens/Sign-in/EmailEntryScreen',
  component: EmailEntryScreen,
  tags: ['responsive'],
  decorators: [inCard],
  args: { onSubmit: fn(), onBack: fn() },
} satisfies Meta<typeof EmailEntryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An e-mail is required before a code is sent. */
export const EmailEntry: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('Enter your email address'));
    await userEvent.type(input, 'ada@example.com{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('ada@example.com');
  },
};

/** The app disallows '+': the spec's message, letter for letter. */
export const EmailPlusRejected: Story = {
  args: { allowPlus: false },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'ada+news@example.com{Enter}');
    await waitFor(() => expect(input).toHaveAccessibleDescription("Please enter a valid email address without a '+'."));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** 'sending-code': the button says "Sending code" and the field is locked. */
export const EmailSending: Story = {
  args: { defaultEmail: 'ada@example.com', sending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sending code' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeDisabled();
  },
};

/** A failed send keeps the address and says why. */
export const EmailRateLimited: Story = {
  args: { defaultEmail: 'ada@example.com', error: errorEntry('rateLimited') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many requests. Please wait before trying again.');
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue('ada@example.com');
  },
};

/** A failure nobody catalogued: "Something went wrong." */
export const EmailUnknownFailure: Story = {
  args: { defaultEmail: 'ada@example.com', error: errorEntry('generic') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong.');
  },
};
