import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useCopy } from '../copy/CopyProvider';
import { crossAppCopy } from '../copy/decks/cross-app';
import { type ErrorEntry, messageFor } from '../copy/errors';
import type { Clock } from '../flows/clock';
import { type CrossAppTarget, useCrossAppRequest } from '../flows/cross-app';
import { useLatest } from '../lib/use-latest';
import type { CrossAppAccount, CrossAppProviderApp } from '../model';
import type { Backend } from '../ports/backend';
import type { CrossAppPort } from '../ports/cross-app';
import { UnlinkAccountDialog, type UnlinkStatus } from '../screens/account/UnlinkAccountDialog';
import { CrossAppAccountsScreen, type CrossAppBusy } from '../screens/cross-app/CrossAppAccountsScreen';
import { CrossAppChooserScreen } from '../screens/cross-app/CrossAppChooserScreen';
import { CrossAppRequestScreen } from '../screens/cross-app/CrossAppRequestScreen';
import { CrossAppStatusScreen } from '../screens/cross-app/CrossAppStatusScreen';
import { accountTarget, crossAppTarget } from '../screens/cross-app/target';
import { PopupBlockedDialog } from '../screens/wallets/PopupBlockedDialog';
import { useFocusKeeper } from './focus-keeper';

export interface CrossAppJourneyProps {
  backend: Backend<CrossAppPort>;
  /**
   * 'sign-in': choose a connected app and sign in with its account ("Continue with {app}"); 'account': the signed-in
   * user's accounts from other apps: link one, sign a message with its wallet, unlink it.
   */
  mode: 'sign-in' | 'account';
  /** What "Sign a message" asks the other app's wallet to sign; the deck's sentence naming the app by default. */
  message?: ((app: CrossAppTarget) => string) | undefined;
  /** The timers of the 120 s time-out (stories and tests pass a clock they move). */
  clock?: Clock | undefined;
  /** Signed in with the other app's account ('sign-in'), after "Done" on "Successfully connected with {app}". */
  onSignedIn?: ((user: unknown) => void) | undefined;
  onBack?: (() => void) | undefined;
}

type View =
  | { kind: 'home' }
  | { kind: 'authorize'; action: 'login' | 'link'; app: CrossAppTarget }
  | { kind: 'sign'; app: CrossAppTarget; address: string; message: string };

/**
 * The connected apps, read once per journey through the port (again on Retry). The latest backend is read at each
 * load, so a host that passes a new backend object on every render does not read them again.
 */
function useProviderApps(backend: Backend<CrossAppPort>) {
  const [apps, setApps] = useState<readonly CrossAppProviderApp[] | null>(null);
  const [error, setError] = useState<ErrorEntry | null>(null);
  const latest = useLatest(backend);
  const round = useRef(0);
  const load = useCallback(() => {
    const current = ++round.current;
    setError(null);
    setApps(null);
    latest.current
      .whenReady()
      .then((port) => port.listProviderApps())
      .then(
        (listed) => {
          if (current === round.current) setApps(listed);
        },
        (cause: unknown) => {
          if (current !== round.current) return;
          setApps([]);
          setError(messageFor(cause, 'crossApp'));
        },
      );
  }, []);
  useEffect(() => {
    load();
    return () => {
      round.current += 1;
    };
  }, [load]);
  return { apps, error, reload: load };
}

/**
 * Accounts from other apps, end to end on a `CrossAppPort`: "Continue with {app}" signs in with another app's
 * account, and signed in the user links one, signs a message with its wallet and unlinks it. Each request to the
 * other app runs the cross-app flow: "Connecting to {app}" / "Waiting for {app}" while its pop-up is open, then
 * connected, signed, or failed in the catalogue's words ("Request timeout" after 120 s, "User rejected request",
 * "Cannot transact against a read-only provider app", "Popup was blocked. Try again." with Retry from the click).
 */
export function CrossAppJourney({ backend, mode, message, clock, onSignedIn, onBack }: CrossAppJourneyProps) {
  const { t } = useCopy(crossAppCopy);
  const frame = useRef<HTMLDivElement>(null);
  useFocusKeeper(frame);
  const { apps, error: appsError, reload } = useProviderApps(backend);
  const { state, controller: request } = useCrossAppRequest(clock);
  const [view, setView] = useState<View>({ kind: 'home' });
  const [unlinking, setUnlinking] = useState<{ account: CrossAppAccount; status: UnlinkStatus } | null>(null);
  const [unlinkError, setUnlinkError] = useState<ErrorEntry | null>(null);
  const [popupDismissed, setPopupDismissed] = useState(false);
  const accounts = backend.port?.accounts ?? [];

  const run = (next: Exclude<View, { kind: 'home' }>) => {
    setView(next);
    setPopupDismissed(false);
    const controller = request();
    if (next.kind === 'authorize') {
      const { action, app } = next;
      controller.start({
        action,
        app,
        send: async () => {
          const port = await backend.whenReady();
          return action === 'login'
            ? port.loginWithCrossAppAccount({ appId: app.id })
            : port.linkCrossAppAccount({ appId: app.id });
        },
      });
    } else {
      const { app, address, message: text } = next;
      controller.start({
        action: 'sign',
        app,
        send: async () => (await backend.whenReady()).signMessage(text, { address }),
      });
    }
  };
  const home = () => {
    request().cancel();
    setView({ kind: 'home' });
  };

  // Each unlink is a run; closing the dialog ends it, so a late answer does not open the dialog again.
  const unlinkRun = useRef(0);
  const unlink = async (account: CrossAppAccount) => {
    const run = ++unlinkRun.current;
    setUnlinking({ account, status: 'unlinking' });
    try {
      await (await backend.whenReady()).unlinkCrossAppAccount({ subject: account.subject });
      if (run === unlinkRun.current) setUnlinking(null);
    } catch (cause) {
      if (run !== unlinkRun.current) return;
      setUnlinkError(messageFor(cause, 'crossApp'));
      setUnlinking({ account, status: 'error' });
    }
  };

  const blocked = state.status === 'failed' && state.failure === 'popup-blocked' && !popupDismissed;
  const popupDialog =
    view.kind === 'home' ? null : (
      <PopupBlockedDialog
        open={blocked}
        walletName={view.app.name}
        onRetry={() => run(view)}
        onOpenChange={(open) => {
          if (!open) setPopupDismissed(true);
        }}
      />
    );

  let content: ReactNode;
  if (view.kind === 'authorize') {
    const phase = state.status === 'connected' ? 'connected' : state.status === 'failed' ? 'failed' : 'connecting';
    content = (
      <CrossAppStatusScreen
        phase={phase}
        appName={view.app.name}
        appIcon={view.app.iconUrl}
        error={state.status === 'failed' ? state.error : null}
        onRetry={() => run(view)}
        onCancel={home}
        onDone={() => {
          if (state.status === 'connected' && view.action === 'login') onSignedIn?.(state.result);
          else home();
        }}
      />
    );
  } else if (view.kind === 'sign') {
    const phase = state.status === 'signed' ? 'signed' : state.status === 'failed' ? 'failed' : 'waiting';
    content = (
      <CrossAppRequestScreen
        phase={phase}
        appName={view.app.name}
        appIcon={view.app.iconUrl}
        address={view.address}
        message={view.message}
        signature={state.status === 'signed' && typeof state.result === 'string' ? state.result : null}
        error={state.status === 'failed' ? state.error : null}
        onRetry={() => run(view)}
        onCancel={home}
        onDone={home}
      />
    );
  } else if (mode === 'sign-in') {
    content = (
      <CrossAppChooserScreen
        apps={apps}
        purpose="login"
        error={appsError}
        onRetry={reload}
        onSelect={(app) => run({ kind: 'authorize', action: 'login', app: crossAppTarget(app) })}
        onBack={onBack}
      />
    );
  } else {
    const busy: CrossAppBusy | null =
      unlinking?.status === 'unlinking' ? { kind: 'unlink', subject: unlinking.account.subject } : null;
    content = (
      <CrossAppAccountsScreen
        accounts={accounts}
        apps={apps}
        busy={busy}
        error={appsError}
        onRetry={reload}
        onLink={(app) => run({ kind: 'authorize', action: 'link', app: crossAppTarget(app) })}
        onSignMessage={(account, address) => {
          const app = accountTarget(account, apps ?? []);
          const text = message ? message(app) : t('crossApp.request.defaultMessage', { app: app.name });
          run({ kind: 'sign', app, address, message: text });
        }}
        onUnlink={(account) => {
          setUnlinkError(null);
          setUnlinking({ account, status: 'confirm' });
        }}
        onBack={onBack}
      />
    );
  }

  const unlinkTarget = unlinking ? accountTarget(unlinking.account, apps ?? []) : null;
  return (
    <div ref={frame} className="sg:contents">
      {content}
      {popupDialog}
      {unlinking && unlinkTarget ? (
        <UnlinkAccountDialog
          open
          accountName={t('crossApp.account.name', { app: unlinkTarget.name })}
          status={unlinking.status}
          error={unlinkError}
          onConfirm={() => void unlink(unlinking.account)}
          onOpenChange={(open) => {
            if (open) return;
            unlinkRun.current += 1;
            setUnlinking(null);
          }}
        />
      ) : null}
    </div>
  );
}
