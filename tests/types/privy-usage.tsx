/**
 * Type-level test, compiled by `tsc` in `npm test`: the `@sigil/ui/privy` example of docs/library.md (sign-in, wallets, MFA,
 * account and connections in about twenty lines) compiles against the entry's public types. Nothing here runs.
 */
// The example's first line, `import '@sigil/ui/theme.css'`, is left out: it names the built stylesheet (dist/), which
// a fresh checkout does not have when the type and layer checks run.
import {
  AccountPage,
  ConnectionsPage,
  MfaPrompt,
  SecurityPage,
  SigilPrivyProvider,
  SignInPage,
  TermsPage,
  useSigilPrivy,
  WalletsPage,
} from '@sigil/ui/privy';
import { useState } from 'react';

const PAGES = { wallets: WalletsPage, security: SecurityPage, account: AccountPage, connections: ConnectionsPage };

function Pages() {
  const { signedIn, restoring, termsPending, logout } = useSigilPrivy();
  const [page, setPage] = useState<keyof typeof PAGES>('wallets');
  if (restoring) return null; // a returning user's session is on its way
  if (!signedIn) return <SignInPage />;
  if (termsPending) return <TermsPage />;
  const Page = PAGES[page];
  return (
    <>
      <nav>
        {(Object.keys(PAGES) as (keyof typeof PAGES)[]).map((name) => (
          <button key={name} type="button" onClick={() => setPage(name)}>
            {name}
          </button>
        ))}
        <button type="button" onClick={() => void logout()}>
          Log out
        </button>
      </nav>
      <Page />
      <MfaPrompt />
    </>
  );
}

export const App = () => (
  <SigilPrivyProvider appId="your-privy-app-id" clientId="your-app-client-id">
    <Pages />
  </SigilPrivyProvider>
);
