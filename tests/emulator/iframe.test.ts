import { describe, expect, it } from 'vitest';
import { config, emulator } from './helpers';

describe('embedded-wallet iframe', () => {
  it('serves the iframe page for the app only, answering only its allowed origins', async () => {
    const { app } = await emulator();
    const page = await app.request(`/apps/${config.appId}/embedded-wallets?caid=x&client_id=y`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('"http://localhost:5173"');
    expect(html).toContain("'privy:iframe:ready'");
    expect((await app.request('/apps/someone-else/embedded-wallets')).status).toBe(404);
  });
});
