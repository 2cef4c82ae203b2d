import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { messageFor } from '../../../src/copy';
import { ConnectEmailScreen, type ContactStep } from '../../../src/screens/account';
import { inCard } from '../frame';

/** A host that sends the code (or keeps sending, with `pendingSend`) and moves on to the code step. */
function Host({ pendingSend, ...props }: ComponentProps<typeof ConnectEmailScreen> & { pendingSend?: boolean }) {
  const [step, setStep] = useState<ContactStep>(props.step);
  const [sending, setSending] = useState(false);
  const [address, setAddress] = useState(props.address);
  return (
    <ConnectEmailScreen
      {...props}
      step={step}
      sending={sending || props.sending}
      address={address}
      onSendCode={(value) => {
        props.onSendCode(value);
        setSending(true);
        if (pendingSend) return;
        setAddress(value);
        setSending(false);
        setStep('code');
      }}
    />
  );
}

const meta = {
  title: 'Screens/Account/ConnectEmailScreen',
  component: ConnectEmailScreen,
  decorators: [inCard],
  render: (args) => <Host {...args} />,
  args: { step: 'address', onSendCode: fn(), onSubmitCode: fn(), onResend: fn(), onDone: fn(), onBack: fn() },
} satisfies Meta<typeof ConnectEmailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The address, Submit, then the code sent to it: the link takes both. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Connect email' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSendCode).toHaveBeenCalledWith('ada@example.com');
    await expect(canvas.getByText('Enter the code sent to ada@example.com')).toBeVisible();
    await userEvent.keyboard('654321');
    await expect(args.onSubmitCode).toHaveBeenCalledWith({ email: 'ada@example.com', code: '654321' });
  },
};

/** An app that disallows '+': "Please enter a valid email address without a '+'." (spec 5). */
export const PlusRefused: Story = {
  args: { allowPlus: false },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(field, 'ada+news@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(field).toHaveAccessibleDescription("Please enter a valid email address without a '+'.");
    await expect(args.onSendCode).not.toHaveBeenCalled();
  },
};

/** In progress: Submit reads "Submitting". */
export const Submitting: Story = {
  args: { pendingSend: true } as Story['args'],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('button', { name: 'Submitting' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeDisabled();
  },
};

/** The address belongs to another user. */
export const LinkedToAnotherUser: Story = {
  args: { step: 'code', address: 'grace@example.com', error: messageFor({ privyErrorCode: 'linked_to_another_user' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This account has already been linked to another user.');
  },
};

/** An e-mail is linked already: the provider refuses a second one. */
export const OneOfType: Story = {
  args: { error: messageFor({ privyErrorCode: 'cannot_link_more_of_type' }, 'link') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'You cannot authorize more than one account for this user.',
    );
  },
};

/** Done: "Email connected". */
export const Done: Story = {
  args: { step: 'done', address: 'ada@example.com' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Email connected' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeVisible();
  },
};

/** At a phone's width, the code step. */
export const Phone: Story = {
  tags: ['responsive'],
  globals: { viewport: { value: 'sigilPhone' } },
  args: { step: 'code', address: 'ada@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toBeVisible();
  },
};
