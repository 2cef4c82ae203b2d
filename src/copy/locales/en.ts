import type { FeatureKey } from '../decks';

/**
 * Sigil's copy deck, English (the source locale): the base deck. Every word a user sees, including
 * aria-labels and errors, has a stable key here or in a feature deck (`src/copy/decks/`). Wording quoted by
 * the product spec is reproduced letter for letter. The base deck loads with the first screen, so it holds
 * only what any screen may show: generic actions, fields, validation, primitives, the landing screen, the
 * app's shell and every error (error entries and primitives name base keys: `CopyKey`); a feature's other
 * strings live in its deck, which loads with its screens.
 *
 * Placeholders: `{name}`. Plurals: a key with `_one` / `_other` suffixes, chosen with Intl.PluralRules from
 * the `count` parameter (`t('countdown.seconds', { count: 3 })`).
 */
export const en = {
  // — General actions —
  'action.cancel': 'Cancel',
  'action.close': 'Close',
  'action.back': 'Back',
  'action.retry': 'Retry',
  'action.tryAgain': 'Try again',
  'action.continue': 'Continue',
  'action.submit': 'Submit',
  'action.submitting': 'Submitting',
  'action.confirm': 'Confirm',
  'action.deny': 'Deny',
  'action.accept': 'Accept',
  'action.notNow': 'Not now',
  'action.remove': 'Remove',
  'action.removing': 'Removing',
  'action.viewAll': 'View all',
  'disclosure.details': 'Details',
  'action.copy': 'Copy',
  'action.copied': 'Copied',
  'action.copyValue': 'Copy {label}',
  'action.loading': 'Loading',
  'action.logout': 'Log out',
  'divider.or': 'or',
  'status.enabled': 'Enabled',
  'status.disabled': 'Disabled',
  'status.new': 'New',
  'status.recommended': 'Recommended',
  'status.lastUsed': 'Last used',

  // — Fields —
  'field.email.label': 'Email address',
  'field.email.placeholder': 'your@email.com',
  'field.phone.label': 'Phone number',
  'field.phone.country': 'Country',
  'field.phone.countrySearch': 'Search countries',
  'field.phone.invalid': 'Enter a valid phone number for {country}',
  'field.code.label': 'Verification code',
  'field.code.digit': 'Digit {index} of {total}',
  'field.optional': 'optional',

  // — Validation (spec section 5) —
  'validation.email.required': 'Enter your email address',
  'validation.email.invalid': 'Please enter a valid email address.',
  'validation.email.plus': "Please enter a valid email address without a '+'.",
  'validation.email.oldRequired': 'Enter your current email address',
  'validation.email.newRequired': 'Enter your new email address',
  'validation.email.unchanged': 'The new email address must differ from the current one',
  'validation.phone.required': 'Enter your phone number',
  'validation.phone.invalid': 'Enter a valid phone number',
  'validation.code.required': 'Enter the 6-digit code',
  'validation.code.numbersOnly': 'Passcode can only be numbers',
  'validation.code.exactLength': 'Passcode must be exactly 6 numbers',
  'validation.message.empty': 'The message to sign must not be empty',
  'validation.link.passkeyLimit': 'Cannot link more passkeys to account.',
  'validation.link.oneOfType': 'You cannot authorize more than one account for this user.',
  'validation.unlink.ownWallet': 'This wallet was created for your account and stays with it.',

  // — Multi-factor verification: the keys the right-to-left story shows (the rest: decks/mfa.ts) —
  'mfa.verify.title': 'Verify your identity',
  'mfa.verify.subtitle': 'Choose a verification method',
  'mfa.method.totp': 'Authenticator app',
  'mfa.method.passkey': 'Passkey',

  // — Wallet overlays (spec section 2; the relay's overlays, cross-app, offline access, the Farcaster signer and
  // funding: their decks) —
  'wallet.connectFailed': 'Could not connect with wallet',

  // — Primitives —
  'modal.back': 'Back',
  'modal.close': 'Close',
  'spinner.label': 'Loading',
  'qr.label': 'QR code for {label}',
  'qr.copyLink': 'Copy link',
  'countdown.seconds_one': '{count} second',
  'countdown.seconds_other': '{count} seconds',
  'countdown.tryAgainIn': 'Try again in {time}',
  'countdown.done': 'You can try again now',
  'address.label': 'Address {address}',
  'address.copy': 'Copy address',
  'icon.provider.fallback': '{name} icon',
  'logo.alt': '{app} logo',

  // — Sign-in: the landing screen (the journeys after it: decks/sign-in.ts) —
  'login.title': 'Log in or sign up',
  'login.moreOptions': 'More options',
  'login.fewerOptions': 'Fewer options',
  'login.methods': 'Ways to log in',
  'login.terms': 'By logging in I agree to the {terms} and {privacy}',
  'login.acceptTerms': 'I agree to the {terms} and {privacy}',
  'login.acceptTermsRequired': 'Accept the terms to continue',
  'login.termsLink': 'Terms',
  'login.privacyLink': 'Privacy Policy',
  'login.method.email': 'Email',
  'login.method.sms': 'Phone',
  'login.method.passkey': 'Passkey',
  'login.method.wallet': 'Continue with a wallet',
  'login.method.provider': 'Continue with {provider}',
  'login.method.guest': 'Continue as guest',
  'login.guest.creating': 'Creating your guest account',

  // — The composed app's shell (the product's own screens; wording ours; home: decks/account.ts) —
  'shell.skipToContent': 'Skip to content',
  'shell.nav': 'Main',
  'shell.home': 'Home',
  'shell.wallets': 'Wallets',
  'shell.security': 'Security',
  'shell.account': 'Account',
  'shell.connections': 'Connections',
  'signin.otherApps': 'Continue with an account from another app',
  'shell.starting': 'Starting',

  // — Error catalogue (spec section 8) —
  'error.mfa.maxAttempts':
    'You have exceeded the maximum number of attempts. Please close this window and try again in 10 seconds.',
  'error.mfa.invalidCode': 'The code you entered is not valid',
  'error.mfa.timeLimit': 'You have exceeded the time limit for code entry. Please try again in 30 seconds.',
  'error.mfa.canceled': 'Verification canceled',
  'error.mfa.timeout': 'Timed out waiting for MFA code',
  'error.generic': 'Something went wrong.',
  'error.passkey.limit': 'Cannot link more passkeys to account.',
  'error.passkey.rejected': 'Passkey request timed out or rejected by user.',
  'error.passkey.enrolledInMfa': 'Cannot unlink a passkey enrolled in MFA',
  'error.passkey.unsupported': 'WebAuthn is not supported in this browser',
  'error.unknown': 'Unknown error occurred.',
  'error.link.anotherUser': 'This account has already been linked to another user.',
  'error.rateLimited': 'Too many requests. Please wait before trying again.',
  'error.link.oneOfType': 'You cannot authorize more than one account for this user.',
  'error.unlink.lastWayIn': 'This is your only way to log in. Connect another way to log in before disconnecting it.',
  'error.auth.failed': 'Authentication failed',
  'error.oauth.denied': 'User denied confirmation during OAuth flow',
  'error.oauth.invalidCode': 'Invalid code during OAuth flow.',
  'error.popupBlocked': 'Popup was blocked. Try again.',
  'error.crossApp.timeout': 'Request timeout',
  'error.crossApp.rejected': 'User rejected request',
  'error.crossApp.readOnly': 'Cannot transact against a read-only provider app',
  'error.wallet.unrecognizedChain': 'Unrecognized chain ID. Try adding the chain using addEthereumChain first.',
  'error.wallet.userRejected': 'User rejected request',
  'error.wallet.unauthorized': 'The requested method or account has not been authorized by the user.',
  'error.wallet.unsupportedMethod': 'The wallet does not support the requested method.',
  'error.wallet.disconnected': 'The wallet is disconnected.',
  'error.wallet.chainDisconnected': 'The wallet is not connected to the requested chain.',
  'error.wallet.parseError': 'The wallet could not read the request.',
  'error.wallet.invalidRequest': 'The request sent to the wallet is not valid.',
  'error.wallet.methodNotFound': 'The wallet does not know the requested method.',
  'error.wallet.invalidParams': 'The wallet rejected the request parameters.',
  'error.wallet.internal': 'The wallet reported an internal error.',
  'error.wallet.invalidInput': 'The wallet found the request input missing or invalid.',
  'error.wallet.resourceNotFound': 'The wallet could not find what the request asked for.',
  'error.wallet.requestPending': 'A request is already waiting in your wallet. Open it to continue.',
  'error.wallet.transactionRejected': 'The wallet could not create the transaction.',
  'error.wallet.methodNotSupported': 'The network behind the wallet does not support this method.',
  'error.wallet.limitExceeded': 'The wallet is receiving too many requests. Please wait before trying again.',
  'error.wallet.versionUnsupported': 'The wallet does not support this version of the request protocol.',
  'error.wallet.requestTimeout': 'The wallet did not answer in time. Try again.',
  'error.wallet.connectFailed': 'Could not connect with wallet',
  'error.signer.connectFailed': 'Connect failed',
  'error.signer.timeout': 'The request timed out. Try again.',
  'error.signer.rejected': 'Request rejected',
  'error.session.expired': 'Your session has ended. Please log in again.',
} as const;

/** A key of the base deck above. */
export type BaseKey = keyof typeof en;
/**
 * A key every translator finds, with or without a feature deck: the base deck's. Error entries
 * (`errors.ts`), validation results (`rules/`) and primitives name these, since they show on any screen.
 */
export type CopyKey = BaseKey;
/** A key of the base deck or of a feature deck (`src/copy/decks/`): what a locale or an app may word. */
type DeckKey = BaseKey | FeatureKey;
/** A plural family's base key: `countdown.seconds` for `countdown.seconds_one` / `_other`. */
export type PluralKey = DeckKey extends infer K ? (K extends `${infer Base}_${'one' | 'other'}` ? Base : never) : never;
/** Any key of any deck, plural families included (a translator takes those of the decks it was given). */
export type TranslationKey = DeckKey | PluralKey;
/** A locale's strings (or an app's overrides): any subset of the keys; missing ones fall back to English. */
export type CopyDeck = { [K in DeckKey]?: string | undefined };

export interface Locale {
  /** BCP 47 tag, e.g. 'en', 'ar'. */
  code: string;
  /** Writing direction of the locale. */
  dir: 'ltr' | 'rtl';
  /** The locale's name in its own language. */
  name: string;
  strings: CopyDeck;
}

/** English, the source locale and the default of every component. */
export const english: Locale = { code: 'en', dir: 'ltr', name: 'English', strings: en };
