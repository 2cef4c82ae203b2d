'use client';
import { type EmailPort, readyBackend } from '@sigil/ui/ports';
/**
 * A client page: the whole sign-in on the host's own in-memory e-mail backend (the one backend it has; the
 * settings list more methods), to the journey's onDone. Optional props the host may not have are passed as
 * `undefined` (the tsconfig has exactOptionalPropertyTypes).
 */
import { SignInJourney } from '@sigil/ui/sign-in';
import { ThemeProvider } from '@sigil/ui/theme';
import { useState } from 'react';

export default function SignInPage() {
  const [calls, setCalls] = useState<string[]>([]);
  const [signedIn, setSignedIn] = useState(false);
  const [backend] = useState(() => {
    const port: EmailPort = {
      sendCode: async ({ email }) => {
        setCalls((list) => [...list, `sendCode ${email}`]);
      },
      loginWithCode: async ({ code }) => {
        setCalls((list) => [...list, `loginWithCode ${code}`]);
      },
    };
    return readyBackend(port);
  });
  return (
    <ThemeProvider theme="light" appName="Next host" accentColor={undefined}>
      <main>
        {signedIn ? (
          <p role="status">Signed in</p>
        ) : (
          <SignInJourney
            settings={{ methods: ['email', 'google', 'passkey'], allowGuest: true }}
            backends={{ email: backend, guest: undefined }}
            lastUsed={undefined}
            onDone={() => setSignedIn(true)}
          />
        )}
        <ul aria-label="Backend calls">
          {calls.map((call) => (
            <li key={call}>{call}</li>
          ))}
        </ul>
      </main>
    </ThemeProvider>
  );
}
