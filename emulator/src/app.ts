import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { Emulator, EmulatorDeps, WalletEmulator } from './context';
import { limitBody, notFound, onError } from './http';
import { originAllowed } from './origins';
import { chainRoutes } from './routes/chain';
import { configRoutes } from './routes/config';
import { crossAppRoutes } from './routes/cross-app';
import { delegationRoutes } from './routes/delegation';
import { developmentRoutes } from './routes/development';
import { farcasterRoutes } from './routes/farcaster';
import { farcasterSignerRoutes } from './routes/farcaster-signer';
import { fundingRoutes } from './routes/funding';
import { guestRoutes } from './routes/guest';
import { iframeRoutes } from './routes/iframe';
import { mfaRoutes } from './routes/mfa';
import { oauthRoutes } from './routes/oauth';
import { passkeyRoutes } from './routes/passkeys';
import { passwordlessRoutes } from './routes/passwordless';
import { rpcRoutes } from './routes/rpc';
import { sessionRoutes } from './routes/sessions';
import { siweRoutes } from './routes/siwe';
import { siwsRoutes } from './routes/siws';
import { userRoutes } from './routes/users';
import { walletRelayRoutes } from './routes/wallet-relay';
import { walletRoutes } from './routes/wallets';
import { devGuard } from './security/dev-guard';
import { boundedInputs } from './security/limits';
import { createRepository } from './store/index';
import { Vault } from './wallets/vault';

/**
 * The emulator's HTTP app: the provider's API for the real SDK, and the development pages. Cross-cutting
 * rules are mounted once here (CORS for loopback or the configured origins, with credentials; bounds on every
 * body, query parameter and hand-read header; the development pages' guard against cross-site requests and
 * DNS rebinding; the provider's JSON errors); each feature's routes live in `routes/`.
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

  for (const routes of [
    configRoutes,
    iframeRoutes,
    passwordlessRoutes,
    guestRoutes,
    siweRoutes,
    siwsRoutes,
    farcasterRoutes,
    passkeyRoutes,
    oauthRoutes,
    sessionRoutes,
    userRoutes,
    developmentRoutes,
    crossAppRoutes,
  ]) {
    app.route('/', routes(emulator));
  }
  app.route('/', walletRoutes(wallets));
  app.route('/', walletRelayRoutes(wallets));
  app.route('/', mfaRoutes(wallets));
  app.route('/', delegationRoutes(wallets));
  app.route('/', farcasterSignerRoutes(wallets));
  app.route('/', fundingRoutes(wallets));
  app.route('/', chainRoutes(emulator, { settings: config.chain, chain }));
  // The local chain's JSON-RPC for the app (cross-origin, under the CORS rule above, not the dev guard).
  app.route('/', rpcRoutes(emulator));

  return app;
}
