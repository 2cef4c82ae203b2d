import type { EmulatorConfig } from '../config';
import { legalUrl } from '../development/legal';

/**
 * The app configuration the SDK boots from (GET /api/v1/apps/:appId), shaped to validate against the
 * provider's AppResponseSchema. `custom_api_url` stays null: a value would make the SDK switch base URL. The terms and
 * privacy URLs given as paths are on the emulator's `origin` (the one the request came to).
 */
export function appResponse(config: EmulatorConfig, verificationKey: string, origin: string) {
  const on = (method: EmulatorConfig['loginMethods'][number]) => config.loginMethods.includes(method);
  return {
    id: config.appId,
    name: config.appName,
    logo_url: config.logoUrl,
    icon_url: null,
    terms_and_conditions_url: legalUrl(config.termsUrl, origin),
    privacy_policy_url: legalUrl(config.privacyUrl, origin),
    require_users_accept_terms: config.requireTerms,
    theme: config.theme,
    accent_color: config.accentColor,
    show_wallet_login_first: false,
    allowed_domains: config.allowedOrigins ?? [],
    allowed_native_app_ids: [],
    allowed_native_app_url_schemes: [],
    wallet_auth: on('wallet'),
    email_auth: on('email'),
    sms_auth: on('sms'),
    google_oauth: on('google'),
    twitter_oauth: on('twitter'),
    discord_oauth: on('discord'),
    github_oauth: on('github'),
    spotify_oauth: on('spotify'),
    instagram_oauth: on('instagram'),
    tiktok_oauth: on('tiktok'),
    line_oauth: on('line'),
    twitch_oauth: on('twitch'),
    linkedin_oauth: on('linkedin'),
    apple_oauth: on('apple'),
    custom_oauth_providers: config.customOAuthProviders.map((p) => ({
      provider: p.id,
      provider_display_name: p.name,
      provider_icon_url: p.iconUrl,
      enabled: true,
    })),
    farcaster_auth: on('farcaster'),
    passkey_auth: on('passkey'),
    passkeys_for_signup_enabled: on('passkey'),
    telegram_auth: on('telegram'),
    guest_auth: on('guest'),
    solana_wallet_auth: on('solana_wallet'),
    custom_jwt_auth: on('custom_jwt'),
    disable_plus_emails: config.disablePlusEmails,
    allowlist_enabled: false,
    allowlist_config: { error_title: null, error_detail: null, cta_text: null, cta_link: null },
    wallet_connect_cloud_project_id: null,
    custom_api_url: null,
    embedded_wallet_config: {
      create_on_login: config.embeddedWallets.createOnLogin,
      ethereum: { create_on_login: config.embeddedWallets.createOnLogin },
      solana: { create_on_login: config.embeddedWallets.solana.createOnLogin },
      require_user_owned_recovery_on_create: false,
      user_owned_recovery_options: ['user-passcode'],
      mode: config.embeddedWallets.mode,
    },
    enforce_wallet_uis: false,
    legacy_wallet_ui_config: false,
    fiat_on_ramp_enabled: false,
    captcha_enabled: config.captcha,
    twitter_oauth_on_mobile_enabled: true,
    mfa_methods: config.mfaMethods,
    verification_key: verificationKey,
    max_linked_wallets_per_user: null,
    farcaster_link_wallets_enabled: false,
    whatsapp_enabled: false,
  };
}
