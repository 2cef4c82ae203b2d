import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectText, type Harness, output, signInByEmail, startHarness } from './setup';

/**
 * Sessions with the real SDK: short-lived access tokens are refreshed (rotation through POST /sessions),
 * and an expired refresh token logs the user out cleanly on the next load.
 */
let harness: Harness;
beforeAll(async () => {
  // The SDK treats a token as expired 30 s early (spec 9): a 35 s token needs refreshing after 5 s.
  harness = await startHarness({ tokens: { accessTokenSeconds: 35 } });
});
afterAll(async () => {
  await harness?.close();
});

async function signIn(email: string) {
  const context = await harness.newContext();
  const page = await context.newPage();
  const sessionCalls: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/v1/sessions') sessionCalls.push(response.status());
  });
  await page.goto(harness.pageUrl);
  await expectText(output(page, 'ready'), 'true', 120_000);
  await signInByEmail(harness, page, email);
  return { context, page, sessionCalls };
}

describe('sessions with the real SDK', () => {
  it('refreshes an access token that is about to expire', async () => {
    const { context, page, sessionCalls } = await signIn('refresh@example.com');
    await page.getByRole('button', { name: 'Get access token' }).click();
    await expectText(output(page, 'access token'), /^ey/);
    const first = await output(page, 'access token').textContent();
    await page.waitForTimeout(6_000);
    await page.getByRole('button', { name: 'Get access token' }).click();
    await expect.poll(async () => output(page, 'access token').textContent(), { timeout: 15_000 }).not.toBe(first);
    expect(sessionCalls).toContain(200);
    await expectText(output(page, 'authenticated'), 'true');
    await context.close();
  });

  it('logs out cleanly when the refresh token has expired', async () => {
    const { context, page } = await signIn('expired@example.com');
    await fetch(`${harness.emulator.url}/_emulator/expire-sessions`, { method: 'POST' });
    await page.waitForTimeout(6_000); // the access token is now due for a refresh too
    await page.reload();
    await expectText(output(page, 'ready'), 'true', 60_000);
    await expectText(output(page, 'authenticated'), 'false', 30_000);
    await expectText(output(page, 'user id'), '');
    await context.close();
  });
});
