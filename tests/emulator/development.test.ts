import { describe, expect, it } from 'vitest';
import { emulator } from './helpers';

describe('development endpoints', () => {
  it('expire-sessions makes every refresh token fail, as 30 days would', async () => {
    const e = await emulator();
    const session = await e.login();
    expect((await e.app.request('/_emulator/expire-sessions', { method: 'POST' })).status).toBe(200);
    const res = await e.post('/api/v1/sessions', { refresh_token: session.refresh_token });
    expect(res.status).toBe(401);
  });
});
