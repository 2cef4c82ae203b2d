import type { CountryCode } from 'libphonenumber-js/min';
import { useState } from 'react';
import { useOtp } from '../flows/otp';
import type { AccountPort, Backend } from '../ports';
import {
  ConnectEmailScreen,
  ConnectPhoneScreen,
  UpdateEmailScreen,
  UpdatePhoneScreen,
} from '../screens/account/ContactScreens';

/**
 * Connecting or changing an e-mail or phone: the new destination, the code sent to it, done. The code flow
 * (`useOtp`) keeps the destination through errors and times "Resend code"; a wrong code is said under the
 * boxes, anything else (linked to another user, too many requests) as a banner.
 */
export function AccountContactJourney({
  backend,
  channel,
  mode,
  allowPlus,
  defaultCountry,
  clockPaused,
  onBack,
}: {
  backend: Backend<AccountPort>;
  channel: 'email' | 'phone';
  mode: 'connect' | 'update';
  allowPlus: boolean;
  defaultCountry?: CountryCode | undefined;
  clockPaused?: boolean | undefined;
  onBack: () => void;
}) {
  const user = backend.port?.user;
  // The address or number before the change: kept, because the user's own changes once it goes through.
  const [old] = useState(() => (channel === 'email' ? (user?.email?.address ?? '') : (user?.phone?.number ?? '')));
  const flow = useOtp(channel === 'email' ? 'email' : 'sms', {
    send: async (destination) => {
      const port = await backend.whenReady();
      if (channel === 'email') {
        if (mode === 'update') await port.updateEmail.sendCode({ newEmailAddress: destination });
        else await port.linkEmail.sendCode({ email: destination });
      } else if (mode === 'update') await port.updatePhone.sendCode({ newPhoneNumber: destination });
      else await port.linkPhone.sendCode({ phoneNumber: destination });
    },
    verify: async (code) => {
      const port = await backend.whenReady();
      if (channel === 'email') {
        if (mode === 'update') await port.updateEmail.verifyCode({ code });
        else await port.linkEmail.linkWithCode({ code });
      } else if (mode === 'update') await port.updatePhone.verifyCode({ code });
      else await port.linkPhone.linkWithCode({ code });
    },
  });
  const { machine } = flow;
  const step = flow.step === 'destination' ? 'address' : flow.step;
  const common = {
    step,
    sending: machine.state.status === 'sending-code',
    submitting: machine.state.status === 'submitting-code',
    error: machine.error,
    onResend: flow.resend,
    resendAvailableAt: machine.resendAvailableAt,
    resent: flow.resent,
    clockPaused,
    onChangeDestination: flow.editDestination,
    onDone: onBack,
    onBack,
  } as const;
  const destination = step === 'address' ? undefined : machine.destination;
  if (channel === 'email') {
    return mode === 'update' ? (
      <UpdateEmailScreen
        {...common}
        oldAddress={old}
        newAddress={destination}
        allowPlus={allowPlus}
        onSendCode={flow.send}
        onSubmitCode={({ code }) => flow.submit(code)}
      />
    ) : (
      <ConnectEmailScreen
        {...common}
        address={destination}
        allowPlus={allowPlus}
        onSendCode={flow.send}
        onSubmitCode={({ code }) => flow.submit(code)}
      />
    );
  }
  return mode === 'update' ? (
    <UpdatePhoneScreen
      {...common}
      oldNumber={old}
      newNumber={destination}
      defaultCountry={defaultCountry}
      onSendCode={flow.send}
      onSubmitCode={({ code }) => flow.submit(code)}
    />
  ) : (
    <ConnectPhoneScreen
      {...common}
      number={destination}
      defaultCountry={defaultCountry}
      onSendCode={flow.send}
      onSubmitCode={({ code }) => flow.submit(code)}
    />
  );
}
