import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';
import { auditPage } from '../tests/setup/page-audit.ts';

// Preview annotations (addons, decorators, a11y) are applied by @storybook/addon-vitest itself (10.3+).

/**
 * Deterministic pixels: no animation or transition, no text caret, no smooth scrolling. Fonts are the
 * project's own (Inter, shipped from npm), waited for before every shot.
 */
beforeAll(() => {
  // Story files share their page (isolate: false): one style element is enough.
  if (document.head.querySelector('style[data-sigil-visual-test]')) return;
  const style = document.createElement('style');
  style.dataset.sigilVisualTest = '';
  style.textContent = `*, *::before, *::after {
    animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
    transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important; }`;
  document.head.append(style);
});

interface StoryTestContext {
  story?: { id: string; parameters: { visual?: boolean; keepFocus?: boolean } };
  task: { result?: { state?: string } };
}

/**
 * After a story's play function and axe have passed: the page audit (no part drawn by the browser rather than our
 * CSS, no text or control outside its box or the viewport; tests/setup/page-audit.ts), then visual regression of
 * the whole page (so dialogs rendered in portals are included) against the committed baseline of this project
 * (light, dark, phone). A story can opt out of the screenshot, never the audit, with `parameters.visual = false`
 * when its pixels are not deterministic. Focus is taken off the page after the audit (which checks the focused
 * element's ring) and before the shot, so a picture shows the state, not where a play function's last click
 * left the focus; a story whose picture is about focus says `parameters.keepFocus = true`.
 */
afterEach(async (context) => {
  const { story, task } = context as unknown as StoryTestContext;
  if (!story || task.result?.state === 'fail') return;
  await document.fonts.ready;
  // A text selection is painted in the browser's own colour: never part of a picture.
  getSelection()?.removeAllRanges();
  const findings = auditPage();
  if (findings.length) throw new Error(`Page audit of ${story.id}:\n${findings.map((f) => `  ${f}`).join('\n')}`);
  if (story.parameters.visual === false) return;
  // Parts that load after the first render (the providers' marks) hold their place with `data-loading`: wait for them.
  await expect.poll(() => document.querySelector('[data-loading]'), { timeout: 5000 }).toBeNull();
  if (story.parameters.keepFocus !== true && document.activeElement instanceof HTMLElement)
    document.activeElement.blur();
  // The story runs in an iframe that paints only what it shows: grow it to the content for tall stories.
  const { innerWidth: width, innerHeight: height } = window;
  const contentHeight = Math.ceil(document.documentElement.scrollHeight);
  if (contentHeight > height) await page.viewport(width, contentHeight);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  try {
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(story.id);
  } finally {
    if (contentHeight > height) await page.viewport(width, height);
  }
});
