import { describe, expect, it, vi } from 'vitest';
import { createOAuthController, initialOAuth, type OAuthMachine, oauthView, reduceOAuth } from './oauth';

describe('reduceOAuth', () => {
  it('choosing a provider forgets an earlier failure; a failed start keeps its error', () => {
    const chosen = reduceOAuth(initialOAuth(), { type: 'choose', provider: 'google' });
    expect(chosen).toEqual({ provider: 'google', startError: null });
    const failed = reduceOAuth(chosen, { type: 'start-failed', error: new Error('blocked') });
    expect(failed.startError).toEqual(new Error('blocked'));
    expect(reduceOAuth(failed, { type: 'start' })).toEqual(chosen);
    expect(reduceOAuth(failed, { type: 'choose', provider: 'github' })).toEqual({
      provider: 'github',
      startError: null,
    });
  });

  it('back goes to the list (forgetting the provider) or out (forgetting only the error)', () => {
    const failed: OAuthMachine = { provider: 'google', startError: 'x' };
    expect(reduceOAuth(failed, { type: 'back', toList: true })).toEqual(initialOAuth());
    expect(reduceOAuth(failed, { type: 'back', toList: false })).toEqual({ provider: 'google', startError: null });
  });

  it('an event that changes nothing returns the same state', () => {
    const none = initialOAuth();
    expect(reduceOAuth(none, { type: 'start-failed', error: 'late' })).toBe(none);
    expect(reduceOAuth(none, { type: 'back', toList: true })).toBe(none);
    const chosen = initialOAuth('apple');
    expect(reduceOAuth(chosen, { type: 'start' })).toBe(chosen);
    expect(reduceOAuth(chosen, { type: 'back', toList: false })).toBe(chosen);
  });

  it('the view reads the backend state, a redirect or popup, and the way back', () => {
    expect(oauthView({ status: 'loading' }, { provider: 'google' }).phase).toBe('redirecting');
    expect(oauthView({ status: 'loading' }, { mode: 'popup' }).phase).toBe('popup-open');
    expect(oauthView({ status: 'initial' }, { returning: true }).phase).toBe('returning');
  });
});

describe('createOAuthController', () => {
  it('leaves for the provider given, and keeps why it could not', async () => {
    const start = vi.fn<(provider: string) => Promise<void>>(async () => {
      throw new Error('Popup was blocked');
    });
    const states: OAuthMachine[] = [];
    const controller = createOAuthController({ start, onChange: (m) => states.push(m), provider: 'google' });
    await controller.start();
    expect(start).toHaveBeenCalledWith('google');
    expect(controller.machine.startError).toEqual(new Error('Popup was blocked'));
    start.mockResolvedValueOnce(undefined);
    await controller.start();
    expect(controller.machine.startError).toBeNull();
    expect(states).toHaveLength(2);
  });

  it('without a provider nothing is started; choosing one starts it', async () => {
    const start = vi.fn(async () => {});
    const controller = createOAuthController({ start, onChange: () => {} });
    await controller.start();
    expect(start).not.toHaveBeenCalled();
    controller.choose('discord');
    expect(start).toHaveBeenCalledWith('discord');
    expect(controller.machine.provider).toBe('discord');
  });

  it('drops the failure of a start that is over (a later start, or after dispose)', async () => {
    const fails: ((error: unknown) => void)[] = [];
    const start = vi.fn(() => new Promise<void>((_, reject) => fails.push(reject)));
    const controller = createOAuthController({ start, onChange: () => {}, provider: 'google' });
    const first = controller.start();
    const second = controller.start();
    fails[0]?.(new Error('old'));
    await first;
    expect(controller.machine.startError).toBeNull();
    controller.dispose();
    fails[1]?.(new Error('late'));
    await second;
    expect(controller.machine.startError).toBeNull();
  });
});
