import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright';

const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core (the engine the stories' a11y checks use) on the whole page as composed by the app, WCAG 2.x
 * A and AA plus best practices, and returns each violation as "rule: target" lines.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Through the DevTools protocol: the app's CSP rightly refuses inline scripts in the page.
  await page.evaluate(source);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResults> } }).axe;
    type AxeResults = { violations: { id: string; nodes: { target: string[] }[] }[] };
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  });
}
