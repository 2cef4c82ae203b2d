import { useId, useState } from 'react';
import { ar, en, type FeatureDeck } from '../../src/copy';
import { TextField } from '../../src/primitives/Field';

/** The base deck and every feature deck (src/copy/decks/), as one table. */
export const english: Record<string, string> = Object.assign(
  {},
  en,
  ...Object.values(import.meta.glob<Record<string, unknown>>('../../src/copy/decks/*.ts', { eager: true }))
    .flatMap((module) => Object.values(module))
    .filter((value): value is FeatureDeck => typeof value === 'object' && value !== null && 'en' in value)
    .map((deck) => deck.en),
);
const arabic = ar as Record<string, string | undefined>;

/** Every string of the copy deck, generated from the module: key, English, Arabic (or the English fallback). */
export function CopyDeckTable() {
  const [query, setQuery] = useState('');
  const countId = useId();
  const q = query.trim().toLowerCase();
  const rows = Object.keys(english).filter(
    (key) => !q || `${key} ${english[key]} ${arabic[key] ?? ''}`.toLowerCase().includes(q),
  );
  return (
    <div className="sg:grid sg:gap-4">
      <TextField
        label="Filter strings"
        type="text"
        role="searchbox"
        enterKeyHint="search"
        optional
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        aria-describedby={countId}
        containerClassName="sg:max-w-sm"
      />
      <output id={countId} aria-live="polite" className="sg:text-muted-foreground sg:text-sm">
        {rows.length} of {Object.keys(english).length} strings
      </output>
      <table className="sg:w-full sg:border-collapse sg:text-sm">
        <thead>
          <tr className="sg:border-border sg:border-b">
            <th scope="col" className="sg:py-2 sg:pe-4 sg:text-start sg:font-semibold">
              Key
            </th>
            <th scope="col" className="sg:py-2 sg:pe-4 sg:text-start sg:font-semibold">
              English
            </th>
            <th scope="col" className="sg:py-2 sg:text-start sg:font-semibold">
              العربية
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((key) => (
            <tr key={key} className="sg:border-border sg:border-b sg:align-top">
              <th scope="row" className="sg:py-2 sg:pe-4 sg:text-start sg:font-mono sg:font-normal sg:text-xs">
                {key}
              </th>
              <td className="sg:py-2 sg:pe-4">{english[key]}</td>
              <td className="sg:py-2" dir="rtl" lang="ar">
                {arabic[key] ?? <span className="sg:text-muted-foreground">— (English)</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
