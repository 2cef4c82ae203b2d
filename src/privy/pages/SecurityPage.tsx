import { MfaEnrollmentJourney } from '../../journeys/mfa';
import { JourneyLoading } from '../../journeys/sign-in';
import { useAuth } from '../session';

/**
 * The Security page, "Two-step verification": the library's MFA enrolment journey as settings on the SDK's headless `useMfaEnrollment` (the port is
 * filled in `sdk/mfa.ts`). Enrolment runs through the provider's wallet frame, so the page waits for it.
 * Once a method is enrolled, adding or removing one makes the SDK ask for verification: our prompt
 * (`MfaPrompt`) answers it over this page while the journey's call waits.
 */
export function SecurityPage() {
  const { port } = useAuth();
  if (!port?.walletFrameReady) return <JourneyLoading />;
  return <MfaEnrollmentJourney port={port.mfa.enrollment} asSettings />;
}
