import { randomBytes, randomUUID } from 'node:crypto';
import { errors, exportJWK, generateKeyPair, importJWK, type JWK, jwtVerify, SignJWT } from 'jose';
import type { Emulator } from '../context';
import { ApiError } from '../http/request';
import type { CrossAppUserRow } from '../store/cross-app';
import { newKey } from '../wallets/keys';
import { Vault } from '../wallets/vault';
import type { ProviderApp } from './settings';

const ALG = 'ES256';
const ISSUER = 'privy.io';
/** How long a provider token lets our app ask the provider app for signatures. */
export const PROVIDER_TOKEN_SECONDS = 3600;
/** The most accounts one provider app gets on the emulator (each consent may name a new address). */
const MAX_PROVIDER_APP_USERS = 500;

/**
 * The provider apps' side of a cross-app account: their users (each with an embedded Ethereum wallet whose key is
 * sealed under the data directory's wallet key) and the tokens they give a requesting app, ES256 JWTs signed with
 * a key of each provider app's own, made once and kept (sealed) in the data directory beside the emulator's keys.
 */
export function crossAppAccounts({ config, repo, tokens, now }: Pick<Emulator, 'config' | 'repo' | 'tokens' | 'now'>) {
  const vault = new Vault(tokens.walletKey);
  const keyContext = (appId: string) => `cross-app-key:${appId}`;

  /** The provider app's signing key (made on first use; concurrent first uses agree on the stored one). */
  async function signingKey(app: ProviderApp) {
    let row = repo.crossApp.key(app.appId);
    if (!row) {
      const { privateKey, publicKey } = await generateKeyPair(ALG, { extractable: true });
      const kid = `${app.appId.slice(0, 8)}-${randomBytes(6).toString('hex')}`;
      const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: ALG };
      const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' };
      row = repo.crossApp.keepKey({
        provider_app_id: app.appId,
        sealed_private_jwk: vault.seal(Buffer.from(JSON.stringify(privateJwk), 'utf8'), keyContext(app.appId)),
        public_jwk: JSON.stringify(publicJwk),
      });
    }
    const publicJwk = JSON.parse(row.public_jwk) as JWK & { kid: string };
    return {
      kid: publicJwk.kid,
      publicJwk,
      privateKey: async () =>
        (await importJWK(
          JSON.parse(vault.open(row.sealed_private_jwk, keyContext(app.appId)).toString('utf8')) as JWK,
          ALG,
        )) as CryptoKey,
      publicKey: async () => (await importJWK(publicJwk, ALG)) as CryptoKey,
    };
  }

  return {
    /**
     * The provider app's user with this e-mail address, made with a new embedded wallet when there is none yet.
     */
    userNamed(app: ProviderApp, email: string, name: string): CrossAppUserRow {
      const existing = repo.crossApp.userByEmail(app.appId, email);
      if (existing) return existing;
      const id = `did:privy:${randomUUID().replaceAll('-', '').slice(0, 25)}`;
      const { secret, address } = newKey('ethereum');
      const user = repo.crossApp.userNamed(
        { id, provider_app_id: app.appId, email, name, address, sealed_key: vault.seal(secret, id), created_at: now() },
        MAX_PROVIDER_APP_USERS,
      );
      // Every consent page's post may name a new address: the emulator stops making accounts at a bound.
      if (!user) {
        throw new ApiError(
          429,
          `${app.name} has ${MAX_PROVIDER_APP_USERS} accounts on this emulator: choose one of them`,
          'too_many_requests',
        );
      }
      return user;
    },

    /** The private key of a provider app user's embedded wallet. */
    userSecret(user: CrossAppUserRow): Uint8Array {
      return vault.open(user.sealed_key, user.id);
    },

    /** The provider app's public key (a JWK with its `kid`), to verify its tokens. */
    async publicJwk(app: ProviderApp) {
      return (await signingKey(app)).publicJwk;
    },

    /**
     * A provider token for our app: `sub` the provider app's user, `aud` the provider app, `requester` our app,
     * expiring in an hour (the SDK keeps it in `privy:cross-app:<appId>` and drops it once `exp` has passed).
     */
    async issueToken(app: ProviderApp, userId: string): Promise<string> {
      const key = await signingKey(app);
      const at = Math.floor(now() / 1000);
      return new SignJWT({ requester: config.appId })
        .setProtectedHeader({ alg: ALG, typ: 'JWT', kid: key.kid })
        .setIssuer(ISSUER)
        .setSubject(userId)
        .setAudience(app.appId)
        .setIssuedAt(at)
        .setExpirationTime(at + PROVIDER_TOKEN_SECONDS)
        .sign(await key.privateKey());
    },

    /**
     * Checks a provider token presented to the provider app's transact page: its signature by that app's key,
     * issuer, audience (this provider app), expiry, requester (our app) and a user of the provider app as subject.
     */
    async verifyToken(
      app: ProviderApp,
      token: string,
    ): Promise<{ ok: true; user: CrossAppUserRow } | { ok: false; expired: boolean }> {
      if (token.length === 0 || token.length > 4096) return { ok: false, expired: false };
      try {
        const key = await signingKey(app);
        const { payload } = await jwtVerify(token, await key.publicKey(), {
          issuer: ISSUER,
          audience: app.appId,
          algorithms: [ALG],
          currentDate: new Date(now()),
        });
        if (payload.requester !== config.appId || typeof payload.sub !== 'string') return { ok: false, expired: false };
        const user = repo.crossApp.user(app.appId, payload.sub);
        return user ? { ok: true, user } : { ok: false, expired: false };
      } catch (error) {
        return { ok: false, expired: error instanceof errors.JWTExpired };
      }
    },
  };
}
