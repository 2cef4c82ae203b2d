import { type Clock, systemClock, useOtp } from '../flows';
import type { Backend, EmailPort, SmsPort } from '../ports';
import { formatPhoneNumber } from '../rules/phone';
import { CodeEntryScreen, EmailEntryScreen, PhoneEntryScreen } from '../screens';

export type OtpJourneyProps = {
  /** The app accepts e-mail addresses with a '+' (its settings). */
  allowPlus?: boolean | undefined;
  onBack?: (() => void) | undefined;
  /** Signed in: the backend's sign-in call succeeded (e.g. go to the signed-in page). */
  onDone?: (() => void) | undefined;
  /** The time "Resend code" counts down on: the system's by default; stories and tests pass one they hold still. */
  clock?: Clock | undefined;
} & ({ channel: 'email'; backend: Backend<EmailPort> } | { channel: 'sms'; backend: Backend<SmsPort> });

/**
 * E-mail or SMS code sign-in: the destination, then the code. The code flow (`useOtp`) keeps the
 * address through errors and times "Resend code"; the port does the work. Typing works before the backend is
 * ready: a submit waits for it (the step shows busy).
 */
export function OtpJourney(props: OtpJourneyProps) {
  const { channel, allowPlus, onBack, onDone, clock = systemClock } = props;
  const { machine, step, resent, send, resend, submit, editDestination } = useOtp(
    channel,
    {
      send: async (destination) => {
        if (props.channel === 'email') await (await props.backend.whenReady()).sendCode({ email: destination });
        else await (await props.backend.whenReady()).sendCode({ phoneNumber: destination });
      },
      verify: async (code) => {
        await (await props.backend.whenReady()).loginWithCode({ code });
        onDone?.();
      },
    },
    { clock },
  );
  const sending = machine.state.status === 'sending-code';
  const sendError = machine.failedAt === 'send' ? machine.error : null;

  if (step === 'code' || step === 'done') {
    return (
      <CodeEntryScreen
        channel={channel}
        destination={channel === 'sms' ? formatPhoneNumber(machine.destination) : machine.destination}
        submitting={machine.state.status === 'submitting-code' || step === 'done'}
        error={machine.failedAt === 'submit' ? machine.error : null}
        resendAvailableAt={machine.resendAvailableAt}
        resent={resent}
        now={clock.now}
        onSubmit={submit}
        onResend={resend}
        onChangeDestination={editDestination}
      />
    );
  }
  return channel === 'email' ? (
    <EmailEntryScreen
      defaultEmail={machine.destination}
      allowPlus={allowPlus}
      sending={sending}
      error={sendError}
      onSubmit={send}
      onBack={onBack}
    />
  ) : (
    <PhoneEntryScreen
      defaultValue={machine.destination}
      sending={sending}
      error={sendError}
      onSubmit={send}
      onBack={onBack}
    />
  );
}
