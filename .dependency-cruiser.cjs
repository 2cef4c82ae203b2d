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
 *   styles      nothing (CSS)
 *
 * `src/index.ts` (the root barrel) may import every layer and nothing in src imports it; each layer's
 * `index.ts` is its public barrel. Inside src, modules import each other by relative paths, never by the
 * package's own name (`@sigil/ui/...` is external in the library build).
 *
 * ── Between the parts of the repository ─────────────────────────────────────────────────────────────────
 *   src/        never the provider SDK (`@privy-io/*`), app/, emulator/, stories/, tests/, bench/, scripts/
 *   emulator/   nothing of src/, app/, stories/, tests/ (a separate program that speaks the provider's API)
 *   app/        the library only through its public entry points (`@sigil/ui`, `@sigil/ui/<entry>`, resolved by
 *               tsconfig paths to the files listed in library-entries.ts), never a relative path into src/;
 *               nothing of emulator/, stories/, tests/; the SDK only in app/src/auth/sdk.tsx and the files only
 *               it imports (SDK_SIDE below), and sdk.tsx itself only through a dynamic import (it is a lazy chunk)
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
  styles: [],
};

/** The files the public entry points resolve to, read from library-entries.ts (every 'src/…' string in it). */
const ENTRY_FILES = [
  ...readFileSync(path.join(__dirname, 'library-entries.ts'), 'utf8').matchAll(/'(src\/[^']+)'/g),
].map((m) => m[1]);
if (ENTRY_FILES.length === 0) throw new Error('No entry files found in library-entries.ts');

/** The app's SDK side: sdk.tsx and the modules only it imports. */
const SDK_SIDE = [
  '^app/src/auth/sdk\\.tsx$',
  '^app/src/auth/user\\.ts$',
  '^app/src/auth/sdk-wallets\\.ts$',
  '^app/src/auth/sdk-mfa\\.ts$',
  '^app/src/auth/sdk-account\\.ts$',
  '^app/src/auth/sdk-connections\\.ts$',
  '^app/src/auth/sdk-funding\\.ts$',
];

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
      comment: 'The library never imports the provider SDK: screens take props; the app wires the SDK.',
      from: { path: '^src/' },
      to: { path: '(^|/)@privy-io/' },
    },
    {
      name: 'src-not-to-outside',
      severity: 'error',
      comment: 'The library imports nothing of the app, the emulator, stories, tests, bench or scripts.',
      from: { path: '^src/' },
      to: { path: '^(app|emulator|stories|tests|bench|scripts|\\.storybook)/' },
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
      name: 'sdk-only-in-sdk-tsx',
      severity: 'error',
      comment: 'Only app/src/auth/sdk.tsx (and the modules only it imports) may import the provider SDK.',
      from: { path: '^app/', pathNot: SDK_SIDE },
      to: { path: '(^|/)@privy-io/' },
    },
    {
      name: 'sdk-side-only-from-sdk-tsx',
      severity: 'error',
      comment:
        'app/src/auth/user.ts and sdk-wallets.ts belong to the SDK side (they import the SDK): only sdk.tsx imports them; move what others need to port.ts.',
      from: { path: '^app/', pathNot: SDK_SIDE },
      to: { path: SDK_SIDE.filter((p) => !p.includes('sdk\\.tsx')) },
    },
    {
      name: 'sdk-tsx-lazily',
      severity: 'error',
      comment: 'app/src/auth/sdk.tsx is the lazily loaded SDK chunk: import it only with import().',
      from: { path: '^app/', pathNot: SDK_SIDE },
      to: { path: '^app/src/auth/sdk\\.tsx$', dynamic: false },
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
