import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { exportJWK, exportSPKI, generateKeyPair, importJWK, type JWK, jwtVerify, SignJWT } from 'jose';
import { loadWalletKey } from './wallets/vault';

const ISSUER = 'privy.io';
const ALG = 'ES256';

/**
 * Real tokens: access and identity tokens are ES256-signed JWTs (sub, sid, aud, iss, iat, exp) verifiable
 * against the JWKS endpoint; refresh tokens are 32 random bytes, stored only as a SHA-256 hash. The signing
 * key is created once per data directory and kept there.
 */
export class TokenService {
  /**
   * The data directory's other key: the one embedded-wallet private keys are sealed under (wallets/vault.ts),
   * kept beside the signing key; ephemeral in memory mode.
   */
  walletKey: Uint8Array = new Uint8Array(32);

  private constructor(
    private readonly privateKey: CryptoKey,
    private readonly publicJwk: JWK & { kid: string },
    private readonly appId: string,
    /** The public key as SPKI PEM: the app config's `verification_key`. */
    readonly verificationKey: string,
  ) {}

  static async create(dataDir: string | null, appId: string): Promise<TokenService> {
    const service = await TokenService.load(dataDir, appId);
    service.walletKey = loadWalletKey(dataDir);
    return service;
  }

  private static async load(dataDir: string | null, appId: string): Promise<TokenService> {
    const file = dataDir ? path.join(dataDir, 'signing-key.json') : null;
    if (file && existsSync(file)) {
      const { privateJwk, publicJwk } = JSON.parse(readFileSync(file, 'utf8'));
      const publicKey = (await importJWK(publicJwk, ALG)) as CryptoKey;
      return new TokenService(
        (await importJWK(privateJwk, ALG)) as CryptoKey,
        publicJwk,
        appId,
        await exportSPKI(publicKey),
      );
    }
    const { privateKey, publicKey } = await generateKeyPair(ALG, { extractable: true });
    const kid = randomBytes(8).toString('hex');
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' };
    if (file)
      writeFileSync(file, JSON.stringify({ privateJwk: { ...(await exportJWK(privateKey)), kid }, publicJwk }), {
        mode: 0o600,
      });
    return new TokenService(privateKey, publicJwk, appId, await exportSPKI(publicKey));
  }

  jwks() {
    return { keys: [this.publicJwk] };
  }

  /** Signs an ES256 JWT with this service's key: the one builder behind every token the emulator issues. */
  private sign(claims: Record<string, unknown>, subject: string, issuer: string, lifetimeSeconds: number, now: number) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALG, typ: 'JWT', kid: this.publicJwk.kid })
      .setSubject(subject)
      .setAudience(this.appId)
      .setIssuer(issuer)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(now / 1000) + lifetimeSeconds)
      .sign(this.privateKey);
  }

  accessToken(userId: string, sessionId: string, lifetimeSeconds: number, now: number): Promise<string> {
    return this.sign({ sid: sessionId }, userId, ISSUER, lifetimeSeconds, now);
  }

  identityToken(
    userId: string,
    claims: Record<string, unknown>,
    lifetimeSeconds: number,
    now: number,
  ): Promise<string> {
    return this.sign(claims, userId, ISSUER, lifetimeSeconds, now);
  }

  /** Signs a short JWT as another issuer (the app's custom auth server, simulated). */
  signAs(issuer: string, subject: string, lifetimeSeconds: number, now: number): Promise<string> {
    return this.sign({}, subject, issuer, lifetimeSeconds, now);
  }

  /** Verifies a JWT from the given issuer; returns its subject or null. */
  async verifyFrom(issuer: string, token: string, now: number): Promise<string | null> {
    try {
      const key = (await importJWK(this.publicJwk, ALG)) as CryptoKey;
      const { payload } = await jwtVerify(token, key, { issuer, audience: this.appId, currentDate: new Date(now) });
      return typeof payload.sub === 'string' && payload.sub.length > 0 ? payload.sub : null;
    } catch {
      return null;
    }
  }

  /** Verifies an access token; returns its subject and session, or null when invalid or expired. */
  async verifyAccessToken(token: string, now: number): Promise<{ userId: string; sessionId: string } | null> {
    try {
      const key = (await importJWK(this.publicJwk, ALG)) as CryptoKey;
      const { payload } = await jwtVerify(token, key, {
        issuer: ISSUER,
        audience: this.appId,
        currentDate: new Date(now),
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      return { userId: payload.sub, sessionId: payload.sid };
    } catch {
      return null;
    }
  }
}

/**
 * Mints a token as the app's own auth server would (for custom-token sign-in demos and tests), signed by
 * the emulator's key with the configured issuer.
 */
export async function mintCustomToken(
  service: TokenService,
  issuer: string,
  subject: string,
  now: number,
): Promise<string> {
  return service.signAs(issuer, subject, 3600, now);
}

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
