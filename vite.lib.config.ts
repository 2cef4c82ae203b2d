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

/** Packages whose components only work in the browser's React (state, effects, DOM events inside them). */
const CLIENT_PACKAGES = new Set(['radix-ui', 'input-otp', 'qrcode.react']);

type Node = { type?: string; [key: string]: unknown };

/**
 * Whether a module's source needs React on the client: it calls a hook (`useState`,
 * `useCopy`, React 19's `use`), defines one (`useOtp`), calls `createContext`, sets an event handler in JSX
 * (`onClick={…}`: a function cannot cross from a server component to a client one), or imports a component of a
 * client-only package. Read from the syntax tree, so a hook named in a comment does not count.
 */
function needsClient(program: Node): boolean {
  const hook = (name: unknown) => typeof name === 'string' && /^(use[A-Z]\w*|use|createContext)$/.test(name);
  const stack: unknown[] = [program];
  while (stack.length) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      stack.push(...node);
      continue;
    }
    if (!node || typeof node !== 'object') continue;
    const n = node as Node;
    const id = n.id as Node | null | undefined;
    const callee = n.callee as Node | undefined;
    const name = n.name as Node | undefined;
    const source = n.source as Node | undefined;
    if (n.type === 'CallExpression' && callee) {
      if (hook(callee.type === 'MemberExpression' ? (callee.property as Node).name : callee.name)) return true;
    }
    if (
      (n.type === 'FunctionDeclaration' || n.type === 'VariableDeclarator') &&
      id &&
      /^use[A-Z]/.test(String(id.name))
    )
      return true;
    if (n.type === 'JSXAttribute' && name?.type === 'JSXIdentifier' && /^on[A-Z]/.test(String(name.name))) return true;
    if (n.type === 'ImportDeclaration' && n.importKind !== 'type' && CLIENT_PACKAGES.has(String(source?.value)))
      return true;
    for (const [key, value] of Object.entries(n))
      if (key !== 'parent' && value && typeof value === 'object') stack.push(value);
  }
  return false;
}

/**
 * `"use client"` at the top of every emitted module whose source needs the client (see needsClient): a React
 * Server Components host (Next.js App Router) then renders Sigil's components as client components, SSR'd, and
 * the rest (model, copy, rules, ports, plain presentational components) stays importable on the server. One module
 * per file (preserveModules) keeps the directive true of everything in the file; it goes in as the chunk's banner
 * because a bundler drops module-level directives from the code it joins.
 */
function clientDirective(): Plugin {
  const client = new Set<string>();
  return {
    name: 'sigil-use-client',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      const lang = /\.(tsx?|jsx?)$/.exec(file)?.[1] as 'ts' | 'tsx' | 'js' | 'jsx' | undefined;
      if (!lang || file.includes('/node_modules/')) return null;
      if (needsClient(this.parse(code, { lang }) as unknown as Node)) client.add(file);
      else client.delete(file);
      return null;
    },
    banner(chunk) {
      return chunk.facadeModuleId && client.has(chunk.facadeModuleId) ? "'use client';" : '';
    },
  };
}

export default mergeConfig(
  base,
  defineConfig({
    plugins: [cssDeclaration, clientDirective()],
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
        // method's journey stays behind its dynamic import). In one chunk per entry, the sign-in entry held every
        // method, so the sign-in page loaded them all up front (171.8 KiB from the package, 92.5 KiB from source).
        output: { preserveModules: true, preserveModulesRoot: 'src' },
        external: (id: string) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
      },
    },
  }),
);
