/**
 * The phone wallet's page on a running emulator: an app (WalletConnect's own client) pairs through the emulator's
 * relay, the page's taps approve the session and a request; hostile taps get clear refusals.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { verifyMessage } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmulatorConfigSchema } from '../../emulator/src/config';
import { type RunningEmulator, startEmulator } from '../../emulator/src/server';
import { appClient } from './relay-helpers';

interface PhoneState {
  address: `0x${string}`;
  proposals: { id: number; app: { name: string } }[];
  requests: { id: number; method: string }[];
  sessions: { app: string }[];
  quiet: boolean;
}

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ config: EmulatorConfigSchema.parse({}), port: 0 });
});
afterAll(async () => {
  await emulator?.close();
});

const form = (path: string, fields: Record<string, string>) =>
  fetch(`${emulator.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
const state = async () => (await (await fetch(`${emulator.url}/_emulator/phone.json`)).json()) as PhoneState;

describe('the phone wallet page', () => {
  it('pairs from a pasted link, approves the session and a signature with its taps; goes quiet', async () => {
    const app = await appClient(emulator.relayUrl);
    try {
      const { uri = '', approval } = await app.connect({
        requiredNamespaces: { eip155: { methods: ['personal_sign'], chains: ['eip155:84532'], events: [] } },
      });
      // The app's deep link opens the page with the link filled in; Connect pairs.
      const opened = await (await fetch(`${emulator.url}/_emulator/phone?uri=${encodeURIComponent(uri)}`)).text();
      expect(opened).toContain(`value="${uri.replaceAll('&', '&amp;')}"`);
      expect((await form('/_emulator/phone/pair', { uri })).status).toBe(200);
      await expect.poll(async () => (await state()).proposals.length, { timeout: 10_000 }).toBe(1);
      const { proposals, address } = await state();
      expect(proposals[0]?.app.name).toBe('Sigil Demo');
      expect((await form(`/_emulator/phone/proposals/${proposals[0]?.id}`, { decision: 'approve' })).status).toBe(200);
      const session = await approval();
      expect((await state()).sessions).toEqual([{ topic: session.topic, app: 'Sigil Demo' }]);

      const signature = app.request<`0x${string}`>({
        topic: session.topic,
        chainId: 'eip155:84532',
        request: { method: 'personal_sign', params: ['0x68656c6c6f', address] },
      });
      await expect.poll(async () => (await state()).requests.length, { timeout: 10_000 }).toBe(1);
      const page = await (await fetch(`${emulator.url}/_emulator/phone`)).text();
      expect(page).toContain('<strong>personal_sign</strong>');
      const [request] = (await state()).requests;
      await form(`/_emulator/phone/requests/${request?.id}`, { decision: 'approve' });
      expect(await verifyMessage({ address, message: 'hello', signature: await signature })).toBe(true);

      await form('/_emulator/phone/quiet', { on: 'true' });
      expect((await state()).quiet).toBe(true);
      await form('/_emulator/phone/quiet', { on: 'false' });
      expect((await state()).quiet).toBe(false);
    } finally {
      await app.core.relayer.transportClose().catch(() => undefined);
    }
  }, 60_000);

  it('refuses taps it cannot carry out, clearly, and escapes what it shows', async () => {
    const refused = await (await form('/_emulator/phone/pair', { uri: 'javascript:alert(1)' })).text();
    expect(refused).toContain('<p role="alert">Not a WalletConnect link (wc:…)</p>');
    expect(refused).toContain('value="javascript:alert(1)"');
    const escaped = await (
      await fetch(`${emulator.url}/_emulator/phone?uri=${encodeURIComponent('"><script>')}`)
    ).text();
    expect(escaped).not.toContain('"><script>');
    expect((await form('/_emulator/phone/pair', { uri: `wc:${'a'.repeat(3000)}` })).status).toBe(400);
    expect((await form('/_emulator/phone/proposals/12', { decision: 'maybe' })).status).toBe(400);
    expect((await form('/_emulator/phone/proposals/not-a-number', { decision: 'approve' })).status).toBe(404);
    const unknown = await (await form('/_emulator/phone/requests/12', { decision: 'approve' })).text();
    expect(unknown).toContain('No such request');
    // Another site cannot tap for the person (the development pages' guard).
    const crossSite = await fetch(`${emulator.url}/_emulator/phone/quiet`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'on=true',
    });
    expect(crossSite.status).toBe(403);
  });

  it('keeps its account across restarts with the same data directory', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sigil-phone-'));
    try {
      const addressOf = async () => {
        const running = await startEmulator({ config: EmulatorConfigSchema.parse({}), port: 0, dataDir });
        try {
          return ((await (await fetch(`${running.url}/_emulator/phone.json`)).json()) as PhoneState).address;
        } finally {
          await running.close();
        }
      };
      const first = await addressOf();
      expect(first).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(await addressOf()).toBe(first);
      expect(first).not.toBe((await state()).address);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
