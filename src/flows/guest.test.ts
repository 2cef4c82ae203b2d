import { describe, expect, it } from 'vitest';
import { createGuestController, type GuestState, initialGuest, reduceGuest } from './guest';

const deferred = () => {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('guest flow', () => {
  it('reduces start → created, and start → failed keeping the failure', () => {
    const creating = reduceGuest(initialGuest, { type: 'start' });
    expect(creating).toEqual({ creating: true, error: null });
    expect(reduceGuest(creating, { type: 'created' })).toEqual({ creating: false, error: null });
    const error = new Error('nope');
    const failed = reduceGuest(creating, { type: 'failed', error });
    expect(failed).toEqual({ creating: false, error });
    expect(reduceGuest(failed, { type: 'start' })).toEqual({ creating: true, error: null });
  });

  it('an answer while nothing is being created returns the same state', () => {
    expect(reduceGuest(initialGuest, { type: 'created' })).toBe(initialGuest);
    const failed: GuestState = { creating: false, error: 'x' };
    expect(reduceGuest(failed, { type: 'failed', error: 'y' })).toBe(failed);
  });

  it('the controller is busy while the call runs and resolves whether it created the account', async () => {
    const states: GuestState[] = [];
    let call = deferred();
    const controller = createGuestController({ onChange: (s) => states.push(s) });
    const create = () => call.promise;
    const first = controller.create(create);
    expect(controller.state.creating).toBe(true);
    call.reject(new Error('down'));
    expect(await first).toBe(false);
    expect(controller.state).toEqual({ creating: false, error: new Error('down') });
    call = deferred();
    const second = controller.create(create);
    call.resolve();
    expect(await second).toBe(true);
    expect(states.map((s) => s.creating)).toEqual([true, false, true, false]);
  });

  it('drops the answer of an attempt that is over, and changes nothing after dispose', async () => {
    const calls = [deferred(), deferred()];
    let n = 0;
    const states: GuestState[] = [];
    const controller = createGuestController({ onChange: (s) => states.push(s) });
    const create = () => calls[n++]!.promise;
    const first = controller.create(create);
    const second = controller.create(create);
    calls[0]!.reject('late');
    expect(await first).toBe(false);
    expect(controller.state).toEqual({ creating: true, error: null });
    controller.dispose();
    calls[1]!.resolve();
    expect(await second).toBe(true);
    expect(controller.state.creating).toBe(true);
    expect(states).toHaveLength(1);
  });
});
