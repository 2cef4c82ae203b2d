import { useReducer, useState } from 'react';
import { initialOtp, type OtpChannel, otpReducer, otpStep } from '../../../../src/flows/otp';
import { CodeEntryScreen } from '../../../../src/screens/signin/CodeEntryScreen';
import { EmailEntryScreen } from '../../../../src/screens/signin/EmailEntryScreen';
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
  const [machine, dispatch] = useReducer(otpReducer, initialOtp(channel));
  const [resent, setResent] = useState(false);
  const step = otpStep(machine);

  const send = async (destination: string, resend = false) => {
    dispatch(resend ? { type: 'resend', now: Date.now() } : { type: 'send', destination, now: Date.now() });
    try {
      const port = await whenReady();
      if (channel === 'email') await port.email.sendCode({ email: destination });
      else await port.sms.sendCode({ phoneNumber: destination });
      dispatch({ type: 'sent', now: Date.now() });
      setResent(resend);
    } catch (error) {
      dispatch({ type: 'failed', error });
    }
  };

  const verify = async (code: string) => {
    dispatch({ type: 'submit' });
    try {
      const port = await whenReady();
      await (channel === 'email' ? port.email : port.sms).loginWithCode({ code });
      dispatch({ type: 'submitted' });
    } catch (error) {
      dispatch({ type: 'failed', error });
    }
  };

  if (step === 'code' || step === 'done') {
    return (
      <CodeEntryScreen
        channel={channel}
        destination={machine.destination}
        submitting={machine.state.status === 'submitting-code' || step === 'done'}
        error={machine.failedAt === 'submit' ? machine.error : null}
        resendAvailableAt={machine.resendAvailableAt}
        resent={resent}
        onSubmit={verify}
        onResend={() => send(machine.destination, true)}
        onChangeDestination={() => dispatch({ type: 'edit-destination' })}
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
