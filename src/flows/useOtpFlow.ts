import { useReducer, useState } from 'react';
import { initialOtp, type OtpChannel, type OtpMachine, otpReducer, otpStep, resendAllowed } from './otp';

export interface OtpActions {
  /** Sends (or re-sends) a code: the provider's call, e.g. the SDK's `sendCode`. */
  send: (destination: string) => Promise<unknown>;
  /** Checks a code: e.g. the SDK's `loginWithCode`. */
  verify: (code: string) => Promise<unknown>;
}

export interface OtpFlow {
  machine: OtpMachine;
  step: ReturnType<typeof otpStep>;
  /** The last send was a resend (the screen says a new code is on its way). */
  resent: boolean;
  send: (destination: string) => Promise<void>;
  resend: () => Promise<void>;
  submit: (code: string) => Promise<void>;
  editDestination: () => void;
}

/**
 * The e-mail / SMS code flow as a React hook: the machine of `otp.ts` driven by the provider's two calls,
 * whatever they are (the SDK's headless hooks in the app, an in-memory fake in the stories).
 */
export function useOtpFlow(channel: OtpChannel, actions: OtpActions): OtpFlow {
  const [machine, dispatch] = useReducer(otpReducer, initialOtp(channel));
  const [resent, setResent] = useState(false);

  const sendTo = async (destination: string, resend: boolean) => {
    // A resend the machine would refuse (still cooling down, a send or check under way) sends nothing either.
    if (resend && !resendAllowed(machine, Date.now())) return;
    dispatch(resend ? { type: 'resend', now: Date.now() } : { type: 'send', destination, now: Date.now() });
    try {
      await actions.send(destination);
      dispatch({ type: 'sent', now: Date.now() });
      setResent(resend);
    } catch (error) {
      dispatch({ type: 'failed', error });
    }
  };

  return {
    machine,
    step: otpStep(machine),
    resent,
    send: (destination) => sendTo(destination, false),
    resend: () => sendTo(machine.destination, true),
    submit: async (code) => {
      dispatch({ type: 'submit' });
      try {
        await actions.verify(code);
        dispatch({ type: 'submitted' });
      } catch (error) {
        dispatch({ type: 'failed', error });
      }
    },
    editDestination: () => dispatch({ type: 'edit-destination' }),
  };
}
