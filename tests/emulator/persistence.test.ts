import { type ChildProcess, spawn } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import initSqlJs from 'sql.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Store } from '../../emulator/src/store/database';
import { encodeRecord } from '../../emulator/src/store/journal-format';
import { migrate } from '../../emulator/src/store/schema';

const root = path.resolve(import.meta.dirname, '../..');
/**
 * Node itself with tsx's loader: one process, so SIGKILL kills the emulator (`node_modules/.bin/tsx` would
 * start the script in a child process of its own and only the wrapper would die).
 */
function node(args: string[], stdio: ('pipe' | 'ignore' | 'inherit')[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: root, stdio });
  children.push(child);
  return child;
}
const children: ChildProcess[] = [];
const APP = { 'privy-app-id': 'sigillocalemulatorapp0001', 'content-type': 'application/json' };

let dir: string;
const scratch: string[] = [];
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'sigil-persistence-'));
  scratch.push(dir);
});
afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const d of scratch.splice(0)) rmSync(d, { recursive: true, force: true });
});

const journalFile = (d = dir) => path.join(d, 'emulator.journal');
const snapshotFile = (d = dir) => path.join(d, 'emulator.sqlite');

/** The data directory as a crash would leave it: a copy of the files, taken while the store is still open. */
function crashCopy(from = dir) {
  const copy = mkdtempSync(path.join(tmpdir(), 'sigil-persistence-crash-'));
  scratch.push(copy);
  cpSync(from, copy, { recursive: true });
  return copy;
}

/** A small schema of its own, so the tests measure the store and not the emulator's routes. */
const itemsSchema = (store: Store) =>
  store.script('CREATE TABLE IF NOT EXISTS items (id INTEGER PRIMARY KEY, label TEXT NOT NULL, payload BLOB)');
const openItems = (d = dir, options: { compactAt?: number; reset?: boolean } = {}) =>
  Store.open(d, { migrate: itemsSchema, ...options });
const labels = (store: Store) =>
  store.all<{ label: string }>('SELECT label FROM items ORDER BY id').map((r) => r.label);

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

describe('the journal', () => {
  it('ignores a torn last record on open, and cuts it off so later writes stay readable', async () => {
    const store = await openItems();
    store.run('INSERT INTO items (label) VALUES (?)', ['one']);
    store.run('INSERT INTO items (label) VALUES (?)', ['two']);
    const crashed = crashCopy();
    store.close();
    const whole = encodeRecord([['INSERT INTO items (label) VALUES (?)', ['three']]]);
    appendFileSync(journalFile(crashed), whole.subarray(0, Math.floor(whole.length / 2)));

    const reopened = await openItems(crashed);
    expect(labels(reopened)).toEqual(['one', 'two']);
    reopened.run('INSERT INTO items (label) VALUES (?)', ['four']);
    const again = crashCopy(crashed);
    reopened.close();
    const last = await openItems(again);
    expect(labels(last)).toEqual(['one', 'two', 'four']);
    last.close();
  });

  it('ignores a last record whose checksum does not match (garbage left by a crash)', async () => {
    const store = await openItems();
    store.run('INSERT INTO items (label) VALUES (?)', ['one']);
    store.run('INSERT INTO items (label) VALUES (?)', ['two']);
    const crashed = crashCopy();
    store.close();
    const bytes = readFileSync(journalFile(crashed));
    const at = bytes.length - 4; // inside the last record's JSON: ..."two"]]]\n
    bytes.writeUInt8(bytes.readUInt8(at) ^ 0x01, at); // one flipped bit
    writeFileSync(journalFile(crashed), bytes);
    const reopened = await openItems(crashed);
    expect(labels(reopened)).toEqual(['one']);
    reopened.close();
  });

  it('refuses to open a journal damaged before its end, rather than lose acknowledged writes', async () => {
    const store = await openItems();
    for (const label of ['one', 'two', 'three']) store.run('INSERT INTO items (label) VALUES (?)', [label]);
    const crashed = crashCopy();
    store.close();
    const text = readFileSync(journalFile(crashed), 'utf8');
    writeFileSync(journalFile(crashed), text.replace('"two"', '"tw0"'));
    await expect(openItems(crashed)).rejects.toThrow(/emulator\.journal is damaged at byte \d+ \(checksum mismatch\)/);
  });

  it('replays a transaction whole or not at all, and never one that rolled back', async () => {
    const store = await openItems();
    store.transaction(() => {
      store.exec('INSERT INTO items (label) VALUES (?)', ['a']);
      store.run('INSERT INTO items (label) VALUES (?)', ['b']);
    });
    expect(() =>
      store.transaction(() => {
        store.exec('INSERT INTO items (label) VALUES (?)', ['rolled back']);
        throw new Error('the work failed');
      }),
    ).toThrow('the work failed');
    expect(() => store.run('INSERT INTO items (id, label) VALUES (1, ?)', ['duplicate id'])).toThrow(/UNIQUE/);
    const beforeTorn = crashCopy();
    store.transaction(() => {
      store.exec('INSERT INTO items (label) VALUES (?)', ['c']);
      store.exec('INSERT INTO items (label) VALUES (?)', ['d']);
    });
    const afterCommit = crashCopy();
    store.close();

    const journal = readFileSync(journalFile(afterCommit));
    const lastRecordStart = readFileSync(journalFile(beforeTorn)).length;
    // Half of the last transaction's record: neither c nor d.
    truncateSync(journalFile(afterCommit), lastRecordStart + Math.floor((journal.length - lastRecordStart) / 2));
    const torn = await openItems(afterCommit);
    expect(labels(torn)).toEqual(['a', 'b']);
    torn.close();
    const whole = await openItems(beforeTorn);
    expect(labels(whole)).toEqual(['a', 'b']);
    whole.close();
  });

  it('journals reset(), binary and non-finite values, and scripts run after open', async () => {
    const store = await Store.open(dir, { migrate });
    store.run('INSERT INTO users (id, created_at) VALUES (?, ?)', ['did:privy:one', 1]);
    store.reset();
    store.run('INSERT INTO users (id, created_at) VALUES (?, ?)', ['did:privy:two', 2]);
    store.script('CREATE TABLE IF NOT EXISTS extra (value); INSERT INTO extra VALUES (1), (2);');
    store.run('INSERT INTO extra VALUES (?), (?), (?)', [new Uint8Array([0, 1, 254, 255]), Infinity, -Infinity]);
    const crashed = crashCopy();
    store.close();
    const reopened = await Store.open(crashed, { migrate });
    expect(reopened.all('SELECT id FROM users')).toEqual([{ id: 'did:privy:two' }]);
    expect(reopened.all('SELECT value FROM extra')).toEqual([
      { value: 1 },
      { value: 2 },
      { value: new Uint8Array([0, 1, 254, 255]) },
      { value: Infinity },
      { value: -Infinity },
    ]);
    reopened.close();
  });

  it('opens a data directory from before the journal (a snapshot only) and keeps its rows', async () => {
    const SQL = await initSqlJs();
    const old = new SQL.Database();
    old.exec(
      "CREATE TABLE items (id INTEGER PRIMARY KEY, label TEXT NOT NULL, payload BLOB); INSERT INTO items (label) VALUES ('old')",
    );
    writeFileSync(snapshotFile(), old.export());
    old.close();
    const store = await openItems();
    store.run('INSERT INTO items (label) VALUES (?)', ['new']);
    const crashed = crashCopy();
    store.close();
    const reopened = await openItems(crashed);
    expect(labels(reopened)).toEqual(['old', 'new']);
    reopened.close();
  });

  it('refuses a journal that does not continue the snapshot (a file of the directory is missing)', async () => {
    const store = await openItems();
    store.run('INSERT INTO items (label) VALUES (?)', ['one']);
    const crashed = crashCopy();
    store.close();
    rmSync(snapshotFile(crashed));
    await expect(openItems(crashed)).rejects.toThrow(
      /continues snapshot generation \d+, but emulator\.sqlite is generation 0/,
    );
  });

  it('wipes snapshot and journal on reset', async () => {
    const store = await openItems();
    store.run('INSERT INTO items (label) VALUES (?)', ['one']);
    store.close();
    const wiped = await openItems(dir, { reset: true });
    expect(labels(wiped)).toEqual([]);
    wiped.close();
  });
});

describe('compaction', () => {
  it('runs in the background once the journal passes its threshold, shrinks it and keeps every row', async () => {
    const store = await openItems(dir, { compactAt: 4096 });
    const written: string[] = [];
    let largest = 0;
    for (let i = 0; i < 400; i++) {
      const label = `item ${i}`;
      store.run('INSERT INTO items (label) VALUES (?)', [label]);
      written.push(label);
      largest = Math.max(largest, statSync(journalFile()).size);
      // Let the background compaction take its turns between writes, as it does between requests; a burst of 20
      // writes waits for a compaction under way to end, so a loaded machine's slow snapshot cannot let the loop
      // outrun it (the bound below is about what one snapshot lets in, not about the machine's speed).
      if (i % 20 === 19) {
        await new Promise((resolve) => setImmediate(resolve));
        await vi.waitFor(() => expect(existsSync(path.join(dir, 'emulator.journal.prev'))).toBe(false));
      }
    }
    // 400 records of ~70 bytes are ~28 KB: without compaction the journal would hold all of them.
    await vi.waitFor(() => {
      expect(existsSync(path.join(dir, 'emulator.journal.prev'))).toBe(false);
      expect(statSync(journalFile()).size).toBeLessThan(4096);
    });
    // It never held more than a fraction of them (the threshold, plus what came while a snapshot was written).
    expect(largest).toBeLessThan(4096 * 3);
    expect(statSync(snapshotFile()).size).toBeGreaterThan(0);

    const crashed = crashCopy();
    const reopened = await openItems(crashed);
    expect(labels(reopened)).toEqual(written);
    reopened.close();

    store.close();
    // close() compacts: the journal is back to its header.
    expect(readFileSync(journalFile(), 'utf8').trim().split('\n')).toHaveLength(1);
    const closedAndReopened = await openItems();
    expect(labels(closedAndReopened)).toEqual(written);
    closedAndReopened.close();
  });

  it('recovers from a crash at each step of a compaction', async () => {
    // Each state is one a crash leaves: files are renamed one at a time, and the generation in the snapshot
    // and in each journal's header decides what is replayed.
    const store = await openItems(dir, { compactAt: 1 << 30 });
    store.run('INSERT INTO items (label) VALUES (?)', ['before']);
    const generation0 = crashCopy(); // snapshot G, journal G with one record
    store.close(); // compacts to G+1
    const reopened = await openItems();
    reopened.run('INSERT INTO items (label) VALUES (?)', ['after']);
    const generation1 = crashCopy(); // snapshot G+1 (holds 'before'), journal G+1 holding 'after'
    reopened.close();

    const states: Record<string, (d: string) => void> = {
      // Journal G moved aside, journal G+1 started; the snapshot G+1 not written yet.
      'old journal moved aside, new journal started': (d) => {
        cpSync(path.join(generation0, 'emulator.sqlite'), snapshotFile(d));
        cpSync(path.join(generation0, 'emulator.journal'), path.join(d, 'emulator.journal.prev'));
        cpSync(path.join(generation1, 'emulator.journal'), journalFile(d));
      },
      // The same, the crash came before the new journal was renamed into place.
      'old journal moved aside, no journal yet': (d) => {
        cpSync(path.join(generation0, 'emulator.sqlite'), snapshotFile(d));
        cpSync(path.join(generation0, 'emulator.journal'), path.join(d, 'emulator.journal.prev'));
        writeFileSync(path.join(d, 'emulator.journal.tmp'), '{"format":"sigil-emulator-j');
      },
      // Snapshot G+1 renamed into place, the old journal not yet removed.
      'new snapshot in place, old journal still there': (d) => {
        cpSync(path.join(generation1, 'emulator.sqlite'), snapshotFile(d));
        cpSync(path.join(generation0, 'emulator.journal'), path.join(d, 'emulator.journal.prev'));
        cpSync(path.join(generation1, 'emulator.journal'), journalFile(d));
        writeFileSync(path.join(d, 'emulator.sqlite.g9.tmp'), 'half a snapshot');
      },
      // A synchronous compaction: snapshot G+1 in place, journal G not yet replaced.
      'new snapshot in place, journal of the old generation': (d) => {
        cpSync(path.join(generation1, 'emulator.sqlite'), snapshotFile(d));
        cpSync(path.join(generation0, 'emulator.journal'), journalFile(d));
      },
    };
    const expected: Record<string, string[]> = {
      'old journal moved aside, new journal started': ['before', 'after'],
      'old journal moved aside, no journal yet': ['before'],
      'new snapshot in place, old journal still there': ['before', 'after'],
      'new snapshot in place, journal of the old generation': ['before'],
    };
    for (const [name, make] of Object.entries(states)) {
      const d = mkdtempSync(path.join(tmpdir(), 'sigil-persistence-state-'));
      scratch.push(d);
      make(d);
      const recovered = await openItems(d);
      expect(labels(recovered), name).toEqual(expected[name]);
      recovered.run('INSERT INTO items (label) VALUES (?)', ['later']);
      const copy = mkdtempSync(path.join(tmpdir(), 'sigil-persistence-state-'));
      scratch.push(copy);
      cpSync(d, copy, { recursive: true });
      recovered.close();
      const again = await openItems(copy);
      expect(labels(again), `${name}, then a write and a crash`).toEqual([...(expected[name] ?? []), 'later']);
      again.close();
    }
  });
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
