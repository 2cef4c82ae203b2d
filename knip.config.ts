import type { KnipConfig } from 'knip';
import { libraryEntries } from './library-entries.ts';

/**
 * knip: unused files, exports and dependencies (run by `npm test`, step "Layers + unused code").
 *
 * Entry points knip finds on its own, through its plugins: the app
 * (`app/index.html` → `app/src/main.tsx`, app/vite.config.ts); the emulator (`emulator/src/cli.ts`, from the
 * `emulator` script); stories and MDX pages (.storybook/main.ts); every test file (vitest.config.ts);
 * the configs of Vite, Vitest, Storybook, Tailwind, Biome, size-limit and dependency-cruiser.
 * Listed here: what no plugin can see.
 */
const config: KnipConfig = {
  entry: [
    // The library's public entry points (their exports are the published API) and its stylesheet entry.
    ...Object.values(libraryEntries),
    'src/styles/entry.ts',
    // Run by `node`/`tsx` from package.json scripts or by each other (test.mjs runs app-first-load.mjs).
    'scripts/*.{mjs,ts}',
    // `npm run bench`'s second app: built by scripts/bench-app.ts with its own Vite config.
    'bench/modal-app/vite.config.ts',
    'bench/modal-app/main.tsx',
    // The contract tests' pages, served by Vite from tests/contract/harness/*.html (one per feature).
    'tests/contract/harness/*.tsx',
    // The consumer tests (run by scripts/test.mjs with tsx) and the host apps they copy out of the repository: the
    // Vite app's entry, and the Next.js app's layout and pages (Next's App Router finds them by their file names).
    'tests/consumers/run.ts',
    'tests/consumers/app/src/main.tsx',
    'tests/consumers/app/src/shadcn/*-*.tsx',
    'tests/consumers/next/app/**/{layout,page}.tsx',
    // Type-level tests: only the type-checker reads them.
    'tests/types/*.{ts,tsx}',
  ],
  project: [
    'src/**/*.{ts,tsx,css}',
    'app/**/*.{ts,tsx,css}',
    'emulator/**/*.ts',
    'stories/**/*.{ts,tsx,mdx}',
    'tests/**/*.{ts,tsx}',
    'scripts/**/*.{mjs,ts}',
    'bench/**/*.{ts,tsx}',
    '.storybook/**/*.{ts,tsx,css}',
    '*.ts',
  ],
  ignoreDependencies: [
    // tests/e2e/axe.ts reads axe-core/axe.min.js through require.resolve, which knip does not follow.
    'axe-core',
    // scripts/chromatic.mjs runs node_modules/.bin/chromatic by its path.
    'chromatic',
    // emulator/src/chain/anvil.ts resolves the platform's binary from the wrapper's package.json (require.resolve).
    '@foundry-rs/anvil',
  ],
};

export default config;
