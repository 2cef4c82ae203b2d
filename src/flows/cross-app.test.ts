import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../copy/locales/en';
import { CROSS_APP } from '../rules/limits';
import {
  type CrossAppRequestState,
  type CrossAppTarget,
  createCrossAppRequestController,
  crossAppErrorEntry,
  reduceCrossAppRequest,
} from './cross-app';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const orbit: CrossAppTarget = { id: 'cm0rbitgames0000000000001', name: 'Orbit Games' };
const ledgerly: CrossAppTarget = { id: 'cm1edger1y000000000000002', name: 'Ledgerly', readOnly: true };

/** A request whose answer the test gives when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A popup the test can close, counting the flow's own closes. */
function fakePopup() {
  const popup = {
    closed: false,
    closes: 0,
    close() {
      popup.closes += 1;
      popup.closed = true;
    },
  };
  return popup;
}

function record<Result = string>() {
  const states: CrossAppRequestState<Result>[] = [];
  const flow = createCrossAppRequestController<Result>({ onChange: (s) => states.push(s) });
  return { states, flow, last: () => states.at(-1) };
}

const messageOf = (state: CrossAppRequestState | undefined) =>
  state?.status === 'failed' ? en[state.error.key] : undefined;

describe('cross-app authorization (login / link)', () => {
  it('is pending until the provider app answers, then connected', async () => {
    const { flow, states, last } = record<{ id: string }>();
    const answer = deferred<{ id: string }>();
    const send = vi.fn(() => answer.promise);
    flow.start({ action: 'login', app: orbit, send });
    expect(send).toHaveBeenCalledOnce();
    expect(last()).toEqual({ status: 'pending', run: 1, action: 'login', app: orbit });
    await vi.advanceTimersByTimeAsync(CROSS_APP.requestTimeoutMs - 1);
    expect(last()?.status).toBe('pending');
    answer.resolve({ id: 'did:privy:user' });
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toEqual({
      status: 'connected',
      run: 1,
      action: 'login',
      app: orbit,
      result: { id: 'did:privy:user' },
    });
    // The deadline was cleared: nothing happens at 120 s.
    await vi.advanceTimersByTimeAsync(CROSS_APP.requestTimeoutMs);
    expect(states.map((s) => s.status)).toEqual(['pending', 'connected']);
  });

  it('gives up after exactly 120 s with "Request timeout", and ignores the late answer', async () => {
    const { flow, states, last } = record();
    const answer = deferred<string>();
    const popup = fakePopup();
    flow.start({ action: 'link', app: orbit, send: () => answer.promise, popup });
    await vi.advanceTimersByTimeAsync(CROSS_APP.requestTimeoutMs - 1);
    expect(last()?.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(last()).toMatchObject({ status: 'failed', failure: 'timeout', action: 'link' });
    expect(messageOf(last())).toBe('Request timeout');
    // The SDK closes the popup on every outcome.
    expect(popup.closes).toBe(1);
    answer.resolve('too late');
    await vi.advanceTimersByTimeAsync(0);
    expect(states.map((s) => s.status)).toEqual(['pending', 'failed']);
  });

  it('notices a closed popup at the next 300 ms check: "User rejected request"', async () => {
    const { flow, last } = record();
    const popup = fakePopup();
    flow.start({ action: 'login', app: orbit, send: () => new Promise(() => undefined), popup });
    await vi.advanceTimersByTimeAsync(CROSS_APP.popupClosedCheckMs * 3);
    expect(last()?.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(100);
    popup.closed = true; // the user closed it between two checks (at 1000 ms)
    await vi.advanceTimersByTimeAsync(CROSS_APP.popupClosedCheckMs * 4 - 1000 - 1);
    expect(last()?.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(last()).toMatchObject({ status: 'failed', failure: 'rejected' });
    expect(messageOf(last())).toBe('User rejected request');
    expect(popup.closes).toBe(0); // already closed: not closed again
  });

  it('after the page switches to a BroadcastChannel, a closed popup is no rejection', async () => {
    const { flow, last } = record();
    const popup = fakePopup();
    flow.start({ action: 'login', app: orbit, popup });
    flow.detachPopup();
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(CROSS_APP.popupClosedCheckMs * 10);
    expect(last()?.status).toBe('pending');
    flow.resolve('user');
    expect(last()).toMatchObject({ status: 'connected', result: 'user' });
  });

  it('shows the provider app’s refusal from the catalogue (raw strings wrapped)', async () => {
    const cases: [unknown, string][] = [
      ['User rejected request', 'User rejected request'],
      [new Error('User denied confirmation during cross-app auth flow'), 'User rejected request'],
      [new Error('Authorization request timed out after 2 minutes.'), 'Request timeout'],
      [{ privyErrorCode: 'linked_to_another_user' }, 'This account has already been linked to another user.'],
      [new Error('Invalid connected app'), 'Something went wrong.'],
    ];
    for (const [error, message] of cases) {
      const { flow, last } = record();
      flow.start({ action: 'link', app: orbit, send: () => Promise.reject(error) });
      await vi.advanceTimersByTimeAsync(0);
      expect(messageOf(last())).toBe(message);
    }
  });

  it('a popup the browser blocked fails at once, without sending', () => {
    const { flow, last } = record();
    const send = vi.fn(() => Promise.resolve('x'));
    flow.start({ action: 'login', app: orbit, send, popup: null });
    expect(send).not.toHaveBeenCalled();
    expect(last()).toMatchObject({ status: 'failed', failure: 'popup-blocked' });
    expect(messageOf(last())).toBe('Popup was blocked. Try again.');
  });

  it('a read-only app can still be signed in with', async () => {
    const { flow, last } = record();
    flow.start({ action: 'login', app: ledgerly, send: () => Promise.resolve('user') });
    await vi.advanceTimersByTimeAsync(0);
    expect(last()?.status).toBe('connected');
  });
});

describe('cross-app signing', () => {
  it('is pending until the provider app signs, then signed with its answer', async () => {
    const { flow, last } = record();
    flow.start({ action: 'sign', app: orbit, send: () => Promise.resolve('0xsignature') });
    expect(last()?.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toEqual({ status: 'signed', run: 1, action: 'sign', app: orbit, result: '0xsignature' });
  });

  it('refuses a read-only provider app before opening anything', () => {
    const { flow, last } = record();
    const send = vi.fn(() => Promise.resolve('0x'));
    const popup = fakePopup();
    flow.start({ action: 'sign', app: ledgerly, send, popup });
    expect(send).not.toHaveBeenCalled();
    expect(last()).toMatchObject({ status: 'failed', failure: 'read-only' });
    expect(messageOf(last())).toBe('Cannot transact against a read-only provider app');
    const state = last();
    expect(state?.status === 'failed' && state.error.retryable).toBe(false);
  });

  it('the SDK’s own refusals: read-only, time-out, popup closed, popup not opened', async () => {
    const cases: [string, string][] = [
      ['Cannot transact against a read-only provider app', 'Cannot transact against a read-only provider app'],
      ['Request timeout', 'Request timeout'],
      ['User rejected request', 'User rejected request'],
      ['Failed to initialize signature request', 'Popup was blocked. Try again.'],
    ];
    for (const [raw, message] of cases) {
      const { flow, last } = record();
      flow.start({ action: 'sign', app: orbit, send: () => Promise.reject(new Error(raw)) });
      await vi.advanceTimersByTimeAsync(0);
      expect(messageOf(last())).toBe(message);
    }
  });

  it('times out after 120 s; the popup-closed check stops with it', async () => {
    const { flow, states } = record();
    const popup = fakePopup();
    flow.start({ action: 'sign', app: orbit, send: () => new Promise(() => undefined), popup });
    await vi.advanceTimersByTimeAsync(CROSS_APP.requestTimeoutMs);
    expect(messageOf(states.at(-1))).toBe('Request timeout');
    expect(popup.closes).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('runs', () => {
  it('a retry forgets the earlier run: its late answer and its timers change nothing', async () => {
    const { flow, states, last } = record();
    const first = deferred<string>();
    const firstPopup = fakePopup();
    flow.start({ action: 'sign', app: orbit, send: () => first.promise, popup: firstPopup });
    await vi.advanceTimersByTimeAsync(60_000);
    const second = deferred<string>();
    flow.start({ action: 'sign', app: orbit, send: () => second.promise, popup: fakePopup() });
    expect(firstPopup.closes).toBe(1);
    first.resolve('0xstale');
    await vi.advanceTimersByTimeAsync(60_000); // the first run's deadline would have fired here
    expect(last()).toMatchObject({ status: 'pending', run: 2 });
    second.resolve('0xfresh');
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toMatchObject({ status: 'signed', run: 2, result: '0xfresh' });
    expect(states.filter((s) => s.status === 'signed')).toHaveLength(1);
  });

  it('cancel goes back to idle, closes the popup, and ignores the answer', async () => {
    const { flow, states, last } = record();
    const answer = deferred<string>();
    const popup = fakePopup();
    flow.start({ action: 'link', app: orbit, send: () => answer.promise, popup });
    flow.cancel();
    expect(last()).toEqual({ status: 'idle' });
    expect(popup.closes).toBe(1);
    answer.resolve('late');
    await vi.advanceTimersByTimeAsync(CROSS_APP.requestTimeoutMs * 2);
    expect(states.map((s) => s.status)).toEqual(['pending', 'idle']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('dispose stops everything and reports nothing more', async () => {
    const onChange = vi.fn();
    const flow = createCrossAppRequestController<string>({ onChange });
    const answer = deferred<string>();
    flow.start({ action: 'login', app: orbit, send: () => answer.promise, popup: fakePopup() });
    flow.dispose();
    answer.resolve('late');
    await vi.advanceTimersByTimeAsync(CROSS_APP.requestTimeoutMs);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('the reducer ignores events of another run and answers after the outcome', () => {
    const pending: CrossAppRequestState = { status: 'pending', run: 3, action: 'sign', app: orbit };
    expect(reduceCrossAppRequest(pending, { type: 'answered', run: 2, result: 'x' })).toBe(pending);
    expect(reduceCrossAppRequest(pending, { type: 'timeout', run: 4 })).toBe(pending);
    const signed = reduceCrossAppRequest(pending, { type: 'answered', run: 3, result: 'x' });
    expect(signed.status).toBe('signed');
    expect(reduceCrossAppRequest(signed, { type: 'timeout', run: 3 })).toBe(signed);
    expect(reduceCrossAppRequest(signed, { type: 'popup-closed', run: 3 })).toBe(signed);
  });

  it('a request that throws at once fails with its message', () => {
    const { flow, last } = record();
    flow.start({
      action: 'sign',
      app: orbit,
      send: () => {
        throw 'User rejected request';
      },
    });
    expect(messageOf(last())).toBe('User rejected request');
  });
});

describe('crossAppErrorEntry', () => {
  it('reads raw strings, errors and API codes', () => {
    expect(crossAppErrorEntry('Request timeout').id).toBe('crossApp.timeout');
    expect(crossAppErrorEntry('  User rejected request ').id).toBe('crossApp.rejected');
    expect(crossAppErrorEntry({ privyErrorCode: 'client_request_timeout' }).id).toBe('crossApp.timeout');
    expect(crossAppErrorEntry({ message: 'Cannot transact against a read-only provider app' }).id).toBe(
      'crossApp.readOnly',
    );
    expect(crossAppErrorEntry(42).id).toBe('generic');
    expect(crossAppErrorEntry(null).id).toBe('generic');
  });
});
