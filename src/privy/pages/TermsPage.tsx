import { useEffect, useRef, useState } from 'react';
import { type ErrorEntry, messageFor } from '../../copy';
import { TermsScreen } from '../../screens';
import { usePrivyBackend, useSigilPrivy } from '../session';

/**
 * The app's terms, before anything else, for a signed-in user who has not accepted them when the app requires it
 * (`require_users_accept_terms`). Accept records it (`useAcceptTerms`: the user's `hasAcceptedTerms` turns true and
 * the app opens); Decline logs out: the app cannot be used without them.
 */
export function TermsPage({
  agreed = false,
}: {
  /**
   * The user ticked "I agree" on the landing screen to sign in (in this tab): their acceptance is recorded without
   * asking again. The SDK's headless sign-ins do not record it themselves.
   */
  agreed?: boolean | undefined;
}) {
  const { settings, logout: onDecline } = useSigilPrivy();
  const backend = usePrivyBackend((port) => port.account);
  const [accepting, setAccepting] = useState(false);
  const [error, setError] = useState<ErrorEntry | null>(null);
  const accept = async () => {
    setAccepting(true);
    setError(null);
    try {
      await (await backend.whenReady()).acceptTerms();
    } catch (cause) {
      setError(messageFor(cause));
    } finally {
      setAccepting(false);
    }
  };
  // Recorded once per page (StrictMode runs effects twice); a failure leaves the screen with its Accept button.
  const recorded = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per mount
  useEffect(() => {
    if (!agreed || recorded.current) return;
    recorded.current = true;
    void accept();
  }, []);
  const decline = async () => {
    setError(null);
    try {
      await onDecline();
    } catch (cause) {
      setError(messageFor(cause));
    }
  };
  return (
    <TermsScreen
      appName={settings.appName || undefined}
      termsUrl={settings.termsUrl ?? undefined}
      privacyUrl={settings.privacyUrl ?? undefined}
      accepting={accepting}
      error={error}
      onAccept={() => void accept()}
      onDecline={() => void decline()}
    />
  );
}
