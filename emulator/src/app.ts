import { createHash, randomInt, randomUUID } from 'node:crypto';
import {
  AnalyticsEventInput,
  AuthenticateEmailInput,
  AuthenticateGuestInput,
  AuthenticateJwtInput,
  AuthenticateOauthInput,
  AuthenticatePhoneInput,
  AuthenticateSiweInput,
  AuthenticateSiwsInput,
  FarcasterAuthenticateInput,
  FarcasterInitInput,
  FarcasterLinkInput,
  FarcasterUnlinkInput,
  InitEmailInput,
  LinkOAuthInput,
  OAuthInitInput,
  OAuthUnlinkInput,
  OptionalRefreshTokenInput,
  PasskeyAuthenticateInput,
  PasskeyInitInput,
  PasskeyLinkInput,
  PasskeyRegisterInput,
  PasswordlessSmsPhoneInput,
  RefreshTokenInput,
  SiweAddressInput,
  SiweInitInput,
  SiweInput,
  SiwsAddressInput,
  SiwsInitInput,
  SiwsInput,
  UnlinkEmailInput,
  UnlinkPasskeyInput,
  UnlinkPhoneInput,
  UpdateEmailInput,
  UpdatePhoneInput,
  VerifyEmailInput,
  VerifyPhoneInput,
} from '@privy-io/public-api';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { getAddress, verifyMessage } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import type { ZodType } from 'zod';
import type { EmulatorConfig } from './config';
import {
  custodyAddress,
  type FarcasterProfile,
  farcasterAvatar,
  farcasterConnectPage,
  farcasterDonePage,
  newCustodyKey,
  signInWithFarcaster,
} from './farcaster';
import { embeddedWalletsPage } from './iframe';
import { inboxPage } from './inbox';
import { consentPage, enabledProvider, type OAuthIdentity, oauthAccount } from './oauth';
import {
  authenticationOptions,
  challengeFromClientData,
  describeAgent,
  registrationOptions,
  relyingParty,
  snake,
  verifyAuthentication,
  verifyRegistration,
} from './passkeys';
import { appResponse } from './responses';
import { parseSiwsMessage, verifySiwsSignature } from './siws';
import type { Store } from './store/database';
import { hashToken, mintCustomToken, newRefreshToken, type TokenService } from './tokens';

/** The provider's error body: `{ error, code }` with an HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export interface EmulatorDeps {
  config: EmulatorConfig;
  store: Store;
  tokens: TokenService;
  /** The clock (ms); injectable so tests can expire codes and tokens. */
  now?: () => number;
}

/** Sends per destination allowed in the window before `too_many_requests`. */
const SEND_LIMIT = { count: 5, windowMs: 10 * 60_000 };
/** Wrong codes allowed before the code is burned. */
const MAX_CODE_ATTEMPTS = 5;
/** How long a just-rotated refresh token still answers `ignore` (a concurrent refresh from another tab). */
const ROTATION_GRACE_MS = 10_000;
const MAX_BODY_BYTES = 100 * 1024;

type UserRow = { id: string; created_at: number; has_accepted_terms: number; is_guest: number };
type AccountRow = {
  type: string;
  subject: string;
  data: string;
  verified_at: number;
  first_verified_at: number;
  latest_verified_at: number;
};

export function createEmulatorApp({ config, store, tokens, now = Date.now }: EmulatorDeps) {
  const app = new Hono();
  const seconds = (ms: number) => Math.floor(ms / 1000);

  // — Cross-cutting: CORS for configured origins only, size limit, JSON errors —
  app.use(
    '*',
    cors({
      origin: (origin) => (config.allowedOrigins.includes(origin) ? origin : null),
      credentials: true,
      allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  );
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        c.json({ error: `Request body is larger than ${MAX_BODY_BYTES} bytes`, code: 'invalid_data' }, 413),
    }),
  );
  app.onError((error, c) => {
    if (error instanceof ApiError)
      return c.json({ error: error.message, ...(error.code ? { code: error.code } : {}) }, error.status);
    console.error('[emulator] unexpected error', error);
    return c.json({ error: 'Internal error in the emulator', code: 'internal_error' }, 500);
  });
  app.notFound((c) =>
    c.json({ error: `No route for ${c.req.method} ${new URL(c.req.url).pathname}`, code: 'not_found' }, 404),
  );

  /** Parses and validates a JSON body with one of the provider's own schemas. */
  async function body<T>(c: Context, schema: ZodType<T>): Promise<T> {
    const type = c.req.header('content-type') ?? '';
    if (!type.toLowerCase().startsWith('application/json')) {
      throw new ApiError(415, 'Content-Type must be application/json', 'invalid_data');
    }
    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      throw new ApiError(400, 'Malformed JSON body', 'invalid_data');
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      throw new ApiError(
        400,
        `Invalid request: ${first ? `${first.path.join('.') || 'body'}: ${first.message}` : 'bad input'}`,
        'invalid_data',
      );
    }
    return parsed.data;
  }

  function requireApp(c: Context) {
    const appId = c.req.header('privy-app-id');
    if (appId !== config.appId)
      throw new ApiError(403, 'Missing or invalid privy-app-id header', 'missing_or_invalid_privy_app_id');
  }

  async function requireUser(c: Context): Promise<{ userId: string; sessionId: string }> {
    const header = c.req.header('authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    const claims = token ? await tokens.verifyAccessToken(token, now()) : null;
    if (!claims) throw new ApiError(401, 'Missing or invalid access token', 'missing_or_invalid_token');
    const session = store.get<{ revoked: number }>('SELECT revoked FROM sessions WHERE id = ?', [claims.sessionId]);
    if (!session || session.revoked) throw new ApiError(401, 'Session has ended', 'missing_or_invalid_token');
    return claims;
  }

  // — Users and sessions —

  function userJson(userId: string) {
    const user = store.get<UserRow>('SELECT * FROM users WHERE id = ?', [userId]);
    if (!user) throw new ApiError(404, 'User not found', 'user_does_not_exist');
    // A guest's credential identifies the guest but is not a linked account.
    const accounts = store.all<AccountRow>(
      "SELECT * FROM accounts WHERE user_id = ? AND type != 'guest_credential' ORDER BY id",
      [userId],
    );
    return {
      id: user.id,
      created_at: user.created_at,
      linked_accounts: accounts.map(accountJson),
      mfa_methods: [],
      has_accepted_terms: Boolean(user.has_accepted_terms),
      is_guest: Boolean(user.is_guest),
    };
  }

  function accountJson(row: AccountRow) {
    const times = {
      verified_at: row.verified_at,
      first_verified_at: row.first_verified_at,
      latest_verified_at: row.latest_verified_at,
    };
    switch (row.type) {
      case 'email':
        return { type: 'email', address: row.subject, ...times };
      case 'phone':
        return { type: 'phone', phoneNumber: row.subject, number: row.subject, ...times };
      default:
        return { type: row.type, ...JSON.parse(row.data), ...times };
    }
  }

  /** Finds the user owning an account, or creates user + account (sign-up). */
  function findOrCreateUser(
    type: string,
    subject: string,
    mode: 'login-or-sign-up' | 'no-signup' | undefined,
    { data = {}, guest = false }: { data?: Record<string, unknown>; guest?: boolean } = {},
  ) {
    const at = seconds(now());
    const existing = store.get<{ user_id: string }>('SELECT user_id FROM accounts WHERE type = ? AND subject = ?', [
      type,
      subject,
    ]);
    if (existing) {
      store.run('UPDATE accounts SET latest_verified_at = ?, verified_at = ? WHERE type = ? AND subject = ?', [
        at,
        at,
        type,
        subject,
      ]);
      return { userId: existing.user_id, isNew: false };
    }
    if (mode === 'no-signup') throw new ApiError(404, 'User does not exist', 'user_does_not_exist');
    const userId = `did:privy:${randomUUID().replaceAll('-', '').slice(0, 25)}`;
    store.transaction(() => {
      store.exec('INSERT INTO users (id, created_at, has_accepted_terms, is_guest) VALUES (?, ?, ?, ?)', [
        userId,
        at,
        config.requireTerms ? 0 : 1,
        guest ? 1 : 0,
      ]);
      store.exec(
        'INSERT INTO accounts (user_id, type, subject, data, verified_at, first_verified_at, latest_verified_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [userId, type, subject, JSON.stringify(data), at, at, at],
      );
    });
    return { userId, isNew: true };
  }

  /** Opens a session and answers with the provider's session response. */
  /** Opens a session: a new refresh token (stored hashed), valid for the configured number of days. */
  function openSession(userId: string) {
    const sessionId = randomUUID();
    const refreshToken = newRefreshToken();
    const t = now();
    store.run('INSERT INTO sessions (id, user_id, refresh_token_hash, expires_at, created_at) VALUES (?, ?, ?, ?, ?)', [
      sessionId,
      userId,
      hashToken(refreshToken),
      t + config.tokens.refreshTokenDays * 86_400_000,
      t,
    ]);
    return { sessionId, refreshToken };
  }

  async function accessTokens(userId: string, sessionId: string) {
    const t = now();
    const user = userJson(userId);
    const accessToken = await tokens.accessToken(userId, sessionId, config.tokens.accessTokenSeconds, t);
    const identityToken = await tokens.identityToken(
      userId,
      { linked_accounts: JSON.stringify(user.linked_accounts) },
      config.tokens.accessTokenSeconds,
      t,
    );
    return { user, token: accessToken, privy_access_token: accessToken, identity_token: identityToken };
  }

  /** A new session's response: `set` tells the SDK to store every token. */
  async function newSession(userId: string, isNew: boolean) {
    const { sessionId, refreshToken } = openSession(userId);
    const response = {
      ...(await accessTokens(userId, sessionId)),
      refresh_token: refreshToken,
      session_update_action: 'set' as const,
      is_new_user: isNew,
    };
    return { sessionId, response };
  }
  const sessionResponse = async (userId: string, isNew: boolean) => (await newSession(userId, isNew)).response;

  // — One-time codes (e-mail and SMS) —

  function sendCode(channel: 'email' | 'sms', destination: string) {
    const t = now();
    const recent = store.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM outbox WHERE channel = ? AND destination = ? AND sent_at > ?',
      [channel, destination, t - SEND_LIMIT.windowMs],
    );
    if ((recent?.n ?? 0) >= SEND_LIMIT.count) {
      throw new ApiError(429, 'Too many requests. Please wait before trying again.', 'too_many_requests');
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    store.transaction(() => {
      store.exec(
        'INSERT OR REPLACE INTO codes (channel, destination, code, expires_at, attempts, created_at) VALUES (?, ?, ?, ?, 0, ?)',
        [channel, destination, code, t + config.tokens.codeSeconds * 1000, t],
      );
      store.exec('INSERT INTO outbox (channel, destination, code, sent_at) VALUES (?, ?, ?, ?)', [
        channel,
        destination,
        code,
        t,
      ]);
    });
  }

  function checkCode(channel: 'email' | 'sms', destination: string, code: string) {
    const row = store.get<{ code: string; expires_at: number; attempts: number }>(
      'SELECT code, expires_at, attempts FROM codes WHERE channel = ? AND destination = ?',
      [channel, destination],
    );
    if (!row || row.expires_at <= now()) throw new ApiError(401, 'Invalid or expired code', 'invalid_credentials');
    if (row.attempts >= MAX_CODE_ATTEMPTS) {
      throw new ApiError(429, 'Too many requests. Please wait before trying again.', 'too_many_requests');
    }
    if (row.code !== code) {
      store.run('UPDATE codes SET attempts = attempts + 1 WHERE channel = ? AND destination = ?', [
        channel,
        destination,
      ]);
      throw new ApiError(401, 'Invalid code', 'invalid_credentials');
    }
    store.run('DELETE FROM codes WHERE channel = ? AND destination = ?', [channel, destination]);
  }

  // — Routes —

  app.get('/api/v1/apps/:appId', (c) => {
    if (c.req.param('appId') !== config.appId)
      throw new ApiError(404, 'App not found', 'missing_or_invalid_privy_app_id');
    return c.json(appResponse(config, tokens.verificationKey));
  });

  app.get('/apps/:appId/embedded-wallets', (c) => {
    if (c.req.param('appId') !== config.appId)
      throw new ApiError(404, 'App not found', 'missing_or_invalid_privy_app_id');
    return c.html(embeddedWalletsPage(config));
  });

  app.post('/api/v1/analytics_events', async (c) => {
    requireApp(c);
    await body(c, AnalyticsEventInput);
    return c.json({ success: true });
  });

  app.post('/api/v1/passwordless/init', async (c) => {
    requireApp(c);
    const { email } = await body(c, InitEmailInput);
    const address = email.toLowerCase();
    if (config.disablePlusEmails && address.split('@')[0]?.includes('+')) {
      throw new ApiError(400, "Please enter a valid email address without a '+'.", 'disallowed_plus_email');
    }
    sendCode('email', address);
    return c.json({ success: true });
  });

  app.post('/api/v1/passwordless/authenticate', async (c) => {
    requireApp(c);
    const input = await body(c, AuthenticateEmailInput);
    const address = input.email.toLowerCase();
    checkCode('email', address, input.code);
    const { userId, isNew } = findOrCreateUser('email', address, input.mode);
    return c.json(await sessionResponse(userId, isNew));
  });

  app.post('/api/v1/passwordless_sms/init', async (c) => {
    requireApp(c);
    const { phoneNumber } = await body(c, PasswordlessSmsPhoneInput);
    sendCode('sms', phoneNumber);
    return c.json({ success: true });
  });

  app.post('/api/v1/passwordless_sms/authenticate', async (c) => {
    requireApp(c);
    const input = await body(c, AuthenticatePhoneInput);
    checkCode('sms', input.phoneNumber, input.code);
    const { userId, isNew } = findOrCreateUser('phone', input.phoneNumber, input.mode);
    return c.json(await sessionResponse(userId, isNew));
  });

  app.post('/api/v1/guest/authenticate', async (c) => {
    requireApp(c);
    if (!config.loginMethods.includes('guest'))
      throw new ApiError(403, 'Guest accounts are not enabled', 'disallowed_login_method');
    const { guest_credential } = await body(c, AuthenticateGuestInput);
    // The browser keeps the credential, so the same guest comes back; only its hash is stored.
    const { userId, isNew } = findOrCreateUser('guest_credential', hashToken(guest_credential), 'login-or-sign-up', {
      guest: true,
    });
    return c.json(await sessionResponse(userId, isNew));
  });

  app.post('/api/v1/custom_jwt_account/authenticate', async (c) => {
    requireApp(c);
    const input = await body(c, AuthenticateJwtInput);
    const subject = input.token ? await tokens.verifyFrom(config.customJwtIssuer, input.token, now()) : null;
    if (!subject) throw new ApiError(401, 'Invalid or expired custom auth token', 'invalid_credentials');
    const { userId, isNew } = findOrCreateUser('custom_auth', subject, input.mode, {
      data: { custom_user_id: subject },
    });
    return c.json(await sessionResponse(userId, isNew));
  });

  /** A single-use wallet sign-in nonce for an address, valid 10 minutes (SIWE and SIWS). */
  function issueNonce(kind: 'siwe' | 'siws', address: string) {
    const nonce = newRefreshToken()
      .replace(/[^a-zA-Z0-9]/g, '')
      .slice(0, 24);
    const expires = now() + 10 * 60_000;
    store.run('INSERT INTO nonces (nonce, kind, address, expires_at) VALUES (?, ?, ?, ?)', [
      nonce,
      kind,
      address,
      expires,
    ]);
    return { nonce, address, expires_at: new Date(expires).toISOString() };
  }

  /** Consumes a nonce: it must exist, be unused, unexpired and issued to this address. */
  function takeNonce(kind: 'siwe' | 'siws', nonce: string, address: string) {
    const row = store.get<{ address: string; expires_at: number; used: number }>(
      'SELECT address, expires_at, used FROM nonces WHERE nonce = ? AND kind = ?',
      [nonce, kind],
    );
    if (!row || row.used || row.expires_at <= now() || row.address !== address) {
      throw new ApiError(401, 'Invalid or expired nonce', 'invalid_credentials');
    }
    store.run('UPDATE nonces SET used = 1 WHERE nonce = ?', [nonce]);
  }

  app.post('/api/v1/siwe/init', async (c) => {
    requireApp(c);
    const { address } = await body(c, SiweInitInput);
    if (!address) throw new ApiError(400, 'Invalid request: address: Required', 'invalid_data');
    return c.json(issueNonce('siwe', getAddress(address)));
  });

  /** Verifies a SIWE message and signature against a single-use nonce; returns the wallet account. */
  async function verifySiwe(input: {
    message: string;
    signature: string;
    walletClientType?: string | null;
    connectorType?: string | null;
  }) {
    const message = parseSiweMessage(input.message);
    if (!message.address || !message.nonce) throw new ApiError(400, 'Invalid SIWE message', 'invalid_data');
    takeNonce('siwe', message.nonce, getAddress(message.address));
    const valid = await verifyMessage({
      address: message.address,
      message: input.message,
      signature: input.signature as `0x${string}`,
    }).catch(() => false);
    if (!valid) throw new ApiError(401, 'Invalid signature', 'invalid_credentials');
    const address = getAddress(message.address);
    return {
      subject: address,
      data: {
        address,
        chain_type: 'ethereum',
        chain_id: `eip155:${message.chainId ?? 1}`,
        wallet_client: 'unknown',
        wallet_client_type: input.walletClientType ?? 'unknown',
        connector_type: input.connectorType ?? 'unknown',
      },
    };
  }

  /**
   * The authenticate and link routes of a method proven by a signature (SIWE, SIWS, Farcaster): `verify`
   * checks the proof and names the account; authenticate signs in or up with it, link adds it to the user.
   */
  function proofRoutes<A extends { mode?: 'login-or-sign-up' | 'no-signup' | null }, L>(
    prefix: string,
    type: string,
    schemas: { authenticate: ZodType<A>; link: ZodType<L> },
    verify: (input: A | L) => Promise<{ subject: string; data: Record<string, unknown> }>,
  ) {
    app.post(`${prefix}/authenticate`, async (c) => {
      requireApp(c);
      const input = await body(c, schemas.authenticate);
      const account = await verify(input);
      const { userId, isNew } = findOrCreateUser(type, account.subject, input.mode ?? undefined, {
        data: account.data,
      });
      return c.json(await sessionResponse(userId, isNew));
    });
    app.post(`${prefix}/link`, async (c) => {
      requireApp(c);
      const { userId } = await requireUser(c);
      const account = await verify(await body(c, schemas.link));
      linkAccount(userId, type, account.subject, account.data);
      return c.json(userJson(userId));
    });
  }

  proofRoutes('/api/v1/siwe', 'wallet', { authenticate: AuthenticateSiweInput, link: SiweInput }, verifySiwe);

  // — Sign-In With Solana: single-use nonce, Ed25519 signature (Node's own crypto) —

  app.post('/api/v1/siws/init', async (c) => {
    requireApp(c);
    const { address } = await body(c, SiwsInitInput);
    return c.json(issueNonce('siws', address));
  });

  /** Checks a SIWS message (nonce single use) and its Ed25519 signature; returns the wallet account. */
  function verifySiws(input: {
    message: string;
    signature: string;
    walletClientType?: string | null;
    connectorType?: string | null;
  }) {
    const message = parseSiwsMessage(input.message);
    if (!message) throw new ApiError(400, 'Invalid SIWS message', 'invalid_data');
    takeNonce('siws', message.nonce, message.address);
    if (!verifySiwsSignature(message.address, input.message, input.signature)) {
      throw new ApiError(401, 'Invalid signature', 'invalid_credentials');
    }
    return {
      subject: message.address,
      data: {
        address: message.address,
        chain_type: 'solana',
        wallet_client: 'unknown',
        wallet_client_type: input.walletClientType ?? 'unknown',
        connector_type: input.connectorType ?? 'unknown',
      },
    };
  }

  proofRoutes('/api/v1/siws', 'wallet', { authenticate: AuthenticateSiwsInput, link: SiwsInput }, async (input) =>
    verifySiws(input),
  );

  unlinkRoute('/api/v1/siws/unlink', SiwsAddressInput, ({ address }) => ['wallet', address]);

  // — Farcaster (the provider's modal: a channel, its connect URI, polling, a SIWF signature) —

  const FARCASTER_CHANNEL_MS = 10 * 60_000;

  type ChannelRow = {
    token: string;
    nonce: string;
    domain: string;
    uri: string;
    expires_at: number;
    fid: number | null;
    message: string | null;
    signature: string | null;
  };

  function farcasterChannel(token: string | undefined): ChannelRow {
    const row = token ? store.get<ChannelRow>('SELECT * FROM farcaster_channels WHERE token = ?', [token]) : undefined;
    if (!row || row.expires_at <= now()) {
      throw new ApiError(401, 'Unknown or expired Farcaster channel', 'invalid_credentials');
    }
    return row;
  }

  function farcasterProfile(fid: number): FarcasterProfile | undefined {
    const row = store.get<{ fid: number; username: string; custody_key: string }>(
      'SELECT fid, username, custody_key FROM farcaster_profiles WHERE fid = ?',
      [fid],
    );
    return row ? { fid: row.fid, username: row.username, custodyKey: row.custody_key as `0x${string}` } : undefined;
  }

  /**
   * Checks a completed channel's SIWF message: the one the Farcaster app signed on this channel, with the
   * channel's nonce, for this fid, signed by the fid's custody key. The channel is used up.
   */
  async function verifyFarcaster(input: { channel_token: string; message: string; signature: string; fid: number }) {
    const channel = farcasterChannel(input.channel_token);
    const profile = farcasterProfile(input.fid);
    const parsed = parseSiweMessage(input.message);
    const valid =
      profile &&
      channel.fid === input.fid &&
      channel.message === input.message &&
      parsed.nonce === channel.nonce &&
      parsed.resources?.includes(`farcaster://fid/${input.fid}`) &&
      parsed.address === custodyAddress(profile) &&
      (await verifyMessage({
        address: custodyAddress(profile),
        message: input.message,
        signature: input.signature as `0x${string}`,
      }).catch(() => false));
    if (!valid || !profile) throw new ApiError(401, 'Invalid Farcaster signature', 'invalid_credentials');
    store.run('DELETE FROM farcaster_channels WHERE token = ?', [channel.token]);
    return {
      subject: String(profile.fid),
      data: {
        fid: profile.fid,
        owner_address: custodyAddress(profile),
        username: profile.username,
        display_name: profile.username,
        profile_picture: farcasterAvatar(profile.username),
        profile_picture_url: farcasterAvatar(profile.username),
      },
    };
  }

  app.post('/api/v1/farcaster/init', async (c) => {
    requireApp(c);
    if (!(config.loginMethods as readonly string[]).includes('farcaster')) {
      throw new ApiError(403, 'Farcaster login is not enabled for this app', 'disallowed_login_method');
    }
    const input = await body(c, FarcasterInitInput);
    const origin = c.req.header('origin') ?? 'http://localhost';
    const token = randomUUID();
    store.run('INSERT INTO farcaster_channels (token, nonce, domain, uri, expires_at) VALUES (?, ?, ?, ?, ?)', [
      token,
      newRefreshToken()
        .replace(/[^a-zA-Z0-9]/g, '')
        .slice(0, 16),
      input.relying_party ?? new URL(origin).host,
      input.redirect_url ?? origin,
      now() + FARCASTER_CHANNEL_MS,
    ]);
    const connect = new URL('/_emulator/farcaster/connect', c.req.url);
    connect.searchParams.set('channel', token);
    return c.json({ channel_token: token, connect_uri: connect.toString() });
  });

  app.get('/api/v1/farcaster/status', (c) => {
    requireApp(c);
    const channel = farcasterChannel(c.req.header('farcaster-channel-token'));
    const profile = channel.fid === null ? undefined : farcasterProfile(channel.fid);
    if (!profile || !channel.message || !channel.signature) {
      return c.json({ state: 'pending' as const, nonce: channel.nonce });
    }
    return c.json({
      state: 'completed' as const,
      nonce: channel.nonce,
      message: channel.message,
      signature: channel.signature,
      fid: profile.fid,
      username: profile.username,
      display_name: profile.username,
      bio: '',
      pfp_url: farcasterAvatar(profile.username),
    });
  });

  proofRoutes(
    '/api/v1/farcaster',
    'farcaster',
    { authenticate: FarcasterAuthenticateInput, link: FarcasterLinkInput },
    verifyFarcaster,
  );

  unlinkRoute('/api/v1/farcaster/unlink', FarcasterUnlinkInput, ({ fid }) => ['farcaster', String(fid)]);

  /** The emulated Farcaster app: the page the connect URI opens. */
  app.get('/_emulator/farcaster/connect', (c) => {
    const channel = farcasterChannel(c.req.query('channel'));
    return c.html(farcasterConnectPage(config, channel.token, channel.domain));
  });

  app.post('/_emulator/farcaster/connect', async (c) => {
    const form = await c.req.parseBody();
    const channel = farcasterChannel(String(form.channel ?? ''));
    if (form.decision !== 'approve') {
      store.run('DELETE FROM farcaster_channels WHERE token = ?', [channel.token]);
      return c.html(farcasterDonePage(false));
    }
    const username = String(form.username ?? '')
      .trim()
      .toLowerCase();
    if (!/^[a-z0-9][a-z0-9-]{0,15}$/.test(username)) {
      throw new ApiError(400, 'A Farcaster username is 1 to 16 letters, digits or hyphens', 'invalid_data');
    }
    let profile = store.get<{ fid: number }>('SELECT fid FROM farcaster_profiles WHERE username = ?', [username]);
    if (!profile) {
      const next = (store.get<{ n: number | null }>('SELECT MAX(fid) AS n FROM farcaster_profiles')?.n ?? 10_000) + 1;
      store.run('INSERT INTO farcaster_profiles (fid, username, custody_key) VALUES (?, ?, ?)', [
        next,
        username,
        newCustodyKey(),
      ]);
      profile = { fid: next };
    }
    const full = farcasterProfile(profile.fid);
    if (!full) throw new ApiError(500, 'Farcaster profile vanished', 'unknown_error');
    const signed = await signInWithFarcaster(full, {
      domain: channel.domain,
      uri: channel.uri,
      nonce: channel.nonce,
      issuedAt: new Date(now()),
    });
    store.run('UPDATE farcaster_channels SET fid = ?, message = ?, signature = ? WHERE token = ?', [
      full.fid,
      signed.message,
      signed.signature,
      channel.token,
    ]);
    return c.html(farcasterDonePage(true));
  });

  // — Linking and unlinking (spec 5: at most 5 passkeys, 1 account of each other type) —

  function linkAccount(userId: string, type: string, subject: string, data: Record<string, unknown> = {}) {
    const owner = store.get<{ user_id: string }>('SELECT user_id FROM accounts WHERE type = ? AND subject = ?', [
      type,
      subject,
    ]);
    if (owner && owner.user_id !== userId) {
      throw new ApiError(400, 'This account has already been linked to another user.', 'linked_to_another_user');
    }
    if (owner) return;
    const count =
      store.get<{ n: number }>('SELECT COUNT(*) AS n FROM accounts WHERE user_id = ? AND type = ?', [userId, type])
        ?.n ?? 0;
    if (count >= (type === 'passkey' ? 5 : 1)) {
      throw new ApiError(
        400,
        type === 'passkey'
          ? 'Cannot link more passkeys to account.'
          : 'You cannot authorize more than one account for this user.',
        'cannot_link_more_of_type',
      );
    }
    const at = seconds(now());
    store.run(
      'INSERT INTO accounts (user_id, type, subject, data, verified_at, first_verified_at, latest_verified_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [userId, type, subject, JSON.stringify(data), at, at, at],
    );
  }

  function unlinkAccount(userId: string, type: string, subject: string) {
    const row = store.get<{ data: string }>(
      'SELECT data FROM accounts WHERE user_id = ? AND type = ? AND subject = ?',
      [userId, type, subject],
    );
    if (!row) throw new ApiError(404, 'No such linked account', 'invalid_data');
    if (type === 'passkey' && (JSON.parse(row.data) as { enrolled_in_mfa?: boolean }).enrolled_in_mfa) {
      throw new ApiError(400, 'Cannot unlink a passkey enrolled in MFA', 'invalid_data');
    }
    const total =
      store.get<{ n: number }>("SELECT COUNT(*) AS n FROM accounts WHERE user_id = ? AND type != 'guest_credential'", [
        userId,
      ])?.n ?? 0;
    if (total <= 1) throw new ApiError(400, 'Cannot unlink the only login method of a user', 'invalid_data');
    store.transaction(() => {
      store.exec('DELETE FROM accounts WHERE user_id = ? AND type = ? AND subject = ?', [userId, type, subject]);
      if (type === 'passkey') store.exec('DELETE FROM passkeys WHERE credential_id = ?', [subject]);
    });
  }

  /** Replaces a linked e-mail address or phone number with a new one, proven by a code sent to the new one. */
  function updateAccount(userId: string, type: 'email' | 'phone', from: string, to: string) {
    if (
      !store.get('SELECT 1 AS x FROM accounts WHERE user_id = ? AND type = ? AND subject = ?', [userId, type, from])
    ) {
      throw new ApiError(404, 'No such linked account', 'invalid_data');
    }
    const owner = store.get<{ user_id: string }>('SELECT user_id FROM accounts WHERE type = ? AND subject = ?', [
      type,
      to,
    ]);
    if (owner && owner.user_id !== userId) {
      throw new ApiError(400, 'This account has already been linked to another user.', 'linked_to_another_user');
    }
    const at = seconds(now());
    store.run(
      'UPDATE accounts SET subject = ?, verified_at = ?, first_verified_at = ?, latest_verified_at = ? WHERE user_id = ? AND type = ? AND subject = ?',
      [to, at, at, at, userId, type, from],
    );
  }

  app.post('/api/v1/passwordless/update', async (c) => {
    requireApp(c);
    const { userId } = await requireUser(c);
    const input = await body(c, UpdateEmailInput);
    const to = input.newAddress.toLowerCase();
    checkCode('email', to, input.code);
    updateAccount(userId, 'email', input.oldAddress.toLowerCase(), to);
    return c.json(userJson(userId));
  });

  app.post('/api/v1/passwordless_sms/update', async (c) => {
    requireApp(c);
    const { userId } = await requireUser(c);
    const input = await body(c, UpdatePhoneInput);
    checkCode('sms', input.new_phone_number, input.code);
    updateAccount(userId, 'phone', input.old_phone_number, input.new_phone_number);
    return c.json(userJson(userId));
  });

  /** An unlink route: the body names the account (its type and subject); the rules are unlinkAccount's. */
  function unlinkRoute<I>(path: string, schema: ZodType<I>, account: (input: I) => [type: string, subject: string]) {
    app.post(path, async (c) => {
      requireApp(c);
      const { userId } = await requireUser(c);
      unlinkAccount(userId, ...account(await body(c, schema)));
      return c.json(userJson(userId));
    });
  }

  app.post('/api/v1/passwordless/link', async (c) => {
    requireApp(c);
    const { userId } = await requireUser(c);
    const input = await body(c, VerifyEmailInput);
    const address = input.email.toLowerCase();
    checkCode('email', address, input.code);
    linkAccount(userId, 'email', address);
    return c.json(userJson(userId));
  });

  unlinkRoute('/api/v1/passwordless/unlink', UnlinkEmailInput, ({ address }) => ['email', address.toLowerCase()]);

  app.post('/api/v1/passwordless_sms/link', async (c) => {
    requireApp(c);
    const { userId } = await requireUser(c);
    const input = await body(c, VerifyPhoneInput);
    checkCode('sms', input.phoneNumber, input.code);
    linkAccount(userId, 'phone', input.phoneNumber);
    return c.json(userJson(userId));
  });

  unlinkRoute('/api/v1/passwordless_sms/unlink', UnlinkPhoneInput, ({ phoneNumber }) => ['phone', phoneNumber]);

  unlinkRoute('/api/v1/siwe/unlink', SiweAddressInput, ({ address }) => ['wallet', getAddress(address)]);

  unlinkRoute('/api/v1/oauth/unlink', OAuthUnlinkInput, ({ provider, subject }) => [
    provider.startsWith('custom:') ? provider : `${provider}_oauth`,
    subject,
  ]);

  unlinkRoute('/api/v1/passkeys/unlink', UnlinkPasskeyInput, ({ credential_id }) => ['passkey', credential_id]);

  // — Passkeys: register (sign-up) and authenticate, verified with @simplewebauthn/server —

  function rpFor(c: Context) {
    const rp = relyingParty(c.req.header('origin') ?? c.req.header('referer'));
    if (!rp) throw new ApiError(400, 'Passkeys need the page origin (Origin header)', 'invalid_data');
    return rp;
  }

  /** Records a challenge the client must echo back within 5 minutes, once. */
  function issueChallenge(challenge: string, kind: 'register' | 'link' | 'authenticate') {
    store.run('INSERT INTO challenges (challenge, kind, expires_at) VALUES (?, ?, ?)', [
      challenge,
      kind,
      now() + 5 * 60_000,
    ]);
  }

  function takeChallenge(challenge: string | null, kind: string) {
    const row = challenge
      ? store.get<{ expires_at: number }>('SELECT expires_at FROM challenges WHERE challenge = ? AND kind = ?', [
          challenge,
          kind,
        ])
      : undefined;
    if (!challenge || !row || row.expires_at <= now())
      throw new ApiError(401, 'Unknown or expired passkey challenge', 'invalid_credentials');
    store.run('DELETE FROM challenges WHERE challenge = ?', [challenge]);
    return challenge;
  }

  /** Verifies a new credential and describes it as the provider's passkey account. */
  async function verifiedPasskey(
    c: Context,
    response: unknown,
    challenge: string,
    rp: { origin: string; rpId: string },
  ) {
    const credential = await verifyRegistration(response, challenge, rp).catch(() => null);
    if (!credential) throw new ApiError(401, 'Passkey registration could not be verified', 'invalid_credentials');
    const agent = describeAgent(c.req.header('user-agent'));
    return {
      ...credential,
      account: {
        credential_id: credential.id,
        authenticator_name: `${agent.browser} on ${agent.os}`,
        public_key: credential.publicKey,
        created_with_browser: agent.browser,
        created_with_os: agent.os,
        created_with_device: credential.deviceType === 'multiDevice' ? 'Synced passkey' : 'This device',
        enrolled_in_mfa: false,
      },
    };
  }

  function storePasskey(userId: string, passkey: { id: string; publicKey: string; counter: number }) {
    store.run('INSERT OR REPLACE INTO passkeys (credential_id, user_id, public_key, counter) VALUES (?, ?, ?, ?)', [
      passkey.id,
      userId,
      passkey.publicKey,
      passkey.counter,
    ]);
  }

  app.post('/api/v1/passkeys/register/init', async (c) => {
    requireApp(c);
    await body(c, PasskeyInitInput);
    const rp = rpFor(c);
    const options = await registrationOptions(config.appName, rp.rpId, []);
    issueChallenge(options.challenge, 'register');
    return c.json({ relying_party: rp.origin, options: snake(options) });
  });

  app.post('/api/v1/passkeys/register', async (c) => {
    requireApp(c);
    const input = await body(c, PasskeyRegisterInput);
    const rp = rpFor(c);
    const challenge = takeChallenge(
      challengeFromClientData(input.authenticator_response.response.client_data_json),
      'register',
    );
    const passkey = await verifiedPasskey(c, input.authenticator_response, challenge, rp);
    const { userId, isNew } = findOrCreateUser('passkey', passkey.id, 'login-or-sign-up', { data: passkey.account });
    storePasskey(userId, passkey);
    return c.json(await sessionResponse(userId, isNew));
  });

  app.post('/api/v1/passkeys/link/init', async (c) => {
    requireApp(c);
    const { userId } = await requireUser(c);
    await body(c, PasskeyInitInput);
    const rp = rpFor(c);
    const existing = store.all<{ credential_id: string }>('SELECT credential_id FROM passkeys WHERE user_id = ?', [
      userId,
    ]);
    const options = await registrationOptions(
      config.appName,
      rp.rpId,
      existing.map((p) => p.credential_id),
    );
    issueChallenge(options.challenge, 'link');
    return c.json({ relying_party: rp.origin, options: snake(options) });
  });

  app.post('/api/v1/passkeys/link', async (c) => {
    requireApp(c);
    const { userId } = await requireUser(c);
    const input = await body(c, PasskeyLinkInput);
    const rp = rpFor(c);
    const challenge = takeChallenge(
      challengeFromClientData(input.authenticator_response.response.client_data_json),
      'link',
    );
    const passkey = await verifiedPasskey(c, input.authenticator_response, challenge, rp);
    linkAccount(userId, 'passkey', passkey.id, passkey.account);
    storePasskey(userId, passkey);
    return c.json(userJson(userId));
  });

  app.post('/api/v1/passkeys/authenticate/init', async (c) => {
    requireApp(c);
    await body(c, PasskeyInitInput);
    const rp = rpFor(c);
    const options = await authenticationOptions(rp.rpId);
    issueChallenge(options.challenge, 'authenticate');
    return c.json({ relying_party: rp.origin, options: snake(options) });
  });

  app.post('/api/v1/passkeys/authenticate', async (c) => {
    requireApp(c);
    const input = await body(c, PasskeyAuthenticateInput);
    const rp = rpFor(c);
    const challenge = takeChallenge(input.challenge, 'authenticate');
    const stored = store.get<{ user_id: string; public_key: string; counter: number }>(
      'SELECT user_id, public_key, counter FROM passkeys WHERE credential_id = ?',
      [input.authenticator_response.id],
    );
    if (!stored) throw new ApiError(401, 'Unknown passkey', 'invalid_credentials');
    const counter = await verifyAuthentication(input.authenticator_response, challenge, rp, {
      id: input.authenticator_response.id,
      publicKey: stored.public_key,
      counter: stored.counter,
    }).catch(() => null);
    if (counter === null) throw new ApiError(401, 'Passkey could not be verified', 'invalid_credentials');
    store.run('UPDATE passkeys SET counter = ? WHERE credential_id = ?', [counter, input.authenticator_response.id]);
    const { userId } = findOrCreateUser('passkey', input.authenticator_response.id, 'no-signup');
    return c.json(await sessionResponse(userId, false));
  });

  // — OAuth: init, the consent page standing in for the provider, authenticate (PKCE S256 + state) —

  app.post('/api/v1/oauth/init', async (c) => {
    requireApp(c);
    const input = await body(c, OAuthInitInput);
    if (!enabledProvider(config, input.provider)) {
      throw new ApiError(403, `${input.provider} is not enabled for this app`, 'disallowed_login_method');
    }
    const redirect = new URL(input.redirect_to);
    if (!config.allowedOrigins.includes(redirect.origin)) {
      throw new ApiError(400, 'redirect_to is not on an allowed origin', 'invalid_data');
    }
    if (!input.state_code || !input.code_challenge)
      throw new ApiError(400, 'state_code and code_challenge are required', 'invalid_data');
    store.run(
      'INSERT OR REPLACE INTO oauth_states (state_code, provider, code_challenge, redirect_to, expires_at) VALUES (?, ?, ?, ?, ?)',
      [input.state_code, input.provider, input.code_challenge, input.redirect_to, now() + 10 * 60_000],
    );
    const url = new URL('/_emulator/oauth/authorize', c.req.url);
    url.searchParams.set('state', input.state_code);
    return c.json({ url: url.toString() });
  });

  app.get('/_emulator/oauth/authorize', (c) => {
    const state = c.req.query('state') ?? '';
    const pending = store.get<{ provider: string; expires_at: number }>(
      'SELECT provider, expires_at FROM oauth_states WHERE state_code = ?',
      [state],
    );
    if (!pending || pending.expires_at <= now())
      throw new ApiError(400, 'Unknown or expired OAuth request', 'invalid_data');
    return c.html(consentPage(config, enabledProvider(config, pending.provider) ?? pending.provider, state));
  });

  app.post('/_emulator/oauth/authorize', async (c) => {
    const form = await c.req.parseBody();
    const state = String(form.state ?? '');
    const pending = store.get<{ provider: string; redirect_to: string; expires_at: number }>(
      'SELECT provider, redirect_to, expires_at FROM oauth_states WHERE state_code = ?',
      [state],
    );
    if (!pending || pending.expires_at <= now())
      throw new ApiError(400, 'Unknown or expired OAuth request', 'invalid_data');
    const back = new URL(pending.redirect_to);
    back.searchParams.set('privy_oauth_state', state);
    back.searchParams.set('privy_oauth_provider', pending.provider);
    if (form.decision !== 'allow') {
      // What the provider's SDK reads as "User denied confirmation during OAuth flow".
      back.searchParams.set('privy_oauth_code', 'undefined');
      return c.redirect(back.toString(), 303);
    }
    const email =
      String(form.email ?? '')
        .trim()
        .toLowerCase()
        .slice(0, 320) || 'ada@example.com';
    const identity: OAuthIdentity = {
      subject: createHash('sha256').update(`${pending.provider}:${email}`).digest('hex').slice(0, 21),
      email,
      name:
        String(form.name ?? '')
          .trim()
          .slice(0, 200) || email,
      username: email.split('@')[0] ?? email,
    };
    const code = newRefreshToken();
    store.run('INSERT INTO oauth_codes (code, state_code, provider, identity, expires_at) VALUES (?, ?, ?, ?, ?)', [
      code,
      state,
      pending.provider,
      JSON.stringify(identity),
      now() + 5 * 60_000,
    ]);
    back.searchParams.set('privy_oauth_code', code);
    return c.redirect(back.toString(), 303);
  });

  /** Redeems an authorization code: single use, unexpired, for this state, with the PKCE S256 verifier. */
  function redeemGrant(input: { authorization_code: string; state_code: string; code_verifier?: string | null }) {
    const grant = store.get<{
      state_code: string;
      provider: string;
      identity: string;
      expires_at: number;
      used: number;
    }>('SELECT state_code, provider, identity, expires_at, used FROM oauth_codes WHERE code = ?', [
      input.authorization_code,
    ]);
    if (!grant || grant.used || grant.expires_at <= now())
      throw new ApiError(401, 'Invalid code during OAuth flow.', 'invalid_credentials');
    const pending = store.get<{ code_challenge: string }>(
      'SELECT code_challenge FROM oauth_states WHERE state_code = ?',
      [grant.state_code],
    );
    const challenge = createHash('sha256')
      .update(input.code_verifier ?? '')
      .digest('base64url');
    if (input.state_code !== grant.state_code || !pending || pending.code_challenge !== challenge) {
      throw new ApiError(401, 'State or PKCE verifier does not match the OAuth request', 'pkce_state_code_mismatch');
    }
    store.transaction(() => {
      store.exec('UPDATE oauth_codes SET used = 1 WHERE code = ?', [input.authorization_code]);
      store.exec('DELETE FROM oauth_states WHERE state_code = ?', [grant.state_code]);
    });
    const identity = JSON.parse(grant.identity) as OAuthIdentity;
    return { provider: grant.provider, identity, account: oauthAccount(grant.provider, identity) };
  }

  function oauthTokens(provider: string) {
    return {
      provider,
      access_token: newRefreshToken(),
      access_token_expires_in_seconds: 3600,
      refresh_token: newRefreshToken(),
      refresh_token_expires_in_seconds: 30 * 86_400,
      scopes: ['openid', 'email', 'profile'],
    };
  }

  app.post('/api/v1/oauth/authenticate', async (c) => {
    requireApp(c);
    const input = await body(c, AuthenticateOauthInput);
    const { provider, identity, account } = redeemGrant(input);
    const { userId, isNew } = findOrCreateUser(account.type, identity.subject, input.mode, { data: account.data });
    return c.json({ ...(await sessionResponse(userId, isNew)), oauth_tokens: oauthTokens(provider) });
  });

  app.post('/api/v1/oauth/link', async (c) => {
    requireApp(c);
    const { userId } = await requireUser(c);
    const input = await body(c, LinkOAuthInput);
    const { provider, identity, account } = redeemGrant(input);
    linkAccount(userId, account.type, identity.subject, account.data);
    return c.json({ ...userJson(userId), oauth_tokens: oauthTokens(provider) });
  });

  /**
   * Refresh, with the three answers of `session_update_action`:
   * - `set`: the refresh token was current; it is rotated (single use) and every token is new.
   * - `ignore`: the token was rotated moments ago by a concurrent refresh (another tab sharing the storage already
   *   holds the successor): new access and identity tokens for that successor, the stored refresh token untouched.
   * An ended session (expired, logged out, or an old token replayed after the grace period) and an unknown token
   * are a 401 `missing_or_invalid_token`. `clear` belongs to the provider's HttpOnly-cookie mode (tokens kept in
   * cookies, local copies wiped), which the emulator does not offer.
   */
  app.post('/api/v1/sessions', async (c) => {
    requireApp(c);
    const { refresh_token } = await body(c, RefreshTokenInput);
    const session = store.get<{
      id: string;
      user_id: string;
      expires_at: number;
      revoked: number;
      replaced_by: string | null;
      replaced_at: number | null;
    }>('SELECT id, user_id, expires_at, revoked, replaced_by, replaced_at FROM sessions WHERE refresh_token_hash = ?', [
      hashToken(refresh_token),
    ]);
    const ended = () => new ApiError(401, 'Invalid or expired refresh token', 'missing_or_invalid_token');
    if (!session) throw ended();
    const t = now();
    if (session.replaced_by && session.replaced_at !== null && t - session.replaced_at <= ROTATION_GRACE_MS) {
      const successor = store.get<{ revoked: number; expires_at: number }>(
        'SELECT revoked, expires_at FROM sessions WHERE id = ?',
        [session.replaced_by],
      );
      if (successor && !successor.revoked && successor.expires_at > t) {
        return c.json({
          ...(await accessTokens(session.user_id, session.replaced_by)),
          refresh_token: null,
          session_update_action: 'ignore' as const,
          is_new_user: false,
        });
      }
    }
    if (session.revoked || session.expires_at <= t) {
      // The SDK answers a 401 by wiping its local session: the clean logout the spec asks for (§8). (`clear`
      // would not do: the SDK still returns the response's user, and the page stays signed in until reload.)
      throw ended();
    }
    const next = await newSession(session.user_id, false);
    store.run('UPDATE sessions SET revoked = 1, replaced_by = ?, replaced_at = ? WHERE id = ?', [
      next.sessionId,
      t,
      session.id,
    ]);
    return c.json(next.response);
  });

  app.post('/api/v1/sessions/logout', async (c) => {
    requireApp(c);
    const { refresh_token } = await body(c, OptionalRefreshTokenInput);
    if (refresh_token) {
      store.run('UPDATE sessions SET revoked = 1 WHERE refresh_token_hash = ?', [hashToken(refresh_token)]);
    }
    const claims = await tokens.verifyAccessToken((c.req.header('authorization') ?? '').replace(/^Bearer /, ''), now());
    if (claims) store.run('UPDATE sessions SET revoked = 1 WHERE id = ?', [claims.sessionId]);
    return c.json({ success: true });
  });

  app.get('/api/v1/users/me', async (c) => {
    requireApp(c);
    const { userId } = await requireUser(c);
    return c.json({ user: userJson(userId) });
  });

  const jwks = (c: Context) => c.json(tokens.jwks());
  app.get('/.well-known/jwks.json', jwks);
  app.get('/api/v1/apps/:appId/jwks.json', jwks);

  // — The inbox: every code sent, every user; reset —
  function inbox() {
    return {
      messages: store
        .all<{ channel: string; destination: string; code: string; sent_at: number }>(
          'SELECT channel, destination, code, sent_at FROM outbox ORDER BY id DESC LIMIT 200',
        )
        .map((m) => ({
          channel: m.channel,
          to: m.destination,
          code: m.code,
          sentAt: new Date(m.sent_at).toISOString(),
        })),
      users: store
        .all<{ id: string }>('SELECT id FROM users ORDER BY created_at DESC LIMIT 200')
        .map((u) => userJson(u.id)),
      farcaster: store
        .all<{ token: string; domain: string }>(
          'SELECT token, domain FROM farcaster_channels WHERE fid IS NULL AND expires_at > ? ORDER BY expires_at',
          [now()],
        )
        .map((f) => ({
          domain: f.domain,
          connectUri: `/_emulator/farcaster/connect?channel=${encodeURIComponent(f.token)}`,
        })),
    };
  }
  app.get('/_emulator/inbox.json', (c) => {
    // ?to=<address or number>: only that recipient's messages, newest first (cheap, for tests and scripts).
    const to = c.req.query('to');
    if (to === undefined) return c.json(inbox());
    const messages = store
      .all<{ channel: string; destination: string; code: string; sent_at: number }>(
        'SELECT channel, destination, code, sent_at FROM outbox WHERE destination = ? ORDER BY id DESC LIMIT 20',
        [to],
      )
      .map((m) => ({ channel: m.channel, to: m.destination, code: m.code, sentAt: new Date(m.sent_at).toISOString() }));
    return c.json({ messages });
  });
  /** Expires every refresh token now, as if 30 days had passed: the next refresh must log the user out. */
  app.post('/_emulator/expire-sessions', (c) => {
    store.run('UPDATE sessions SET expires_at = ? WHERE revoked = 0', [now()]);
    return c.json({ success: true });
  });
  /** Mints a custom-auth token for a subject, as the app's own auth server would (demos and tests). */
  app.post('/_emulator/custom-token', async (c) => {
    const raw = (await c.req.json().catch(() => null)) as { sub?: unknown } | null;
    const sub = typeof raw?.sub === 'string' && raw.sub.length > 0 && raw.sub.length <= 200 ? raw.sub : null;
    if (!sub) throw new ApiError(400, 'Body must be { "sub": "<user id in your app>" }', 'invalid_data');
    return c.json({ token: await mintCustomToken(tokens, config.customJwtIssuer, sub, now()) });
  });
  app.get('/_emulator', (c) => c.html(inboxPage(inbox(), config)));
  app.post('/_emulator/reset', (c) => {
    store.reset();
    return c.req.header('accept')?.includes('text/html') ? c.redirect('/_emulator', 303) : c.json({ success: true });
  });

  return app;
}
