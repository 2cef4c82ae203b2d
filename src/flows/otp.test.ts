import { describe, expect, it, vi } from 'vitest';
import { en } from '../copy/locales/en';
import type { Clock } from './clock';
import {
  createOtpController,
  initialOtp,
  type OtpEvent,
  type OtpMachine,
  otpStep,
  RESEND_COOLDOWN_MS,
  reduceOtp,
  resendSecondsLeft,
} from './otp';

const run = (events: OtpEvent[], start = initialOtp('email')) => events.reduce(reduceOtp, start);
const T0 = 1_700_000_000_000;

describe('OTP flow (e-mail and SMS)', () => {
  it('walks initial → sending-code → awaiting-code-input → submitting-code → done', () => {
    const statuses: string[] = [];
    let m = initialOtp('email');
    statuses.push(m.state.status);
    for (const event of [
      { type: 'send', destination: 'ada@example.com', now: T0 },
      { type: 'sent', now: T0 + 400 },
      { type: 'submit' },
      { type: 'submitted' },
    ] as OtpEvent[]) {
      m = reduceOtp(m, event);
      statuses.push(m.state.status);
    }
    expect(statuses).toEqual(['initial', 'sending-code', 'awaiting-code-input', 'submitting-code', 'done']);
    expect(otpStep(m)).toBe('done');
  });

  it('a failed send returns to the destination step with the reason, keeping what was typed', () => {
    const m = run([
      { type: 'send', destination: 'ada@example.com', now: T0 },
      { type: 'failed', error: { privyErrorCode: 'too_many_requests' } },
    ]);
    expect(m.state.status).toBe('error');
    expect(m.failedAt).toBe('send');
    expect(otpStep(m)).toBe('destination');
    expect(m.destination).toBe('ada@example.com');
    expect(en[m.error!.key]).toBe('Too many requests. Please wait before trying again.');
  });

  it('a wrong code keeps the e-mail and stays on the code step; the next code can be submitted', () => {
    let m = run([
      { type: 'send', destination: 'ada@example.com', now: T0 },
      { type: 'sent', now: T0 },
      { type: 'submit' },
      { type: 'failed', error: Object.assign(new Error('Invalid code'), { privyErrorCode: 'invalid_credentials' }) },
    ]);
    expect(m.state).toEqual({ status: 'error', error: expect.any(Error) });
    expect(otpStep(m)).toBe('code');
    expect(m.destination).toBe('ada@example.com');
    expect(en[m.error!.key]).toBe('The code you entered is not valid');
    m = run([{ type: 'submit' }, { type: 'submitted' }], m);
    expect(m.state.status).toBe('done');
    expect(m.attempts).toBe(2);
  });

  it('offers resend only after the cooldown, and resending clears the error', () => {
    let m = run(
      [
        { type: 'send', destination: '+14155552671', now: T0 },
        { type: 'sent', now: T0 },
      ],
      initialOtp('sms'),
    );
    expect(resendSecondsLeft(m, T0)).toBe(RESEND_COOLDOWN_MS / 1000);
    expect(reduceOtp(m, { type: 'resend', now: T0 + RESEND_COOLDOWN_MS - 1 })).toBe(m);
    m = reduceOtp(m, { type: 'resend', now: T0 + RESEND_COOLDOWN_MS });
    expect(m.state.status).toBe('sending-code');
    expect(m.destination).toBe('+14155552671');
    m = reduceOtp(m, { type: 'sent', now: T0 + RESEND_COOLDOWN_MS + 200 });
    expect(resendSecondsLeft(m, T0 + RESEND_COOLDOWN_MS + 200)).toBe(30);
    expect(m.attempts).toBe(0);
  });

  it('ignores events that make no sense in the current state', () => {
    const sending = run([{ type: 'send', destination: 'a@x.io', now: T0 }]);
    expect(reduceOtp(sending, { type: 'send', destination: 'b@x.io', now: T0 })).toBe(sending);
    expect(reduceOtp(sending, { type: 'submit' })).toBe(sending);
    expect(reduceOtp(initialOtp('email'), { type: 'submitted' }).state.status).toBe('initial');
    expect(reduceOtp(initialOtp('email'), { type: 'failed', error: new Error('x') }).state.status).toBe('initial');
    const sendFailed = run([{ type: 'failed', error: new Error('x') }], sending);
    expect(reduceOtp(sendFailed, { type: 'submit' })).toBe(sendFailed);
  });

  it('editing the destination returns to the first step with the address kept; reset clears it', () => {
    const awaiting = run([
      { type: 'send', destination: 'ada@example.com', now: T0 },
      { type: 'sent', now: T0 },
    ]);
    const edited = reduceOtp(awaiting, { type: 'edit-destination' });
    expect(edited.state.status).toBe('initial');
    expect(edited.destination).toBe('ada@example.com');
    expect(reduceOtp(awaiting, { type: 'reset' }).destination).toBe('');
  });

  it('an unknown failure falls back to "Something went wrong."', () => {
    const m = run([
      { type: 'send', destination: 'a@x.io', now: T0 },
      { type: 'failed', error: 'socket hang up' },
    ]);
    expect(m.state).toEqual({ status: 'error', error: null });
    expect(en[m.error!.key]).toBe('Something went wrong.');
  });
});

describe('OTP controller', () => {
  /** A clock moved by hand: `now` is whatever the test sets. */
  const handClock = () => {
    const clock = { at: T0, now: () => clock.at, setTimeout: () => null, clearTimeout: () => {} };
    return clock satisfies Clock & { at: number };
  };
  const setup = (
    calls: Partial<{ send: (d: string) => Promise<unknown>; verify: (c: string) => Promise<unknown> }> = {},
  ) => {
    const clock = handClock();
    const states: OtpMachine[] = [];
    const send = vi.fn(calls.send ?? (async () => {}));
    const verify = vi.fn(calls.verify ?? (async () => {}));
    const controller = createOtpController({
      channel: 'email',
      calls: { send, verify },
      onChange: (m) => states.push(m),
      clock,
    });
    return { clock, states, send, verify, controller };
  };

  it('sends, checks the code and is done; the cooldown starts when the code went out', async () => {
    const { clock, controller, send, verify } = setup({
      send: async () => {
        clock.at = T0 + 500;
      },
    });
    await controller.send('ada@example.com');
    expect(send).toHaveBeenCalledWith('ada@example.com');
    expect(controller.machine.state.status).toBe('awaiting-code-input');
    expect(controller.machine.resendAvailableAt).toBe(T0 + 500 + RESEND_COOLDOWN_MS);
    expect(controller.machine.resent).toBe(false);
    await controller.submit('123456');
    expect(verify).toHaveBeenCalledWith('123456');
    expect(controller.machine.state.status).toBe('done');
  });

  it('a resend still cooling down sends nothing; after it, the same destination gets a new code', async () => {
    const { clock, controller, send } = setup();
    await controller.send('ada@example.com');
    clock.at = T0 + RESEND_COOLDOWN_MS - 1;
    await controller.resend();
    expect(send).toHaveBeenCalledTimes(1);
    clock.at = T0 + RESEND_COOLDOWN_MS;
    await controller.resend();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith('ada@example.com');
    expect(controller.machine.resent).toBe(true);
    expect(controller.machine.resendAvailableAt).toBe(T0 + 2 * RESEND_COOLDOWN_MS);
  });

  it('a wrong code keeps the destination and says why; editing keeps the address', async () => {
    const { controller } = setup({
      verify: async () => {
        throw Object.assign(new Error('Invalid code'), { privyErrorCode: 'invalid_credentials' });
      },
    });
    await controller.send('ada@example.com');
    await controller.submit('000000');
    expect(controller.machine.failedAt).toBe('submit');
    expect(en[controller.machine.error!.key]).toBe('The code you entered is not valid');
    controller.editDestination();
    expect(controller.machine.state.status).toBe('initial');
    expect(controller.machine.destination).toBe('ada@example.com');
  });

  it('makes no call the machine refuses (a second send or check under way)', async () => {
    let release!: () => void;
    const { controller, send, verify } = setup({ send: () => new Promise<void>((r) => (release = r)) });
    const first = controller.send('ada@example.com');
    void controller.send('bob@example.com');
    void controller.submit('123456');
    expect(send).toHaveBeenCalledTimes(1);
    expect(verify).not.toHaveBeenCalled();
    release();
    await first;
    expect(controller.machine.destination).toBe('ada@example.com');
  });

  it('after dispose an answer changes the state no more', async () => {
    let release!: () => void;
    const { controller, states } = setup({ send: () => new Promise<void>((r) => (release = r)) });
    const sending = controller.send('ada@example.com');
    controller.dispose();
    release();
    await sending;
    expect(controller.machine.state.status).toBe('sending-code');
    expect(states).toHaveLength(1);
  });
});
