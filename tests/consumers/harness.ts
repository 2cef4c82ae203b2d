/** What every consumer check shares: where the hosts live, the pinned versions, the result list, a command runner. */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright';

export const root = path.resolve(import.meta.dirname, '../..');
export const here = import.meta.dirname;
// One folder per checkout (cleared at the start, kept after for a look): runs from two worktrees at once must not
// clear each other's hosts.
export const work = path.join(
  tmpdir(),
  `sigil-consumers-${createHash('sha256').update(root).digest('hex').slice(0, 8)}`,
);
export type Versions = Record<string, string>;
export const fixtures: { vite: Record<string, Versions>; next: Record<string, Versions> } = JSON.parse(
  readFileSync(path.join(here, 'fixtures.json'), 'utf8'),
);
const results: { name: string; ok: boolean }[] = [];
export const check = async (name: string, fn: () => unknown) => {
  const started = Date.now();
  try {
    await fn();
    results.push({ name, ok: true });
    console.log(`✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    results.push({ name, ok: false });
    console.log(
      `✗ ${name}\n    ${(error instanceof Error ? error.message : String(error)).split('\n').join('\n    ')}`,
    );
  }
};
export const run = (command: string, args: string[], cwd: string, env?: NodeJS.ProcessEnv) => {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: env ?? process.env });
  if (r.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${(r.stdout + r.stderr).trim().slice(-3000)}`);
  return r.stdout;
};

/** Prints `N passed, N failed` and exits, 1 on a failure. */
export function finish(): never {
  const failed = results.filter((r) => !r.ok).length;
  console.log(`\n${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

/** A static server on a free loopback port for a built host (unknown paths get its index.html). */
export function serve(dir: string): Promise<Server> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.woff2': 'font/woff2',
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir) || !existsSync(file) || url.pathname === '/') file = path.join(dir, 'index.html');
    response.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The origin a server from `serve` listens on. */
export function originOf(server: Server): string {
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** Collects the page's uncaught errors and console errors (React reports hydration mismatches there). */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * Drives the hosts' e-mail-only sign-in: only the method the host has a backend for is offered (the settings list
 * three, and guest), the journey calls the host's sendCode and loginWithCode, and its onDone swaps the sign-in for
 * the host's "Signed in".
 */
export async function emailSignIn(page: Page) {
  const offered = await page.getByRole('navigation', { name: 'Ways to log in' }).getByRole('button').allTextContents();
  if (offered.join('|') !== 'Email') throw new Error(`the landing screen offers ${offered.join(', ')}, not only Email`);
  if (await page.getByRole('button', { name: 'Continue as guest' }).count())
    throw new Error('guest offered without its backend');
  await page.getByRole('button', { name: 'Email' }).click();
  await page.getByRole('textbox', { name: 'Email address' }).fill('host@example.com');
  await page.keyboard.press('Enter');
  const calls = page.getByRole('list', { name: 'Backend calls' });
  await calls.getByText('sendCode host@example.com').waitFor({ timeout: 10_000 });
  await page.getByRole('textbox', { name: 'Verification code' }).fill('123456');
  await calls.getByText('loginWithCode 123456').waitFor({ timeout: 10_000 });
  // The journey's completion callback: the host swaps the sign-in for its own page.
  await page.getByRole('status').getByText('Signed in').waitFor({ timeout: 10_000 });
}
