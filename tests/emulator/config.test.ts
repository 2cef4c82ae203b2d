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
