import type { MfaVerifier } from '../flows/mfa-verification';
import type { PasskeyAccount } from '../model';
import type { MfaMethod } from '../model/mfa';

/**
 * What multi-factor verification needs from an auth backend: the SDK's `useMfa()` as it is (`init` sends the SMS
 * code or answers the passkey options, `submit` checks a code or runs the passkey prompt, `cancel` ends the
 * pending request).
 */
export type MfaPort<PasskeyOptions = unknown> = MfaVerifier<PasskeyOptions>;

/**
 * What a Security page needs to enrol and remove multi-factor methods: the SDK's `useMfaEnrollment()` as it is, plus
 * what the page shows (the user's enrolled methods, their passkeys, whether they sign in by SMS) and linking a new
 * passkey (`useLinkWithPasskey().linkWithPasskey`). Once a method is enrolled, each call stays pending while the user
 * verifies (the host shows `MfaVerificationJourney`) and may reject with the SDK's "MFA canceled".
 */
export interface MfaEnrollmentPort {
  /** `user.mfaMethods`. */
  enrolled: readonly MfaMethod[];
  /** The methods the app offers (its dashboard's MFA settings); all three when absent. */
  available?: readonly MfaMethod[] | undefined;
  /** The user's linked passkeys (`user.linkedAccounts` of type passkey). */
  passkeys: readonly Omit<PasskeyAccount, 'type'>[];
  /** The user signs in by SMS: SMS cannot also be their second step. */
  smsLogin: boolean;
  initEnrollmentWithSms(meta: { phoneNumber: string }): Promise<void>;
  submitEnrollmentWithSms(meta: { phoneNumber: string; mfaCode: string }): Promise<void>;
  initEnrollmentWithTotp(): Promise<{ secret: string; authUrl: string }>;
  submitEnrollmentWithTotp(meta: { mfaCode: string }): Promise<void>;
  initEnrollmentWithPasskey(): Promise<void>;
  submitEnrollmentWithPasskey(
    input: { credentialIds: string[] },
    options?: { removeForLogin?: boolean | undefined },
  ): Promise<void>;
  unenrollWithSms(): Promise<void>;
  unenrollWithTotp(): Promise<void>;
  unenrollWithPasskey(options?: { removeForLogin?: boolean | undefined }): Promise<void>;
  /** Links a new passkey to the user ("Add new passkey"). */
  linkPasskey(): Promise<void>;
  /**
   * Unlinks a passkey that does not verify (`useUnlinkPasskey().unlink`); without it the passkey set-up offers no
   * remove buttons for those. A passkey that verifies leaves through `submitEnrollmentWithPasskey` instead.
   */
  unlinkPasskey?: ((credentialId: string) => Promise<unknown>) | undefined;
}
