import type { MfaVerifier } from '../flows/mfa-verification';

/**
 * What multi-factor verification needs from an auth backend: the SDK's `useMfa()` as it is (`init` sends the SMS
 * code or answers the passkey options, `submit` checks a code or runs the passkey prompt, `cancel` ends the
 * pending request).
 */
export type MfaPort<PasskeyOptions = unknown> = MfaVerifier<PasskeyOptions>;
