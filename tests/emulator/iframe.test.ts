import { describe, expect, it } from 'vitest';
import { config, emulator, walletFrame } from './helpers';

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

  it('sends BigInt values as decimal strings, relays mfaCode null without MFA, and answers an event it cannot send', async () => {
    const e = await emulator({ embeddedWallets: { mode: 'legacy-embedded-wallets-only' } });
    const { token } = await e.login();
    const frame = await walletFrame(e);
    const bodies: unknown[] = [];
    // The SDK's privy:farcaster:sign: a BigInt fid and mfaCode null reach the wallet relay (not the MFA relay), once.
    const original = e.app.request.bind(e.app);
    e.app.request = ((url: string, init?: RequestInit) => {
      bodies.push({ url, body: JSON.parse(String(init?.body ?? 'null')) });
      return original(url, init);
    }) as typeof e.app.request;
    const answer = await frame('privy:farcaster:sign', {
      accessToken: token,
      address: '0x0000000000000000000000000000000000000001',
      hdWalletIndex: null,
      mfaCode: null,
      mfaMethod: null,
      payload: { hash: 'AAEC' },
      fid: 12345678901234567890n,
      relyingParty: 'http://localhost:5173',
    });
    expect(bodies).toEqual([
      {
        url: `/apps/${config.appId}/embedded-wallets/relay`,
        body: { event: 'privy:farcaster:sign', data: expect.objectContaining({ fid: '12345678901234567890' }) },
      },
    ]);
    // Refused by the emulator (the fid is too large), in the frame's error shape: the SDK's call rejects.
    expect(answer.error?.type).toBe('error');
    // Data the frame cannot send at all (a cycle, which postMessage clones but JSON cannot hold) is still answered.
    const cyclic: Record<string, unknown> = { accessToken: token };
    cyclic.self = cyclic;
    const failed = await frame('privy:farcaster:init-signer', cyclic);
    expect(failed.error?.type).toBe('error');
    expect(failed.error?.message).toMatch(/^The wallet frame could not answer: /);
  });
});
