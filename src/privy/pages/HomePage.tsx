import { type ErrorEntry, messageFor } from '@sigil/ui/copy';
import { HomeScreen } from '@sigil/ui/screens';
import { useState } from 'react';
import type { AppUser } from '../auth/port';

/** The signed-in home: the user, their linked accounts, logout. */
export function HomePage({ user, onLogout }: { user: AppUser; onLogout: () => Promise<void> }) {
  const [loggingOut, setLoggingOut] = useState(false);
  const [error, setError] = useState<ErrorEntry | null>(null);
  const logout = async () => {
    setLoggingOut(true);
    setError(null);
    try {
      await onLogout();
    } catch (cause) {
      setError(messageFor(cause));
      setLoggingOut(false);
    }
  };
  return (
    <HomeScreen
      name={user.displayName}
      isGuest={user.isGuest}
      memberSince={user.createdAt}
      accounts={user.accounts.map((a) => ({ method: a.method, label: a.label, linkedAt: a.verifiedAt }))}
      loggingOut={loggingOut}
      error={error}
      onLogout={logout}
    />
  );
}
