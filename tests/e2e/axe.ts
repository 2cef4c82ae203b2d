import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright';
import { auditPage } from '../setup/page-audit';

const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core (the engine the stories' a11y checks use) on the whole page as composed by the app, WCAG 2.x
 * A and AA plus best practices, and returns each violation as "rule: target" lines.
 */
async function axeViolations(page: Page): Promise<string[]> {
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

/**
 * Waits for the page's finite animations to end (spinners never do), so a dialog fading or sliding in is measured
 * where it rests, not where a slow machine's frame caught it.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Everything a composed page is checked for beyond its pixels: axe's violations, then the page audit's findings
 * (parts the browser draws rather than our CSS; text or a control outside its box or the viewport), one line each.
 */
export async function pageViolations(page: Page): Promise<string[]> {
  // The function's source is sent to the page: a transpiler's helper outside it (esbuild's __name, coverage
  // counters) would fail there with a confusing ReferenceError, so say what happened instead.
  if (/__name\(|cov_/.test(auditPage.toString())) {
    throw new Error('auditPage was transpiled with outside helpers (keepNames or coverage): it cannot run in the page');
  }
  await animationsSettled(page);
  const audit = await page.evaluate(auditPage);
  return [...(await axeViolations(page)), ...audit];
}
