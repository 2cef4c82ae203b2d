import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../copy/locales/en';
import { CAPTCHA, SIGNER } from '../rules/limits';
import { type CaptchaState, createCaptchaController } from './captcha';
import { createFarcasterSignInController, type FarcasterPollAnswer, type FarcasterSignInState } from './farcaster';
import { isPopupBlocked, oauthView } from './oauth';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const channel = { connectUri: 'https://farcaster.xyz/~/siwf?channelToken=abc', channelToken: 'abc' };
const done: FarcasterPollAnswer = { state: 'completed', message: 'msg', signature: '0xsig', fid: 42 };

describe('Farcaster sign-in polling', () => {
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

describe('captcha', () => {
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

describe('OAuth view', () => {
  it('maps the SDK state and the app’s context to the screen phase', () => {
    expect(oauthView({ status: 'initial' }).phase).toBe('choosing');
    expect(oauthView({ status: 'loading' }, { provider: 'google' })).toEqual({
      phase: 'redirecting',
      provider: 'google',
      error: null,
    });
    expect(oauthView({ status: 'loading' }, { mode: 'popup' }).phase).toBe('popup-open');
    expect(oauthView({ status: 'initial' }, { returning: true }).phase).toBe('returning');
    expect(oauthView({ status: 'done' }).phase).toBe('success');
  });

  it('reads OAuth errors from the catalogue', () => {
    const denied = oauthView({
      status: 'error',
      error: Object.assign(new Error('denied'), { privyErrorCode: 'oauth_user_denied' }),
    });
    expect(en[denied.error!.key]).toBe('User denied confirmation during OAuth flow');
    const popup = oauthView({ status: 'error', error: new Error('Popup was blocked. Try again.') });
    expect(isPopupBlocked(popup.error)).toBe(true);
    const pkce = oauthView({
      status: 'error',
      error: Object.assign(new Error('x'), { code: 'pkce_state_code_mismatch' }),
    });
    expect(en[pkce.error!.key]).toBe('Authentication failed');
  });
});
