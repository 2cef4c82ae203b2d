import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { en } from '../../copy/locales/en';
import type { MfaMethod } from '../../model/mfa';
import { MFA } from '../../rules/limits';
import {
  attemptsLeft,
  enrolledMethods,
  initialMfaVerification,
  isMfaCancellation,
  type MfaVerification,
  type MfaVerificationEvent,
  mfaErrorFor,
  reduceMfaVerification,
} from './reduce';

/** The SDK's errors as its frame and loop raise them (`PrivyIframeError { type, message }`, client errors). */
const sdkError = (type: string, message: string) => Object.assign(new Error(message), { type });
const wrongCode = () => sdkError('missing_or_invalid_mfa', 'MFA verification failed, retry.');
const sdkTimeout = () => sdkError('mfa_timeout', 'Timed out waiting for MFA code');
const sdkMaxAttempts = () => sdkError('mfa_verification_max_attempts_reached', 'Max MFA verification attempts reached');
const sdkCanceled = () => sdkError('client_error', 'MFA canceled');

const T0 = 1_767_225_600_000;
const text = (machine: MfaVerification) => {
  const { state } = machine;
  return 'error' in state && state.error ? en[state.error.key] : null;
};

const run = (events: MfaVerificationEvent[], from: MfaVerification = initialMfaVerification) =>
  events.reduce(reduceMfaVerification, from);

describe('MFA verification: the reducer', () => {
  it('offers only the enrolled methods, once each, in the spec’s order', () => {
    expect(enrolledMethods(['passkey', 'sms', 'totp', 'sms'])).toEqual(['totp', 'sms', 'passkey']);
    expect(enrolledMethods(['email', 'SMS', null, 7, 'passkey'])).toEqual(['passkey']);
    expect(enrolledMethods('sms' as unknown as unknown[])).toEqual([]);
    fc.assert(
      fc.property(fc.array(fc.anything()), (values) => {
        const methods = enrolledMethods(values);
        expect(new Set(methods).size).toBe(methods.length);
        for (const method of methods) expect(values).toContain(method);
      }),
    );
  });

  it('before the prompt, accepts nothing but start', () => {
    for (const event of [
      { type: 'choose', method: 'totp', now: T0 },
      { type: 'cancel' },
      { type: 'rejected', error: sdkMaxAttempts(), now: T0 },
      { type: 'code-wait-elapsed', now: T0 + 400_000 },
      { type: 'submit' },
    ] as MfaVerificationEvent[]) {
      expect(run([event])).toBe(initialMfaVerification);
    }
  });

  it('starts on the chooser with several methods, straight at the one method otherwise', () => {
    const several = run([{ type: 'start', kind: 'txn', methods: ['sms', 'passkey'], now: T0 }]);
    expect(several.state).toEqual({ status: 'choosing-method' });
    expect(several.kind).toBe('txn');
    expect(several.codeDeadline).toBe(T0 + 300_000);
    expect(run([{ type: 'start', kind: 'auth', methods: ['totp'], now: T0 }]).state).toEqual({
      status: 'awaiting-code-input',
      method: 'totp',
      error: null,
    });
    expect(run([{ type: 'start', kind: 'auth', methods: ['sms'], now: T0 }]).state).toEqual({
      status: 'sending-code',
      method: 'sms',
    });
    expect(run([{ type: 'start', kind: 'txn', methods: ['passkey'], now: T0 }]).state).toEqual({
      status: 'verifying-passkey',
    });
    const none = run([{ type: 'start', kind: 'txn', methods: [], now: T0 }]);
    expect(none.state.status).toBe('no-methods');
    expect(text(none)).toBe('Something went wrong.');
  });

  it('chooses only an enrolled method, and goes back only when there is another', () => {
    const started = run([{ type: 'start', kind: 'txn', methods: ['totp', 'passkey'], now: T0 }]);
    expect(run([{ type: 'choose', method: 'sms', now: T0 }], started)).toBe(started);
    const totp = run([{ type: 'choose', method: 'totp', now: T0 }], started);
    expect(totp.state).toEqual({ status: 'awaiting-code-input', method: 'totp', error: null });
    expect(run([{ type: 'choose', method: 'totp', now: T0 }], totp)).toBe(totp);
    expect(run([{ type: 'back' }], totp).state).toEqual({ status: 'choosing-method' });
    expect(run([{ type: 'choose', method: 'passkey', now: T0 }], totp).state).toEqual({
      status: 'verifying-passkey',
    });
    const single = run([{ type: 'start', kind: 'txn', methods: ['totp'], now: T0 }]);
    expect(run([{ type: 'back' }], single)).toBe(single);
    // Choosing is not a new round: the wait keeps running from the prompt.
    expect(run([{ type: 'choose', method: 'totp', now: T0 + 5000 }], started).codeDeadline).toBe(T0 + 300_000);
  });

  it('SMS: sending → sent, or send failed (with the catalogue’s message) → Try again sends again', () => {
    const sending = run([{ type: 'start', kind: 'txn', methods: ['sms'], now: T0 }]);
    const failed = run([{ type: 'send-failed', error: { privyErrorCode: 'too_many_requests' } }], sending);
    expect(failed.state.status).toBe('send-failed');
    expect(text(failed)).toBe('Too many requests. Please wait before trying again.');
    expect(text(run([{ type: 'send-failed', error: new Error('network') }], sending))).toBe('Something went wrong.');
    expect(run([{ type: 'retry' }], failed).state).toEqual({ status: 'sending-code', method: 'sms' });
    expect(run([{ type: 'code-sent' }], sending).state).toEqual({
      status: 'awaiting-code-input',
      method: 'sms',
      error: null,
    });
    // Out of place: ignored.
    expect(run([{ type: 'code-sent' }], failed)).toBe(failed);
    expect(run([{ type: 'submit' }], sending)).toBe(sending);
  });

  it('a wrong code says so and counts; the 4th locks the input for 10 s, then a new round starts', () => {
    let machine = run([{ type: 'start', kind: 'txn', methods: ['totp'], now: T0 }]);
    for (let attempt = 1; attempt <= 3; attempt++) {
      machine = run([{ type: 'submit' }, { type: 'rejected', error: wrongCode(), now: T0 + attempt }], machine);
      expect(machine.state.status).toBe('awaiting-code-input');
      expect(text(machine)).toBe('The code you entered is not valid');
      expect(machine.attempts).toBe(attempt);
      expect(attemptsLeft(machine)).toBe(4 - attempt);
      // Each wrong code opens a new 300 s wait, as the SDK's loop does.
      expect(machine.codeDeadline).toBe(T0 + attempt + 300_000);
    }
    machine = run([{ type: 'submit' }, { type: 'rejected', error: wrongCode(), now: T0 + 10 }], machine);
    expect(machine.state).toMatchObject({
      status: 'locked-out',
      method: 'totp',
      reason: 'attempts',
      until: T0 + 10_010,
    });
    expect(text(machine)).toBe(
      'You have exceeded the maximum number of attempts. Please close this window and try again in 10 seconds.',
    );
    expect(machine.codeDeadline).toBeNull();
    // Input blocked: nothing is accepted until the lock-out ends.
    for (const event of [
      { type: 'submit' },
      { type: 'choose', method: 'totp', now: T0 + 11 },
      { type: 'back' },
      { type: 'retry' },
      { type: 'code-wait-elapsed', now: T0 + 400_000 },
      { type: 'lockout-ended', now: T0 + 10_009 },
      { type: 'rejected', error: wrongCode(), now: T0 + 12 },
    ] as MfaVerificationEvent[]) {
      expect(run([event], machine)).toBe(machine);
    }
    const after = run([{ type: 'lockout-ended', now: T0 + 10_010 }], machine);
    expect(after.state).toEqual({ status: 'awaiting-code-input', method: 'totp', error: null });
    expect(after.attempts).toBe(0);
    expect(after.codeDeadline).toBe(T0 + 10_010 + 300_000);
  });

  it('the SDK’s max-attempts error locks at once; after an SMS lock-out a new code is sent', () => {
    const entering = run([
      { type: 'start', kind: 'txn', methods: ['sms', 'totp'], now: T0 },
      { type: 'choose', method: 'sms', now: T0 },
      { type: 'code-sent' },
      { type: 'submit' },
    ]);
    const locked = run([{ type: 'rejected', error: sdkMaxAttempts(), now: T0 + 1 }], entering);
    expect(locked.state).toMatchObject({ status: 'locked-out', method: 'sms', reason: 'attempts', until: T0 + 10_001 });
    expect(run([{ type: 'lockout-ended', now: T0 + 10_001 }], locked).state).toEqual({
      status: 'sending-code',
      method: 'sms',
    });
  });

  it('running out of the 300 s while typing is the time limit: a 30 s lock-out', () => {
    const entering = run([{ type: 'start', kind: 'txn', methods: ['totp'], now: T0 }]);
    expect(run([{ type: 'code-wait-elapsed', now: T0 + 299_999 }], entering)).toBe(entering);
    const locked = run([{ type: 'code-wait-elapsed', now: T0 + 300_000 }], entering);
    expect(locked.state).toMatchObject({ status: 'locked-out', reason: 'time-limit', until: T0 + 330_000 });
    expect(text(locked)).toBe('You have exceeded the time limit for code entry. Please try again in 30 seconds.');
    // The SDK's own mfa_timeout during a check says the same.
    const checking = run([{ type: 'submit' }], entering);
    expect(run([{ type: 'code-wait-elapsed', now: T0 + 300_000 }], checking)).toBe(checking);
    const sdkLocked = run([{ type: 'rejected', error: sdkTimeout(), now: T0 + 300_000 }], checking);
    expect(sdkLocked.state).toMatchObject({ status: 'locked-out', reason: 'time-limit', until: T0 + 330_000 });
  });

  it('running out before a code could be typed is “Timed out waiting for MFA code”, with Try again', () => {
    const sending = run([{ type: 'start', kind: 'txn', methods: ['sms', 'passkey'], now: T0 }]);
    const chooserOut = run([{ type: 'code-wait-elapsed', now: T0 + 300_000 }], sending);
    expect(chooserOut.state).toMatchObject({ status: 'timed-out', method: null });
    expect(text(chooserOut)).toBe('Timed out waiting for MFA code');
    expect(run([{ type: 'restart', now: T0 + 400_000 }], chooserOut).state).toEqual({ status: 'choosing-method' });
    const chosen = run([{ type: 'choose', method: 'passkey', now: T0 + 400_000 }], chooserOut);
    expect(chosen.state).toEqual({ status: 'verifying-passkey' });
    expect(chosen.codeDeadline).toBe(T0 + 700_000);

    const smsOut = run(
      [
        { type: 'choose', method: 'sms', now: T0 },
        { type: 'rejected', error: sdkTimeout(), now: T0 + 300_000 },
      ],
      sending,
    );
    expect(smsOut.state).toMatchObject({ status: 'timed-out', method: 'sms' });
    const again = run([{ type: 'restart', now: T0 + 301_000 }], smsOut);
    expect(again.state).toEqual({ status: 'sending-code', method: 'sms' });
    expect(again.attempts).toBe(0);
    expect(again.codeDeadline).toBe(T0 + 601_000);
    expect(run([{ type: 'rejected', error: sdkTimeout(), now: T0 }], smsOut)).toBe(smsOut);
  });

  it('single round (the SDK’s loop cannot be asked again): a lock-out’s end or Try again after a time-out ends it', () => {
    const start = (methods: MfaMethod[]) => run([{ type: 'start', kind: 'txn', methods, now: T0, singleRound: true }]);
    const locked = run([{ type: 'rejected', error: sdkMaxAttempts(), now: T0 + 1000 }], start(['totp']));
    expect(locked.state).toMatchObject({ status: 'locked-out', reason: 'attempts' });
    expect(run([{ type: 'lockout-ended', now: T0 + 1000 + MFA.attemptsLockoutMs - 1 }], locked)).toBe(locked);
    const ended = run([{ type: 'lockout-ended', now: T0 + 1000 + MFA.attemptsLockoutMs }], locked);
    expect(ended.state.status).toBe('ended');
    expect(text(ended)).toMatch(/^You have exceeded the maximum number of attempts/);
    // Nothing restarts an ended verification: no code, no new round (an SMS would be sent again).
    for (const event of [
      { type: 'submit' },
      { type: 'retry' },
      { type: 'choose', method: 'totp', now: T0 + 20_000 },
      { type: 'restart', now: T0 + 20_000 },
      { type: 'cancel' },
    ] as MfaVerificationEvent[]) {
      expect(run([event], ended)).toBe(ended);
    }
    const chooser = run([{ type: 'code-wait-elapsed', now: T0 + MFA.codeWaitMs }], start(['totp', 'passkey']));
    expect(chooser.state).toMatchObject({ status: 'timed-out', method: null });
    expect(run([{ type: 'choose', method: 'totp', now: T0 + MFA.codeWaitMs + 1 }], chooser).state.status).toBe('ended');
    const timedOut = run([{ type: 'code-wait-elapsed', now: T0 + MFA.codeWaitMs }], start(['sms', 'totp']));
    expect(timedOut.state.status).toBe('timed-out');
    const over = run([{ type: 'restart', now: T0 + MFA.codeWaitMs + 5 }], timedOut);
    expect(over.state).toEqual({ status: 'ended', error: expect.objectContaining({ id: 'mfa.timeout' }) });
    // Without the option the same events start a new round, as before.
    const again = run([{ type: 'start', kind: 'txn', methods: ['totp'], now: T0 }]);
    const relocked = run([{ type: 'rejected', error: sdkMaxAttempts(), now: T0 }], again);
    expect(run([{ type: 'lockout-ended', now: T0 + MFA.attemptsLockoutMs }], relocked).state.status).toBe(
      'awaiting-code-input',
    );
  });

  it('a round of fewer codes where the host knows its backend takes fewer (the SDK’s 3 for a wallet action)', () => {
    const three = run([{ type: 'start', kind: 'txn', methods: ['totp'], now: T0, maxAttempts: 3 }]);
    expect(attemptsLeft(three)).toBe(3);
    const wrongOnce = (machine: MfaVerification, now: number) =>
      run([{ type: 'submit' }, { type: 'rejected', error: wrongCode(), now }], machine);
    const one = wrongOnce(three, T0 + 1);
    expect(attemptsLeft(one)).toBe(2);
    const two = wrongOnce(one, T0 + 2);
    expect(attemptsLeft(two)).toBe(1);
    expect(two.state.status).toBe('awaiting-code-input');
    const locked = wrongOnce(two, T0 + 3);
    expect(locked.state).toMatchObject({ status: 'locked-out', reason: 'attempts' });
    expect(attemptsLeft(locked)).toBe(0);
    // Anything but a whole number from 1 to the spec's 4 is the spec's 4.
    for (const given of [0, 5, 2.5, -1, Number.NaN]) {
      const machine = run([{ type: 'start', kind: 'txn', methods: ['totp'], now: T0, maxAttempts: given }]);
      expect(machine.maxAttempts).toBe(MFA.maxAttempts);
    }
  });

  it('passkey: verifying → verified, or failed with Try again / Choose another method', () => {
    const verifying = run([
      { type: 'start', kind: 'txn', methods: ['passkey', 'totp'], now: T0 },
      { type: 'choose', method: 'passkey', now: T0 },
    ]);
    expect(run([{ type: 'verified' }], verifying).state).toEqual({ status: 'verified', method: 'passkey' });
    const rejectedByUser = run(
      [
        {
          type: 'rejected',
          error: new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'),
          now: T0,
        },
      ],
      verifying,
    );
    expect(rejectedByUser.state.status).toBe('passkey-ready');
    expect(text(rejectedByUser)).toBe('Passkey request timed out or rejected by user.');
    expect(rejectedByUser.attempts).toBe(0);
    expect(text(run([{ type: 'rejected', error: new Error('?'), now: T0 }], verifying))).toBe(
      'Unknown error occurred.',
    );
    const wrong = run([{ type: 'rejected', error: wrongCode(), now: T0 }], verifying);
    expect(wrong.attempts).toBe(1);
    expect(run([{ type: 'retry' }], rejectedByUser).state).toEqual({ status: 'verifying-passkey' });
    expect(run([{ type: 'back' }], rejectedByUser).state).toEqual({ status: 'choosing-method' });
    const locked = run([{ type: 'rejected', error: sdkMaxAttempts(), now: T0 }], verifying);
    expect(locked.state).toMatchObject({ status: 'locked-out', method: 'passkey', reason: 'attempts' });
    expect(run([{ type: 'lockout-ended', now: T0 + 10_000 }], locked).state).toEqual({
      status: 'passkey-ready',
      error: null,
    });
  });

  it('cancel ends in “Verification canceled” from any step; the SDK’s cancellation too', () => {
    const started = run([{ type: 'start', kind: 'auth', methods: ['totp', 'sms'], now: T0 }]);
    const steps = [
      started,
      run([{ type: 'choose', method: 'totp', now: T0 }], started),
      run([{ type: 'choose', method: 'totp', now: T0 }, { type: 'submit' }], started),
      run([{ type: 'code-wait-elapsed', now: T0 + 300_000 }], started),
    ];
    for (const step of steps) {
      const canceled = run([{ type: 'cancel' }], step);
      expect(canceled.state.status).toBe('canceled');
      expect(text(canceled)).toBe('Verification canceled');
      expect(
        run([{ type: 'cancel' }, { type: 'verified' }, { type: 'rejected', error: wrongCode(), now: T0 }], canceled),
      ).toEqual(canceled);
      const bySdk = run([{ type: 'rejected', error: sdkCanceled(), now: T0 }], step);
      expect(bySdk.state.status).toBe('canceled');
    }
    const verified = run(
      [{ type: 'choose', method: 'totp', now: T0 }, { type: 'submit' }, { type: 'verified' }],
      started,
    );
    expect(run([{ type: 'cancel' }], verified)).toBe(verified);
  });

  it('reads the SDK’s errors through the catalogue', () => {
    expect(isMfaCancellation(sdkCanceled())).toBe(true);
    expect(isMfaCancellation(new Error('canceled'))).toBe(false);
    expect(en[mfaErrorFor(sdkCanceled()).key]).toBe('Verification canceled');
    expect(en[mfaErrorFor(wrongCode()).key]).toBe('The code you entered is not valid');
    expect(en[mfaErrorFor({ privyErrorCode: 'invalid_credentials' }).key]).toBe('The code you entered is not valid');
    expect(mfaErrorFor(sdkMaxAttempts()).lockoutSeconds).toBe(10);
    expect(mfaErrorFor(sdkTimeout()).lockoutSeconds).toBe(30);
    expect(en[mfaErrorFor(undefined).key]).toBe('Something went wrong.');
  });

  it('never leaves its states, whatever events arrive in whatever order', () => {
    const method = fc.constantFrom<MfaMethod>('sms', 'totp', 'passkey');
    const error = fc.constantFrom(wrongCode(), sdkTimeout(), sdkMaxAttempts(), sdkCanceled(), new Error('x'), null);
    const event: fc.Arbitrary<MfaVerificationEvent> = fc.oneof(
      fc.record({
        type: fc.constant('start' as const),
        kind: fc.constantFrom('txn' as const, 'auth' as const),
        methods: fc.array(method),
        now: fc.nat(),
        singleRound: fc.boolean(),
      }),
      fc.record({ type: fc.constant('choose' as const), method, now: fc.nat() }),
      fc.constantFrom<MfaVerificationEvent>(
        { type: 'back' },
        { type: 'code-sent' },
        { type: 'retry' },
        { type: 'submit' },
        { type: 'verified' },
        { type: 'cancel' },
      ),
      fc.record({ type: fc.constant('send-failed' as const), error }),
      fc.record({ type: fc.constant('rejected' as const), error, now: fc.nat() }),
      fc.record({ type: fc.constant('code-wait-elapsed' as const), now: fc.nat() }),
      fc.record({ type: fc.constant('lockout-ended' as const), now: fc.nat() }),
      fc.record({ type: fc.constant('restart' as const), now: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        const machine = run(events);
        expect(machine.attempts).toBeGreaterThanOrEqual(0);
        expect(machine.attempts).toBeLessThanOrEqual(MFA.maxAttempts);
        const current = 'method' in machine.state ? machine.state.method : null;
        if (current) expect(machine.methods).toContain(current);
        if (machine.state.status === 'locked-out') expect(machine.codeDeadline).toBeNull();
      }),
    );
  });
});
