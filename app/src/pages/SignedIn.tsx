import { messageFor, useCopy } from '@sigil/ui/copy';
import { ToastProvider, useToast } from '@sigil/ui/primitives';
import { useSigilPrivy, useUserProfile } from '@sigil/ui/privy';
import { shellCopy, UserButton } from '@sigil/ui/screens';
import { ShieldCheck, UserRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { type Notice, notify, onNotice } from '../notices';
import { navigate } from '../router';

/*
 * The signed-in parts of the shell, in a chunk of their own (the sign-in screen never loads them): the user's
 * button, the phone's tab bar, the toasts, each page's title, and moving focus to each new page's heading.
 */

export { PhoneNav } from './PhoneNav';

/** The notices a toast says; the journeys show a signature's or a transaction's outcome themselves. */
const TOASTS: Partial<
  Record<Extract<Notice, string>, 'toast.walletCreated' | 'toast.accountLinked' | 'toast.accountUnlinked'>
> = { created: 'toast.walletCreated', linked: 'toast.accountLinked', unlinked: 'toast.accountUnlinked' };

/** Says each notice (`notify`) in a toast. */
function NoticeToasts() {
  const { t } = useCopy(shellCopy);
  const show = useToast();
  useEffect(
    () =>
      onNotice((notice) => {
        const key = typeof notice === 'string' ? TOASTS[notice] : notice.failed;
        if (key) show(t(key));
      }),
    [show, t],
  );
  return null;
}

/** The signed-in user's button, at the header's end: their picture or initials and name, a menu with Account, Security and Log out. */
export function UserNav() {
  const { t } = useCopy();
  const { port, logout } = useSigilPrivy();
  // The name and picture Home and the Account page show too (from the user's linked accounts).
  const profile = useUserProfile();
  const user = port?.user;
  if (!user || !profile) return null;
  return (
    <UserButton
      name={user.isGuest ? null : profile.name}
      email={profile.email}
      avatarUrl={profile.avatarUrl}
      links={[
        { href: '/account', label: t('shell.account'), icon: <UserRound aria-hidden /> },
        { href: '/security', label: t('shell.security'), icon: <ShieldCheck aria-hidden /> },
      ]}
      onNavigate={navigate}
      // Logging out leaves for the sign-in page (`onLogout`), whose heading then takes focus (the menu that had it is
      // gone); should it fail, a toast says why.
      onLogout={() => {
        const signedInHeading = document.querySelector('#sigil-main h1');
        logout().then(
          () => focusPageHeading(signedInHeading),
          (cause: unknown) => notify({ failed: messageFor(cause).key }),
        );
      }}
    />
  );
}

/**
 * Moves focus to the page's main heading (`#sigil-main h1`) once it is shown, waiting for it when the page is
 * still loading; `previous`, a heading that is leaving, is not it. Returns what stops the wait.
 */
function focusPageHeading(previous: Element | null = null): () => void {
  const focus = () => {
    const heading = document.querySelector<HTMLElement>('#sigil-main h1');
    if (!heading || heading === previous) return false;
    heading.tabIndex = -1;
    heading.focus();
    return true;
  };
  if (focus()) return () => {};
  const observer = new MutationObserver(() => {
    if (focus()) stop();
  });
  // A page that never shows a heading stops the wait, rather than taking focus whenever one appears later.
  const giveUp = setTimeout(() => stop(), 15_000);
  const stop = () => {
    observer.disconnect();
    clearTimeout(giveUp);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * Moves focus to the page's heading when the path changes, so a screen reader starts reading the new page and
 * Tab goes on from its top. Not on the first page shown, unless the person got here by signing in
 * (`afterSignIn`): a page opened or reloaded keeps the browser's own start.
 */
function FocusOnNavigate({ path, afterSignIn }: { path: string; afterSignIn: boolean }) {
  const first = useRef(!afterSignIn);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new `path` is a navigation, whose heading gets focus
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    return focusPageHeading();
  }, [path]);
  return null;
}

/**
 * Names the page in the document's title (the tab, the history, what a screen reader says first), and the app
 * alone again once signed out.
 */
function PageTitle({ page }: { page: string | undefined }) {
  const { t } = useCopy(shellCopy);
  const { settings } = useSigilPrivy();
  const app = settings.appName;
  useEffect(() => {
    document.title = page ? t('shell.pageTitle', { page, app }) : app;
    return () => {
      document.title = app;
    };
  }, [page, app, t]);
  return null;
}

/**
 * What the signed-in pages add to the page: the toasts' live region, the page's title (`page`, its name in the
 * navigation) and focus following navigation (`afterSignIn`: the first page too, reached by signing in here).
 */
export function SignedInExtras({
  path,
  page,
  afterSignIn,
}: {
  path: string;
  page: string | undefined;
  afterSignIn: boolean;
}) {
  return (
    <ToastProvider>
      <NoticeToasts />
      <FocusOnNavigate path={path} afterSignIn={afterSignIn} />
      <PageTitle page={page} />
    </ToastProvider>
  );
}
