import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APP, emulator } from './helpers';

describe('robustness: clear 4xx JSON errors, never a crash', () => {
  it.each([
    ['malformed JSON', { body: '{"email":', headers: APP }, 400, 'invalid_data'],
    [
      'wrong content type',
      { body: 'email=a@b.c', headers: { ...APP, 'content-type': 'text/plain' } },
      415,
      'invalid_data',
    ],
    [
      'oversized body',
      { body: JSON.stringify({ email: `${'a'.repeat(200_000)}@x.io` }), headers: APP },
      413,
      'invalid_data',
    ],
    [
      'missing app id',
      { body: '{"email":"a@b.co"}', headers: { 'content-type': 'application/json' } },
      403,
      'missing_or_invalid_privy_app_id',
    ],
    ['invalid input', { body: '{"email":"not an email"}', headers: APP }, 400, 'invalid_data'],
  ])('%s', async (_name, init, status, code) => {
    const { app } = await emulator();
    const res = await app.request('/api/v1/passwordless/init', { method: 'POST', ...init });
    expect(res.status).toBe(status);
    const json = (await res.json()) as { error: string; code: string };
    expect(json.code).toBe(code);
    expect(json.error.length).toBeGreaterThan(0);
  });

  it('validates every body, a JSON null included (found by the property below)', async () => {
    const { post } = await emulator();
    for (const route of ['/api/v1/sessions/logout', '/api/v1/sessions', '/api/v1/passwordless/init']) {
      const res = await post(route, 'null');
      expect(res.status, route).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('invalid_data');
    }
  });

  it('unknown routes are 404 JSON', async () => {
    const { app } = await emulator();
    const res = await app.request('/api/v1/nope', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'No route for POST /api/v1/nope', code: 'not_found' });
  });

  it('answers any body on any route with a status below 500', async () => {
    const { app } = await emulator();
    const routes = [
      '/api/v1/passwordless/init',
      '/api/v1/passwordless/authenticate',
      '/api/v1/passwordless_sms/init',
      '/api/v1/sessions',
      '/api/v1/sessions/logout',
      '/api/v1/analytics_events',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.oneof(
          fc.json(),
          fc.string(),
          fc.anything().map((v) => {
            try {
              return JSON.stringify(v) ?? '';
            } catch {
              return '';
            }
          }),
        ),
        async (route, body) => {
          const res = await app.request(route, { method: 'POST', headers: APP, body });
          expect(res.status).toBeLessThan(500);
          expect(res.headers.get('content-type')).toContain('application/json');
        },
      ),
      { numRuns: 1000 },
    );
  });
});
