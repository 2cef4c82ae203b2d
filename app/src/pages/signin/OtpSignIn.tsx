import type { OtpChannel } from '@sigil/ui/flows';
import { useOtpFlow } from '@sigil/ui/flows';
import { CodeEntryScreen, EmailEntryScreen } from '@sigil/ui/screens';
import { useAuth } from '../../auth/AuthProvider';
import { Lazy, PhoneEntryScreen } from '../lazy';

/**
 * E-mail or SMS code sign-in. Our flow machine drives the screens (it keeps the address through errors and
 * times "Resend code"); the SDK's headless hook does the work. Typing works before the SDK has loaded: a
 * submit waits for it.
 */
export function OtpSignIn({
  channel,
  allowPlus,
  onBack,
}: {
  channel: OtpChannel;
  allowPlus: boolean;
  onBack: () => void;
}) {
  const { whenReady } = useAuth();
  const { machine, step, resent, send, resend, submit, editDestination } = useOtpFlow(channel, {
    send: async (destination) => {
      const port = await whenReady();
      if (channel === 'email') await port.email.sendCode({ email: destination });
      else await port.sms.sendCode({ phoneNumber: destination });
    },
    verify: async (code) => {
      const port = await whenReady();
      await (channel === 'email' ? port.email : port.sms).loginWithCode({ code });
    },
  });

  if (step === 'code' || step === 'done') {
    return (
      <CodeEntryScreen
        channel={channel}
        destination={machine.destination}
        submitting={machine.state.status === 'submitting-code' || step === 'done'}
        error={machine.failedAt === 'submit' ? machine.error : null}
        resendAvailableAt={machine.resendAvailableAt}
        resent={resent}
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
      sending={machine.state.status === 'sending-code'}
      error={machine.failedAt === 'send' ? machine.error : null}
      onSubmit={(email) => send(email)}
      onBack={onBack}
    />
  ) : (
    <Lazy>
      <PhoneEntryScreen
        defaultValue={machine.destination}
        sending={machine.state.status === 'sending-code'}
        error={machine.failedAt === 'send' ? machine.error : null}
        onSubmit={(phone) => send(phone)}
        onBack={onBack}
      />
    </Lazy>
  );
}
