import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../../emulator/src/server';
import { APP, config } from './helpers';

describe('persistence', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'sigil-emulator-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps users, sessions, passkeys and the signing key across a restart; --reset wipes them', async () => {
    const call = (base: string, route: string, body: unknown) =>
      fetch(`${base}${route}`, { method: 'POST', headers: APP, body: JSON.stringify(body) });
    let running = await startEmulator({ config, port: 0, dataDir: dir });
    await call(running.url, '/api/v1/passwordless/init', { email: 'ada@example.com' });
    const inbox = (await (await fetch(`${running.url}/_emulator/inbox.json`)).json()) as {
      messages: { code: string }[];
    };
    const session = (await (
      await call(running.url, '/api/v1/passwordless/authenticate', {
        email: 'ada@example.com',
        code: inbox.messages[0]!.code,
        mode: 'login-or-sign-up',
      })
    ).json()) as { token: string; refresh_token: string; user: { id: string } };
    running.store.run('INSERT INTO passkeys (credential_id, user_id, public_key, counter) VALUES (?, ?, ?, ?)', [
      'credential-1',
      session.user.id,
      'public-key',
      3,
    ]);
    await running.close();

    running = await startEmulator({ config, port: 0, dataDir: dir });
    expect(running.store.get('SELECT counter FROM passkeys WHERE credential_id = ?', ['credential-1'])).toEqual({
      counter: 3,
    });
    const me = await fetch(`${running.url}/api/v1/users/me`, {
      headers: { ...APP, authorization: `Bearer ${session.token}` },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { id: string } }).user.id).toBe(session.user.id);
    expect((await call(running.url, '/api/v1/sessions', { refresh_token: session.refresh_token })).status).toBe(200);
    await running.close();

    running = await startEmulator({ config, port: 0, dataDir: dir, reset: true });
    const users = (await (await fetch(`${running.url}/_emulator/inbox.json`)).json()) as { users: unknown[] };
    expect(users.users).toEqual([]);
    await running.close();
  });
});
