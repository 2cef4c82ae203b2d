import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { appConfigRoutes, wellKnownRoutes } from './app-config/routes';
import { chainApiRoutes, chainDevRoutes } from './chain/routes';
import { rpcRoutes } from './chain/rpc-routes';
import type { Emulator, EmulatorDeps, WalletEmulator } from './context';
import { crossAppRoutes, providerAppRoutes } from './cross-app/routes';
import { appServerRoutes, revokeRoutes } from './delegation/routes';
import { developmentRoutes } from './development/routes';
import { farcasterConnectRoutes, farcasterRoutes } from './farcaster/routes';
import { farcasterSignerRoutes, signerApprovalRoutes } from './farcaster-signer/routes';
import { fundingRoutes, moonpayApiRoutes, onrampPageRoutes } from './funding/routes';
import { customJwtRoutes, guestRoutes } from './guest/routes';
import { limitBody, notFound, onError } from './http/request';
import { mfaCodesRoutes, mfaFrameRoutes, mfaRoutes } from './mfa/routes';
import { consentRoutes, oauthRoutes } from './oauth/routes';
import { originAllowed } from './origins';
import { passkeyRoutes } from './passkeys/routes';
import { emailRoutes, smsRoutes } from './passwordless/routes';
import { phoneWalletRoutes } from './phone-wallet/routes';
import { devGuard } from './security/dev-guard';
import { boundedInputs } from './security/limits';
import { sessionRoutes } from './sessions/routes';
import { siweRoutes } from './siwe/routes';
import { siwsRoutes } from './siws/routes';
import { createRepository } from './store/index';
import { userRoutes } from './users/routes';
import { walletFrameRoutes } from './wallets/frame-routes';
import { walletRoutes } from './wallets/routes';
import { Vault } from './wallets/vault';

/**
 * The emulator's HTTP app: the provider's API for the real SDK, and the development pages. Cross-cutting
 * rules are mounted once here (CORS for loopback or the configured origins, with credentials; bounds on every
 * body, query parameter and hand-read header; the development pages' guard against cross-site requests and
 * DNS rebinding; the provider's JSON errors); each feature's routes live in its folder (`<feature>/routes.ts`),
 * mounted below at the feature's prefix (`/api/v1` for the features whose routes share no longer one).
 */
export function createEmulatorApp({
  config,
  store,
  tokens,
  now = Date.now,
  walletKey = tokens.walletKey,
  chain = null,
  chainRpcUrl = (chainId) => (chain && chain.chainId === chainId ? chain.rpcUrl : null),
}: EmulatorDeps) {
  const emulator: Emulator = { config, repo: createRepository(store), tokens, now, chain };
  const wallets: WalletEmulator = { ...emulator, vault: new Vault(walletKey), chainRpcUrl };
  const app = new Hono();

  app.use(
    '*',
    cors({
      origin: (origin) => (originAllowed(config, origin) ? origin : null),
      credentials: true,
      allowMethods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  );
  // Hostile input is bounded before any route reads it: the body on every route, query parameters and the
  // headers read by hand; the development pages answer only loopback Host names and same-site requests.
  app.use('*', limitBody());
  app.use('*', boundedInputs());
  app.use('/_emulator', devGuard());
  app.use('/_emulator/*', devGuard());
  app.onError(onError);
  app.notFound(notFound);

  // Each feature's sub-app at its prefix (its folder: routes.ts → service.ts → store/). The provider's API:
  app.route('/api/v1', appConfigRoutes(emulator));
  app.route('/.well-known', wellKnownRoutes(emulator));
  app.route('/api/v1/passwordless', emailRoutes(emulator));
  app.route('/api/v1/passwordless_sms', smsRoutes(emulator));
  app.route('/api/v1/guest', guestRoutes(emulator));
  app.route('/api/v1/custom_jwt_account', customJwtRoutes(emulator));
  app.route('/api/v1/siwe', siweRoutes(emulator));
  app.route('/api/v1/siws', siwsRoutes(emulator));
  app.route('/api/v1/farcaster', farcasterRoutes(emulator));
  app.route('/api/v1/passkeys', passkeyRoutes(emulator));
  app.route('/api/v1/oauth', oauthRoutes(emulator));
  app.route('/api/v1/sessions', sessionRoutes(emulator));
  app.route('/api/v1/users/me', userRoutes(emulator));
  app.route('/api/v1/apps/:appId/cross-app', crossAppRoutes(emulator));
  app.route('/api/v1/wallets', walletRoutes(wallets));
  app.route('/api/v1/wallets', revokeRoutes(wallets));
  app.route('/api/v1/mfa', mfaRoutes(wallets));
  app.route('/api/v1/farcaster/signer', farcasterSignerRoutes(wallets));
  app.route('/api/v1', fundingRoutes(wallets));
  app.route('/api/v1', chainApiRoutes(emulator, { settings: config.chain }));
  // The wallet frame the SDK loads, its relay, and its MFA relay.
  app.route('/apps/:appId/embedded-wallets', walletFrameRoutes(wallets));
  app.route('/apps/:appId/embedded-wallets/mfa', mfaFrameRoutes(wallets));
  // Read by the app's page cross-origin (under the CORS rule above, not the dev guard): MoonPay's status API
  // stand-in and the local chain's JSON-RPC.
  app.route('/onramp-api/moonpay/v1', moonpayApiRoutes(wallets));
  app.route('/rpc', rpcRoutes(emulator));
  // The development pages (behind the dev guard above), the stand-ins for the outside world among them.
  app.route('/_emulator', developmentRoutes(emulator));
  app.route('/_emulator/oauth', consentRoutes(emulator));
  app.route('/_emulator/farcaster', farcasterConnectRoutes(emulator));
  app.route('/_emulator/farcaster', signerApprovalRoutes(wallets));
  app.route('/_emulator', providerAppRoutes(emulator));
  app.route('/_emulator', mfaCodesRoutes(wallets));
  app.route('/_emulator', appServerRoutes(wallets));
  app.route('/_emulator/onramp', onrampPageRoutes(wallets));
  app.route('/_emulator', chainDevRoutes({ settings: config.chain, chain }));
  // The simulated phone wallet: WalletConnect's wallet client on the emulator's relay (relay/, on the same port).
  const phone = phoneWalletRoutes(wallets);
  app.route('/_emulator', phone.routes);

  /** Stops what the app started on its own (the phone's relay connection), for `server.ts`'s close. */
  return Object.assign(app, { dispose: phone.dispose });
}
