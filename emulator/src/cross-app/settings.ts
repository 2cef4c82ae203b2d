import { z } from 'zod';
import { EMAIL_MAX_LENGTH, emailOutOfBounds } from '../security/addresses';

/** A provider app's id: 25 letters or digits, as the provider's own app ids (`OAuthInitInput` accepts `privy:<id>`). */
export const PROVIDER_APP_ID = /^[a-z0-9]{25}$/i;

/** One of the provider app's own users, made on first use with a fresh Ethereum key (its embedded wallet). */
const ProviderAppUserSchema = z
  .object({
    email: z
      .string()
      .email()
      .max(EMAIL_MAX_LENGTH)
      .refine((email) => emailOutOfBounds(email) === null, 'must be within RFC 5321’s bounds'),
    name: z.string().min(1).max(200),
  })
  .strict();

/**
 * Another app on the provider whose users may sign in here with their account there (cross-app
 * connection). The emulator plays that app: its consent page (`…/oauth/authorize`) and its transact page
 * (`…/oauth/transact`) are served under `/_emulator/apps/<appId>` unless the URLs below point elsewhere.
 */
export const ProviderAppSchema = z
  .object({
    appId: z.string().regex(PROVIDER_APP_ID, 'must be 25 letters or digits, as the provider’s app ids are'),
    name: z.string().min(1).max(100),
    /** The app's icon; unset, a generated one (a data: URL, so no page reaches the network for it). */
    iconUrl: z.string().url().nullable().default(null),
    /** A read-only connection shares the user's wallet addresses but may not be asked to sign. */
    readOnly: z.boolean().default(false),
    /** Whether our app is connected to it (listed in our `cross-app/connections`, usable to sign in). */
    connected: z.boolean().default(true),
    /** The provider app's API base (`provider_app_custom_api_url`); unset, the emulator's pages for it. */
    customApiUrl: z.string().url().nullable().default(null),
    /** Its own consent page (`provider_app_custom_auth_authorize_url`); unset, `<api url>/oauth/authorize`. */
    customAuthAuthorizeUrl: z.string().url().nullable().default(null),
    /** Its own signing page (`provider_app_custom_auth_transact_url`); unset, `<api url>/oauth/transact`. */
    customAuthTransactUrl: z.string().url().nullable().default(null),
    /** The accounts its consent page offers first; anyone may also make a new one there by e-mail. */
    users: z.array(ProviderAppUserSchema).max(50).default([]),
  })
  .strict();

export type ProviderApp = z.output<typeof ProviderAppSchema>;

/** The demo: one ordinary provider app and one read-only one, each with a user of its own. */
const DEMO_PROVIDER_APPS: z.input<typeof ProviderAppSchema>[] = [
  {
    appId: 'orbitgamesdemoprovider001',
    name: 'Orbit Games',
    users: [{ email: 'ada@orbit.example', name: 'Ada Lovelace' }],
  },
  {
    appId: 'ledgerlydemoprovider00002',
    name: 'Ledgerly',
    readOnly: true,
    users: [{ email: 'grace@ledgerly.example', name: 'Grace Hopper' }],
  },
];

/**
 * Other provider apps whose users may sign in here (cross-app accounts), played by the emulator:
 * their consent and transact pages, their users and wallets, their tokens (signed with a key of each app's own).
 */
export const CrossAppSettingsSchema = z
  .object({
    providerApps: z
      .array(ProviderAppSchema)
      .max(20)
      .refine(
        (apps) => new Set(apps.map((a) => a.appId.toLowerCase())).size === apps.length,
        'must not repeat an app id',
      )
      .default(DEMO_PROVIDER_APPS),
  })
  .strict();
