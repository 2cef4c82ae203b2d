import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { CONFIG_PLACEHOLDER, configBlock } from '../../app/security.ts';
import { configFromEnv } from '../../app/src/config.ts';

/** The provider-modal app of `npm run bench`, built like ours (production, same target). */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    {
      name: 'sigil-config',
      transformIndexHtml: (html) => html.replace(CONFIG_PLACEHOLDER, configBlock(configFromEnv({}))),
    },
  ],
  define: { global: 'globalThis' },
  // The manifest gives npm run bench the static import graph of the first screen, as for our app.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    chunkSizeWarningLimit: 10_000,
    assetsInlineLimit: 0,
  },
  logLevel: 'warn',
});
