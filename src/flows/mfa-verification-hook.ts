import { useEffect, useRef, useState } from 'react';
import type { MfaFlowKind, MfaMethod } from '../model/mfa';
import type { Clock } from './clock';
import {
  createMfaVerification,
  initialMfaVerification,
  type MfaVerification,
  type MfaVerificationController,
  type MfaVerifier,
} from './mfa-verification';

export interface MfaVerificationFlow extends Omit<MfaVerificationController, 'machine' | 'dispose'> {
  machine: MfaVerification;
}

/**
 * The verification flow as a React hook: `createMfaVerification` driven by the provider's `useMfa()` calls
 * (the SDK in the app, a fake in the stories). The latest `verifier` is always the one called; the timers
 * stop on unmount.
 */
export function useMfaVerification<PasskeyOptions = unknown>(
  verifier: MfaVerifier<PasskeyOptions>,
  clock?: Clock,
): MfaVerificationFlow {
  const [machine, setMachine] = useState<MfaVerification>(initialMfaVerification);
  const latest = useRef(verifier);
  latest.current = verifier;
  const controller = useRef<MfaVerificationController | null>(null);
  const get = () => {
    controller.current ??= createMfaVerification<PasskeyOptions>({
      verifier: {
        init: (method) => latest.current.init(method),
        submit: (method, answer) => latest.current.submit(method, answer),
        cancel: () => latest.current.cancel(),
      },
      onChange: setMachine,
      clock,
    });
    return controller.current;
  };
  useEffect(
    () => () => {
      controller.current?.dispose();
      controller.current = null;
    },
    [],
  );
  return {
    machine,
    start: (
      kind: MfaFlowKind,
      methods: readonly unknown[],
      options?: { singleRound?: boolean | undefined; maxAttempts?: number | undefined },
    ) => get().start(kind, methods, options),
    choose: (method: MfaMethod) => get().choose(method),
    back: () => get().back(),
    submitCode: (code: string) => get().submitCode(code),
    retry: () => get().retry(),
    cancel: () => get().cancel(),
    fail: (error: unknown) => get().fail(error),
  };
}
