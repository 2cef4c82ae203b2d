import { AppWindow } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { connectionsCopy } from '../../copy/decks/connections';
import { icons } from '../../icons/semantic';
import { cn } from '../../lib/cn';
import { useMediaQuery } from '../../lib/use-media-query';
import { ScreenHeadingLevel, ScreenLayout, useScreenHeadingLevel } from '../../primitives/ScreenLayout';

/** The Connections page's sections, each linkable (the app keeps the chosen one in the address: `#offline-access`). */
export type ConnectionsSection = 'apps' | 'offline-access' | 'farcaster-signer';

/** Every section, in the order the page lists them. */
export const CONNECTIONS_SECTIONS: readonly ConnectionsSection[] = ['apps', 'offline-access', 'farcaster-signer'];

export interface ConnectionsScreenProps {
  /** The app's name: who the offline access and the Farcaster signer are for. */
  appName: string;
  /** The section shown. */
  section: ConnectionsSection;
  /** Another section was chosen (by click, or by the arrow keys along the list). */
  onSectionChange: (section: ConnectionsSection) => void;
  /**
   * The sections this app offers, in this order (all three by default): an app without Farcaster leaves out
   * `farcaster-signer`. The shown `section` must be one of them.
   */
  sections?: readonly ConnectionsSection[] | undefined;
  /** The shown section's content: its journey (`CrossAppJourney`, `OfflineAccessJourney`, `FarcasterSignerJourney`). */
  children: ReactNode;
}

const META = {
  apps: { label: 'connections.apps', description: 'connections.apps.description', Icon: AppWindow },
  'offline-access': {
    label: 'connections.offlineAccess',
    description: 'connections.offlineAccess.description',
    Icon: icons.shieldCheck,
  },
  'farcaster-signer': {
    label: 'connections.farcasterSigner',
    description: 'connections.farcasterSigner.description',
    Icon: icons.pen,
  },
} as const;

/** Wide enough for the sections as a column beside their content (Tailwind's `md`, as the classes below). */
const WIDE = '(min-width: 48rem)';

const trigger = cn(
  // A phone: the sections share the row, each an icon over its name; wider: a column, the icon beside name and line.
  'sg:group sg:flex sg:min-h-11 sg:min-w-0 sg:flex-1 sg:flex-col sg:items-center sg:gap-1 sg:rounded-md sg:px-2 sg:py-2 sg:text-center sg:transition-colors',
  'sg:md:flex-none sg:md:flex-row sg:md:gap-3 sg:md:px-3 sg:md:text-start',
  'sg:text-muted-foreground sg:hover:bg-muted sg:hover:text-foreground',
  'sg:outline-none sg:focus-visible:ring-2 sg:focus-visible:ring-ring',
  'sg:data-[state=active]:bg-accent-subtle sg:data-[state=active]:text-accent-text',
);

/**
 * The Connections page: its title, then its sections — accounts from other apps, offline access for the app's
 * server, the Farcaster signer — as tabs: on a wide screen a column beside the section, each with a line saying what
 * it is for (up and down arrows move along it); on a phone a row above it sharing its width, each an icon over its
 * name (left and right arrows). On a wide screen the section sits in a card; on a phone it takes the width. The section's
 * journey is the content; its own title is a level below the page's.
 */
export function ConnectionsScreen({
  appName,
  section,
  onSectionChange,
  sections = CONNECTIONS_SECTIONS,
  children,
}: ConnectionsScreenProps) {
  const { t, locale } = useCopy(connectionsCopy);
  const wide = useMediaQuery(WIDE);
  const level = useScreenHeadingLevel();
  const id = useId();
  const Link = icons.link;
  return (
    <ScreenLayout icon={<Link />} title={t('connections.title')} subtitle={t('connections.subtitle', { app: appName })}>
      <Tabs.Root
        value={section}
        onValueChange={(value) => {
          const chosen = sections.find((s) => s === value);
          if (chosen) onSectionChange(chosen);
        }}
        orientation={wide ? 'vertical' : 'horizontal'}
        // Radix ignores the page's `dir`: without this the tabs lay out, and the arrows move, left to right.
        dir={locale.dir}
        className="sg:grid sg:w-full sg:min-w-0 sg:gap-4 sg:md:grid-cols-[13rem_minmax(0,1fr)] sg:md:items-start sg:md:gap-6"
      >
        <Tabs.List aria-label={t('connections.sections')} className="sg:flex sg:gap-1 sg:md:flex-col">
          {sections.map((value) => {
            const { label, description, Icon } = META[value];
            return (
              <Tabs.Trigger
                key={value}
                value={value}
                aria-describedby={wide ? `${id}-${value}-description` : undefined}
                className={trigger}
              >
                <Icon aria-hidden className="sg:size-4 sg:shrink-0" />
                <span className="sg:grid sg:min-w-0 sg:gap-0.5">
                  <span className="sg:font-medium sg:text-xs sg:md:text-sm">{t(label)}</span>
                  {/* Read as the tab's description, not as part of its name (which stays the section's). */}
                  {wide ? (
                    <span
                      aria-hidden
                      id={`${id}-${value}-description`}
                      className="sg:text-muted-foreground sg:text-xs sg:group-data-[state=active]:text-accent-text"
                    >
                      {t(description, { app: appName })}
                    </span>
                  ) : null}
                </span>
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        <Tabs.Content
          value={section}
          className="sg:min-w-0 sg:rounded-sigil-lg sg:outline-none sg:focus-visible:ring-2 sg:focus-visible:ring-ring sg:md:border sg:md:border-border sg:md:bg-background sg:md:p-6"
        >
          <ScreenHeadingLevel level={Math.min(level + 1, 3) as 2 | 3}>{children}</ScreenHeadingLevel>
        </Tabs.Content>
      </Tabs.Root>
    </ScreenLayout>
  );
}
