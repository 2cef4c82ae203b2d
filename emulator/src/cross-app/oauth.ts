import type { Emulator } from '../context';
import { ApiError } from '../http/request';
import { crossAppAccounts, PROVIDER_TOKEN_SECONDS } from './accounts';
import { connectedProviderApp } from './apps';

/** The linked account type of every cross-app account (`privy:<appId>` providers). */
const CROSS_APP_TYPE = 'cross_app';

/**
 * The `cross_app` linked account an authorization code from a provider app's consent page stands for: the
 * provider app's user (subject), the app, and that user's embedded wallet. A code for `privy:<appId>` that the
 * provider app's page did not grant (no such user there) is refused like any invalid code.
 */
export function crossAppAccount(emulator: Pick<Emulator, 'config' | 'repo'>, provider: string, subject: string) {
  const app = connectedProviderApp(emulator.config, provider);
  const user = app ? emulator.repo.crossApp.user(app.appId, subject) : undefined;
  if (!app || !user) throw new ApiError(401, 'Invalid code during OAuth flow.', 'invalid_credentials');
  return {
    type: CROSS_APP_TYPE,
    subject: user.id,
    data: {
      subject: user.id,
      provider_app_id: app.appId,
      embedded_wallets: [{ address: user.address }],
      smart_wallets: [] as { address: string }[],
    },
  };
}

/**
 * The provider token our app gets with a cross-app sign-in or link (`oauth_tokens`): a JWT signed by the provider
 * app for its user, which the SDK presents to the provider app's transact page; none for a read-only connection,
 * which may never be asked to sign.
 */
export async function crossAppTokens(
  emulator: Pick<Emulator, 'config' | 'repo' | 'tokens' | 'now'>,
  provider: string,
  subject: string,
) {
  const app = connectedProviderApp(emulator.config, provider);
  if (!app || app.readOnly) return undefined;
  return {
    provider,
    access_token: await crossAppAccounts(emulator).issueToken(app, subject),
    access_token_expires_in_seconds: PROVIDER_TOKEN_SECONDS,
  };
}
