import { useId, useState } from 'react';
import {
  BrandIcon,
  type BrandName,
  brandMarks,
  CHAIN_MARKS,
  icons,
  oauthProviderMark,
  SPEC_ICONS,
  WALLETS,
} from '../../src/icons';
import { CHAINS, OAUTH_PROVIDERS, SUPPORTED_CHAIN_IDS } from '../../src/model';
import { TextField } from '../../src/primitives/Field';

interface Entry {
  key: string;
  name: string;
  group: string;
  note?: string;
  render: () => React.ReactNode;
}

const semantic: Entry[] = Object.entries(icons).map(([name, Icon]) => ({
  key: `icon-${name}`,
  name,
  group: SPEC_ICONS.includes(name as keyof typeof icons) ? 'Spec icons' : 'Method icons',
  note: `icons.${name}`,
  render: () => <Icon aria-hidden className="sg:size-6" />,
}));

const brand = (group: string, name: string, icon: BrandName, note: string): Entry => ({
  key: `${group}-${note}`,
  name,
  group,
  note,
  render: () => <BrandIcon name={icon} size={28} />,
});

const entries: Entry[] = [
  ...semantic,
  ...OAUTH_PROVIDERS.map((p) => brand('OAuth providers', p.name, oauthProviderMark(p.id), p.id)),
  brand('Social network', brandMarks.farcaster.title, 'farcaster', 'farcaster'),
  ...WALLETS.map((w) => brand('Wallets', w.name, w.icon, w.id)),
  // By id, as the gallery has always listed them.
  ...[...SUPPORTED_CHAIN_IDS]
    .sort((a, b) => a - b)
    .map((id) => brand('Chains', CHAINS[id].name, CHAIN_MARKS[id], `chain ${id}`)),
];

/** Every icon of the kit, searchable by name, group or identifier. */
export function IconGallery() {
  const [query, setQuery] = useState('');
  const resultsId = useId();
  const q = query.trim().toLowerCase();
  const shown = entries.filter((e) => !q || `${e.name} ${e.group} ${e.note ?? ''}`.toLowerCase().includes(q));
  const groups = [...new Set(shown.map((e) => e.group))];
  return (
    <div className="sg:grid sg:gap-6">
      <TextField
        label="Search icons"
        type="text"
        role="searchbox"
        enterKeyHint="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        aria-controls={resultsId}
        containerClassName="sg:max-w-sm"
        optional
      />
      <output id={resultsId} aria-live="polite" className="sg:text-muted-foreground sg:text-sm">
        {shown.length} of {entries.length} icons
      </output>
      {groups.map((group) => (
        <section key={group} aria-label={group}>
          <h3 className="sg:mb-3 sg:font-semibold sg:text-foreground sg:text-sm">{group}</h3>
          <ul className="sg:grid sg:grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] sg:gap-2">
            {shown
              .filter((e) => e.group === group)
              .map((e) => (
                <li
                  key={e.key}
                  className="sg:flex sg:flex-col sg:items-center sg:gap-2 sg:rounded-sigil sg:border sg:border-border sg:bg-surface sg:p-3 sg:text-center"
                >
                  {e.render()}
                  <span className="sg:font-medium sg:text-foreground sg:text-xs">{e.name}</span>
                  {e.note ? <code className="sg:text-[11px] sg:text-muted-foreground">{e.note}</code> : null}
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
