import { useMemo, useState } from 'react';
import {
  CONNECTIONS_SECTIONS,
  ConnectionsScreen,
  type ConnectionsSection,
  CrossAppJourney,
  FarcasterSignerJourney,
  OfflineAccessJourney,
} from '../../journeys/connections';
import { JourneyLoading as Loading } from '../../journeys/sign-in';
import { useAuth, usePrivyBackend, useSigilPrivy } from '../session';

const isSection = (value: string): value is ConnectionsSection =>
  CONNECTIONS_SECTIONS.some((section) => section === value);

/** The section in the address (`#offline-access`), so a section can be linked to and survives a reload. */
const sectionFromHash = (): ConnectionsSection => {
  const hash = window.location.hash.slice(1);
  return isSection(hash) ? hash : 'apps';
};

/**
 * The Connections page: the library's `ConnectionsScreen` with three journeys on the SDK's hooks (the ports are
 * filled in `sdk/connections.ts`), one section at a time, the chosen one kept in the address (`#offline-access`):
 * - other apps' accounts (`useCrossAppAccounts`): connect one (the provider's modal beside the other app's consent
 *   popup), sign a message with its wallet (the other app's popup only), disconnect;
 * - offline access for the app's server (`useHeadlessDelegatedActions`, `useSigners`);
 * - a Farcaster signer (`useFarcasterSigner`: the request in the provider's modal, signing ours).
 * Adding funds is each wallet's action on the Wallets page.
 */
export function ConnectionsPage({
  onLinkFarcaster,
  onCreateWallet,
}: {
  /** The Farcaster signer needs a linked Farcaster account: e.g. go to the Account page. */
  onLinkFarcaster?: (() => void) | undefined;
  /** The Farcaster signer needs an embedded wallet: e.g. go to the Wallets page. */
  onCreateWallet?: (() => void) | undefined;
}) {
  const { settings } = useSigilPrivy();
  const [section, setSection] = useState<ConnectionsSection>(sectionFromHash);
  const choose = (value: ConnectionsSection) => {
    setSection(value);
    window.history.replaceState(window.history.state, '', `#${value}`);
  };
  return (
    <ConnectionsScreen appName={settings.appName} section={section} onSectionChange={choose}>
      {section === 'apps' ? (
        <AppsSection />
      ) : section === 'offline-access' ? (
        <OfflineAccessSection appName={settings.appName} />
      ) : (
        <FarcasterSignerSection
          appName={settings.appName}
          onLinkFarcaster={onLinkFarcaster}
          onCreateWallet={onCreateWallet}
        />
      )}
    </ConnectionsScreen>
  );
}

function AppsSection() {
  const backend = usePrivyBackend((port) => port.connections.crossApp);
  return <CrossAppJourney backend={backend} mode="account" />;
}

function OfflineAccessSection({ appName }: { appName: string }) {
  const { port } = useAuth();
  // The journey's calls reach the wallet frame: the page is signed in, so the SDK is loaded already.
  const offline = port?.connections.offlineAccess;
  const filled = useMemo(() => (offline ? { ...offline, appName } : null), [offline, appName]);
  return filled ? <OfflineAccessJourney port={filled} /> : <Loading />;
}

function FarcasterSignerSection({
  appName,
  onLinkFarcaster,
  onCreateWallet,
}: {
  appName: string;
  onLinkFarcaster: (() => void) | undefined;
  onCreateWallet: (() => void) | undefined;
}) {
  const backend = usePrivyBackend((port) => port.connections.farcasterSigner, { walletFrame: true });
  return (
    <FarcasterSignerJourney
      backend={backend}
      appName={appName}
      onLinkFarcaster={onLinkFarcaster}
      onCreateWallet={onCreateWallet}
    />
  );
}
