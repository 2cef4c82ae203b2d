import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../tests/support/manual-clock';
import { CAPTCHA } from '../rules/limits';
import {
  type CaptchaEvent,
  type CaptchaState,
  createCaptchaController,
  initialCaptcha,
  reduceCaptcha,
} from './captcha';

describe('captcha reducer', () => {
  const run = (events: CaptchaEvent[]) => events.reduce(reduceCaptcha, initialCaptcha);

  it('counts attempts through failures and retries, and ends on a token or the bound', () => {
    expect(run([{ type: 'start' }, { type: 'attempt-failed' }, { type: 'retry' }])).toEqual({
      status: 'loading',
      attempt: 2,
    });
    expect(run([{ type: 'start' }, { type: 'answered', token: 't' }])).toEqual({ status: 'success', token: 't' });
    expect(run([{ type: 'start' }, { type: 'attempt-failed' }, { type: 'timed-out' }])).toEqual({
      status: 'timed-out',
    });
  });

  it('ignores events that do not fit', () => {
    expect(reduceCaptcha(initialCaptcha, { type: 'answered', token: 't' })).toBe(initialCaptcha);
    const passed = run([{ type: 'start' }, { type: 'answered', token: 't' }]);
    expect(reduceCaptcha(passed, { type: 'timed-out' })).toBe(passed);
    expect(reduceCaptcha(passed, { type: 'retry' })).toBe(passed);
    const retrying = run([{ type: 'start' }, { type: 'attempt-failed' }]);
    expect(reduceCaptcha(retrying, { type: 'answered', token: 't' })).toBe(retrying);
  });
});

describe('captcha controller, on a hand-moved clock', () => {
  it('drops the answer of a run a restart replaced, and stops its timers on dispose', async () => {
    const { clock, advanceAsync: advance, pending } = manualClock();
    const answers: ((token: string) => void)[] = [];
    const states: CaptchaState[] = [];
    const flow = createCaptchaController({
      execute: () => new Promise<string>((resolve) => answers.push(resolve)),
      onChange: (s) => states.push(s),
      clock,
    });
    flow.start();
    await advance(CAPTCHA.answerTimeoutMs);
    expect(flow.state).toEqual({ status: 'timed-out' });
    expect(pending()).toBe(0);
    flow.start();
    answers[0]!('late');
    await advance(0);
    expect(flow.state).toEqual({ status: 'loading', attempt: 1 });
    answers[1]!('token');
    await advance(0);
    expect(flow.state).toEqual({ status: 'success', token: 'token' });
    expect(states.map((s) => s.status)).toEqual(['loading', 'timed-out', 'loading', 'success']);
    flow.start();
    flow.dispose();
    expect(pending()).toBe(0);
    answers[2]!('after');
    await advance(CAPTCHA.answerTimeoutMs);
    expect(flow.state).toEqual({ status: 'loading', attempt: 1 });
    flow.start();
    expect(states).toHaveLength(5);
  });
});

describe('captcha controller, on fake timers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('succeeds on the first answer', async () => {
    const states: CaptchaState[] = [];
    createCaptchaController({ execute: async () => 'token-1', onChange: (s) => states.push(s) }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(states).toEqual([
      { status: 'loading', attempt: 1 },
      { status: 'success', token: 'token-1' },
    ]);
  });

  it('retries every 8 s after a failure', async () => {
    const states: CaptchaState[] = [];
    const execute = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce('token-3');
    createCaptchaController({ execute, onChange: (s) => states.push(s) }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toEqual({ status: 'retrying', attempt: 1 });
    await vi.advanceTimersByTimeAsync(CAPTCHA.retryEveryMs - 1);
    expect(execute).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(execute).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CAPTCHA.retryEveryMs);
    expect(states.at(-1)).toEqual({ status: 'success', token: 'token-3' });
  });

  it('gives up after 30 s without an answer', async () => {
    const states: CaptchaState[] = [];
    const execute = vi.fn(() => new Promise<string>(() => {}));
    createCaptchaController({ execute, onChange: (s) => states.push(s) }).start();
    await vi.advanceTimersByTimeAsync(CAPTCHA.answerTimeoutMs - 1);
    expect(states.at(-1)?.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(states.at(-1)).toEqual({ status: 'timed-out' });
  });

  it('stops retrying at the 30 s limit', async () => {
    const states: CaptchaState[] = [];
    const execute = vi.fn(async (): Promise<string> => {
      throw new Error('nope');
    });
    createCaptchaController({ execute, onChange: (s) => states.push(s) }).start();
    await vi.advanceTimersByTimeAsync(CAPTCHA.answerTimeoutMs + 60_000);
    expect(states.at(-1)).toEqual({ status: 'timed-out' });
    // 0 s, 8 s, 16 s, 24 s: four tries inside the 30 s window.
    expect(execute).toHaveBeenCalledTimes(4);
  });
});
