/** Multi-factor verification (choose a method, code entry, passkey) and set-up (enrol, remove). */
export * from './MfaCodeScreen';
export * from './MfaEnrollmentScreen';
export * from './MfaMethodChooser';
export * from './MfaPasskeyScreen';
export * from './MfaPasskeySetupScreen';
export * from './MfaRemoveDialog';
export * from './MfaSmsSetupScreen';
export * from './MfaTotpSetupScreen';
