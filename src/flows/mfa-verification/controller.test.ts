import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../../tests/support/manual-clock';
import type { MfaMethod } from '../../model/mfa';
import { MFA } from '../../rules/limits';
import { createMfaVerificationController, type MfaVerifier } from './controller';
import type { MfaVerification } from './reduce';

/** The SDK's errors as its frame and loop raise them (`PrivyIframeError { type, message }`). */
const sdkError = (type: string, message: string) => Object.assign(new Error(message), { type });
const wrongCode = () => sdkError('missing_or_invalid_mfa', 'MFA verification failed, retry.');
const sdkMaxAttempts = () => sdkError('mfa_verification_max_attempts_reached', 'Max MFA verification attempts reached');
const sdkTimeout = () => sdkError('mfa_timeout', 'Timed out waiting for MFA code');
const T0 = 1_767_225_600_000;

/** A verifier whose answers the test settles one by one. */
function scriptedVerifier() {
  const pending: {
    method: MfaMethod;
    answer?: unknown;
    resolve: (value?: unknown) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const call = (method: MfaMethod, answer?: unknown) =>
    new Promise<never>((resolve, reject) => {
      pending.push({ method, answer, resolve: resolve as (value?: unknown) => void, reject });
    });
  const verifier = {
    init: vi.fn((method: MfaMethod) => call(method)),
    submit: vi.fn((method: MfaMethod, answer: unknown) => call(method, answer)),
    cancel: vi.fn(),
  } satisfies MfaVerifier<{ challenge: string }>;
  const next = () => {
    const first = pending.shift();
    if (!first) throw new Error('no call pending');
    return first;
  };
  return { verifier, next, pending };
}

describe('MFA verification: the controller, on fake timers', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setUp = () => {
    const script = scriptedVerifier();
    const seen: MfaVerification[] = [];
    const flow = createMfaVerificationController({ verifier: script.verifier, onChange: (m) => seen.push(m) });
    return { ...script, flow, seen, status: () => flow.machine.state.status };
  };

  it('SMS: sends with init, checks with submit, verified', async () => {
    const { flow, next, verifier, status } = setUp();
    flow.start('txn', ['sms', 'totp']);
    flow.choose('sms');
    expect(verifier.init).toHaveBeenCalledWith('sms');
    expect(status()).toBe('sending-code');
    next().resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(status()).toBe('awaiting-code-input');
    flow.submitCode('123456');
    expect(verifier.submit).toHaveBeenCalledWith('sms', '123456');
    expect(status()).toBe('submitting-code');
    next().resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(flow.machine.state).toEqual({ status: 'verified', method: 'sms' });
    // Nothing runs after the end: no time-out 300 s later.
    await vi.advanceTimersByTimeAsync(MFA.codeWaitMs);
    expect(status()).toBe('verified');
  });

  it('SMS send failure, then Try again sends again', async () => {
    const { flow, next, verifier, status } = setUp();
    flow.start('txn', ['sms']);
    next().reject({ privyErrorCode: 'too_many_requests' });
    await vi.advanceTimersByTimeAsync(0);
    expect(status()).toBe('send-failed');
    flow.retry();
    expect(verifier.init).toHaveBeenCalledTimes(2);
    next().resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(status()).toBe('awaiting-code-input');
  });

  it('four wrong codes lock for exactly 10 s; input is refused meanwhile; then a new round', async () => {
    const { flow, next, verifier, status } = setUp();
    flow.start('txn', ['totp']);
    for (let i = 0; i < MFA.maxAttempts; i++) {
      flow.submitCode(`00000${i}`);
      next().reject(wrongCode());
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(flow.machine.state).toMatchObject({ status: 'locked-out', reason: 'attempts' });
    flow.submitCode('123456');
    expect(verifier.submit).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(MFA.attemptsLockoutMs - 1);
    expect(status()).toBe('locked-out');
    await vi.advanceTimersByTimeAsync(1);
    expect(flow.machine.state).toEqual({ status: 'awaiting-code-input', method: 'totp', error: null });
    expect(flow.machine.attempts).toBe(0);
    flow.submitCode('123456');
    expect(verifier.submit).toHaveBeenCalledTimes(5);
  });

  it('single round: four wrong codes lock for 10 s, then the verification ends without asking the SDK again', async () => {
    const { flow, next, verifier, status } = setUp();
    flow.start('txn', ['sms'], { singleRound: true });
    next().resolve();
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < MFA.maxAttempts; i++) {
      flow.submitCode(`00000${i}`);
      next().reject(wrongCode());
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(status()).toBe('locked-out');
    await vi.advanceTimersByTimeAsync(MFA.attemptsLockoutMs);
    expect(status()).toBe('ended');
    expect(verifier.init).toHaveBeenCalledTimes(1);
    expect(verifier.submit).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(MFA.codeWaitMs);
    expect(status()).toBe('ended');
  });

  it('the 300 s wait at code entry becomes the 30 s time-limit lock-out, then a new round', async () => {
    const { flow, status } = setUp();
    flow.start('auth', ['totp']);
    await vi.advanceTimersByTimeAsync(MFA.codeWaitMs - 1);
    expect(status()).toBe('awaiting-code-input');
    await vi.advanceTimersByTimeAsync(1);
    expect(flow.machine.state).toMatchObject({
      status: 'locked-out',
      reason: 'time-limit',
      until: T0 + 300_000 + 30_000,
    });
    await vi.advanceTimersByTimeAsync(MFA.timeLimitLockoutMs - 1);
    expect(status()).toBe('locked-out');
    await vi.advanceTimersByTimeAsync(1);
    expect(status()).toBe('awaiting-code-input');
    // The new round has its own 300 s.
    await vi.advanceTimersByTimeAsync(MFA.codeWaitMs - 1);
    expect(status()).toBe('awaiting-code-input');
    await vi.advanceTimersByTimeAsync(1);
    expect(status()).toBe('locked-out');
  });

  it('a wrong code restarts the 300 s wait', async () => {
    const { flow, next, status } = setUp();
    flow.start('txn', ['totp']);
    await vi.advanceTimersByTimeAsync(200_000);
    flow.submitCode('111111');
    next().reject(wrongCode());
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(MFA.codeWaitMs - 1);
    expect(status()).toBe('awaiting-code-input');
    await vi.advanceTimersByTimeAsync(1);
    expect(status()).toBe('locked-out');
  });

  it('an SMS that never arrives: “Timed out waiting for MFA code”; Try again sends a new one; a late answer is dropped', async () => {
    const { flow, next, verifier, status } = setUp();
    flow.start('txn', ['sms']);
    const first = next();
    await vi.advanceTimersByTimeAsync(MFA.codeWaitMs);
    expect(flow.machine.state).toMatchObject({ status: 'timed-out', method: 'sms' });
    first.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(status()).toBe('timed-out');
    flow.retry();
    expect(verifier.init).toHaveBeenCalledTimes(2);
    expect(status()).toBe('sending-code');
  });

  it('passkey: init answers the options, submit runs the prompt with them; failure, Try again, verified', async () => {
    const { flow, next, verifier, status } = setUp();
    flow.start('txn', ['passkey', 'sms']);
    flow.choose('passkey');
    expect(verifier.init).toHaveBeenCalledWith('passkey');
    next().resolve({ challenge: 'abc' });
    await vi.advanceTimersByTimeAsync(0);
    expect(verifier.submit).toHaveBeenCalledWith('passkey', { challenge: 'abc' });
    next().reject(new DOMException('no', 'NotAllowedError'));
    await vi.advanceTimersByTimeAsync(0);
    expect(status()).toBe('passkey-ready');
    flow.retry();
    next().resolve({ challenge: 'def' });
    await vi.advanceTimersByTimeAsync(0);
    next().resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(flow.machine.state).toEqual({ status: 'verified', method: 'passkey' });
  });

  it('passkey: init without options is an error, not a hang', async () => {
    const { flow, next, status } = setUp();
    flow.start('txn', ['passkey']);
    next().resolve(undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(status()).toBe('passkey-ready');
  });

  it('cancel calls the SDK’s cancel once, drops the pending answer, stops the timers', async () => {
    const { flow, next, verifier, status } = setUp();
    flow.start('txn', ['totp']);
    flow.submitCode('123456');
    const pending = next();
    flow.cancel();
    expect(verifier.cancel).toHaveBeenCalledOnce();
    expect(status()).toBe('canceled');
    pending.resolve();
    await vi.advanceTimersByTimeAsync(MFA.codeWaitMs * 2);
    expect(status()).toBe('canceled');
    flow.cancel();
    expect(verifier.cancel).toHaveBeenCalledOnce();
  });

  it('fail(): the SDK’s round ending outside a check (max attempts, its time-out) reaches the screen', async () => {
    const { flow, status } = setUp();
    flow.start('txn', ['totp', 'sms']);
    flow.fail(sdkTimeout());
    expect(flow.machine.state).toMatchObject({ status: 'timed-out', method: null });
    flow.retry();
    expect(status()).toBe('choosing-method');
    flow.choose('totp');
    flow.fail(sdkMaxAttempts());
    expect(flow.machine.state).toMatchObject({ status: 'locked-out', reason: 'attempts', method: 'totp' });
    await vi.advanceTimersByTimeAsync(MFA.attemptsLockoutMs);
    expect(status()).toBe('awaiting-code-input');
  });

  it('dispose stops the timers and ignores late answers', async () => {
    const { flow, next, seen } = setUp();
    flow.start('txn', ['totp']);
    flow.submitCode('123456');
    const pending = next();
    flow.dispose();
    const count = seen.length;
    pending.resolve();
    await vi.advanceTimersByTimeAsync(MFA.codeWaitMs * 2);
    expect(seen.length).toBe(count);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('uses the clock it is given', () => {
    const time = manualClock(5_000);
    const flow = createMfaVerificationController({
      verifier: scriptedVerifier().verifier,
      onChange: () => {},
      clock: time.clock,
    });
    flow.start('txn', ['totp']);
    time.advance(MFA.codeWaitMs - 1);
    expect(flow.machine.state.status).not.toBe('locked-out');
    time.advance(1);
    expect(flow.machine.state).toMatchObject({ status: 'locked-out', until: time.now() + MFA.timeLimitLockoutMs });
    time.advance(MFA.timeLimitLockoutMs);
    expect(flow.machine.state.status).not.toBe('locked-out');
  });
});
