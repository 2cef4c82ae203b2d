/**
 * A server component (no "use client"; async, as only a server component can be) that renders a Sigil screen
 * inside Sigil's ThemeProvider. Both are client components of the package ("use client" at the top of their
 * modules): the server renders them to HTML, the browser hydrates them. `theme="system"` shows both sides: the
 * server cannot know the device's colour scheme and renders light; the hydrated provider follows the device. A
 * rule and a plain presentational component of the package (no "use client") run here, on the server.
 */
import { Banner } from '@sigil/ui/primitives';
import { validateEmail } from '@sigil/ui/rules';
import { SignedInScreen } from '@sigil/ui/screens';
import { ThemeProvider } from '@sigil/ui/theme';

/** Rendered for each request by `next start`, not once at build time. */
export const dynamic = 'force-dynamic';

/** What a host's server would read from its session store. */
async function sessionEmail(): Promise<string> {
  return 'server@example.com';
}

export default async function Home() {
  const email = await sessionEmail();
  return (
    <ThemeProvider theme="system" appName="Next host">
      <main>
        <SignedInScreen name={validateEmail(email).ok ? email : undefined} />
        <Banner tone="info">Your session was read on the server.</Banner>
      </main>
    </ThemeProvider>
  );
}
