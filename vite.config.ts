import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { librarySourceAliases } from './library-entries.ts';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // Tests and stories that import the library by its public specifiers get the source, never a stale dist/.
  resolve: { alias: librarySourceAliases(import.meta.dirname) },
});
