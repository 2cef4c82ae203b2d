/**
 * In-app browsers (spec 2, 8): Google refuses OAuth in the web views that social apps open links in, so the
 * provider shows "Could not log in with provider" there instead of leaving for Google. The same test as the
 * provider's SDK: a React Native web view, or a user agent naming Facebook, Instagram, Snapchat or LinkedIn's app.
 */
const IN_APP_MARKERS = ['fbav', 'fban', 'instagram', 'snapchat', 'linkedinapp'] as const;

/** The providers that refuse in-app browsers (the SDK lets the app allow them; most apps do not). */
const REFUSE_IN_APP_BROWSERS: ReadonlySet<string> = new Set(['google']);

export function isInAppBrowser(userAgent: string, reactNativeWebView = false): boolean {
  const ua = userAgent.toLowerCase();
  return reactNativeWebView || IN_APP_MARKERS.some((marker) => ua.includes(marker));
}

/** Whether signing in or linking with `provider` cannot work in this browser. */
export function oauthBlockedInBrowser(provider: string, inAppBrowser: boolean): boolean {
  return inAppBrowser && REFUSE_IN_APP_BROWSERS.has(provider);
}

/** The current browser, as far as a page can tell. */
export function detectInAppBrowser(): boolean {
  if (typeof window === 'undefined') return false;
  const scope = window as Window & {
    ReactNativeWebView?: unknown;
    webkit?: { messageHandlers?: Record<string, unknown> | undefined } | undefined;
  };
  return isInAppBrowser(
    window.navigator.userAgent,
    Boolean(scope.ReactNativeWebView ?? scope.webkit?.messageHandlers?.ReactNativeWebView),
  );
}
