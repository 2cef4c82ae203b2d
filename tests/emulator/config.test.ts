import { AppResponseSchema } from '@privy-io/public-api';
import { describe, expect, it } from 'vitest';
import { config, emulator } from './helpers';

describe('contract: responses validate against the provider’s schemas', () => {
  it('serves an app configuration that AppResponseSchema accepts', async () => {
    const { app } = await emulator();
    const res = await app.request(`/api/v1/apps/${config.appId}`);
    expect(res.status).toBe(200);
    const parsed = AppResponseSchema.safeParse(await res.json());
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect((await app.request('/api/v1/apps/someone-else')).status).toBe(404);
  });
});

describe('the app’s terms and privacy policy', () => {
  it('serves paths on the emulator as absolute URLs on the origin asked, and the sample pages they name', async () => {
    const { app } = await emulator({ termsUrl: '/_emulator/terms', privacyUrl: '/_emulator/privacy' });
    const res = await app.request(`http://127.0.0.1:8787/api/v1/apps/${config.appId}`);
    const body = (await res.json()) as Record<string, unknown>;
    expect(AppResponseSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      terms_and_conditions_url: 'http://127.0.0.1:8787/_emulator/terms',
      privacy_policy_url: 'http://127.0.0.1:8787/_emulator/privacy',
    });
    for (const [path, heading] of [
      ['/_emulator/terms', 'Terms of service'],
      ['/_emulator/privacy', 'Privacy policy'],
    ]) {
      const page = await app.request(`http://127.0.0.1:8787${path}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html).toContain(`<h1>${heading}</h1>`);
      expect(html).toContain('<strong>Sigil');
    }
  });

  it('passes absolute URLs through, and refuses anything but http(s) URLs and plain paths', async () => {
    const { app } = await emulator({ termsUrl: 'https://example.com/terms' });
    const body = (await (await app.request(`/api/v1/apps/${config.appId}`)).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ terms_and_conditions_url: 'https://example.com/terms', privacy_policy_url: null });
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example/terms',
      '/_emulator/terms?x="><script>',
      'terms',
      '/a b',
    ]) {
      await expect(emulator({ termsUrl: bad }), bad).rejects.toThrow();
    }
  });
});
