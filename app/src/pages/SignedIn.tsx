import { messageFor, useCopy } from '@sigil/ui/copy';
import { ToastProvider, useToast } from '@sigil/ui/primitives';
import { useSigilPrivy } from '@sigil/ui/privy';
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

/** The signed-in user's button, at the header's end: their initials and name, a menu with Account, Security and Log out. */
export function UserNav() {
  const { t } = useCopy();
  const { port, logout } = useSigilPrivy();
  const user = port?.user;
  if (!user) return null;
  return (
    <UserButton
      name={user.isGuest ? null : user.displayName}
      email={user.accounts.find((account) => account.type === 'email')?.label}
      links={[
        { href: '/account', label: t('shell.account'), icon: <UserRound aria-hidden /> },
        { href: '/security', label: t('shell.security'), icon: <ShieldCheck aria-hidden /> },
      ]}
      onNavigate={navigate}
      // Logging out leaves for the sign-in page (`onLogout`); should it fail, a toast says why.
      onLogout={() => void logout().catch((cause: unknown) => notify({ failed: messageFor(cause).key }))}
    />
  );
}

/**
 * Moves focus to the page's heading when the path changes (never on the first page shown), so a screen reader
 * starts reading the new page and Tab goes on from its top. The page may still be loading: its heading is waited for.
 */
function FocusOnNavigate({ path }: { path: string }) {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new `path` is a navigation, whose heading gets focus
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const focus = () => {
      const heading = document.querySelector<HTMLElement>('#sigil-main h1');
      if (!heading) return false;
      heading.tabIndex = -1;
      heading.focus();
      return true;
    };
    if (focus()) return;
    const observer = new MutationObserver(() => {
      if (focus()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
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
 * navigation) and focus following navigation.
 */
export function SignedInExtras({ path, page }: { path: string; page: string | undefined }) {
  return (
    <ToastProvider>
      <NoticeToasts />
      <FocusOnNavigate path={path} />
      <PageTitle page={page} />
    </ToastProvider>
  );
}
