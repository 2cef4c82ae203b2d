import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ChainSettingsSchema } from './chain/settings';
import { CrossAppSettingsSchema } from './cross-app/settings';
import { AppServerSettingsSchema } from './delegation/settings';
import { FundingSettingsSchema } from './funding/settings';

/** The built-in OAuth providers the app can enable (the provider's eleven and LINE). */
export const OAUTH_PROVIDER_IDS = [
  'google',
  'twitter',
  'discord',
  'github',
  'linkedin',
  'spotify',
  'instagram',
  'tiktok',
  'twitch',
  'apple',
  'line',
] as const;

/** Which users get an embedded wallet right after login (the provider's `create_on_login`). */
const CREATE_ON_LOGIN = z.enum(['off', 'users-without-wallets', 'all-users']);

/** An http(s) URL, or a path on the emulator (`/_emulator/terms`): letters, digits, `-`, `_` and `/` only. */
const legalUrlSchema = z.union([
  z
    .string()
    .url()
    .refine((url) => URL.canParse(url) && /^https?:$/.test(new URL(url).protocol), 'must be an http(s) URL'),
  z.string().regex(/^\/[A-Za-z0-9_\-/]{1,200}$/, 'must be an http(s) URL or a path on the emulator'),
]);

/** What an app on the emulator looks like: everything the provider's dashboard would configure. */
export const EmulatorConfigSchema = z
  .object({
    /** The SDK accepts only 25-character app ids (it throws "invalid Privy app ID" otherwise). */
    appId: z
      .string()
      .length(25, 'must be exactly 25 characters: the SDK refuses any other app id')
      .default('sigillocalemulatorapp0001'),
    clientId: z.string().min(1).default('client-sigil-local'),
    appName: z.string().min(1).default('Sigil Demo'),
    logoUrl: z.string().url().nullable().default(null),
    /** The dashboard's appearance: 'light', 'dark', or a background colour as #rrggbb. */
    theme: z.union([z.enum(['light', 'dark']), z.string().regex(/^#[0-9a-fA-F]{6}$/)]).default('light'),
    accentColor: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/)
      .default('#4f46e5'),
    loginMethods: z
      .array(
        z.enum([
          'email',
          'sms',
          'passkey',
          'wallet',
          'solana_wallet',
          ...OAUTH_PROVIDER_IDS,
          'farcaster',
          'telegram',
          'guest',
          'custom_jwt',
        ]),
      )
      .default(['email', 'sms', 'passkey', 'wallet', 'solana_wallet', 'google', 'github', 'guest']),
    /**
     * The multi-factor methods the dashboard offers (the app config's `mfa_methods`): users may enrol these only.
     * Default: all three.
     */
    mfaMethods: z
      .array(z.enum(['sms', 'totp', 'passkey']))
      .refine((methods) => new Set(methods).size === methods.length, 'must not repeat a method')
      .default(['sms', 'totp', 'passkey']),
    /** Reject e-mail addresses with '+' (the dashboard's '+' rule). */
    disablePlusEmails: z.boolean().default(false),
    requireTerms: z.boolean().default(false),
    /**
     * The app's terms of service and privacy policy (the app config's `terms_and_conditions_url`,
     * `privacy_policy_url`): an absolute URL, or a path on the emulator itself (the demo's sample pages:
     * `/_emulator/terms`, `/_emulator/privacy`).
     */
    termsUrl: legalUrlSchema.nullable().default(null),
    privacyUrl: legalUrlSchema.nullable().default(null),
    captcha: z.boolean().default(false),
    customOAuthProviders: z
      .array(
        z.object({ id: z.string().regex(/^custom:[a-z0-9-]+$/), name: z.string().min(1), iconUrl: z.string().url() }),
      )
      .default([]),
    /**
     * Origins allowed to call the emulator from a browser (CORS with credentials), to host its wallet iframe and
     * to receive OAuth redirects. Unset: any loopback origin (`localhost`, `127.x.x.x`, `[::1]`, any port), so a
     * developer's own app works unchanged; set, exactly these.
     */
    allowedOrigins: z.array(z.string().url()).optional(),
    tokens: z
      .object({
        accessTokenSeconds: z.number().int().positive().default(3600),
        refreshTokenDays: z.number().int().positive().default(30),
        /** Seconds a one-time code stays valid. */
        codeSeconds: z.number().int().positive().default(600),
      })
      .default({}),
    /**
     * Embedded wallets, as the provider's dashboard sets them (`embedded_wallet_config`): where keys live (`mode`:
     * server-side wallets, the provider's default, or on-device ones behind the wallet frame) and which users the
     * SDK gives a wallet right after login (`createOnLogin`, Ethereum; `solana.createOnLogin`). The SDK creates
     * them itself; the app's own PrivyProvider config overrides these defaults.
     */
    embeddedWallets: z
      .object({
        mode: z
          .enum(['user-controlled-server-wallets-only', 'legacy-embedded-wallets-only'])
          .default('user-controlled-server-wallets-only'),
        createOnLogin: CREATE_ON_LOGIN.default('off'),
        solana: z
          .object({ createOnLogin: CREATE_ON_LOGIN.default('off') })
          .strict()
          .default({}),
      })
      .strict()
      .default({}),
    /** The local chain (anvil's chain id), the USD price table, SPL tokens, the faucet and smart wallets. */
    chain: ChainSettingsSchema.default({}),
    /** Issuer whose JWTs custom-token sign-in accepts (the emulator can mint them for demos). */
    customJwtIssuer: z.string().default('https://auth.sigil.local'),
    /** Other provider apps whose accounts sign in here (cross-app), their consent and transact pages. */
    crossApp: CrossAppSettingsSchema.default({}),
    /** The fiat on-ramps offered to fund a wallet, and their stand-in pages. */
    funding: FundingSettingsSchema.default({}),
    /** The app's server: the signer that acts on delegated (offline-access) wallets. */
    appServer: AppServerSettingsSchema.default({}),
  })
  .strict();

export type EmulatorConfig = z.output<typeof EmulatorConfigSchema>;

/** Reads and validates an app configuration file; a missing path gives the defaults. */
export function loadConfig(path?: string): EmulatorConfig {
  if (!path) return EmulatorConfigSchema.parse({});
  const raw = JSON.parse(readFileSync(path, 'utf8'));
  const parsed = EmulatorConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`).join('\n');
    throw new Error(`Invalid emulator configuration in ${path}:\n${issues}`);
  }
  return parsed.data;
}
