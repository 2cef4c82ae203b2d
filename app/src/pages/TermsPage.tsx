import { type ErrorEntry, messageFor } from '@sigil/ui/copy';
import { TermsScreen } from '@sigil/ui/screens';
import { useState } from 'react';
import { useBackend } from '../auth/AuthProvider';
import type { SignInSettings } from '../auth/app-config';

/**
 * The app's terms, before anything else, for a signed-in user who has not accepted them when the app requires it
 * (`require_users_accept_terms`). Accept records it (`useAcceptTerms`: the user's `hasAcceptedTerms` turns true and
 * the app opens); Decline logs out: the app cannot be used without them.
 */
export function TermsPage({ settings, onDecline }: { settings: SignInSettings; onDecline: () => Promise<void> }) {
  const backend = useBackend((port) => port.account);
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
