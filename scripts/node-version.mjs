/**
 * The Node.js the toolchain declares (package.json "engines": Vitest 5 and the others need ^22.13, ^24 or >=26),
 * checked before `npm test` and `npm start`, with what to do on a machine that has an older one. Run as a script
 * (`node scripts/node-version.mjs`, as scripts/ensure-node.sh does) it exits 0 when this Node fits, 1 otherwise.
 */
import { fileURLToPath } from 'node:url';

const [major, minor] = process.versions.node.split('.').map(Number);

/** True when this Node is one the toolchain supports. */
export const nodeFits = (major === 22 && minor >= 13) || major === 24 || major >= 26;

export const nodeAdvice =
  `Node ${process.version} is older than the toolchain needs (22.13+, or 24). Install it from https://nodejs.org, ` +
  'or on Linux run `. scripts/ensure-node.sh` in this shell (it fetches Node 22 from the npm registry into a cache).';

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(nodeFits ? 0 : 1);
