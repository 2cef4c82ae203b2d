/** The Tailwind 4 + shadcn host: its page and Sigil's, drawn alone and together, compared pixel for pixel. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright';
import { loopbackOnly } from '../setup/chromium';
import { check, originOf, serve } from './harness';

/** How two PNG screenshots differ, decoded by Chromium: null when every pixel is equal. */
async function pixelDiff(page: Page, left: Buffer, right: Buffer): Promise<string | null> {
  // A string, not a function: the script runner would wrap the function's inner names in a helper the page lacks.
  const compare = `async ([a, b]) => {
    const decode = async (base64) => {
      const bitmap = await createImageBitmap(await (await fetch('data:image/png;base64,' + base64)).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      context.drawImage(bitmap, 0, 0);
      return context.getImageData(0, 0, bitmap.width, bitmap.height);
    };
    const [x, y] = await Promise.all([decode(a), decode(b)]);
    if (x.width !== y.width || x.height !== y.height) return x.width + 'x' + x.height + ' against ' + y.width + 'x' + y.height;
    let count = 0, left = x.width, top = x.height, right = -1, bottom = -1;
    for (let i = 0; i < x.data.length; i += 4) {
      if (x.data[i] === y.data[i] && x.data[i + 1] === y.data[i + 1] && x.data[i + 2] === y.data[i + 2] && x.data[i + 3] === y.data[i + 3]) continue;
      count++;
      const px = (i / 4) % x.width, py = Math.floor(i / 4 / x.width);
      left = Math.min(left, px); top = Math.min(top, py); right = Math.max(right, px); bottom = Math.max(bottom, py);
    }
    return count ? count + ' pixels differ, within x ' + left + '-' + right + ', y ' + top + '-' + bottom : null;
  }`;
  return page.evaluate(`(${compare})(${JSON.stringify([left.toString('base64'), right.toString('base64')])})`);
}

/** The Tailwind 4 + shadcn host's pages (tests/consumers/app/src/shadcn): each alone, and both in either order. */
export const SHADCN_PAGES = ['host-only', 'sigil-only', 'host-then-sigil', 'sigil-then-host'] as const;

/**
 * The host's own region and Sigil's, drawn on each page, must be the same pixels as each alone: Sigil's stylesheet
 * touches nothing of the host's page, and the host's (its preflight, shadcn's base layer, its same-named utilities)
 * nothing of Sigil's, whichever loads last. Then tokens the host sets (radius, font, accent) reach Sigil's elements.
 */
export async function checkShadcnHost(name: string, dir: string, browser: Browser) {
  const server = await serve(path.join(dir, 'dist'));
  const origin = originOf(server);
  const context = await browser.newContext({ viewport: { width: 1000, height: 1400 } });
  await loopbackOnly(context);
  const shots = new Map<string, Buffer>();
  const errors: string[] = [];
  const shoot = async (page: Page, pageName: string, region: '#host' | '#sigil') => {
    const locator = page.locator(region);
    await locator.waitFor();
    if (region === '#sigil') await page.getByRole('button', { name: 'Email' }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    const shot = await locator.screenshot({ animations: 'disabled', caret: 'hide' });
    shots.set(`${pageName} ${region}`, shot);
    return shot;
  };
  try {
    for (const pageName of SHADCN_PAGES) {
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(`${pageName}: ${error.message}`));
      await page.goto(`${origin}/${pageName}.html`);
      if (pageName !== 'sigil-only') await shoot(page, pageName, '#host');
      if (pageName !== 'host-only') await shoot(page, pageName, '#sigil');
      await page.close();
    }
    const compare = await context.newPage();
    const differs = async (a: string, b: string) => {
      const left = shots.get(a);
      const right = shots.get(b);
      if (!left || !right) return `${a} or ${b} was not drawn`;
      if (left.equals(right)) return null;
      const diff = await pixelDiff(compare, left, right);
      if (!diff) return null;
      writeFileSync(path.join(dir, `${a.replace(/\W+/g, '-')}.png`), left);
      writeFileSync(path.join(dir, `${b.replace(/\W+/g, '-')}.png`), right);
      return `${a} differs from ${b}: ${diff} (both saved in ${dir})`;
    };
    await check(
      `${name}: the Tailwind 4 + shadcn host's page is the same, pixel for pixel, with Sigil's stylesheet`,
      async () => {
        const found = await Promise.all(
          ['host-then-sigil', 'sigil-then-host'].map((p) => differs(`${p} #host`, 'host-only #host')),
        );
        const problems = [...found.filter(Boolean), ...errors];
        if (problems.length) throw new Error(problems.join('\n'));
      },
    );
    await check(
      `${name}: Sigil's screens in the shadcn host are the same, pixel for pixel, as Sigil alone`,
      async () => {
        const found = await Promise.all(
          ['host-then-sigil', 'sigil-then-host'].map((p) => differs(`${p} #sigil`, 'sigil-only #sigil')),
        );
        const problems = found.filter(Boolean);
        if (problems.length) throw new Error(problems.join('\n'));
      },
    );
    await check(`${name}: tokens the host sets once (radius, font, accent) reach Sigil's elements`, async () => {
      const page = await context.newPage();
      await page.goto(`${origin}/host-then-sigil.html`);
      await page.addStyleTag({
        content: ':root { --sigil-radius: 0px; --sigil-font: monospace; --sigil-accent: rgb(1, 2, 3); }',
      });
      const approve = page.getByRole('button', { name: 'Approve' });
      // Its colours change through a transition: read them once it has ended.
      await approve.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
      const style = await approve.evaluate((element) => {
        const computed = getComputedStyle(element);
        return {
          radius: computed.borderTopLeftRadius,
          font: computed.fontFamily,
          background: computed.backgroundColor,
        };
      });
      await page.close();
      const expected = { radius: '0px', font: 'monospace', background: 'rgb(1, 2, 3)' };
      if (JSON.stringify(style) !== JSON.stringify(expected))
        throw new Error(`Sigil's button has ${JSON.stringify(style)}, not the host's ${JSON.stringify(expected)}`);
    });
  } finally {
    await context.close();
    server.close();
  }
}
