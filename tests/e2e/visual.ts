import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const root = path.resolve(import.meta.dirname, '../..');
const baselines = path.join(root, 'tests/visual/baselines/app');
const output = path.join(root, 'tests/visual/.output/app');

/**
 * Compares a screenshot with its committed baseline (tests/visual/baselines/app/<name>.png). A missing
 * baseline is written, except under CI=true, where it fails: baselines are reviewed, never made by CI.
 * On a difference the actual image and a diff image land in tests/visual/.output/app.
 * Refresh with UPDATE_VISUALS=1.
 */
export function expectScreenshot(name: string, png: Buffer, { maxDiffPixels = 40 } = {}) {
  const baselineFile = path.join(baselines, `${name}.png`);
  if (!existsSync(baselineFile) || process.env.UPDATE_VISUALS === '1') {
    if (process.env.CI === 'true' && process.env.UPDATE_VISUALS !== '1') {
      throw new Error(`No baseline for "${name}" (CI refuses to create one): run the e2e tests locally.`);
    }
    mkdirSync(baselines, { recursive: true });
    writeFileSync(baselineFile, png);
    return;
  }
  const expected = PNG.sync.read(readFileSync(baselineFile));
  const actual = PNG.sync.read(png);
  const fail = (why: string, diff?: PNG) => {
    mkdirSync(output, { recursive: true });
    writeFileSync(path.join(output, `${name}-actual.png`), png);
    if (diff) writeFileSync(path.join(output, `${name}-diff.png`), PNG.sync.write(diff));
    throw new Error(`Screenshot "${name}" differs from its baseline: ${why} (see tests/visual/.output/app)`);
  };
  if (expected.width !== actual.width || expected.height !== actual.height) {
    fail(`size ${actual.width}×${actual.height}, baseline ${expected.width}×${expected.height}`);
  }
  const diff = new PNG({ width: expected.width, height: expected.height });
  const changed = pixelmatch(expected.data, actual.data, diff.data, expected.width, expected.height, {
    threshold: 0.1,
  });
  if (changed > maxDiffPixels) fail(`${changed} pixels changed (at most ${maxDiffPixels} allowed)`, diff);
}
