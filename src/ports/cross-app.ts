import type { CrossAppAccount, CrossAppProviderApp } from '../model';

/**
 * What the cross-app journey needs from an auth backend, in the SDK's terms: `useCrossAppAccounts()`
 * (`loginWithCrossAppAccount`, `linkCrossAppAccount`, `unlinkCrossAppAccount`, `signMessage`), the provider apps
 * connected to ours (`GET /api/v1/apps/{appId}/cross-app/connections`, e.g. through
 * `usePrivyClient_experimental().crossApp.getCrossAppConnections()`), and the user's `cross_app` linked accounts.
 *
 * In the app, login and link open the provider's modal ("Connecting to {app}") beside a popup on the provider app's
 * consent page, and signing opens a popup on its transact page; each call settles with the outcome. Every call
 * rejects with the error as the SDK raises it; where the SDK rejects with a bare string (the transact popup's
 * `PRIVY_CROSS_APP_ACTION_ERROR`), wrap it with `crossAppError` so it is an `Error` with that message. The journey
 * reads the messages with the cross-app flow's `crossAppErrorEntry`:
 * - "Request timeout" / "Authorization request timed out after 2 minutes." (the SDK's 120 s);
 * - "User rejected request" (the popup was closed: checked every 300 ms; or the user said no in it) and
 *   "User denied confirmation during cross-app auth flow" (Deny on the consent page);
 * - "Cannot transact against a read-only provider app" (signing through a read-only connection);
 * - "Failed to initialize signature request" (the browser blocked the popup: the SDK's words when signing; a
 *   port whose login or link popup was blocked rejects with the same message, so the journey offers "Popup was
 *   blocked. Try again." with Retry);
 * - the API's errors with their `privyErrorCode` (`linked_to_another_user`, `too_many_requests`, …);
 * - "Invalid connected app" (an app id that is not connected to ours), "Cannot request a signature with this
 *   wallet address", "User must be authenticated before linking an account.": "Something went wrong.".
 */
export interface CrossAppPort {
  /** The signed-in user's accounts from other apps (`user.linkedAccounts` of type `cross_app`); empty signed out. */
  accounts: readonly CrossAppAccount[];
  /** The provider apps connected to ours, in the order the API lists them (read-only ones included). */
  listProviderApps: () => Promise<readonly CrossAppProviderApp[]>;
  /** `loginWithCrossAppAccount({ appId })`: signed out only; resolves with the signed-in user. */
  loginWithCrossAppAccount: (input: { appId: string }) => Promise<unknown>;
  /** `linkCrossAppAccount({ appId })`: signed in only; resolves with the updated user. */
  linkCrossAppAccount: (input: { appId: string }) => Promise<unknown>;
  /** `unlinkCrossAppAccount({ subject })`: also forgets the provider app's stored token. */
  unlinkCrossAppAccount: (input: { subject: string }) => Promise<unknown>;
  /**
   * `signMessage(message, { address })` with one of the cross-app account's wallets (its embedded or smart wallet):
   * the provider app's popup asks the user, and its answer is the signature (`0x…`, personal_sign).
   */
  signMessage: (message: string, options: { address: string; chainId?: number | undefined }) => Promise<string>;
}

/**
 * The SDK's cross-app errors as an `Error`: a bare string (what the provider app's popup posted) becomes an `Error`
 * with that message; an `Error` or an object with a `message` is returned as it is.
 */
export function crossAppError(raised: unknown): unknown {
  return typeof raised === 'string' ? new Error(raised) : raised;
}
