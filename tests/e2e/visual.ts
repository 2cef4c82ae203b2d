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
 * Refresh with UPDATE_VISUALS=1: a baseline is rewritten only where the picture differs beyond the tolerance, so a
 * refresh leaves the unchanged pages' files alone.
 */
export function expectScreenshot(name: string, png: Buffer, { maxDiffPixels = 40 } = {}) {
  const baselineFile = path.join(baselines, `${name}.png`);
  const update = process.env.UPDATE_VISUALS === '1';
  const write = () => {
    mkdirSync(baselines, { recursive: true });
    writeFileSync(baselineFile, png);
  };
  if (!existsSync(baselineFile)) {
    if (process.env.CI === 'true' && !update) {
      throw new Error(`No baseline for "${name}" (CI refuses to create one): run the e2e tests locally.`);
    }
    write();
    return;
  }
  const expected = PNG.sync.read(readFileSync(baselineFile));
  const actual = PNG.sync.read(png);
  const fail = (why: string, diff?: PNG) => {
    if (update) return write();
    mkdirSync(output, { recursive: true });
    writeFileSync(path.join(output, `${name}-actual.png`), png);
    if (diff) writeFileSync(path.join(output, `${name}-diff.png`), PNG.sync.write(diff));
    throw new Error(`Screenshot "${name}" differs from its baseline: ${why} (see tests/visual/.output/app)`);
  };
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return fail(`size ${actual.width}×${actual.height}, baseline ${expected.width}×${expected.height}`);
  }
  const diff = new PNG({ width: expected.width, height: expected.height });
  const changed = pixelmatch(expected.data, actual.data, diff.data, expected.width, expected.height, {
    threshold: 0.1,
  });
  if (changed > maxDiffPixels) fail(`${changed} pixels changed (at most ${maxDiffPixels} allowed)`, diff);
}
