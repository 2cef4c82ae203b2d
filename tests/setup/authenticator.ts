import type { BrowserContext, Page } from 'playwright';

/**
 * A platform passkey authenticator for a page, through the DevTools protocol (headless Chromium has none):
 * resident keys, user verification, and presence given automatically. `replace()` swaps in a fresh device
 * (an authenticator holding an excluded credential rightly refuses to register another for the account).
 */
export async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const add = async () =>
    (
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      })
    ).authenticatorId;
  let id = await add();
  return {
    replace: async () => {
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: id });
      id = await add();
    },
  };
}
