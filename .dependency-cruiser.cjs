/**
 * The allowed arrows between the parts of this repository, checked by `npm test` (scripts/test.mjs runs
 * `depcruise --config .dependency-cruiser.cjs <roots>`; scripts/layers.mjs). Every violation prints one line:
 * `error <rule>: <from> → <to>` (a cycle lists its whole path), then the rule's comment.
 *
 * ── Inside the library (src/) ────────────────────────────────────────────────────────────────────────────
 * A layer may import only the layers listed for it (and itself); everything else is forbidden. From the
 * bottom up:
 *
 *   lib         nothing                       (cn(): clsx + tailwind-merge)
 *   model       nothing                       (the provider's vocabulary: methods, OAuth ids, accounts, chains)
 *   theme       lib                           (ThemeProvider, colour arithmetic)
 *   copy        lib, model                    (the copy deck, messageFor, CopyProvider)
 *   rules       lib, model, copy              (pure validation returning copy keys; limits)
 *   icons       lib, model, copy, rules, theme
 *   flows       lib, model, copy, rules       (headless state machines and hooks: never a component)
 *   primitives  lib, model, copy, rules, theme, icons          (never a flow, screen, port or journey)
 *   screens     the above + flows (their state types), primitives
 *   ports       lib, model, copy, rules, flows                  (what a journey needs from an auth backend:
 *                                                                types only, no components)
 *   journeys    everything above: flows + screens + ports + primitives + copy …
 *   privy       everything above (the provider SDK's adapter: it fills the ports from the SDK and wires the
 *               journeys into pages); nothing else in src/ imports it, the root barrel included
 *   styles      nothing (CSS)
 *
 * `src/index.ts` (the root barrel) may import every layer but privy, and nothing in src imports it; each layer's
 * `index.ts` is its public barrel. Inside src, modules import each other by relative paths, never by the
 * package's own name (`@sigil/ui/...` is external in the library build).
 *
 * The provider SDK (`@privy-io/*`) is imported by src/privy/ only, and its runtime by src/privy/sdk/ only (the
 * `@sigil/ui/privy-hooks` entry and the SDK's chunk): the rest of src/privy/ may import its types, and reaches
 * src/privy/sdk/ only through the dynamic import of src/privy/sdk/sdk.tsx (the lazily loaded chunk) or for types.
 *
 * ── Between the parts of the repository ─────────────────────────────────────────────────────────────────
 *   src/        never app/, emulator/, stories/, tests/, bench/, scripts/; the provider SDK only in src/privy/
 *   emulator/   nothing of src/, app/, stories/, tests/ (a separate program that speaks the provider's API)
 *   app/        the library only through its public entry points (`@sigil/ui`, `@sigil/ui/<entry>`, resolved by
 *               tsconfig paths to the files listed in library-entries.ts), never a relative path into src/;
 *               nothing of emulator/, stories/, tests/; never the provider SDK itself: the SDK only through
 *               `@sigil/ui/privy` (which loads it lazily), never `@sigil/ui/privy-hooks` (which imports it)
 *   stories/    src/ freely; never app/ or emulator/
 *   tests/, bench/, scripts/, configs: anything (they test, measure and build the rest)
 *   everywhere: no cycles, no import that does not resolve.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');

/** Layers of src/ and what each may import besides itself (see the table above). */
const LAYERS = {
  lib: [],
  model: [],
  theme: ['lib'],
  copy: ['lib', 'model'],
  rules: ['lib', 'model', 'copy'],
  icons: ['lib', 'model', 'copy', 'rules', 'theme'],
  flows: ['lib', 'model', 'copy', 'rules'],
  primitives: ['lib', 'model', 'copy', 'rules', 'theme', 'icons'],
  screens: ['lib', 'model', 'copy', 'rules', 'theme', 'icons', 'flows', 'primitives'],
  ports: ['lib', 'model', 'copy', 'rules', 'flows'],
  journeys: ['lib', 'model', 'copy', 'rules', 'theme', 'icons', 'flows', 'primitives', 'screens', 'ports'],
  privy: ['lib', 'model', 'copy', 'rules', 'theme', 'icons', 'flows', 'primitives', 'screens', 'ports', 'journeys'],
  styles: [],
};

/** The files the public entry points resolve to, read from library-entries.ts (every 'src/…' string in it). */
const ENTRY_FILES = [
  ...readFileSync(path.join(__dirname, 'library-entries.ts'), 'utf8').matchAll(/'(src\/[^']+)'/g),
].map((m) => m[1]);
if (ENTRY_FILES.length === 0) throw new Error('No entry files found in library-entries.ts');

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const layerRules = Object.entries(LAYERS).map(([layer, allowed]) => ({
  name: `layer-${layer}`,
  severity: 'error',
  comment: `src/${layer}/ may import only ${allowed.length ? allowed.map((l) => `src/${l}/`).join(', ') : 'npm packages'} (and itself): see the table in .dependency-cruiser.cjs.`,
  from: { path: `^src/${layer}/` },
  to: { path: '^src/', pathNot: `^src/(${[layer, ...allowed].join('|')})/` },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: break it (move the shared part down a layer, or pass it in).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'This import does not resolve to a file or an installed package.',
      from: {},
      to: { couldNotResolve: true },
    },
    ...layerRules,
    {
      name: 'src-unknown-layer',
      severity: 'error',
      comment: `A folder of src/ that is not in the layer table: add it to LAYERS in .dependency-cruiser.cjs.`,
      from: { path: '^src/', pathNot: [`^src/(${Object.keys(LAYERS).join('|')})/`, '^src/index\\.ts$'] },
      to: {},
    },
    {
      name: 'src-not-to-sdk',
      severity: 'error',
      comment:
        'Only src/privy/ imports the provider SDK: screens take props; journeys take ports; src/privy/ fills them.',
      from: { path: '^src/', pathNot: '^src/privy/' },
      to: { path: '(^|/)@privy-io/' },
    },
    {
      name: 'src-not-to-privy',
      severity: 'error',
      comment:
        'Nothing in src/ but src/privy/ imports src/privy/ (the root barrel neither): only its entries reach it.',
      from: { path: '^src/', pathNot: '^src/privy/' },
      to: { path: '^src/privy/' },
    },
    {
      name: 'privy-sdk-runtime-in-sdk-folder',
      severity: 'error',
      comment:
        "The SDK's runtime is imported in src/privy/sdk/ only (loaded lazily); the rest of src/privy/ may import its types.",
      from: { path: '^src/privy/', pathNot: '^src/privy/sdk/' },
      to: { path: '(^|/)@privy-io/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'privy-sdk-folder-lazily',
      severity: 'error',
      comment:
        'src/privy/sdk/ imports the SDK: from the rest of src/privy/ reach it only by import() of sdk/sdk.tsx (the lazy chunk), or for types.',
      from: { path: '^src/privy/', pathNot: '^src/privy/sdk/' },
      to: { path: '^src/privy/sdk/', dynamic: false, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'privy-sdk-chunk-only',
      severity: 'error',
      comment: 'The only dynamic import into src/privy/sdk/ is the SDK chunk, src/privy/sdk/sdk.tsx.',
      from: { path: '^src/privy/', pathNot: '^src/privy/sdk/' },
      to: { path: '^src/privy/sdk/', pathNot: '^src/privy/sdk/sdk\\.tsx$', dynamic: true },
    },
    {
      name: 'src-not-to-outside',
      severity: 'error',
      comment:
        'The library imports nothing of the app, the emulator, stories, tests, bench or scripts; its unit tests (`*.test.ts` beside their modules) may use the shared test helpers in tests/support/ (the manual clock; production-not-to-tests keeps them out of the library), nothing else outside.',
      from: { path: '^src/' },
      to: {
        path: '^(app|emulator|stories|tests|bench|scripts|\\.storybook)/',
        pathNot: '^tests/support/',
      },
    },
    {
      name: 'src-not-to-own-package',
      severity: 'error',
      comment: 'Inside the library import by relative path: @sigil/ui/... is external in the library build.',
      from: { path: '^src/' },
      to: { dependencyTypes: ['aliased'] },
    },
    {
      name: 'src-not-to-root-barrel',
      severity: 'error',
      comment: 'src/index.ts is for consumers; inside the library import the module (or its layer barrel).',
      from: { path: '^src/' },
      to: { path: '^src/index\\.ts$' },
    },
    {
      name: 'emulator-isolated',
      severity: 'error',
      comment: 'The emulator is a separate program: it imports nothing of src/, app/, stories/ or tests/.',
      from: { path: '^emulator/' },
      to: { path: '^(src|app|stories|tests|bench|scripts|\\.storybook)/' },
    },
    {
      name: 'app-through-entries',
      severity: 'error',
      comment:
        'The app imports the library by its public entry points (@sigil/ui, @sigil/ui/<entry>), never by a path into src/.',
      from: { path: '^app/' },
      to: { path: '^src/', dependencyTypesNot: ['aliased-tsconfig-paths'] },
    },
    {
      name: 'app-entries-only',
      severity: 'error',
      comment: 'The app may reach only the files listed in library-entries.ts.',
      from: { path: '^app/' },
      to: { path: '^src/', pathNot: ENTRY_FILES.map((f) => `^${escapeRegExp(f)}$`) },
    },
    {
      name: 'app-not-to-outside',
      severity: 'error',
      comment: 'The app imports nothing of the emulator (it talks to it over HTTP), stories, tests, bench or scripts.',
      from: { path: '^app/' },
      to: { path: '^(emulator|stories|tests|bench|scripts|\\.storybook)/' },
    },
    {
      name: 'app-not-to-sdk',
      severity: 'error',
      comment:
        'The app imports the provider SDK only through @sigil/ui/privy (which loads it after the first screen), never directly.',
      from: { path: '^app/' },
      to: { path: '(^|/)@privy-io/' },
    },
    {
      name: 'app-not-to-privy-hooks',
      severity: 'error',
      comment:
        '@sigil/ui/privy-hooks imports the SDK (it would join the first screen): the app uses @sigil/ui/privy, which loads it lazily.',
      from: { path: '^app/' },
      to: { path: '^src/privy/sdk/' },
    },
    {
      name: 'stories-not-to-app-or-emulator',
      severity: 'error',
      comment: 'Stories show the library: they import src/ (and fixtures), never app/ or the emulator.',
      from: { path: '^stories/' },
      to: { path: '^(app|emulator)/' },
    },
    {
      name: 'production-not-to-tests',
      severity: 'error',
      comment: 'Production code (src/, app/, emulator/) never imports tests/, stories/, bench/ or scripts/.',
      from: { path: '^(src|app|emulator)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(tests|stories|bench|scripts)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // tests/consumers/app and tests/consumers/next are host apps copied out of the repository and installed there:
    // their imports of @sigil/ui resolve to the packed package in that host, not here.
    exclude: {
      path: '^(dist|app/dist|bench/modal-app/dist|storybook-static|\\.vitest|tests/visual|tests/consumers/(app|next))/',
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
