import { useCopy } from '@sigil/ui/copy';
import {
  AccountPage,
  ConnectionsPage,
  CrossAppSignInPage,
  HomePage,
  MfaPrompt,
  type PrivySdkOptions,
  SecurityPage,
  SettingsError,
  SigilPrivyProvider,
  SignedOutPage,
  SignInPage,
  TermsPage,
  useSigilPrivy,
  WalletsPage,
} from '@sigil/ui/privy';
import { AppShell } from '@sigil/ui/screens';
import { JourneyLoading as Loading } from '@sigil/ui/sign-in';
import { Suspense, useEffect, useRef, useState } from 'react';
import { notify } from './notices';
import { PhoneNav, preloadShell, SignedInExtras, UserNav } from './pages/lazy';
import { Link, navigate, Redirect, usePath } from './router';
import { useWideScreen } from './viewport';

/**
 * The wallet action a link to the Wallets page asks for (`?action=send&address=0x…`, from the dashboard's Send,
 * Receive and Add funds); the journey opens it once.
 */
function walletAction() {
  const query = new URLSearchParams(window.location.search);
  const action = (['send', 'receive', 'fund'] as const).find((kind) => kind === query.get('action'));
  const address = query.get('address');
  return action && address ? { action, address } : undefined;
}

/**
 * The Wallets page, opened on the action its address asked for; the address then loses the query, so a reload or
 * a return through history does not open it again.
 */
function WalletsRoute() {
  const [initialAction] = useState(walletAction);
  useEffect(() => {
    if (initialAction) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [initialAction]);
  return <WalletsPage onDone={(done) => notify(done.kind)} initialAction={initialAction} />;
}

/** The signed-in pages, in the navigation's order, each with the page `@sigil/ui/privy` gives it. */
const PAGES = [
  {
    href: '/home',
    key: 'shell.home' as const,
    page: () => (
      <HomePage
        onWalletAction={(action, address) => navigate(`/wallets?${new URLSearchParams({ action, address })}`)}
        onOpenSecurity={() => navigate('/security')}
        onManageAccount={() => navigate('/account')}
      />
    ),
  },
  {
    href: '/account',
    key: 'shell.account' as const,
    page: () => <AccountPage onDone={(change) => notify(change.action)} />,
  },
  {
    href: '/wallets',
    key: 'shell.wallets' as const,
    page: () => <WalletsRoute />,
  },
  {
    href: '/connections',
    key: 'shell.connections' as const,
    page: () => (
      <ConnectionsPage onLinkFarcaster={() => navigate('/account')} onCreateWallet={() => navigate('/wallets')} />
    ),
  },
  { href: '/security', key: 'shell.security' as const, page: () => <SecurityPage /> },
];

/** The app's routes: which page each path shows, signed in or not, inside the app's layout. */
function Routes() {
  const { t } = useCopy();
  const { settings, signedIn, sessionPending, restoring, sessionEnded, termsPending } = useSigilPrivy();
  const location = usePath();
  useEffect(preloadShell, []);
  // Signing in on our landing screen takes ticking "I agree" first (every method is guarded by it), but the SDK's
  // headless sign-ins do not record it: a user who signed in there in this tab has agreed (an OAuth sign-in comes
  // back to /signin too), so the terms page records it without asking twice.
  const agreedAtSignIn = useRef(false);
  if (!signedIn && location === '/signin' && settings.requireTerms) agreedAtSignIn.current = true;
  // Signed out here at some point (not a session restored on load): the first signed-in page then takes focus.
  const wasSignedOut = useRef(false);
  if (!signedIn && !restoring) wasSignedOut.current = true;
  const inside = signedIn && !termsPending;
  const nav = inside
    ? PAGES.map((page) => ({ href: page.href, label: t(page.key), current: location === page.href }))
    : [];
  // On a phone the header's row has no room for every page: a tab bar along the bottom takes the navigation.
  const wide = useWideScreen();
  const phoneNav = !wide && nav.length > 0;

  const page = () => {
    if (termsPending) return <TermsPage agreed={agreedAtSignIn.current} />;
    switch (location) {
      case '/signin':
        if (signedIn) return <Redirect to="/home" />;
        if (sessionEnded) return <SignedOutPage />;
        return (
          <SignInPage
            crossAppHref="/signin/apps"
            renderLink={(href, className, label) => (
              <Link href={href} className={className}>
                {label}
              </Link>
            )}
          />
        );
      case '/signin/apps':
        if (signedIn) return <Redirect to="/home" />;
        return <CrossAppSignInPage onSignedIn={() => navigate('/home')} onBack={() => navigate('/signin')} />;
    }
    const signedInPage = PAGES.find((p) => p.href === location);
    if (signedInPage) {
      if (signedIn) return signedInPage.page();
      return sessionPending ? <Loading /> : <Redirect to="/signin" />;
    }
    // Unknown paths, and the root: where the user belongs (an OAuth return keeps its parameters).
    return <Redirect to={signedIn ? '/home' : `/signin${window.location.search}`} />;
  };

  return (
    <AppShell
      nav={phoneNav ? [] : nav}
      homeHref="/home"
      layout={inside ? 'wide' : 'card'}
      renderLink={(item, className) => (
        <Link href={item.href} className={className} aria-current={item.current ? 'page' : undefined}>
          {item.icon}
          {item.label}
        </Link>
      )}
      actions={
        inside ? (
          <Suspense fallback={null}>
            <UserNav />
            {/* In the header, where the navigation is on wider screens (the same place in the reading and Tab order). */}
            {phoneNav ? <PhoneNav items={nav} /> : null}
          </Suspense>
        ) : undefined
      }
    >
      {restoring ? <Loading /> : page()}
      {/* Room under the page's end for the tab bar, which sits over the bottom of the screen. */}
      {phoneNav ? (
        <div aria-hidden="true" className="sg:h-[calc(var(--app-tab-bar)+env(safe-area-inset-bottom))]" />
      ) : null}
      <MfaPrompt />
      {inside ? (
        <Suspense fallback={null}>
          <SignedInExtras
            path={location}
            page={nav.find((item) => item.current)?.label}
            afterSignIn={wasSignedOut.current}
          />
        </Suspense>
      ) : null}
    </AppShell>
  );
}

/**
 * The composed app: Sigil on the provider's SDK (`SigilPrivyProvider`, from `@sigil/ui/privy`), its routes, and the
 * app's layout (`AppShell`, the phone's tab bar).
 */
export function App({ sdk }: { sdk: PrivySdkOptions }) {
  return (
    <SigilPrivyProvider
      {...sdk}
      onLogout={() => navigate('/signin')}
      fallback={
        <AppShell>
          <Loading />
        </AppShell>
      }
      renderError={(error, retry) => (
        <AppShell>
          <SettingsError error={error} onRetry={retry} />
        </AppShell>
      )}
    >
      <Routes />
    </SigilPrivyProvider>
  );
}
