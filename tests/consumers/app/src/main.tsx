/**
 * A host app as a developer writes it: their React (18.3 or 19, whichever the fixture installs), Sigil from its
 * packed tarball, the whole sign-in on the host's own in-memory e-mail backend (the one backend it has; the
 * settings list more methods) with a completion callback, and a ref to one of Sigil's controls. Its tsconfig has
 * `exactOptionalPropertyTypes`: the optional props it passes as `undefined` (a value it may not have) must say so.
 */
import '@sigil/ui/theme.css';
import { CopyProvider } from '@sigil/ui/copy';
import { type EmailPort, readyBackend } from '@sigil/ui/ports';
import { Button } from '@sigil/ui/primitives';
import { SignInJourney } from '@sigil/ui/sign-in';
import { ThemeProvider } from '@sigil/ui/theme';
import { StrictMode, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';

/** Settings a host reads from its environment: any of them may be missing. */
const fromEnvironment: { accentColor?: `#${string}` | undefined; lastUsed?: undefined } = {};

function App() {
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
  // A ref to a Sigil control reaches its element (React 18 needs forwardRef for that).
  const help = useRef<HTMLButtonElement>(null);
  const [refTag, setRefTag] = useState('none');
  useEffect(() => setRefTag(help.current?.tagName.toLowerCase() ?? 'none'), []);
  return (
    <ThemeProvider theme="light" appName="Host" accentColor={fromEnvironment.accentColor}>
      <CopyProvider locale={undefined} overrides={undefined}>
        <main>
          {signedIn ? (
            <p role="status">Signed in</p>
          ) : (
            <SignInJourney
              settings={{ methods: ['email', 'google', 'passkey'], allowGuest: true }}
              backends={{ email: backend, sms: undefined }}
              lastUsed={fromEnvironment.lastUsed}
              oauthReturn={undefined}
              onDone={() => setSignedIn(true)}
            />
          )}
          <Button ref={help} variant="link">
            Help
          </Button>
          <p data-testid="ref">{refTag}</p>
          <ul aria-label="Backend calls">
            {calls.map((call) => (
              <li key={call}>{call}</li>
            ))}
          </ul>
        </main>
      </CopyProvider>
    </ThemeProvider>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
