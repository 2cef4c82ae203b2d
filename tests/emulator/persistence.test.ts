/**
 * Persistence: acknowledged writes survive kill -9, and a write costs the same with 0 rows and with 20 000.
 * The journal and compaction: persistence-journal.test.ts.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Store } from '../../emulator/src/store/database';
import { APP, dir, journalFile, node, openItems, root, scratchDirectories, snapshotFile } from './persistence-helpers';

scratchDirectories();

describe('an acknowledged write survives kill -9', () => {
  function startCli(dataDir: string) {
    const child = node(
      ['emulator/src/cli.ts', '--port', '0', '--chain', 'off', '--data', dataDir],
      ['ignore', 'pipe', 'pipe'],
    );
    const url = new Promise<string>((resolve, reject) => {
      let out = '';
      let err = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /API \(apiUrl\)\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
        if (match?.[1]) resolve(match[1]);
      });
      child.stderr?.on('data', (chunk: Buffer) => {
        err += chunk.toString();
      });
      child.on('exit', (code) => reject(new Error(`the emulator exited (${code}) before it started: ${err}`)));
    });
    return { child, url };
  }
  const killed = (child: ChildProcess) =>
    new Promise<NodeJS.Signals | null>((resolve) => {
      child.on('exit', (_code, signal) => resolve(signal));
      child.kill('SIGKILL');
    });

  async function login(url: string, email: string) {
    const post = (route: string, body: unknown) =>
      fetch(`${url}${route}`, { method: 'POST', headers: APP, body: JSON.stringify(body) });
    expect((await post('/api/v1/passwordless/init', { email })).status).toBe(200);
    const inbox = (await (await fetch(`${url}/_emulator/inbox.json?to=${encodeURIComponent(email)}`)).json()) as {
      messages: { code: string }[];
    };
    const res = await post('/api/v1/passwordless/authenticate', {
      email,
      code: inbox.messages[0]?.code,
      mode: 'login-or-sign-up',
    });
    expect(res.status).toBe(200);
    return (await res.json()) as { token: string; is_new_user: boolean; user: { id: string } };
  }

  it('kills the emulator right after a sign-up answered; restarted on the same directory, the user is there', async () => {
    const first = startCli(dir);
    const url = await first.url;
    const ada = await login(url, 'ada@example.com');
    const grace = await login(url, 'grace@example.com');
    expect([ada.is_new_user, grace.is_new_user]).toEqual([true, true]);
    // No close(), no compaction: the process dies the moment the last answer arrived.
    expect(await killed(first.child)).toBe('SIGKILL');
    expect(existsSync(journalFile())).toBe(true);

    const second = startCli(dir);
    try {
      const again = await second.url;
      const me = await fetch(`${again}/api/v1/users/me`, {
        headers: { ...APP, authorization: `Bearer ${grace.token}` },
      });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { user: { id: string } }).user.id).toBe(grace.user.id);
      const back = await login(again, 'ada@example.com');
      expect(back.is_new_user).toBe(false);
      expect(back.user.id).toBe(ada.user.id);
    } finally {
      await killed(second.child);
    }
  }, 120_000);

  it('keeps every acknowledged write when killed at random moments while compactions run, and replays none twice', async () => {
    // A writer that compacts every couple of hundred bytes, so the kills land before, during and after
    // compactions; it prints each write's number once the write has returned.
    const writer = path.join(dir, 'writer.mts');
    writeFileSync(
      writer,
      `import { Store } from ${JSON.stringify(path.join(root, 'emulator/src/store/database.ts'))};
const store = await Store.open(process.argv[2], {
  compactAt: 300,
  migrate: (s) => s.script('CREATE TABLE IF NOT EXISTS items (id INTEGER PRIMARY KEY); CREATE TABLE IF NOT EXISTS counter (n INTEGER NOT NULL); INSERT INTO counter SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM counter)'),
});
let next = (store.get<{ n: number }>('SELECT n FROM counter')?.n ?? 0);
const tick = () => {
  store.transaction(() => {
    store.exec('INSERT INTO items (id) VALUES (?)', [next]);
    store.exec('UPDATE counter SET n = n + 1');
  });
  process.stdout.write(next++ + '\\n');
  setImmediate(tick);
};
tick();
`,
    );
    const data = path.join(dir, 'data');
    let acknowledged = -1;
    for (const delay of [150, 400, 700, 1000, 1300]) {
      const child = node([writer, data], ['ignore', 'pipe', 'inherit']);
      let out = '';
      const started = new Promise<void>((resolve, reject) => {
        child.stdout?.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          resolve();
        });
        child.on('exit', (code) => reject(new Error(`the writer exited (${code}) before it wrote`)));
      });
      await started;
      await new Promise((resolve) => setTimeout(resolve, delay));
      await killed(child);
      const lines = out.split('\n').filter((line) => line !== '');
      // Only whole lines count: the last one may have been cut by the kill.
      const last = out.endsWith('\n') ? lines.at(-1) : lines.at(-2);
      acknowledged = Math.max(acknowledged, Number(last ?? -1));

      const store = await Store.open(data, { migrate: () => {} });
      const ids = store.all<{ id: number }>('SELECT id FROM items ORDER BY id').map((r) => r.id);
      const counter = store.get<{ n: number }>('SELECT n FROM counter')?.n;
      // Everything acknowledged is there, in one unbroken run, and each transaction was applied once.
      expect(ids.length).toBeGreaterThan(acknowledged);
      expect(ids).toEqual(ids.map((_, i) => i));
      expect(counter).toBe(ids.length);
      store.close();
    }
    expect(acknowledged).toBeGreaterThan(20);
  }, 120_000);
});

describe('the cost of a write', () => {
  /** Bytes this thread has written through system calls so far (Linux), or null elsewhere. */
  function bytesWritten(): number | null {
    try {
      const io = readFileSync('/proc/thread-self/io', 'utf8');
      return Number(/^wchar: (\d+)$/m.exec(io)?.[1]);
    } catch {
      return null;
    }
  }
  function measure(store: Store, label: string) {
    const journalBefore = statSync(journalFile()).size;
    const snapshotBefore = statSync(snapshotFile());
    const before = bytesWritten();
    store.run('INSERT INTO items (label, payload) VALUES (?, ?)', [label, new Uint8Array(64)]);
    const after = bytesWritten();
    const snapshotAfter = statSync(snapshotFile());
    return {
      journal: statSync(journalFile()).size - journalBefore,
      syscalls: before === null || after === null ? null : after - before,
      snapshotUntouched: snapshotAfter.mtimeMs === snapshotBefore.mtimeMs && snapshotAfter.size === snapshotBefore.size,
    };
  }

  it('is the same number of bytes written with 0 rows and with 20 000 rows', async () => {
    const store = await openItems(dir, { compactAt: 1 << 30 });
    const empty = measure(store, 'measured 0');
    store.transaction(() => {
      for (let i = 0; i < 20_000; i++)
        store.exec('INSERT INTO items (label, payload) VALUES (?, ?)', [`row ${i}`, new Uint8Array(64)]);
    });
    store.close(); // a snapshot of ~2 MB
    const full = await openItems(dir, { compactAt: 1 << 30 });
    expect(statSync(snapshotFile()).size).toBeGreaterThan(1_500_000);
    const large = measure(full, 'measured 1');
    full.close();

    // One record of the same shape: the same bytes, however big the database; the snapshot is not rewritten.
    expect(large.journal).toBe(empty.journal);
    expect(large.journal).toBeLessThan(300);
    expect(large.snapshotUntouched).toBe(true);
    expect(empty.snapshotUntouched).toBe(true);
    if (large.syscalls !== null) {
      // Everything the process wrote during the call is that record.
      expect(large.syscalls).toBe(large.journal);
      expect(empty.syscalls).toBe(empty.journal);
    }
  });
});
