/**
 * Multi-factor verification and enrolment filled from the SDK's headless hooks (SDK side: loaded with the SDK's
 * chunk). The provider is configured with `mfa.noPromptOnMfaRequired`, so its own prompt never shows: when an
 * action needs verification the SDK calls our `onMfaRequired` listener and waits (up to 300 s) for
 * `useMfa().submit`; `MfaPrompt` shows our verification journey for that prompt.
 */
import {
  type User,
  useLinkWithPasskey,
  useMfa,
  useMfaEnrollment,
  useRegisterMfaListener,
  useUnlinkPasskey,
} from '@privy-io/react-auth';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLatest } from '../../lib/use-latest';
import { isMfaMethod, type MfaMethod } from '../../model';
import type { MfaEnrollmentPort, MfaPort } from '../../ports';
import type { MfaPromptRequest, MfaSession } from '../port';

/** What `useMfa().submit('passkey', …)` takes: the request options `init('passkey')` answered. */
type PasskeyOptions = Exclude<Parameters<ReturnType<typeof useMfa>['submit']>[1], string>;

const methodsOf = (values: readonly unknown[] | undefined): MfaMethod[] => (values ?? []).filter(isMfaMethod);

/**
 * Multi-factor verification and enrolment for `user` (the SDK's): registers our `onMfaRequired` listener (each request
 * becomes the session's `prompt`, answered through `verifier`), and fills the Security page's enrolment port.
 */
export function useMfaSession(user: User | null): MfaSession {
  const mfa = useMfa();
  const enrollment = useMfaEnrollment();
  const { linkWithPasskey } = useLinkWithPasskey();
  const { unlink: unlinkPasskey } = useUnlinkPasskey();
  const [prompt, setPrompt] = useState<MfaPromptRequest | null>(null);
  const count = useRef(0);
  /** The next prompt is one the app asked for itself (`verifyNow`): the SDK's loop then takes 4 codes, not 3. */
  const askedByApp = useRef(false);

  // The SDK calls every registered listener (its own does nothing with `noPromptOnMfaRequired`); each prompt gets a
  // new id, so a new journey. How many codes it takes is the SDK's loop's: a wallet action (or an enrolment call) tries
  // once without a code, so 3 reach the prompt; a verification on its own (`promptMfa`) asks at once, so 4.
  useRegisterMfaListener({
    onMfaRequired: ({ mfaMethods }) => {
      count.current += 1;
      const maxAttempts = askedByApp.current ? 4 : 3;
      askedByApp.current = false;
      setPrompt({ id: count.current, methods: methodsOf(mfaMethods), maxAttempts });
    },
  });

  // A prompt belongs to the user it was for: signing out (or in as someone else) ends it.
  const userId = user?.id ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the user id is what ends a prompt
  useEffect(() => setPrompt(null), [userId]);

  // The hooks hand out new functions on most renders; the ports call the latest ones.
  const all = { mfa, enrollment, linkWithPasskey, unlinkPasskey };
  const hooks = useLatest(all);

  const verifier = useMemo<MfaPort<object>>(
    () => ({
      init: (method) => hooks.current.mfa.init(method),
      // The journey hands back, untouched, the options this SDK's `init('passkey')` answered.
      submit: (method, answer) => hooks.current.mfa.submit(method, answer as string | PasskeyOptions),
      cancel: () => hooks.current.mfa.cancel(),
    }),
    [],
  );

  const available = methodsOf(mfa.mfaMethods);
  const availableKey = available.join();
  const enrolled = methodsOf(user?.mfaMethods);
  const enrolledKey = enrolled.join();
  const accounts = user?.linkedAccounts;
  const smsLogin = Boolean(user?.phone);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys stand for the arrays they were made from
  const enrollmentPort = useMemo<MfaEnrollmentPort>(
    () => ({
      enrolled,
      available,
      smsLogin,
      passkeys: (accounts ?? []).flatMap((account) =>
        account.type === 'passkey'
          ? [
              {
                credentialId: account.credentialId,
                authenticatorName: account.authenticatorName,
                createdWithBrowser: account.createdWithBrowser,
                createdWithOs: account.createdWithOs,
                createdWithDevice: account.createdWithDevice,
                enrolledInMfa: account.enrolledInMfa,
                firstVerifiedAt: account.firstVerifiedAt,
                latestVerifiedAt: account.latestVerifiedAt,
              },
            ]
          : [],
      ),
      initEnrollmentWithSms: (meta) => hooks.current.enrollment.initEnrollmentWithSms(meta),
      submitEnrollmentWithSms: (meta) => hooks.current.enrollment.submitEnrollmentWithSms(meta),
      initEnrollmentWithTotp: () => hooks.current.enrollment.initEnrollmentWithTotp(),
      submitEnrollmentWithTotp: (meta) => hooks.current.enrollment.submitEnrollmentWithTotp(meta),
      initEnrollmentWithPasskey: () => hooks.current.enrollment.initEnrollmentWithPasskey(),
      submitEnrollmentWithPasskey: (input, options) =>
        hooks.current.enrollment.submitEnrollmentWithPasskey(input, options),
      unenrollWithSms: () => hooks.current.enrollment.unenrollWithSms(),
      unenrollWithTotp: () => hooks.current.enrollment.unenrollWithTotp(),
      unenrollWithPasskey: (options) => hooks.current.enrollment.unenrollWithPasskey(options),
      linkPasskey: () => hooks.current.linkWithPasskey(),
      unlinkPasskey: (credentialId) => hooks.current.unlinkPasskey({ credentialId }),
    }),
    [enrolledKey, availableKey, smsLogin, accounts],
  );

  return useMemo<MfaSession>(
    () => ({
      verifier,
      prompt,
      dismissPrompt: (id) => setPrompt((current) => (current?.id === id ? null : current)),
      verifyNow: () => {
        askedByApp.current = true;
        return hooks.current.mfa.promptMfa().finally(() => {
          askedByApp.current = false;
        });
      },
      enrollment: enrollmentPort,
    }),
    [verifier, prompt, enrollmentPort],
  );
}
