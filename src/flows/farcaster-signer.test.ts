import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../tests/support/manual-clock';
import { en } from '../copy/locales/en';
import type { FarcasterSigner } from '../model';
import { SIGNER } from '../rules/limits';
import {
  createFarcasterSignerController,
  type FarcasterSignerMachine,
  type FarcasterSignerState,
  initialFarcasterSigner,
  reduceFarcasterSigner,
  signerFailure,
} from './farcaster-signer';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const KEY = `0x${'ab'.repeat(32)}`;
const URL_ = 'https://farcaster.xyz/~/add-signer?token=t1';
const pending: FarcasterSigner = { public_key: KEY, status: 'pending_approval', signer_approval_url: URL_ };
const polled: FarcasterSigner = { public_key: KEY, status: 'pending_approval' };
const approved: FarcasterSigner = { public_key: KEY, status: 'approved' };
const revoked: FarcasterSigner = { public_key: KEY, status: 'revoked' };

/** A request whose states are recorded; `status` answers from the given mock. */
function setup(
  status: (key: string) => Promise<FarcasterSigner>,
  init: () => Promise<FarcasterSigner> = async () => pending,
) {
  const states: FarcasterSignerState[] = [];
  let request = initialFarcasterSigner.request;
  const flow = createFarcasterSignerController({
    init,
    status,
    // Each change of the request, as the screen sees it.
    onChange: (machine) => {
      if (machine.request !== request) states.push(machine.request);
      request = machine.request;
    },
  });
  return { states, flow, last: () => states.at(-1) };
}

const text = (state: FarcasterSignerState | undefined) => {
  const entry = state ? signerFailure(state) : null;
  return entry ? en[entry.key] : null;
};

describe('Farcaster signer request', () => {
  it('shows the approval URL, asks for the status every 2 s until approved, then stops', async () => {
    const status = vi
      .fn<(key: string) => Promise<FarcasterSigner>>()
      .mockResolvedValueOnce(polled)
      .mockResolvedValueOnce(polled)
      .mockResolvedValueOnce(approved);
    const { states, flow, last } = setup(status);
    flow.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(states).toEqual([{ status: 'loading' }, { status: 'awaiting-approval', url: URL_, publicKey: KEY }]);
    await vi.advanceTimersByTimeAsync(SIGNER.pollIntervalMs - 1);
    expect(status).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(status).toHaveBeenCalledTimes(1);
    expect(status).toHaveBeenCalledWith(KEY);
    await vi.advanceTimersByTimeAsync(SIGNER.pollIntervalMs);
    expect(status).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(SIGNER.pollIntervalMs);
    expect(status).toHaveBeenCalledTimes(3);
    expect(last()).toEqual({ status: 'approved', publicKey: KEY });
    await vi.advanceTimersByTimeAsync(SIGNER.timeoutMs);
    expect(status).toHaveBeenCalledTimes(3);
    expect(last()).toEqual({ status: 'approved', publicKey: KEY });
  });

  it('waits for each status answer before scheduling the next', async () => {
    let answer: (signer: FarcasterSigner) => void = () => undefined;
    const status = vi.fn(
      () =>
        new Promise<FarcasterSigner>((resolve) => {
          answer = resolve;
        }),
    );
    const { flow } = setup(status);
    flow.start();
    await vi.advanceTimersByTimeAsync(SIGNER.pollIntervalMs);
    expect(status).toHaveBeenCalledTimes(1);
    // The answer takes 7 s: no request is fired meanwhile.
    await vi.advanceTimersByTimeAsync(7_000);
    expect(status).toHaveBeenCalledTimes(1);
    answer(polled);
    await vi.advanceTimersByTimeAsync(SIGNER.pollIntervalMs - 1);
    expect(status).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(status).toHaveBeenCalledTimes(2);
  });

  it('reads `revoked` as "Request rejected" and stops', async () => {
    const status = vi.fn<(key: string) => Promise<FarcasterSigner>>().mockResolvedValueOnce(polled);
    status.mockResolvedValueOnce(revoked);
    const { flow, last } = setup(status);
    flow.start();
    await vi.advanceTimersByTimeAsync(SIGNER.pollIntervalMs * 2);
    expect(last()).toEqual({ status: 'rejected' });
    expect(text(last())).toBe('Request rejected');
    await vi.advanceTimersByTimeAsync(SIGNER.pollIntervalMs * 5);
    expect(status).toHaveBeenCalledTimes(2);
  });

  it('times out at exactly 300 s on its own timer, even while a status request hangs', async () => {
    const status = vi.fn(() => new Promise<FarcasterSigner>(() => undefined));
    const { flow, last } = setup(status);
    flow.start();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(SIGNER.timeoutMs - 1);
    expect(last()?.status).toBe('awaiting-approval');
    await vi.advanceTimersByTimeAsync(1);
    expect(last()).toEqual({ status: 'timed-out' });
    expect(text(last())).toBe('The request timed out. Try again.');
    // The hung request was the only one: the flow never stacked more behind it.
    expect(status).toHaveBeenCalledTimes(1);
  });

  it('polls 149 times in 300 s when every answer is pending, then times out and stops', async () => {
    const status = vi.fn(async () => polled);
    const { flow, last } = setup(status);
    flow.start();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(SIGNER.timeoutMs);
    expect(last()?.status).toBe('timed-out');
    expect(status).toHaveBeenCalledTimes(SIGNER.timeoutMs / SIGNER.pollIntervalMs - 1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(status).toHaveBeenCalledTimes(SIGNER.timeoutMs / SIGNER.pollIntervalMs - 1);
  });

  it('ignores an answer that arrives after the time-out', async () => {
    let answer: (signer: FarcasterSigner) => void = () => undefined;
    const status = vi.fn(
      () =>
        new Promise<FarcasterSigner>((resolve) => {
          answer = resolve;
        }),
    );
    const { flow, states } = setup(status);
    flow.start();
    await vi.advanceTimersByTimeAsync(SIGNER.timeoutMs);
    answer(approved);
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toEqual({ status: 'timed-out' });
    expect(states.some((s) => s.status === 'approved')).toBe(false);
  });

  it('reads a failed request for the key as "Connect failed"', async () => {
    const { flow, last } = setup(vi.fn(), async () => {
      throw new Error('Unable to connect to wallet');
    });
    flow.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(last()?.status).toBe('error');
    expect(text(last())).toBe('Connect failed');
  });

  it('reads an answer without a key, or pending without an approval URL, as "Connect failed"', async () => {
    for (const answer of [{ status: 'pending_approval' }, { public_key: KEY, status: 'pending_approval' }]) {
      const status = vi.fn();
      const { flow, last } = setup(status, async () => answer as FarcasterSigner);
      flow.start();
      await vi.advanceTimersByTimeAsync(SIGNER.pollIntervalMs * 3);
      expect(text(last())).toBe('Connect failed');
      expect(status).not.toHaveBeenCalled();
    }
  });

  it('ends at once when the key is already approved, or already revoked', async () => {
    const status = vi.fn();
    const first = setup(status, async () => ({ ...approved, fid: 3621 }) as FarcasterSigner);
    first.flow.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(first.states).toEqual([{ status: 'loading' }, { status: 'approved', publicKey: KEY }]);
    const second = setup(status, async () => revoked);
    second.flow.start();
    await vi.advanceTimersByTimeAsync(SIGNER.pollIntervalMs * 2);
    expect(second.last()).toEqual({ status: 'rejected' });
    expect(status).not.toHaveBeenCalled();
  });

  it('keeps polling through a failed status request (the next poll is the retry)', async () => {
    const status = vi
      .fn<(key: string) => Promise<FarcasterSigner>>()
      .mockRejectedValueOnce(Object.assign(new Error('Bad gateway'), { status: 502 }))
      .mockResolvedValueOnce(approved);
    const { flow, last } = setup(status);
    flow.start();
    await vi.advanceTimersByTimeAsync(SIGNER.pollIntervalMs);
    expect(last()?.status).toBe('awaiting-approval');
    await vi.advanceTimersByTimeAsync(SIGNER.pollIntervalMs);
    expect(last()).toEqual({ status: 'approved', publicKey: KEY });
  });

  it('ends on a status error nobody can retry (the session ended)', async () => {
    const status = vi
      .fn<(key: string) => Promise<FarcasterSigner>>()
      .mockRejectedValue(
        Object.assign(new Error('Invalid auth token'), { privyErrorCode: 'missing_or_invalid_token' }),
      );
    const { flow, last } = setup(status);
    flow.start();
    await vi.advanceTimersByTimeAsync(SIGNER.pollIntervalMs * 3);
    expect(last()).toMatchObject({ status: 'error', error: { id: 'session.expired' } });
    expect(status).toHaveBeenCalledTimes(1);
  });

  it('cancel stops polling, goes back to the start and reports nothing more', async () => {
    const status = vi.fn(async () => polled);
    const { flow, states } = setup(status);
    flow.start();
    await vi.advanceTimersByTimeAsync(SIGNER.pollIntervalMs);
    expect(status).toHaveBeenCalledTimes(1);
    const seen = states.length;
    flow.cancel();
    expect(states.at(-1)).toEqual({ status: 'initial' });
    await vi.advanceTimersByTimeAsync(SIGNER.timeoutMs * 2);
    expect(status).toHaveBeenCalledTimes(1);
    expect(states).toHaveLength(seen + 1);
  });

  it('cancel while the key is requested ignores its answer', async () => {
    let answer: (signer: FarcasterSigner) => void = () => undefined;
    const init = () =>
      new Promise<FarcasterSigner>((resolve) => {
        answer = resolve;
      });
    const status = vi.fn(async () => polled);
    const { flow, states } = setup(status, init);
    flow.start();
    flow.cancel();
    answer(pending);
    await vi.advanceTimersByTimeAsync(SIGNER.timeoutMs);
    expect(states).toEqual([{ status: 'loading' }, { status: 'initial' }]);
    expect(status).not.toHaveBeenCalled();
  });

  it('a new start ignores the earlier run (its key, its polls and its time-out)', async () => {
    const answers: ((signer: FarcasterSigner) => void)[] = [];
    const init = () =>
      new Promise<FarcasterSigner>((resolve) => {
        answers.push(resolve);
      });
    const other = `0x${'cd'.repeat(32)}`;
    const status = vi.fn(async (key: string): Promise<FarcasterSigner> => (key === other ? polled : approved));
    const { flow, states } = setup(status, init);
    flow.start();
    await vi.advanceTimersByTimeAsync(1_000);
    flow.start();
    answers[1]?.({ public_key: other, status: 'pending_approval', signer_approval_url: `${URL_}2` });
    await vi.advanceTimersByTimeAsync(0);
    // The first run's key arrives late: ignored (it would have been approved at once).
    answers[0]?.(pending);
    await vi.advanceTimersByTimeAsync(SIGNER.pollIntervalMs * 3);
    expect(status.mock.calls.every(([key]) => key === other)).toBe(true);
    expect(states.filter((s) => s.status === 'awaiting-approval')).toEqual([
      { status: 'awaiting-approval', url: `${URL_}2`, publicKey: other },
    ]);
    expect(states.at(-1)?.status).toBe('awaiting-approval');
  });

  it('Try again after a time-out starts a full new wait', async () => {
    const status = vi.fn(async () => polled);
    const { flow, last } = setup(status);
    flow.start();
    await vi.advanceTimersByTimeAsync(SIGNER.timeoutMs);
    expect(last()?.status).toBe('timed-out');
    flow.start();
    await vi.advanceTimersByTimeAsync(SIGNER.timeoutMs - 1);
    expect(last()?.status).toBe('awaiting-approval');
    await vi.advanceTimersByTimeAsync(1);
    expect(last()?.status).toBe('timed-out');
  });
});

describe('signerFailure', () => {
  it('names the catalogue message of each failed state, and none otherwise', () => {
    expect(text({ status: 'rejected' })).toBe('Request rejected');
    expect(text({ status: 'timed-out' })).toBe('The request timed out. Try again.');
    expect(signerFailure({ status: 'awaiting-approval', url: URL_, publicKey: KEY })).toBeNull();
    expect(signerFailure({ status: 'approved', publicKey: KEY })).toBeNull();
    expect(signerFailure({ status: 'loading' })).toBeNull();
  });
});

describe('Farcaster signer reducer', () => {
  const loading = reduceFarcasterSigner(initialFarcasterSigner, { type: 'start' });
  const awaiting = reduceFarcasterSigner(loading, { type: 'key', signer: pending });

  it('reads the key: pending with a URL waits, approved or revoked ends, no key or no URL fails', () => {
    expect(awaiting.request).toEqual({ status: 'awaiting-approval', url: URL_, publicKey: KEY });
    expect(reduceFarcasterSigner(loading, { type: 'key', signer: approved }).request).toEqual({
      status: 'approved',
      publicKey: KEY,
    });
    expect(reduceFarcasterSigner(loading, { type: 'key', signer: revoked }).request).toEqual({ status: 'rejected' });
    expect(text(reduceFarcasterSigner(loading, { type: 'key', signer: polled }).request)).toBe('Connect failed');
  });

  it('a status check ends the wait only when it settles; a blip keeps waiting, a session end fails', () => {
    expect(reduceFarcasterSigner(awaiting, { type: 'polled', signer: polled })).toBe(awaiting);
    expect(reduceFarcasterSigner(awaiting, { type: 'polled', signer: approved }).request.status).toBe('approved');
    expect(reduceFarcasterSigner(awaiting, { type: 'poll-failed', error: new TypeError('Failed to fetch') })).toBe(
      awaiting,
    );
    expect(reduceFarcasterSigner(awaiting, { type: 'timed-out' }).request).toEqual({ status: 'timed-out' });
  });

  it('an event that does not fit returns the same state', () => {
    expect(reduceFarcasterSigner(initialFarcasterSigner, { type: 'key', signer: pending })).toBe(
      initialFarcasterSigner,
    );
    expect(reduceFarcasterSigner(initialFarcasterSigner, { type: 'timed-out' })).toBe(initialFarcasterSigner);
    expect(reduceFarcasterSigner(awaiting, { type: 'key-failed', error: new Error('x') })).toBe(awaiting);
    expect(reduceFarcasterSigner(initialFarcasterSigner, { type: 'cancel' })).toBe(initialFarcasterSigner);
    expect(reduceFarcasterSigner(initialFarcasterSigner, { type: 'modal-seen', open: false })).toBe(
      initialFarcasterSigner,
    );
  });

  it("follows the provider's modal: opening, seen open, closed; a failure says why; cancel closes", () => {
    const opening = reduceFarcasterSigner(initialFarcasterSigner, { type: 'modal-opening' });
    expect(reduceFarcasterSigner(opening, { type: 'modal-seen', open: false })).toBe(opening);
    const open = reduceFarcasterSigner(opening, { type: 'modal-seen', open: true });
    expect(open.modal).toEqual({ phase: 'open' });
    expect(reduceFarcasterSigner(open, { type: 'modal-seen', open: false }).modal).toEqual({ phase: 'closed' });
    const failed = reduceFarcasterSigner(opening, { type: 'modal-failed', error: 'boom' });
    expect(failed.modal).toMatchObject({ phase: 'error', error: { key: 'error.signer.connectFailed' } });
    expect(reduceFarcasterSigner(open, { type: 'cancel' }).modal).toEqual({ phase: 'closed' });
  });
});

describe("Farcaster signer in the provider's modal", () => {
  /** A clock no timer of which ever fires: the modal path sets none. */
  /** Time that never moves: no timer fires. */
  const { clock: still } = manualClock();
  const modalSetup = (open: () => Promise<unknown>) => {
    const machines: FarcasterSignerMachine[] = [];
    const init = vi.fn(async () => pending);
    const flow = createFarcasterSignerController({
      init,
      status: async () => polled,
      providerModal: async () => open,
      onChange: (m) => machines.push(m),
      clock: still,
    });
    return { flow, machines, init, last: () => machines.at(-1) };
  };

  it('opens the modal instead of asking headless, and waits for it to be seen open, then closed', async () => {
    const { flow, init, last } = modalSetup(() => new Promise(() => {}));
    flow.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(init).not.toHaveBeenCalled();
    expect(last()?.modal).toEqual({ phase: 'opening' });
    flow.reportModal(true);
    expect(last()?.modal).toEqual({ phase: 'open' });
    flow.reportModal(false);
    expect(last()?.modal).toEqual({ phase: 'closed' });
  });

  it('a modal already open when the wait starts counts as seen open', async () => {
    const { flow, last } = modalSetup(() => new Promise(() => {}));
    flow.reportModal(true);
    flow.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(last()?.modal).toEqual({ phase: 'open' });
  });

  it('says why the modal failed, but not after Cancel', async () => {
    let fail!: (error: unknown) => void;
    const { flow, last } = modalSetup(() => new Promise((_, reject) => (fail = reject)));
    flow.start();
    await vi.advanceTimersByTimeAsync(0);
    fail(new Error('boom'));
    await vi.advanceTimersByTimeAsync(0);
    expect(text({ status: 'error', ...last()?.modal } as FarcasterSignerState)).toBe('Connect failed');
    flow.start();
    await vi.advanceTimersByTimeAsync(0);
    flow.cancel();
    fail(new Error('late'));
    await vi.advanceTimersByTimeAsync(0);
    expect(last()?.modal).toEqual({ phase: 'closed' });
  });
});
