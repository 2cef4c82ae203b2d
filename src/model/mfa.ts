/** Multi-factor verification (spec 1 and 3): the methods a user can enrol and be asked for. */

/** SMS code, authenticator app (TOTP), passkey: `mfaMethods` on the user holds any of them. */
export const MFA_METHODS = ['sms', 'totp', 'passkey'] as const;
export type MfaMethod = (typeof MFA_METHODS)[number];

export const isMfaMethod = (value: unknown): value is MfaMethod => (MFA_METHODS as readonly unknown[]).includes(value);

/** Why verification is asked for (spec 4): before a wallet action (`txn`) or to sign in (`auth`). */
export type MfaFlowKind = 'txn' | 'auth';
