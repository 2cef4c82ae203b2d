import { describe, expect, it } from 'vitest';
import { config, emulator } from './helpers';

describe('CORS: only configured origins, with credentials', () => {
  it('echoes an allowed origin with credentials and answers preflight', async () => {
    const { app } = await emulator();
    const pre = await app.request('/api/v1/passwordless/init', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'privy-app-id, content-type, privy-client',
      },
    });
    expect(pre.status).toBeLessThan(300);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(pre.headers.get('access-control-allow-credentials')).toBe('true');
    expect(pre.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('privy-app-id');
  });

  it('gives other origins nothing', async () => {
    const { app } = await emulator();
    const res = await app.request(`/api/v1/apps/${config.appId}`, { headers: { origin: 'https://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
