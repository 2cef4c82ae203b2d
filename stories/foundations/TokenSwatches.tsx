import { useEffect, useRef, useState } from 'react';
import { contrastRatio, parseHex } from '../../src/theme/color';

/** The semantic tokens, in the order a designer reads them. */
const TOKENS = [
  'background',
  'foreground',
  'surface',
  'muted',
  'muted-foreground',
  'border',
  'ring',
  'accent',
  'accent-foreground',
  'accent-subtle',
  'accent-text',
  'error',
  'error-foreground',
  'error-subtle',
  'warning',
  'warning-subtle',
  'success',
  'success-subtle',
  'info',
  'info-subtle',
] as const;

function readToken(element: HTMLElement, name: string) {
  return getComputedStyle(element).getPropertyValue(`--sigil-${name}`).trim();
}

/** Live swatches: each value is read from the CSS variables in force here, so it follows the theme toolbar. */
export function TokenSwatches() {
  const ref = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () =>
      setValues(Object.fromEntries([...TOKENS, 'radius', 'font'].map((name) => [name, readToken(element, name)])));
    read();
    const observer = new MutationObserver(read);
    for (let node: HTMLElement | null = element; node; node = node.parentElement) {
      observer.observe(node, { attributes: true, attributeFilter: ['class', 'style'] });
    }
    return () => observer.disconnect();
  }, []);
  const bg = parseHex(values.background ?? '');
  return (
    <div ref={ref} className="grid gap-6">
      <table className="w-full border-collapse text-sm">
        <caption className="mb-2 text-start text-muted-foreground">
          Semantic colour tokens, read live from the CSS variables. Contrast is against --sigil-background.
        </caption>
        <thead>
          <tr className="border-border border-b text-start">
            <th scope="col" className="py-2 text-start font-semibold">
              Token
            </th>
            <th scope="col" className="py-2 text-start font-semibold">
              Swatch
            </th>
            <th scope="col" className="py-2 text-start font-semibold">
              Value
            </th>
            <th scope="col" className="py-2 text-start font-semibold">
              Contrast
            </th>
          </tr>
        </thead>
        <tbody>
          {TOKENS.map((name) => {
            const value = values[name] ?? '';
            const rgb = parseHex(value);
            return (
              <tr key={name} className="border-border border-b">
                <th scope="row" className="py-2 text-start font-mono font-normal">
                  --sigil-{name}
                </th>
                <td className="py-2">
                  <span
                    aria-hidden
                    className="inline-block h-6 w-12 rounded-sigil-sm border border-border"
                    style={{ background: `var(--sigil-${name})` }}
                  />
                </td>
                <td className="py-2 font-mono">{value}</td>
                <td className="py-2 tabular-nums">{rgb && bg ? `${contrastRatio(rgb, bg).toFixed(2)}:1` : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="font-mono">--sigil-radius</dt>
        <dd className="flex items-center gap-3">
          <span aria-hidden className="inline-block size-10 rounded-sigil border-2 border-accent" />
          <span className="font-mono">{values.radius}</span>
        </dd>
        <dt className="font-mono">--sigil-font</dt>
        <dd className="font-mono">{values.font}</dd>
      </dl>
    </div>
  );
}
