import { describe, expect, it } from 'vitest';
import { en } from '../copy/locales/en';
import { isPopupBlocked, oauthView } from './oauth';

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
