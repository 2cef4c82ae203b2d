/**
 * Multi-factor journeys (`@sigil/ui/mfa`): verification (`MfaVerificationJourney`, the answer to the SDK's
 * `onMfaRequired`) and enrolment (`MfaEnrollmentJourney`, a Security page's methods). An entry of their own: the
 * set-ups bring the QR code, the phone field and their copy, which a sign-in page does not need.
 */
export type { Clock } from '../flows/clock';
export * from '../flows/mfa-enrollment';
export * from './MfaEnrollmentJourney';
export * from './MfaVerificationJourney';
