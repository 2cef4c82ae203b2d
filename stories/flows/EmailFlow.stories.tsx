import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { useOtpFlow } from '../../src/flows/useOtpFlow';
import { ScreenCard } from '../../src/screens/shared';
import { CodeEntryScreen, EmailEntryScreen, PhoneEntryScreen, SignedInScreen } from '../../src/screens/signin';
import { blurActiveElement } from '../fixtures';
import { nextTick } from './Simulated';

/** The fake provider: codes are always 123456; blocked@example.com is rate limited. */
const fake = {
  code: '123456',
  async send(destination: string) {
    await nextTick();
    if (destination.startsWith('blocked@')) throw { privyErrorCode: 'too_many_requests' };
  },
  async verify(code: string) {
    // A realistic moment for the check, so the boxes are visibly disabled while it runs.
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (code !== fake.code) throw Object.assign(new Error('Invalid code'), { privyErrorCode: 'invalid_credentials' });
  },
};

function OtpJourney({ channel }: { channel: 'email' | 'sms' }) {
  const { machine, step, resent, send, resend, submit, editDestination } = useOtpFlow(channel, {
    send: (destination) => fake.send(destination),
    verify: (code) => fake.verify(code),
  });

  return (
    <ScreenCard>
      {step === 'done' ? (
        <SignedInScreen name={machine.destination} />
      ) : step === 'code' ? (
        <CodeEntryScreen
          channel={channel}
          destination={machine.destination}
          submitting={machine.state.status === 'submitting-code'}
          error={machine.failedAt === 'submit' ? machine.error : null}
          resendAvailableAt={machine.resendAvailableAt}
          resent={resent}
          onSubmit={submit}
          onResend={resend}
          onChangeDestination={editDestination}
        />
      ) : channel === 'email' ? (
        <EmailEntryScreen
          defaultEmail={machine.destination}
          sending={machine.state.status === 'sending-code'}
          error={machine.failedAt === 'send' ? machine.error : null}
          onSubmit={(email) => send(email)}
        />
      ) : (
        <PhoneEntryScreen
          defaultValue={machine.destination}
          sending={machine.state.status === 'sending-code'}
          error={machine.failedAt === 'send' ? machine.error : null}
          onSubmit={(phone) => send(phone)}
        />
      )}
      <p className="mt-6 text-center text-muted-foreground text-xs">Demo: the code is always 123456.</p>
    </ScreenCard>
  );
}

const meta = {
  title: 'Flows/Email and SMS',
  component: OtpJourney,
  tags: ['responsive'],
  args: { channel: 'email' },
  parameters: { docs: { description: { component: 'The whole journey against an in-memory fake of the provider.' } } },
} satisfies Meta<typeof OtpJourney>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: type the e-mail, Enter, type a wrong code, then the right one. */
export const Email: Story = {
  play: async () => {
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await expect(email).toHaveFocus();
    await userEvent.keyboard('ada@example.com{Enter}');
    const code = await screen.findByRole('textbox', { name: 'Verification code' });
    await expect(screen.getByText('ada@example.com')).toBeVisible();
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.keyboard('111111');
    await waitFor(() => expect(code).toHaveAccessibleDescription('The code you entered is not valid'));
    // Focus is back in the boxes, so the next code can be typed at once.
    await waitFor(() => expect(code).toHaveFocus());
    await expect(screen.getByText('ada@example.com')).toBeVisible();
    await userEvent.keyboard('123456');
    await expect(await screen.findByRole('heading', { name: "You're signed in" }, { timeout: 3000 })).toBeVisible();
    await expect(screen.getByText('Signed in as ada@example.com')).toBeVisible();
  },
};

/** A rate-limited send stays on the e-mail step with the address kept. */
export const EmailRateLimited: Story = {
  play: async () => {
    await userEvent.keyboard('blocked@example.com{Enter}');
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait before trying again.',
    );
    await expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('blocked@example.com');
    blurActiveElement();
  },
};

/** Going back to change the address keeps what was typed. */
export const ChangeEmail: Story = {
  play: async () => {
    await userEvent.keyboard('ada@example.com{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Use a different email' }));
    await expect(await screen.findByRole('textbox', { name: 'Email address' })).toHaveValue('ada@example.com');
    blurActiveElement();
  },
};

export const Sms: Story = {
  args: { channel: 'sms' },
  play: async () => {
    await userEvent.keyboard('4155552671');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const code = await screen.findByRole('textbox', { name: 'Verification code' });
    await expect(screen.getByText('+14155552671')).toBeVisible();
    await userEvent.click(code);
    await userEvent.keyboard('123456');
    await expect(await screen.findByRole('heading', { name: "You're signed in" }, { timeout: 3000 })).toBeVisible();
  },
};
