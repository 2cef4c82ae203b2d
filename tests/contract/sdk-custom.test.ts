import { AuthenticatedUser } from '@privy-io/public-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectText, type Harness, output, startHarness } from './setup';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ loginMethods: ['email', 'custom_jwt'] });
});
afterAll(async () => {
  await harness?.close();
});

describe('custom token sign-in with the real SDK', () => {
  it('signs in with a token from the app’s own auth server', async () => {
    const minted = (await (
      await fetch(`${harness.emulator.url}/_emulator/custom-token`, {
        method: 'POST',
        body: JSON.stringify({ sub: 'acme-user-7' }),
      })
    ).json()) as { token: string };
    const context = await harness.newContext();
    const page = await context.newPage();
    const bodies: unknown[] = [];
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname === '/api/v1/custom_jwt_account/authenticate')
        bodies.push(await response.json());
    });
    await page.goto(`${harness.pageUrl}&custom=${encodeURIComponent(minted.token)}`);
    await expectText(output(page, 'ready'), 'true', 120_000);
    await expectText(output(page, 'authenticated'), 'true', 30_000);
    await expectText(output(page, 'linked accounts'), 'custom_auth');
    expect(bodies.length).toBeGreaterThan(0);
    expect(AuthenticatedUser.safeParse(bodies[0]).success).toBe(true);
    await context.close();
  });
});
