import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { OtpJourney } from '../../src/journeys/sign-in';
import { readyBackend } from '../../src/ports';
import { manualClock } from '../../tests/support/manual-clock';
import { FakeStage } from '../fixtures/FakeStage';

/** Time held still: "Resend code in 60 seconds" whatever the second the picture is taken. */
const { clock } = manualClock(Date.UTC(2026, 0, 1, 12));

/** The e-mail or SMS journey (the app's own component) against the fake provider: the code is always 123456. */
function OtpStory({ channel }: { channel: 'email' | 'sms' }) {
  return (
    <FakeStage
      footnote={(fake) => (
        <p className="sg:mt-6 sg:text-center sg:text-muted-foreground sg:text-xs">{`Demo: the code is always ${fake.code}.`}</p>
      )}
    >
      {(fake) =>
        channel === 'email' ? (
          <OtpJourney clock={clock} channel="email" backend={readyBackend(fake.email)} />
        ) : (
          <OtpJourney clock={clock} channel="sms" backend={readyBackend(fake.sms)} />
        )
      }
    </FakeStage>
  );
}

const meta = {
  title: 'Journeys/OtpJourney',
  component: OtpStory,
  tags: ['responsive'],
  args: { channel: 'email' },
  parameters: {
    docs: {
      description: {
        component: 'The whole journey, as the app renders it, against an in-memory fake of the provider.',
      },
    },
  },
} satisfies Meta<typeof OtpStory>;
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
  },
};

/** Going back to change the address keeps what was typed. */
export const ChangeEmail: Story = {
  play: async () => {
    await userEvent.keyboard('ada@example.com{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Use a different email' }));
    await expect(await screen.findByRole('textbox', { name: 'Email address' })).toHaveValue('ada@example.com');
  },
};

export const Sms: Story = {
  args: { channel: 'sms' },
  play: async () => {
    await userEvent.keyboard('4155552671');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const code = await screen.findByRole('textbox', { name: 'Verification code' });
    await expect(screen.getByText('+1 415 555 2671')).toBeVisible();
    await userEvent.click(code);
    await userEvent.keyboard('123456');
    await expect(await screen.findByRole('heading', { name: "You're signed in" }, { timeout: 3000 })).toBeVisible();
  },
};

/**
 * A host's own backend (no provider), whose sign-in fails with an error that carries none of the provider's codes:
 * the journey shows the catalogue's fallback, and the address stays for another try.
 */
export const HostBackendUnknownError: Story = {
  render: () => (
    <OtpJourney
      clock={clock}
      channel="email"
      backend={readyBackend({
        sendCode: async () => undefined,
        loginWithCode: async () => {
          throw new Error('ECONNRESET while reading the session table');
        },
      })}
    />
  ),
  play: async () => {
    await userEvent.keyboard('ada@example.com{Enter}');
    const code = await screen.findByRole('textbox', { name: 'Verification code' });
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.keyboard('123456');
    await waitFor(() => expect(code).toHaveAccessibleDescription('Something went wrong.'));
    await expect(screen.queryByText(/ECONNRESET/)).toBeNull();
    await expect(screen.getByText('ada@example.com')).toBeVisible();
  },
};
