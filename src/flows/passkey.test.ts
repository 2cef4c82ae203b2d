import { describe, expect, it, vi } from 'vitest';
import { en } from '../copy/locales/en';
import {
  createPasskeyController,
  initialPasskey,
  isWebAuthnSupported,
  type PasskeyEvent,
  type PasskeyMachine,
  reducePasskey,
} from './passkey';

const run = (events: PasskeyEvent[], m = initialPasskey('login')) => events.reduce(reducePasskey, m);

describe('passkey flow', () => {
  it('walks generating-challenge → awaiting-passkey → submitting-response → done', () => {
    const seen: string[] = [];
    let m = initialPasskey('signup');
    for (const type of ['start', 'challenge-ready', 'credential-received', 'verified'] as const) {
      m = reducePasskey(m, { type });
      seen.push(m.state.status);
    }
    expect(seen).toEqual(['generating-challenge', 'awaiting-passkey', 'submitting-response', 'done']);
    expect(m.mode).toBe('signup');
  });

  it('accepts done straight from awaiting-passkey', () => {
    expect(run([{ type: 'start' }, { type: 'challenge-ready' }, { type: 'verified' }]).state.status).toBe('done');
  });

  it('reads a cancelled or timed-out prompt as "Passkey request timed out or rejected by user."', () => {
    const m = run([
      { type: 'start' },
      { type: 'challenge-ready' },
      {
        type: 'failed',
        error: new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'),
      },
    ]);
    expect(m.state.status).toBe('error');
    expect(en[m.error!.key]).toBe('Passkey request timed out or rejected by user.');
  });

  it('reads other failures in the passkey context', () => {
    const unsupported = run([{ type: 'start' }, { type: 'failed', error: new DOMException('', 'NotSupportedError') }]);
    expect(en[unsupported.error!.key]).toBe('WebAuthn is not supported in this browser');
    const limit = run([{ type: 'start' }, { type: 'failed', error: { privyErrorCode: 'cannot_link_more_of_type' } }]);
    expect(en[limit.error!.key]).toBe('Cannot link more passkeys to account.');
    const unknown = run([{ type: 'start' }, { type: 'failed', error: new Error('?') }]);
    expect(en[unknown.error!.key]).toBe('Unknown error occurred.');
  });

  it('can try again from an error, and ignores out-of-order events', () => {
    const failed = run([{ type: 'start' }, { type: 'failed', error: new Error('x') }]);
    expect(reducePasskey(failed, { type: 'start' }).state.status).toBe('generating-challenge');
    const initial = initialPasskey('login');
    expect(reducePasskey(initial, { type: 'verified' })).toBe(initial);
    expect(reducePasskey(initial, { type: 'failed', error: new Error('x') })).toBe(initial);
    expect(reducePasskey(failed, { type: 'reset' })).toEqual(initialPasskey('login'));
  });

  it('detects WebAuthn support', () => {
    expect(isWebAuthnSupported({})).toBe(false);
    expect(isWebAuthnSupported({ PublicKeyCredential: class {} })).toBe(true);
  });

  it('switches between log-in and sign-up only while no ceremony runs', () => {
    const login = initialPasskey('login');
    expect(reducePasskey(login, { type: 'switch-mode' })).toEqual(initialPasskey('signup'));
    const busy = reducePasskey(login, { type: 'start' });
    expect(reducePasskey(busy, { type: 'switch-mode' })).toBe(busy);
    const failed = reducePasskey(busy, { type: 'failed', error: new Error('x') });
    expect(reducePasskey(failed, { type: 'switch-mode' })).toEqual(initialPasskey('signup'));
  });

  it('is done when the backend answers without reporting its steps', () => {
    const busy = reducePasskey(initialPasskey('login'), { type: 'start' });
    expect(reducePasskey(busy, { type: 'verified' }).state.status).toBe('done');
  });
});

describe('passkey controller', () => {
  /** A ceremony the test settles by hand. */
  const setUp = (initialMode: PasskeyMachine['mode'] = 'login') => {
    const settle: { resolve: (value?: unknown) => void; reject: (error: unknown) => void }[] = [];
    const order: string[] = [];
    const run = vi.fn(
      (_mode: PasskeyMachine['mode']) =>
        new Promise((resolve, reject) => {
          settle.push({ resolve, reject });
        }),
    );
    const flow = createPasskeyController({
      calls: { run, onDone: () => order.push('onDone') },
      onChange: (m) => order.push(m.state.status),
      initialMode,
    });
    return { flow, run, settle, order };
  };

  it('runs the ceremony in the current mode, follows the reported steps, and calls onDone before done', async () => {
    const { flow, run, settle, order } = setUp('signup');
    flow.start();
    expect(run).toHaveBeenCalledWith('signup');
    flow.report('awaiting-passkey');
    flow.report('submitting-response');
    flow.report('submitting-response');
    settle[0]!.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['generating-challenge', 'awaiting-passkey', 'submitting-response', 'onDone', 'done']);
  });

  it('reads a failure in the passkey context, and can start again in the other mode', async () => {
    const { flow, run, settle } = setUp();
    flow.start();
    settle[0]!.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));
    await Promise.resolve();
    await Promise.resolve();
    expect(flow.machine.state.status).toBe('error');
    expect(en[flow.machine.error!.key]).toBe('Passkey request timed out or rejected by user.');
    flow.switchMode();
    flow.start();
    expect(run).toHaveBeenLastCalledWith('signup');
  });

  it('does not switch mode while a ceremony runs; after dispose the state stays, a sign-in still calls onDone', async () => {
    const { flow, settle, order } = setUp();
    flow.start();
    flow.switchMode();
    expect(flow.machine.mode).toBe('login');
    flow.dispose();
    settle[0]!.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['generating-challenge', 'onDone']);
  });
});
