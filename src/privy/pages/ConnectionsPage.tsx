import { Tabs } from 'radix-ui';
import { useMemo, useState } from 'react';
import { useCopy } from '../../copy';
import { connectionsCopy } from '../../copy/decks/connections';
import { CrossAppJourney, FarcasterSignerJourney, OfflineAccessJourney } from '../../journeys/connections';
import { JourneyLoading as Loading } from '../../journeys/sign-in';
import type { FundingWallet } from '../../ports';
import { Button, shortenAddress } from '../../primitives';
import type { PrivyAppSettings } from '../app-config';
import { useAuth, usePrivyBackend, useSigilPrivy } from '../session';
import { useFunding } from './funding';

/** The Connections page's sections, one at a time, each linkable by its hash (`#offline-access`). */
export type ConnectionsSection = 'apps' | 'offline-access' | 'farcaster-signer' | 'funding';

const SECTIONS = [
  { id: 'apps', label: 'connections.apps' },
  { id: 'offline-access', label: 'connections.offlineAccess' },
  { id: 'farcaster-signer', label: 'connections.farcasterSigner' },
  { id: 'funding', label: 'connections.funding' },
] as const satisfies readonly { id: ConnectionsSection; label: string }[];

const isSection = (value: string): value is ConnectionsSection => SECTIONS.some((s) => s.id === value);

/** The section in the address (`#offline-access`), so a section can be linked to and survives a reload. */
const sectionFromHash = (): ConnectionsSection => {
  const hash = window.location.hash.slice(1);
  return isSection(hash) ? hash : 'apps';
};

/**
 * The Connections page: four journeys of the library on the SDK's hooks (the ports are filled in
 * `sdk/connections.ts` and `sdk/funding.ts`), one section at a time:
 * - other apps' accounts (`useCrossAppAccounts`): link one (the provider's modal beside the other app's consent
 *   popup), sign a message with its wallet (the other app's popup only), unlink;
 * - offline access for the app's server (`useHeadlessDelegatedActions`, `useSigners`);
 * - a Farcaster signer (`useFarcasterSigner`: the request in the provider's modal, signing ours);
 * - adding funds with a card on an on-ramp the app's dashboard offers (`usePrivyClient_experimental().funding`).
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
  const { t } = useCopy(connectionsCopy);
  const [section, setSection] = useState<ConnectionsSection>(sectionFromHash);
  const choose = (value: string) => {
    if (!isSection(value)) return;
    setSection(value);
    window.history.replaceState(window.history.state, '', `#${value}`);
  };
  return (
    <Tabs.Root value={section} onValueChange={choose} className="sg:grid sg:gap-6">
      <Tabs.List
        aria-label={t('connections.sections')}
        className="sg:flex sg:flex-wrap sg:gap-1 sg:border-b sg:border-border"
      >
        {SECTIONS.map(({ id, label }) => (
          <Tabs.Trigger
            key={id}
            value={id}
            className="sg:-mb-px sg:rounded-t-md sg:border-b-2 sg:border-transparent sg:px-3 sg:py-2 sg:text-sm sg:font-medium sg:text-muted-foreground sg:hover:text-foreground sg:focus-visible:outline-2 sg:focus-visible:outline-offset-2 sg:focus-visible:outline-ring sg:data-[state=active]:border-accent sg:data-[state=active]:text-foreground"
          >
            {t(label)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="apps" className="sg:focus-visible:outline-none">
        <AppsSection />
      </Tabs.Content>
      <Tabs.Content value="offline-access" className="sg:focus-visible:outline-none">
        <OfflineAccessSection appName={settings.appName} />
      </Tabs.Content>
      <Tabs.Content value="farcaster-signer" className="sg:focus-visible:outline-none">
        <FarcasterSignerSection
          appName={settings.appName}
          onLinkFarcaster={onLinkFarcaster}
          onCreateWallet={onCreateWallet}
        />
      </Tabs.Content>
      {/* Kept mounted: another tab must not close an on-ramp window mid-payment (the journey closes it when it goes). */}
      <Tabs.Content
        value="funding"
        forceMount
        className="sg:focus-visible:outline-none sg:data-[state=inactive]:hidden"
      >
        <FundingSection settings={settings} />
      </Tabs.Content>
    </Tabs.Root>
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

function FundingSection({ settings }: { settings: PrivyAppSettings }) {
  const { t } = useCopy(connectionsCopy);
  const { port } = useAuth();
  const funding = useFunding(settings);
  const wallets: FundingWallet[] = (port?.wallets.wallets ?? []).flatMap((wallet) =>
    wallet.chainType === 'ethereum'
      ? [{ address: wallet.address, chainType: wallet.chainType, chainId: wallet.chainId ?? null }]
      : [],
  );
  const [chosen, setChosen] = useState<FundingWallet | null>(null);
  if (chosen) return funding.render(chosen, () => setChosen(null));
  if (!port) return <Loading />;
  return (
    <section aria-labelledby="funding-wallets" className="sg:grid sg:gap-3">
      <h1 id="funding-wallets" className="sg:text-lg sg:font-semibold">
        {t('connections.funding.choose')}
      </h1>
      {wallets.length === 0 ? (
        <p className="sg:text-sm sg:text-muted-foreground">{t('connections.funding.none')}</p>
      ) : (
        <ul className="sg:grid sg:gap-2">
          {wallets.map((wallet) => (
            <li key={wallet.address}>
              <Button
                variant="secondary"
                onClick={() => setChosen(wallet)}
                aria-label={t('connections.funding.wallet', { address: wallet.address })}
              >
                {t('connections.funding.wallet', { address: shortenAddress(wallet.address) })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
