import { resolve } from 'node:path';
import { defineConfig, mergeConfig } from 'vite';
import { libraryEntries } from './library-entries.ts';
import base from './vite.config.ts';

/** The published library: one ES module per public entry point (see library-entries.ts), React and every
 * dependency external. */
export const entries: Record<string, string> = { ...libraryEntries, sigil: 'src/styles/entry.ts' };

export default mergeConfig(
  base,
  defineConfig({
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
        external: (id: string) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
      },
    },
  }),
);
