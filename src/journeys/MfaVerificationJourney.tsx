import { useEffect } from 'react';
import type { Clock } from '../flows/clock';
import { attemptsLeft, useMfaVerification } from '../flows/mfa-verification';
import { useLatest } from '../lib/use-latest';
import type { MfaFlowKind, MfaMethod } from '../model/mfa';
import type { MfaPort } from '../ports/mfa';
import { MfaCodeScreen } from '../screens/mfa/MfaCodeScreen';
import { MfaMethodChooser } from '../screens/mfa/MfaMethodChooser';
import { MfaPasskeyScreen } from '../screens/mfa/MfaPasskeyScreen';

export interface MfaVerificationJourneyProps<PasskeyOptions = unknown> {
  /** The SDK's `useMfa()` (`init`, `submit`, `cancel`), or a fake. */
  port: MfaPort<PasskeyOptions>;
  /** What asks for verification: a wallet action (`txn`) or a sign-in (`auth`). */
  kind: MfaFlowKind;
  /** The user's enrolled methods (the SDK's prompt carries them). */
  methods: readonly MfaMethod[];
  /** Timers and the time (stories and tests pass a controllable one). */
  clock?: Clock | undefined;
  /** The person closed the "Verification canceled" view. */
  onClose?: (() => void) | undefined;
  /**
   * The host's request is asked once (the SDK's MFA loop fails for good after too many codes or its time limit):
   * when the lock-out ends, or Try again after a time-out, the journey ends (`onFinished`) instead of asking again.
   */
  singleRound?: boolean | undefined;
  /**
   * How many codes the host's request takes (the SDK's loop: 4 for a verification on its own, `promptMfa`; 3 for a
   * wallet action, whose first try goes without a code). 4 when absent, which is the spec's limit.
   */
  maxAttempts?: number | undefined;
  /** The verification is over: verified, canceled, or (single round) failed. The host closes its dialog. */
  onFinished?: ((outcome: 'verified' | 'canceled' | 'failed') => void) | undefined;
}

/**
 * Multi-factor verification, written once: the verification flow (`useMfaVerification`: enrolled methods only,
 * SMS sending, code entry with at most 4 attempts, the 300 s wait, the 10 s and 30 s lock-outs, passkey, cancel)
 * composed with its screens (`MfaMethodChooser`, `MfaCodeScreen`, `MfaPasskeyScreen`) and driven by an `MfaPort`.
 */
export function MfaVerificationJourney<PasskeyOptions = unknown>({
  port,
  kind,
  methods,
  clock,
  onClose,
  singleRound = false,
  maxAttempts,
  onFinished,
}: MfaVerificationJourneyProps<PasskeyOptions>) {
  const flow = useMfaVerification(port, clock);
  const { machine } = flow;
  const { state } = machine;
  const now = clock?.now ?? Date.now;
  // The prompt arrives once. Started a microtask later, and only if still mounted: React's StrictMode mounts,
  // unmounts and mounts again at once, and the first controller would already have sent an SMS code.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the prompt arrives once
  useEffect(() => {
    let mounted = true;
    queueMicrotask(() => {
      if (mounted) flow.start(kind, methods, { singleRound, maxAttempts });
    });
    return () => {
      mounted = false;
    };
  }, []);
  const finished = useLatest(onFinished);
  useEffect(() => {
    if (state.status === 'verified') finished.current?.('verified');
    else if (state.status === 'canceled') finished.current?.('canceled');
    else if (state.status === 'ended' || state.status === 'no-methods') finished.current?.('failed');
  }, [state.status]);
  const chooseAnother = machine.methods.length > 1 ? flow.back : undefined;
  switch (state.status) {
    case 'idle':
    case 'ended':
      return null;
    case 'no-methods':
      return <MfaMethodChooser methods={[]} notice={state.error} onSelect={flow.choose} onCancel={flow.cancel} />;
    case 'choosing-method':
      return <MfaMethodChooser methods={machine.methods} onSelect={flow.choose} onCancel={flow.cancel} />;
    case 'verifying-passkey':
    case 'passkey-ready':
      return (
        <MfaPasskeyScreen
          status={state.status}
          error={state.status === 'passkey-ready' ? state.error : null}
          onTryAgain={flow.retry}
          onChooseAnother={chooseAnother}
          onCancel={flow.cancel}
        />
      );
    case 'timed-out':
      if (state.method === 'passkey') {
        return (
          <MfaPasskeyScreen status="passkey-ready" error={state.error} onTryAgain={flow.retry} onCancel={flow.cancel} />
        );
      }
      if (state.method === null) {
        return (
          <MfaMethodChooser
            methods={machine.methods}
            notice={state.error}
            onSelect={flow.choose}
            onCancel={flow.cancel}
          />
        );
      }
      break;
    case 'locked-out':
      if (state.method === 'passkey') {
        return (
          <MfaPasskeyScreen
            status="locked-out"
            error={state.error}
            lockedUntil={state.until}
            now={now}
            onTryAgain={flow.retry}
            onCancel={flow.cancel}
          />
        );
      }
      break;
    case 'verified':
      if (state.method === 'passkey') {
        return <MfaPasskeyScreen status="verified" onTryAgain={flow.retry} />;
      }
      break;
    default:
      break;
  }
  const method = 'method' in state && state.method && state.method !== 'passkey' ? state.method : 'totp';
  return (
    <MfaCodeScreen
      method={method}
      status={state.status as Parameters<typeof MfaCodeScreen>[0]['status']}
      error={'error' in state ? state.error : null}
      attemptsLeft={attemptsLeft(machine)}
      lockedUntil={state.status === 'locked-out' ? state.until : 0}
      now={now}
      onSubmit={flow.submitCode}
      onRetry={flow.retry}
      onChooseAnother={chooseAnother}
      onCancel={flow.cancel}
      onClose={onClose}
    />
  );
}
