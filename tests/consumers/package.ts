/** The package itself: what the tarball holds, what its declarations accept, what its sign-in entry weighs. */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';
import { build, type Rolldown } from 'vite';
import { check, root, run, work } from './harness';

/** Packed as `npm pack` does, with the package README swapped in (prepack would build again: npm test just did). */
export async function pack(): Promise<string> {
  let tarball = '';
  await check('pack: README, LICENSE and dist only', () => {
    if (!existsSync(path.join(root, 'dist/index.js')))
      throw new Error('dist/ is missing: run npm run build:lib first.');
    run('node', ['scripts/pack-readme.mjs'], root);
    try {
      const out = run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], root);
      const [info] = JSON.parse(out);
      tarball = path.join(work, info.filename);
      const files = (info.files as { path: string }[]).map((f) => f.path);
      const stray = files.filter(
        (f) => !/^(dist\/|src\/styles\/fonts\.css$|LICENSE$|README\.md$|package\.json$)/.test(f),
      );
      if (stray.length) throw new Error(`the tarball holds files it should not: ${stray.slice(0, 10).join(', ')}`);
      for (const needed of ['LICENSE', 'README.md', 'dist/index.js', 'dist/styles/sigil.css']) {
        if (!files.includes(needed)) throw new Error(`the tarball lacks ${needed}`);
      }
    } finally {
      run('node', ['scripts/pack-readme.mjs', 'restore'], root);
    }
    const readme = execFileSync('tar', ['-xOzf', tarball, 'package/README.md'], { encoding: 'utf8' });
    if (!readme.startsWith('# @sigil/ui')) throw new Error("the tarball's README is not the package README");
  });
  return tarball;
}

/**
 * A host whose tsconfig has exactOptionalPropertyTypes may pass `undefined` to an optional property only when its
 * type says so (`locale?: Locale | undefined`); `Partial<…>` and optional methods (`reset?(): void`) never take it.
 * Read from the syntax of every declaration file the package ships.
 */
export async function checkDeclarations() {
  await check('declarations: every optional property also takes undefined (exactOptionalPropertyTypes)', () => {
    const takesUndefined = (type: ts.TypeNode | undefined): boolean =>
      !type ||
      type.kind === ts.SyntaxKind.UndefinedKeyword ||
      type.kind === ts.SyntaxKind.AnyKeyword ||
      type.kind === ts.SyntaxKind.UnknownKeyword ||
      (ts.isUnionTypeNode(type) && type.types.some(takesUndefined)) ||
      (ts.isParenthesizedTypeNode(type) && takesUndefined(type.type));
    const found: string[] = [];
    let optional = 0;
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (name.endsWith('.d.ts')) {
          const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
          const where = (node: ts.Node) => {
            const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
            return `${path.relative(root, file)}:${line} ${node.getText().split('\n')[0]}`;
          };
          const visit = (node: ts.Node) => {
            if (
              (ts.isPropertySignature(node) || ts.isPropertyDeclaration(node) || ts.isMappedTypeNode(node)) &&
              node.questionToken
            ) {
              optional += 1;
              if (!takesUndefined(node.type)) found.push(where(node));
            }
            if ((ts.isMethodSignature(node) || ts.isMethodDeclaration(node)) && node.questionToken)
              found.push(where(node));
            if (ts.isTypeReferenceNode(node) && node.typeName.getText() === 'Partial') found.push(where(node));
            ts.forEachChild(node, visit);
          };
          visit(source);
        }
      }
    };
    walk(path.join(root, 'dist/types'));
    if (!optional) throw new Error('no optional property found in dist/types: is the build there?');
    if (found.length)
      throw new Error(`${found.length} of them cannot be given undefined:\n${found.slice(0, 15).join('\n')}`);
  });
}

/**
 * The JavaScript a page built around `import { SignInJourney } from <specifier>` loads before it shows (its entry
 * chunk and everything that imports statically, dependencies bundled, gzip), resolved from `dir`.
 */
async function signInFirstLoad(dir: string, specifier: string) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'main.js'),
    `import { SignInJourney } from '${specifier}';\nwindow.journey = SignInJourney;\n`,
  );
  const out = await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    build: { write: false, rolldownOptions: { input: path.join(dir, 'main.js') } },
  });
  const outputs = (Array.isArray(out) ? out[0] : out) as Rolldown.RolldownOutput;
  const chunks = new Map(
    outputs.output.filter((c): c is Rolldown.OutputChunk => c.type === 'chunk').map((c) => [c.fileName, c]),
  );
  const first = new Set<string>();
  const stack = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName);
  for (let file = stack.pop(); file; file = stack.pop()) {
    const chunk = chunks.get(file);
    if (!chunk || first.has(file)) continue;
    first.add(file);
    stack.push(...chunk.imports);
  }
  return [...first].reduce((bytes, file) => bytes + gzipSync(chunks.get(file)?.code ?? '').length, 0);
}

/** The sign-in entry from the package loads no more than from source (the build keeps the source's chunks). */
export async function checkSignInSize(host: string) {
  if (existsSync(path.join(host, 'node_modules/@sigil/ui'))) {
    await check('sign-in page: first load from the package within 5 % of the source build', async () => {
      const fromPackage = await signInFirstLoad(path.join(host, 'size'), '@sigil/ui/sign-in');
      const fromSource = await signInFirstLoad(
        path.join(work, 'size-source'),
        path.join(root, 'src/journeys/sign-in.ts'),
      );
      const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
      console.log(
        `    sign-in first load: ${kib(fromPackage)} from the package, ${kib(fromSource)} from source (gzip)`,
      );
      if (fromPackage > fromSource * 1.05) {
        throw new Error(`${kib(fromPackage)} from the package against ${kib(fromSource)} from source: over 5 % more`);
      }
    });
  }
}
