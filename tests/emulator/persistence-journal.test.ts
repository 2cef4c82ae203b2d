/**
 * The store's journal (torn and damaged records, transactions, resets, old data directories) and its
 * compaction, crash at each step included.
 */
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
import { describe, expect, it, vi } from 'vitest';
import { Store } from '../../emulator/src/store/database';
import { encodeRecord } from '../../emulator/src/store/journal-format';
import { migrate } from '../../emulator/src/store/schema';
import {
  crashCopy,
  dir,
  journalFile,
  labels,
  openItems,
  scratch,
  scratchDirectories,
  snapshotFile,
} from './persistence-helpers';

scratchDirectories();

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
