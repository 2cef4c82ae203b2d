import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { configBlock, securityHeaders } from '../../app/security';
import type { RuntimeConfig } from '../../app/src/config';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.map': 'application/json',
};

const CONFIG_BLOCK = /<script type="application\/json" id="sigil-config">[\s\S]*?<\/script>/;

export interface StaticApp {
  origin: string;
  /** Points the served app at a provider (the config block and the headers follow). */
  configure: (config: RuntimeConfig) => void;
  close: () => Promise<void>;
}

/**
 * Serves the built app the way a host would: files from app/dist, every other path falls back to index.html
 * (client-side routes), the runtime config block rewritten for this run's emulator, and the production
 * security headers on every response. Bound to 127.0.0.1.
 */
export async function serveBuiltApp(dist: string): Promise<StaticApp> {
  let config: RuntimeConfig | null = null;
  const index = await readFile(path.join(dist, 'index.html'), 'utf8');
  if (!CONFIG_BLOCK.test(index)) throw new Error('app/dist/index.html has no sigil-config block: rebuild the app.');

  const server: Server = createServer(async (request, response) => {
    if (!config) {
      response.writeHead(503).end('not configured');
      return;
    }
    const headers = securityHeaders(config);
    const url = new URL(request.url ?? '/', 'http://localhost');
    const file = path.normalize(path.join(dist, decodeURIComponent(url.pathname)));
    const inside = file.startsWith(dist + path.sep);
    const isFile = inside && (await stat(file).catch(() => null))?.isFile();
    if (isFile && !file.endsWith('index.html')) {
      const body = await readFile(file);
      response.writeHead(200, {
        ...headers,
        'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Cache-Control': url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      response.end(body);
      return;
    }
    if (path.extname(url.pathname) && !isFile) {
      response.writeHead(404, headers).end('Not found');
      return;
    }
    response.writeHead(200, { ...headers, 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-cache' });
    response.end(index.replace(CONFIG_BLOCK, configBlock(config)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    configure: (next) => {
      config = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
