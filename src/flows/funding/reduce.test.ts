import { describe, expect, it } from 'vitest';
import { type FundingEvent, type FundingState, initialFunding, reduceFunding } from './reduce';

const run = (events: FundingEvent[], start: FundingState = initialFunding) => events.reduce(reduceFunding, start);
const waiting = run([
  { type: 'start', provider: 'moonpay' },
  { type: 'signed', id: 'tx-1' },
]);

describe('reduceFunding', () => {
  it('opens, waits for the purchase and completes with its hash', () => {
    expect(reduceFunding(initialFunding, { type: 'start', provider: 'moonpay' })).toEqual({
      status: 'opening',
      provider: 'moonpay',
    });
    expect(waiting).toEqual({
      status: 'waiting',
      provider: 'moonpay',
      id: 'tx-1',
      popupClosed: false,
      onTheWay: false,
    });
    expect(reduceFunding(waiting, { type: 'status', answer: { status: 'completed', txHash: '0xab' } })).toEqual({
      status: 'completed',
      provider: 'moonpay',
      id: 'tx-1',
      txHash: '0xab',
    });
  });

  it('a pending answer changes nothing; a failed one is declined; failed checks end as status-unavailable', () => {
    expect(reduceFunding(waiting, { type: 'status', answer: { status: 'pending' } })).toBe(waiting);
    expect(reduceFunding(waiting, { type: 'status', answer: { status: 'failed' } })).toMatchObject({
      status: 'failed',
      reason: 'declined',
    });
    expect(reduceFunding(waiting, { type: 'status-unavailable' })).toMatchObject({
      status: 'failed',
      reason: 'status-unavailable',
    });
  });

  it('the window closed: while signing nothing was bought; while waiting the last checks run, then cancelled', () => {
    const opening = reduceFunding(initialFunding, { type: 'start', provider: 'coinbase' });
    expect(reduceFunding(opening, { type: 'window-closed' })).toEqual({ status: 'cancelled', provider: 'coinbase' });
    const closed = reduceFunding(waiting, { type: 'window-closed' });
    expect(closed).toMatchObject({ status: 'waiting', popupClosed: true });
    expect(reduceFunding(closed, { type: 'window-closed' })).toBe(closed);
    expect(reduceFunding(closed, { type: 'checks-over' })).toEqual({ status: 'cancelled', provider: 'moonpay' });
  });

  it('after the delay the waiting screen says the funds may be on the way', () => {
    const note = reduceFunding(waiting, { type: 'on-the-way' });
    expect(note).toMatchObject({ onTheWay: true });
    expect(reduceFunding(note, { type: 'on-the-way' })).toBe(note);
  });

  it('a refused URL or a failed signing fails the attempt', () => {
    const opening = reduceFunding(initialFunding, { type: 'start', provider: 'moonpay' });
    expect(reduceFunding(opening, { type: 'insecure-url' })).toMatchObject({ reason: 'insecure-url', error: null });
    expect(reduceFunding(opening, { type: 'sign-failed', error: new Error('x') })).toMatchObject({
      status: 'failed',
      reason: 'error',
      error: { id: 'generic' },
    });
  });

  it('cancel: an attempt under way is cancelled, anything else goes back to idle; reset is idle', () => {
    expect(reduceFunding(waiting, { type: 'cancel' })).toEqual({ status: 'cancelled', provider: 'moonpay' });
    const blocked = reduceFunding(initialFunding, { type: 'blocked', provider: 'moonpay' });
    expect(blocked).toEqual({ status: 'popup-blocked', provider: 'moonpay' });
    expect(reduceFunding(blocked, { type: 'cancel' })).toEqual(initialFunding);
    expect(reduceFunding(initialFunding, { type: 'cancel' })).toBe(initialFunding);
    expect(reduceFunding(waiting, { type: 'reset' })).toEqual(initialFunding);
  });

  it('an event that does not fit returns the same state', () => {
    expect(reduceFunding(initialFunding, { type: 'signed', id: 'x' })).toBe(initialFunding);
    expect(reduceFunding(initialFunding, { type: 'status', answer: { status: 'completed' } })).toBe(initialFunding);
    expect(reduceFunding(waiting, { type: 'signed', id: 'y' })).toBe(waiting);
    expect(reduceFunding(waiting, { type: 'insecure-url' })).toBe(waiting);
    const done = reduceFunding(waiting, { type: 'status', answer: { status: 'completed' } });
    expect(reduceFunding(done, { type: 'on-the-way' })).toBe(done);
    expect(reduceFunding(done, { type: 'checks-over' })).toBe(done);
  });
});
