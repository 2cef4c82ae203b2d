/** A Vite host (React 18.3 or 19): its TypeScript, its build, and a sign-in in Chromium; the shadcn pages when it has Tailwind. */

import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Browser } from 'playwright';
import { build, type PluginOption } from 'vite';
import { loopbackOnly } from '../setup/chromium';
import { check, emailSignIn, originOf, pageErrors, root, run, serve, type Versions } from './harness';
import { checkShadcnHost, SHADCN_PAGES } from './shadcn';

export async function checkViteHost(name: string, dir: string, versions: Versions, browser: Browser) {
  await check(`${name}: TypeScript strict against the host's React types (bundler and NodeNext resolution)`, () => {
    run(path.join(root, 'node_modules/.bin/tsc'), ['-p', path.join(dir, 'tsconfig.json')], dir);
    run(path.join(root, 'node_modules/.bin/tsc'), ['-p', path.join(dir, 'tsconfig.nodenext.json')], dir);
  });
  // The fixture that installs Tailwind is the Tailwind 4 + shadcn host: its pages (src/shadcn) are built too.
  const tailwindHost = '@tailwindcss/vite' in versions;
  let built = false;
  await check(`${name}: Vite build`, async () => {
    const plugins: PluginOption[] = [react()];
    const input: Record<string, string> = { main: path.join(dir, 'index.html') };
    if (tailwindHost) {
      const hostRequire = createRequire(path.join(dir, 'package.json'));
      const tailwind = await import(pathToFileURL(hostRequire.resolve('@tailwindcss/vite')).href);
      plugins.push(tailwind.default());
      for (const page of SHADCN_PAGES) {
        input[page] = path.join(dir, `${page}.html`);
        writeFileSync(
          input[page],
          `<!doctype html>\n<html lang="en"><head><meta charset="UTF-8" /><title>${page}</title></head>` +
            `<body><div id="root"></div><script type="module" src="/src/shadcn/${page}.tsx"></script></body></html>\n`,
        );
      }
    }
    await build({
      root: dir,
      configFile: false,
      logLevel: 'error',
      plugins,
      build: { outDir: 'dist', rolldownOptions: { input } },
    });
    built = true;
  });
  if (!built) return;
  await check(
    `${name}: an e-mail-only sign-in runs in Chromium on the host's backend to onDone; a ref reaches a Sigil button`,
    async () => {
      const server = await serve(path.join(dir, 'dist'));
      const context = await browser.newContext();
      await loopbackOnly(context);
      const page = await context.newPage();
      const errors = pageErrors(page);
      try {
        await page.goto(`${originOf(server)}/`);
        await emailSignIn(page);
        const tag = await page.getByTestId('ref').textContent();
        if (tag !== 'button') throw new Error(`a ref to Sigil's Button reached "${tag}", not the <button>`);
        if (errors.length) throw new Error(`the page reported errors:\n${errors.join('\n')}`);
      } finally {
        await context.close();
        server.close();
      }
    },
  );
  if (tailwindHost) await checkShadcnHost(name, dir, browser);
}
