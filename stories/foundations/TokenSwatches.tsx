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
  return getComputedStyle(element).getPropertyValue(`--_sigil-${name}`).trim();
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
    <div ref={ref} className="sg:grid sg:gap-6">
      <table className="sg:w-full sg:border-collapse sg:text-sm">
        <caption className="sg:mb-2 sg:text-start sg:text-muted-foreground">
          Semantic colour tokens, read live from the CSS variables. Contrast is against --sigil-background.
        </caption>
        <thead>
          <tr className="sg:border-border sg:border-b sg:text-start">
            <th scope="col" className="sg:py-2 sg:text-start sg:font-semibold">
              Token
            </th>
            <th scope="col" className="sg:py-2 sg:text-start sg:font-semibold">
              Swatch
            </th>
            <th scope="col" className="sg:py-2 sg:text-start sg:font-semibold">
              Value
            </th>
            <th scope="col" className="sg:py-2 sg:text-start sg:font-semibold">
              Contrast
            </th>
          </tr>
        </thead>
        <tbody>
          {TOKENS.map((name) => {
            const value = values[name] ?? '';
            const rgb = parseHex(value);
            return (
              <tr key={name} className="sg:border-border sg:border-b">
                <th scope="row" className="sg:py-2 sg:text-start sg:font-mono sg:font-normal">
                  --sigil-{name}
                </th>
                <td className="sg:py-2">
                  <span
                    aria-hidden
                    className="sg:inline-block sg:h-6 sg:w-12 sg:rounded-sigil-sm sg:border sg:border-border"
                    style={{ background: `var(--_sigil-${name})` }}
                  />
                </td>
                <td className="sg:py-2 sg:font-mono">{value}</td>
                <td className="sg:py-2 sg:tabular-nums">
                  {rgb && bg ? `${contrastRatio(rgb, bg).toFixed(2)}:1` : '—'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <dl className="sg:grid sg:grid-cols-[max-content_1fr] sg:gap-x-6 sg:gap-y-2 sg:text-sm">
        <dt className="sg:font-mono">--sigil-radius</dt>
        <dd className="sg:flex sg:items-center sg:gap-3">
          <span aria-hidden className="sg:inline-block sg:size-10 sg:rounded-sigil sg:border-2 sg:border-accent" />
          <span className="sg:font-mono">{values.radius}</span>
        </dd>
        <dt className="sg:font-mono">--sigil-font</dt>
        <dd className="sg:font-mono">{values.font}</dd>
      </dl>
    </div>
  );
}
