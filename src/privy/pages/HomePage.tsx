import { useState } from 'react';
import { type ErrorEntry, messageFor } from '../../copy';
import { HomeScreen } from '../../screens';
import { useSigilPrivy } from '../session';

/** The signed-in home: the user, their linked accounts, logout. */
export function HomePage() {
  const { port, logout: onLogout } = useSigilPrivy();
  const [loggingOut, setLoggingOut] = useState(false);
  const [error, setError] = useState<ErrorEntry | null>(null);
  const user = port?.user;
  if (!user) return null;
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
