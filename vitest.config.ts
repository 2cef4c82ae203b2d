import { availableParallelism } from 'node:os';
import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './tests/setup/chromium.ts';
import viteConfig from './vite.config.ts';

const root = import.meta.dirname;

/** Story tests add flags that keep pixels identical from machine to machine. */
const chromium = playwright({
  launchOptions: chromiumLaunchOptions([
    '--font-render-hinting=none',
    '--force-color-profile=srgb',
    '--hide-scrollbars',
  ]),
});

/** How many story pages run at once: every core but one, and at least two. */
const storyWorkers = Math.max(2, availableParallelism() - 1);

/**
 * Every story runs as a test in three projects: light and dark at a desktop size, and the stories tagged
 * 'responsive' (screens, dialogs) at a phone width. Each runs play functions, axe and a screenshot.
 */
function storyProject(name: string, globals: Record<string, unknown>, tags?: { include: string[] }) {
  return {
    extends: true as const,
    plugins: [
      storybookTest({ configDir: path.join(root, '.storybook'), initialGlobals: globals, ...(tags ? { tags } : {}) }),
    ],
    test: {
      name,
      setupFiles: ['.storybook/vitest.setup.ts'],
      // Story files share a page (each story renders and cleans up on its own), and up to two pages (or more on a
      // larger machine) run at once: the tests mostly wait on the browser, so this halves their time on 2 cores.
      isolate: false,
      maxWorkers: storyWorkers,
      // A group of their own (their maxWorkers differs from the unit project's): `npx vitest run` with every project
      // runs them after the unit tests; `npm test` runs them in a process of their own, beside the node projects.
      sequence: { groupOrder: 1 },
      browser: {
        enabled: true,
        headless: true,
        provider: chromium,
        instances: [{ browser: 'chromium' as const }],
        expect: {
          toMatchScreenshot: {
            resolveScreenshotPath: ({ arg, ext, testFileName }: { arg: string; ext: string; testFileName: string }) =>
              path.join(
                root,
                'tests/visual/baselines',
                name,
                testFileName.replace(/\.stories\.tsx$/, ''),
                `${arg}${ext}`,
              ),
            resolveDiffPath: ({ arg, ext, testFileName }: { arg: string; ext: string; testFileName: string }) =>
              path.join(
                root,
                'tests/visual/.output',
                name,
                testFileName.replace(/\.stories\.tsx$/, ''),
                `${arg}${ext}`,
              ),
          },
        },
      },
    },
  };
}

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            // One module graph for every file (no fresh import per file): 139 s -> 49 s on 2 cores, most of it imports.
            isolate: false,
            setupFiles: ['tests/setup/unit.ts'],
            include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/emulator/**/*.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'contract',
            environment: 'node',
            include: ['tests/contract/**/*.test.ts'],
            testTimeout: 240_000,
            hookTimeout: 240_000,
            fileParallelism: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['tests/e2e/**/*.test.ts'],
            testTimeout: 120_000,
            hookTimeout: 120_000,
            fileParallelism: false,
          },
        },
        storyProject('stories-light', { theme: 'light', viewport: { value: 'sigilDesktop' } }),
        storyProject('stories-dark', { theme: 'dark', viewport: { value: 'sigilDesktop' } }),
        storyProject(
          'stories-phone',
          { theme: 'light', viewport: { value: 'sigilPhone' } },
          { include: ['responsive'] },
        ),
      ],
    },
  }),
);
