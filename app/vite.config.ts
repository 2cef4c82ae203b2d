import { writeFileSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { librarySourceAliases } from '../library-entries.ts';
import { CONFIG_PLACEHOLDER, configBlock, securityHeaders } from './security.ts';
import { configFromEnv } from './src/config.ts';

/**
 * The composed app. `VITE_PRIVY_APP_ID` (and `VITE_PRIVY_CLIENT_ID`) make it talk to the live provider;
 * without them it talks to the local emulator (`VITE_SIGIL_EMULATOR_URL`, default http://127.0.0.1:8787).
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, path.resolve(import.meta.dirname, '..'), 'VITE_');
  const config = configFromEnv({ ...env, ...process.env });
  const headers = securityHeaders(config);

  const sigil: Plugin = {
    name: 'sigil-app',
    transformIndexHtml: (html) => html.replace(CONFIG_PLACEHOLDER, configBlock(config)),
    // The deployed app's headers, for hosts that read a _headers file (Netlify, Cloudflare Pages).
    writeBundle(options) {
      const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
      writeFileSync(path.join(options.dir ?? 'dist', '_headers'), `/*\n${lines.join('\n')}\n`);
    },
  };

  // The app imports the library as its users do, by its public entry points; here they resolve to source.
  const alias = librarySourceAliases(path.resolve(import.meta.dirname, '..'));

  return {
    root: import.meta.dirname,
    resolve: { alias },
    envDir: path.resolve(import.meta.dirname, '..'),
    plugins: [react(), tailwindcss(), sigil],
    define: { global: 'globalThis' },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    // `vite preview` serves the build with the production headers, so CSP problems show before deploying.
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, headers },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      manifest: true,
      sourcemap: true,
      target: 'es2022',
      chunkSizeWarningLimit: 4000,
      // No inlined data: URLs (fonts, icons): the CSP allows fonts and scripts from our origin only.
      assetsInlineLimit: 0,
    },
  };
});
