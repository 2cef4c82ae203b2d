import { describe, expect, it } from 'vitest';
import { isInAppBrowser, oauthBlockedInBrowser } from './in-app-browser';

const chrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const instagram =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 340.0.2.18.108';
const facebook =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/468.0.0.46.105;]';
const linkedin = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 [LinkedInApp]/9.30.2214';

describe('in-app browsers', () => {
  it('recognises the social apps’ web views and React Native web views', () => {
    expect(isInAppBrowser(instagram)).toBe(true);
    expect(isInAppBrowser(facebook)).toBe(true);
    expect(isInAppBrowser(linkedin)).toBe(true);
    expect(isInAppBrowser(chrome, true)).toBe(true);
  });

  it('leaves ordinary browsers alone', () => {
    expect(isInAppBrowser(chrome)).toBe(false);
    expect(isInAppBrowser('')).toBe(false);
  });

  it('blocks only the providers that refuse in-app browsers, and only there', () => {
    expect(oauthBlockedInBrowser('google', true)).toBe(true);
    expect(oauthBlockedInBrowser('google', false)).toBe(false);
    expect(oauthBlockedInBrowser('github', true)).toBe(false);
  });
});
