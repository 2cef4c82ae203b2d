import { en } from '../../copy/locales/en';
import type { MfaVerification } from './reduce';

/** The SDK's errors as its frame and loop raise them (`PrivyIframeError { type, message }`, client errors). */
const sdkError = (type: string, message: string) => Object.assign(new Error(message), { type });
export const wrongCode = () => sdkError('missing_or_invalid_mfa', 'MFA verification failed, retry.');
export const sdkTimeout = () => sdkError('mfa_timeout', 'Timed out waiting for MFA code');
export const sdkMaxAttempts = () =>
  sdkError('mfa_verification_max_attempts_reached', 'Max MFA verification attempts reached');
export const sdkCanceled = () => sdkError('client_error', 'MFA canceled');

export const T0 = 1_767_225_600_000;
export const text = (machine: MfaVerification) => {
  const { state } = machine;
  return 'error' in state && state.error ? en[state.error.key] : null;
};
