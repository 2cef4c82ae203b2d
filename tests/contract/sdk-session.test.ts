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
  /** Each refresh's outcome: the HTTP status, or the `session_update_action` of a 200. */
  const sessionCalls: (number | string)[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/api/v1/sessions') return;
    const json = (await response.json().catch(() => null)) as { session_update_action?: string } | null;
    sessionCalls.push(response.status() === 200 ? (json?.session_update_action ?? 200) : response.status());
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
    // The listener records a call once its body is read: wait for it rather than race it.
    await expect.poll(() => sessionCalls, { timeout: 10_000 }).toContain('set');
    await expectText(output(page, 'authenticated'), 'true');
    await context.close();
  });

  it('logs out cleanly when the refresh token has expired, wiping the stored tokens', async () => {
    const { context, page, sessionCalls } = await signIn('expired@example.com');
    await fetch(`${harness.emulator.url}/_emulator/expire-sessions`, { method: 'POST' });
    await page.waitForTimeout(6_000); // the access token is now due for a refresh too
    await page.reload();
    await expectText(output(page, 'ready'), 'true', 60_000);
    await expectText(output(page, 'authenticated'), 'false', 30_000);
    await expectText(output(page, 'user id'), '');
    // The listener records a call once its body is read: wait for it rather than race it.
    await expect.poll(() => sessionCalls, { timeout: 10_000 }).toContain(401);
    expect(await page.evaluate(() => localStorage.getItem('privy:refresh_token'))).toBeNull();
    await context.close();
  });

  it('keeps the session when another tab rotated the refresh token a moment earlier (ignore)', async () => {
    const { context, page, sessionCalls } = await signIn('two-tabs@example.com');
    const stored = async () =>
      JSON.parse((await page.evaluate(() => localStorage.getItem('privy:refresh_token'))) ?? '""');
    const before = await stored();
    expect(before).toMatch(/^\S{20,}$/);
    await page.waitForTimeout(6_000); // the access token is due, so the next load refreshes
    // "Tab A" rotates the shared refresh token; this tab still holds the old one when it refreshes.
    const rotated = await fetch(`${harness.emulator.url}/api/v1/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'privy-app-id': harness.appId },
      body: JSON.stringify({ refresh_token: before }),
    });
    expect(rotated.status).toBe(200);
    await page.reload();
    await expectText(output(page, 'ready'), 'true', 60_000);
    await expect.poll(() => sessionCalls, { timeout: 15_000 }).toContain('ignore');
    await expectText(output(page, 'authenticated'), 'true');
    expect(await stored()).toBe(before); // ignore leaves the stored refresh token to the tab that rotated it
    await page.getByRole('button', { name: 'Get access token' }).click();
    await expectText(output(page, 'access token'), /^ey/);
    await context.close();
  });
});
