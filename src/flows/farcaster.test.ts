import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../copy/locales/en';
import { SIGNER } from '../rules/limits';
import {
  createFarcasterSignInController,
  type FarcasterPollAnswer,
  type FarcasterSignInEvent,
  type FarcasterSignInState,
  initialFarcasterSignIn,
  reduceFarcasterSignIn,
} from './farcaster';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const channel = { connectUri: 'https://farcaster.xyz/~/siwf?channelToken=abc', channelToken: 'abc' };
const done: FarcasterPollAnswer = { state: 'completed', message: 'msg', signature: '0xsig', fid: 42 };

describe('Farcaster sign-in polling, on fake timers', () => {
  it('shows the connect URI, polls every 2 s until completed, then stops', async () => {
    const states: FarcasterSignInState[] = [];
    const poll = vi
      .fn<(token: string) => Promise<FarcasterPollAnswer>>()
      .mockResolvedValueOnce({ state: 'pending' })
      .mockResolvedValueOnce({ state: 'pending' })
      .mockResolvedValueOnce(done);
    const flow = createFarcasterSignInController({
      openChannel: async () => channel,
      poll,
      onChange: (s) => states.push(s),
    });
    flow.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(states.map((s) => s.status)).toEqual(['loading', 'awaiting-scan']);
    expect(poll).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SIGNER.pollIntervalMs);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(poll).toHaveBeenCalledWith('abc');
    await vi.advanceTimersByTimeAsync(SIGNER.pollIntervalMs * 2);
    expect(poll).toHaveBeenCalledTimes(3);
    expect(states.at(-1)).toEqual({ status: 'completed', result: { message: 'msg', signature: '0xsig', fid: 42 } });
    await vi.advanceTimersByTimeAsync(SIGNER.timeoutMs);
    expect(poll).toHaveBeenCalledTimes(3);
    expect(states.at(-1)?.status).toBe('completed');
  });

  it('times out after 300 s without completion and stops polling', async () => {
    const states: FarcasterSignInState[] = [];
    const poll = vi.fn(async (): Promise<FarcasterPollAnswer> => ({ state: 'pending' }));
    createFarcasterSignInController({
      openChannel: async () => channel,
      poll,
      onChange: (s) => states.push(s),
    }).start();
    await vi.advanceTimersByTimeAsync(SIGNER.timeoutMs - 1);
    expect(states.at(-1)?.status).toBe('awaiting-scan');
    await vi.advanceTimersByTimeAsync(1);
    expect(states.at(-1)?.status).toBe('timed-out');
    const calls = poll.mock.calls.length;
    expect(calls).toBe(SIGNER.timeoutMs / SIGNER.pollIntervalMs - 1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(poll.mock.calls.length).toBe(calls);
  });

  it('reports "Connect failed" when the channel cannot be opened, and a poll error from the catalogue', async () => {
    const states: FarcasterSignInState[] = [];
    createFarcasterSignInController({
      openChannel: async () => {
        throw new Error('boom');
      },
      poll: vi.fn(),
      onChange: (s) => states.push(s),
    }).start();
    await vi.advanceTimersByTimeAsync(0);
    const last = states.at(-1);
    expect(last?.status === 'error' && en[last.error.key]).toBe('Connect failed');

    const states2: FarcasterSignInState[] = [];
    createFarcasterSignInController({
      openChannel: async () => channel,
      poll: async () => {
        throw { privyErrorCode: 'too_many_requests' };
      },
      onChange: (s) => states2.push(s),
    }).start();
    await vi.advanceTimersByTimeAsync(SIGNER.pollIntervalMs);
    const last2 = states2.at(-1);
    expect(last2?.status === 'error' && en[last2.error.key]).toBe(
      'Too many requests. Please wait before trying again.',
    );
  });

  it('cancel stops polling, and a restart starts afresh', async () => {
    const states: FarcasterSignInState[] = [];
    const poll = vi.fn(async (): Promise<FarcasterPollAnswer> => ({ state: 'pending' }));
    const flow = createFarcasterSignInController({
      openChannel: async () => channel,
      poll,
      onChange: (s) => states.push(s),
    });
    flow.start();
    await vi.advanceTimersByTimeAsync(SIGNER.pollIntervalMs);
    flow.cancel();
    await vi.advanceTimersByTimeAsync(SIGNER.timeoutMs);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(states.at(-1)?.status).toBe('awaiting-scan');
    flow.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)?.status).toBe('awaiting-scan');
  });
  it('closes the channel it watched, once, whether it completed, timed out or was cancelled', async () => {
    for (const end of ['completed', 'timed-out', 'cancelled'] as const) {
      const closeChannel = vi.fn();
      const poll = vi.fn(async (): Promise<FarcasterPollAnswer> => (end === 'completed' ? done : { state: 'pending' }));
      const flow = createFarcasterSignInController({
        openChannel: async () => channel,
        poll,
        onChange: () => {},
        closeChannel,
      });
      flow.start();
      await vi.advanceTimersByTimeAsync(0);
      expect(closeChannel).not.toHaveBeenCalled();
      if (end === 'cancelled') flow.cancel();
      else await vi.advanceTimersByTimeAsync(end === 'completed' ? SIGNER.pollIntervalMs : SIGNER.timeoutMs);
      flow.cancel();
      expect(closeChannel.mock.calls).toEqual([['abc']]);
    }
  });

  it('closes a channel that opened after the flow was cancelled', async () => {
    const closeChannel = vi.fn();
    const flow = createFarcasterSignInController({
      openChannel: async () => channel,
      poll: vi.fn(),
      onChange: () => {},
      closeChannel,
    });
    flow.start();
    flow.cancel();
    await vi.advanceTimersByTimeAsync(0);
    expect(closeChannel.mock.calls).toEqual([['abc']]);
  });
});

describe('Farcaster sign-in reducer', () => {
  const run = (events: FarcasterSignInEvent[]) => events.reduce(reduceFarcasterSignIn, initialFarcasterSignIn);
  const result = { message: 'msg', signature: '0xsig', fid: 42 };

  it('reads a failure to open the channel as "Connect failed", a later one in the signer context', () => {
    const opening = run([{ type: 'start' }, { type: 'failed', error: new Error('boom') }]);
    expect(opening.status === 'error' && en[opening.error.key]).toBe('Connect failed');
    const login = run([
      { type: 'start' },
      { type: 'channel-opened', connectUri: 'uri' },
      { type: 'completed', result },
      { type: 'failed', error: new Error('boom') },
    ]);
    expect(login.status === 'error' && login.error.id).toBe('generic');
  });

  it('ignores events that do not fit', () => {
    expect(reduceFarcasterSignIn(initialFarcasterSignIn, { type: 'timed-out' })).toBe(initialFarcasterSignIn);
    const done = run([{ type: 'start' }, { type: 'channel-opened', connectUri: 'uri' }, { type: 'completed', result }]);
    expect(reduceFarcasterSignIn(done, { type: 'timed-out' })).toBe(done);
    expect(reduceFarcasterSignIn(done, { type: 'channel-opened', connectUri: 'other' })).toBe(done);
    const timedOut = run([{ type: 'start' }, { type: 'channel-opened', connectUri: 'uri' }, { type: 'timed-out' }]);
    expect(reduceFarcasterSignIn(timedOut, { type: 'failed', error: new Error('late') })).toBe(timedOut);
  });
});

describe('Farcaster sign-in: logging in with the signed message', () => {
  const setUp = (login: () => Promise<unknown>) => {
    const states: FarcasterSignInState[] = [];
    const onDone = vi.fn();
    const flow = createFarcasterSignInController({
      openChannel: async () => channel,
      poll: async () => done,
      login: vi.fn(login),
      onDone,
      onChange: (s) => states.push(s),
    });
    return { flow, states, onDone };
  };

  it('logs in once completed, then calls onDone', async () => {
    const { flow, states, onDone } = setUp(async () => undefined);
    flow.start();
    await vi.advanceTimersByTimeAsync(SIGNER.pollIntervalMs);
    expect(states.map((s) => s.status)).toEqual(['loading', 'awaiting-scan', 'completed']);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('shows a failed log-in as the error, with Try again', async () => {
    const { flow, states, onDone } = setUp(async () => {
      throw { privyErrorCode: 'too_many_requests' };
    });
    flow.start();
    await vi.advanceTimersByTimeAsync(SIGNER.pollIntervalMs);
    const last = states.at(-1);
    expect(last?.status === 'error' && en[last.error.key]).toBe('Too many requests. Please wait before trying again.');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('after dispose the state stays, and a log-in that succeeds still calls onDone', async () => {
    let answer: (value?: unknown) => void = () => {};
    const { flow, states, onDone } = setUp(() => new Promise((resolve) => (answer = resolve)));
    flow.start();
    await vi.advanceTimersByTimeAsync(SIGNER.pollIntervalMs);
    flow.dispose();
    answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(states.at(-1)?.status).toBe('completed');
    flow.start();
    expect(states.at(-1)?.status).toBe('completed');
  });
});
