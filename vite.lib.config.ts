import { resolve } from 'node:path';
import { defineConfig, mergeConfig } from 'vite';
import base from './vite.config.ts';

/** The published library: one ES module per public entry point, React and every dependency external. */
export const entries = {
  index: 'src/index.ts',
  'code-field': 'src/primitives/CodeField.tsx',
  modal: 'src/primitives/Modal.tsx',
  copy: 'src/copy/index.ts',
  rules: 'src/rules/index.ts',
  icons: 'src/icons/index.ts',
  sigil: 'src/styles/entry.ts',
};

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
