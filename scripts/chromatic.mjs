#!/usr/bin/env node
/**
 * `npm run chromatic`: publishes Storybook to Chromatic for hosted visual review. It needs the network and a
 * project token (CHROMATIC_PROJECT_TOKEN), so it runs only where one is set, and never inside `npm test`:
 * the local pixel comparisons in `npm test` are the offline gate.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: skipping Chromatic (it cannot run offline).');
  process.exit(0);
}
const bin = path.resolve(import.meta.dirname, '../node_modules/.bin/chromatic');
// Chromatic hangs when the network is closed: bound it.
const result = spawnSync('timeout', ['900', bin, '--config-file', 'chromatic.config.json', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
