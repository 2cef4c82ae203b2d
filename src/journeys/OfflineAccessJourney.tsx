import { type RefObject, useMemo, useRef, useState } from 'react';
import type { ErrorEntry } from '../copy/errors';
import type { Clock } from '../flows/clock';
import {
  type DelegableWallet,
  type OfflineAccessState,
  offlineAccessGuardMs,
  useOfflineAccess,
} from '../flows/offline-access';
import type { OfflineAccessPort } from '../ports/offline-access';
import {
  OfflineAccessConsentDialog,
  type OfflineAccessConsentStatus,
} from '../screens/offline-access/OfflineAccessConsentDialog';
import {
  OfflineAccessRevokeDialog,
  type OfflineAccessRevokeStatus,
} from '../screens/offline-access/OfflineAccessRevokeDialog';
import { OfflineAccessSection } from '../screens/offline-access/OfflineAccessSection';

export interface OfflineAccessJourneyProps {
  /** The SDK's delegation hooks and the user's embedded wallets (the app), or a fake (the stories). */
  port: OfflineAccessPort;
  /**
   * How long a grant or revoke may stay unanswered before it is called a time-out. By default 30 s, or 330 s for
   * a user with multi-factor methods (a verification may hold the call): `offlineAccessGuardMs`.
   */
  guardMs?: number | undefined;
  /** Timers for the guard (tests). */
  clock?: Clock | undefined;
  /** The section heading's level in the host page. */
  headingLevel?: 1 | 2 | 3 | undefined;
}

const consentStatus = (state: OfflineAccessState): OfflineAccessConsentStatus | null => {
  switch (state.status) {
    case 'confirming-grant':
      return 'confirm';
    case 'granting':
      return 'granting';
    case 'granted':
      return 'granted';
    case 'error':
      return state.action === 'grant' ? 'error' : null;
    default:
      return null;
  }
};

const revokeStatus = (state: OfflineAccessState): OfflineAccessRevokeStatus | null => {
  switch (state.status) {
    case 'confirming-revoke':
      return 'confirm';
    case 'revoking':
      return 'revoking';
    case 'revoked':
      return 'revoked';
    case 'error':
      return state.action === 'revoke' ? 'error' : null;
    default:
      return null;
  }
};

/**
 * Delegated (offline) access, written once: the section listing the user's embedded wallets with their delegated
 * state, the consent dialog ("Enable offline access": Accept / Not now) and the revoke dialog ("Revoke offline
 * access to wallet": Confirm / Deny; for a wallet kept on this device, naming every other on-device wallet that
 * loses access with it), run by the offline-access flow on the port. Every call runs under the flow's guard, so an
 * SDK call that never settles ends in the catalogue's time-out message instead of a dialog busy for ever.
 */
export function OfflineAccessJourney({ port, guardMs, clock, headingLevel }: OfflineAccessJourneyProps) {
  const guard = guardMs ?? offlineAccessGuardMs({ verification: port.verificationRequired ?? false });
  const flow = useOfflineAccess(port, guard, clock);
  const { state } = flow;

  // The dialogs stay mounted once used, closed, so they animate out and hand focus back.
  // Each keeps showing its last status while it closes.
  const last = useRef<{
    grant: { wallet: DelegableWallet; status: OfflineAccessConsentStatus; error: ErrorEntry | null } | null;
    revoke: { wallet: DelegableWallet; status: OfflineAccessRevokeStatus; error: ErrorEntry | null } | null;
  }>({ grant: null, revoke: null });
  const [alsoRevoked, setAlsoRevoked] = useState<readonly DelegableWallet[]>([]);
  const consent = consentStatus(state);
  const revocation = revokeStatus(state);
  if (state.status !== 'idle') {
    const error = state.status === 'error' ? state.error : null;
    if (consent) last.current.grant = { wallet: state.wallet, status: consent, error };
    if (revocation) last.current.revoke = { wallet: state.wallet, status: revocation, error };
  }

  const opener = useRef<{ element: HTMLElement | null; address: string } | null>(null);
  const section = useRef<HTMLDivElement | null>(null);
  const returnFocusTo = useMemo<RefObject<HTMLElement | null>>(
    () => ({
      get current() {
        const from = opener.current;
        if (!from) return null;
        if (from.element?.isConnected) return from.element;
        const row = [...(section.current?.querySelectorAll<HTMLElement>('li[data-address]') ?? [])].find(
          (item) => item.dataset.address === from.address,
        );
        return row?.querySelector<HTMLElement>('button:not([disabled])') ?? null;
      },
    }),
    [],
  );
  const remember = (wallet: DelegableWallet) => {
    opener.current = {
      element: document.activeElement instanceof HTMLElement ? document.activeElement : null,
      address: wallet.address,
    };
  };

  const granting = last.current.grant;
  const revoking = last.current.revoke;

  return (
    <div ref={section} data-slot="offline-access-journey">
      <OfflineAccessSection
        appName={port.appName}
        wallets={port.wallets}
        serverSignerConfigured={port.serverSignerConfigured}
        headingLevel={headingLevel}
        onEnable={(wallet) => {
          remember(wallet);
          flow.enable(wallet);
        }}
        onRevoke={(wallet) => {
          remember(wallet);
          setAlsoRevoked(
            wallet.custody === 'on-device'
              ? (port.wallets ?? []).filter(
                  (other) => other.custody === 'on-device' && other.delegated && other.address !== wallet.address,
                )
              : [],
          );
          flow.revoke(wallet);
        }}
      />
      {granting ? (
        <OfflineAccessConsentDialog
          open={consent !== null}
          appName={port.appName}
          wallet={granting.wallet}
          status={granting.status}
          error={granting.error}
          onAccept={flow.confirm}
          onDismiss={flow.dismiss}
          returnFocusTo={returnFocusTo}
        />
      ) : null}
      {revoking ? (
        <OfflineAccessRevokeDialog
          open={revocation !== null}
          appName={port.appName}
          wallet={revoking.wallet}
          alsoRevoked={alsoRevoked}
          status={revoking.status}
          error={revoking.error}
          onConfirm={flow.confirm}
          onDismiss={flow.dismiss}
          returnFocusTo={returnFocusTo}
        />
      ) : null}
    </div>
  );
}
