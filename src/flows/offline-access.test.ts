import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../copy/locales/en';
import { MFA } from '../rules/limits';
import {
  createOfflineAccessController,
  type DelegableWallet,
  OFFLINE_ACCESS_GUARD_MS,
  type OfflineAccessState,
  offlineAccessGuardMs,
  reduceOfflineAccess,
} from './offline-access';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const onDevice: DelegableWallet = {
  address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
  chainType: 'ethereum',
  delegated: false,
  custody: 'on-device',
};
const delegated: DelegableWallet = { ...onDevice, delegated: true };

/** A call the test settles by hand. */
function deferred() {
  let resolve: (value?: unknown) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<unknown>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(guardMs = OFFLINE_ACCESS_GUARD_MS) {
  const states: OfflineAccessState[] = [];
  const pending: ReturnType<typeof deferred>[] = [];
  const grant = vi.fn((_wallet: DelegableWallet) => {
    const call = deferred();
    pending.push(call);
    return call.promise;
  });
  const revoke = vi.fn((_wallet: DelegableWallet) => {
    const call = deferred();
    pending.push(call);
    return call.promise;
  });
  const flow = createOfflineAccessController({
    calls: { grant, revoke },
    onChange: (s) => states.push(s),
    guardMs: () => guardMs,
  });
  const statuses = () => states.map((s) => s.status);
  const message = () => {
    const last = flow.state;
    return last.status === 'error' ? en[last.error.key] : null;
  };
  return { flow, states, statuses, pending, grant, revoke, message };
}

describe('offline access: granting', () => {
  it('asks for consent, then grants the wallet once Accept is pressed', async () => {
    const { flow, statuses, pending, grant } = setup();
    flow.enable(onDevice);
    expect(flow.state).toEqual({ status: 'confirming-grant', wallet: onDevice });
    expect(grant).not.toHaveBeenCalled();
    flow.confirm();
    expect(flow.state.status).toBe('granting');
    expect(grant).toHaveBeenCalledExactlyOnceWith(onDevice);
    pending[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses()).toEqual(['confirming-grant', 'granting', 'granted']);
    flow.dismiss();
    expect(flow.state).toEqual({ status: 'idle' });
  });

  it('"Not now" goes back to idle without calling anything, and is no error', () => {
    const { flow, statuses, grant } = setup();
    flow.enable(onDevice);
    flow.dismiss();
    expect(statuses()).toEqual(['confirming-grant', 'idle']);
    expect(grant).not.toHaveBeenCalled();
  });

  it('does not offer to enable a wallet that already has offline access, nor revoke one that has none', () => {
    const { flow, states } = setup();
    flow.enable(delegated);
    flow.revoke(onDevice);
    expect(states).toEqual([]);
    expect(flow.state.status).toBe('idle');
  });

  it('cannot be dismissed while the call runs; a second Accept calls nothing more', async () => {
    const { flow, pending, grant } = setup();
    flow.enable(onDevice);
    flow.confirm();
    flow.dismiss();
    flow.confirm();
    flow.enable(onDevice);
    expect(flow.state.status).toBe('granting');
    expect(grant).toHaveBeenCalledTimes(1);
    pending[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(flow.state.status).toBe('granted');
  });

  it("a failed grant keeps the dialog with the catalogue's message; Try again calls again", async () => {
    const { flow, pending, grant, message } = setup();
    flow.enable(onDevice);
    flow.confirm();
    pending[0]?.reject(new Error('MFA canceled'));
    await vi.advanceTimersByTimeAsync(0);
    expect(flow.state).toMatchObject({ status: 'error', action: 'grant', wallet: onDevice });
    expect(message()).toBe('Verification canceled');
    flow.confirm();
    expect(flow.state.status).toBe('granting');
    expect(grant).toHaveBeenCalledTimes(2);
    pending[1]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(flow.state.status).toBe('granted');
  });

  it('an unknown failure reads "Something went wrong."; Not now after an error goes back to idle', async () => {
    const { flow, pending, message } = setup();
    flow.enable(onDevice);
    flow.confirm();
    pending[0]?.reject(new Error('Wallet proxy not initialized.'));
    await vi.advanceTimersByTimeAsync(0);
    expect(message()).toBe('Something went wrong.');
    flow.dismiss();
    expect(flow.state.status).toBe('idle');
  });

  it('a call that throws synchronously is a failure, not a crash', async () => {
    const states: OfflineAccessState[] = [];
    const flow = createOfflineAccessController({
      calls: {
        grant: () => {
          throw new Error('boom');
        },
        revoke: async () => undefined,
      },
      onChange: (s) => states.push(s),
    });
    flow.enable(onDevice);
    flow.confirm();
    await vi.advanceTimersByTimeAsync(0);
    expect(flow.state).toMatchObject({ status: 'error', action: 'grant' });
  });
});

describe('offline access: revoking', () => {
  it('asks to confirm, then revokes; Deny goes back to idle without a call', async () => {
    const { flow, statuses, pending, revoke } = setup();
    flow.revoke(delegated);
    flow.dismiss();
    expect(revoke).not.toHaveBeenCalled();
    flow.revoke(delegated);
    flow.confirm();
    expect(revoke).toHaveBeenCalledExactlyOnceWith(delegated);
    pending[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses()).toEqual(['confirming-revoke', 'idle', 'confirming-revoke', 'revoking', 'revoked']);
  });

  it('a failed revoke says why and Try again revokes again', async () => {
    const { flow, pending, revoke, message } = setup();
    flow.revoke(delegated);
    flow.confirm();
    pending[0]?.reject({ privyErrorCode: 'too_many_requests' });
    await vi.advanceTimersByTimeAsync(0);
    expect(flow.state).toMatchObject({ status: 'error', action: 'revoke' });
    expect(message()).toBe('Too many requests. Please wait before trying again.');
    flow.confirm();
    expect(flow.state.status).toBe('revoking');
    expect(revoke).toHaveBeenCalledTimes(2);
  });
});

describe('offline access: the guard against calls that never settle', () => {
  it('turns a call that never settles into the time-out message, exactly at the guard', async () => {
    const { flow, message } = setup(30_000);
    flow.enable(onDevice);
    flow.confirm();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(flow.state.status).toBe('granting');
    await vi.advanceTimersByTimeAsync(1);
    expect(flow.state).toMatchObject({ status: 'error', action: 'grant' });
    expect(message()).toBe('The wallet did not answer in time. Try again.');
  });

  it('ignores the late answer of a timed-out call, also once a retry is under way', async () => {
    const { flow, pending, statuses } = setup(1_000);
    flow.revoke(delegated);
    flow.confirm();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(flow.state.status).toBe('error');
    pending[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(flow.state.status).toBe('error');
    flow.confirm();
    pending[0]?.resolve();
    await vi.advanceTimersByTimeAsync(500);
    expect(flow.state.status).toBe('revoking');
    pending[1]?.reject(new Error('later'));
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses()).toEqual(['confirming-revoke', 'revoking', 'error', 'revoking', 'error']);
  });

  it('a call that settles in time clears its guard: nothing fires later', async () => {
    const { flow, pending, states } = setup(1_000);
    flow.enable(onDevice);
    flow.confirm();
    pending[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    const count = states.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(states.length).toBe(count);
    expect(flow.state.status).toBe('granted');
  });

  it('each retry gets a full guard of its own', async () => {
    const { flow } = setup(1_000);
    flow.enable(onDevice);
    flow.confirm();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(flow.state.status).toBe('error');
    flow.confirm();
    await vi.advanceTimersByTimeAsync(999);
    expect(flow.state.status).toBe('granting');
    await vi.advanceTimersByTimeAsync(1);
    expect(flow.state.status).toBe('error');
  });

  it('after dispose nothing changes: no guard, no late answer', async () => {
    const { flow, pending, states } = setup(1_000);
    flow.enable(onDevice);
    flow.confirm();
    flow.dispose();
    pending[0]?.resolve();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(states.map((s) => s.status)).toEqual(['confirming-grant', 'granting']);
  });

  it('waits out a verification when the user has multi-factor methods: 300 s more', () => {
    expect(offlineAccessGuardMs({ verification: false })).toBe(OFFLINE_ACCESS_GUARD_MS);
    expect(offlineAccessGuardMs({ verification: true })).toBe(MFA.codeWaitMs + OFFLINE_ACCESS_GUARD_MS);
  });
});

describe('reduceOfflineAccess', () => {
  it('ignores answers and time-outs when no call runs', () => {
    const idle: OfflineAccessState = { status: 'idle' };
    const confirming: OfflineAccessState = { status: 'confirming-grant', wallet: onDevice };
    for (const state of [idle, confirming, { status: 'granted', wallet: onDevice } as const]) {
      expect(reduceOfflineAccess(state, { type: 'succeeded' })).toBe(state);
      expect(reduceOfflineAccess(state, { type: 'failed', error: new Error('x') })).toBe(state);
      expect(reduceOfflineAccess(state, { type: 'timed-out' })).toBe(state);
    }
  });

  it('a wallet cannot be enabled while another dialog is open', () => {
    const confirming: OfflineAccessState = { status: 'confirming-revoke', wallet: delegated };
    expect(reduceOfflineAccess(confirming, { type: 'enable', wallet: onDevice })).toBe(confirming);
  });
});
