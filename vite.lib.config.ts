import { resolve } from 'node:path';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import { libraryEntries } from './library-entries.ts';
import base from './vite.config.ts';

/** The published library: an ES module per public entry point (see library-entries.ts) over one module per source
 * file, React and every dependency external. */
export const entries: Record<string, string> = { ...libraryEntries, sigil: 'src/styles/entry.ts' };

/**
 * The stylesheets' declaration (`export {}`), named by package.json's exports for `@sigil/ui/theme.css` and
 * `fonts.css`: a host's TypeScript checks side-effect imports (TypeScript 6 does by default) and finds it.
 */
const cssDeclaration: Plugin = {
  name: 'sigil-css-declaration',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'css.d.ts', source: 'export {};\n' });
  },
};

export default mergeConfig(
  base,
  defineConfig({
    plugins: [cssDeclaration],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      cssCodeSplit: true,
      lib: {
        entry: Object.fromEntries(
          Object.entries(entries).map(([name, file]) => [name, resolve(import.meta.dirname, file)]),
        ),
        formats: ['es'],
      },
      rolldownOptions: {
        // Module by module, as the source is: a host's bundler then splits what the source splits (each sign-in
        // method's journey stays behind its dynamic import). In one chunk per entry, the journeys entry held every
        // method, so the sign-in page loaded them all up front (171.8 KiB from the package, 92.5 KiB from source).
        output: { preserveModules: true, preserveModulesRoot: 'src' },
        external: (id: string) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
      },
    },
  }),
);
