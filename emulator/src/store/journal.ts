import {
  closeSync,
  existsSync,
  fdatasyncSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { encodeRecord, headerLine, type JournalStatement, type ParsedJournal, parseJournal } from './journal-format';

/**
 * The write-ahead journal that makes the emulator's database durable at a cost independent of its size.
 *
 * Files in the data directory:
 * - `emulator.sqlite`: a snapshot (the whole database, as sql.js exports it). It records its own
 *   generation G in the table `journal_generation` (see database.ts).
 * - `emulator.journal`: the writes committed since snapshot G. One header line
 *   `{"format":"sigil-emulator-journal","version":1,"generation":G}`, then one line per committed write
 *   or transaction: `<crc32 of the JSON, 8 hex digits> <JSON array of statements>`. Each append is written
 *   and `fdatasync`ed before the write returns, so an acknowledged write survives `kill -9` (and power loss).
 * - `emulator.journal.prev`: only while a background compaction writes its snapshot (or after a crash in
 *   the middle of one): the journal of the previous generation.
 *
 * Recovery rule, which makes every crash point safe: a journal of generation h holds the writes made on top
 * of snapshot h, so on open every journal with h >= G (the snapshot's generation) is replayed in generation
 * order, and one with h < G is already inside the snapshot and ignored. A compaction exports generation G+1
 * at the very moment it starts journal G+1 (synchronously: no write can come in between), so snapshot G+1
 * contains exactly the journals below G+1. A torn last line (a crash in the middle of an append) was never
 * acknowledged: it is ignored and cut off; damage anywhere else stops the open with an error, since
 * acknowledged writes would otherwise be lost silently.
 *
 * Compaction runs when the journal outgrows max(1 MiB, the snapshot's size): that bound keeps the amortised
 * snapshot bytes per journal byte at most one, so a write's cost stays independent of the data size, and the
 * journal replayed at start stays smaller than the snapshot. The export is synchronous (a memory copy); the
 * snapshot file is written and synced off the request path; `close()` compacts synchronously.
 */

const SNAPSHOT = 'emulator.sqlite';
const JOURNAL = 'emulator.journal';
const PREVIOUS = 'emulator.journal.prev';
const TEMPORARY = /^emulator\.(sqlite|journal)(\.[\w-]+)?\.tmp$/;
const MIN_COMPACT_BYTES = 1 << 20;

function fsyncDirectory(dir: string) {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch (error) {
    // Windows cannot open a directory for syncing; its renames are durable by themselves.
    if (process.platform !== 'win32') throw error;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function writeAll(fd: number, bytes: Uint8Array, position: number) {
  let written = 0;
  while (written < bytes.length) {
    written += writeSync(fd, bytes, written, bytes.length - written, position + written);
  }
}

interface JournalOptions {
  /** Exports the database as snapshot `generation` (it records the generation inside, then exports). */
  exportSnapshot: (generation: number) => Uint8Array;
  /** Journal bytes that start a compaction; default max(1 MiB, the snapshot's size). */
  compactAt?: number;
}

export class Journal {
  private fd: number | null = null;
  /** Length of the current journal file. */
  private length = 0;
  private headerLength = 0;
  /** The current journal's generation: the newest snapshot generation this store has made or seen. */
  private generation = 0;
  private snapshotLength = 0;
  private compacting = false;
  private scheduled = false;
  private closed = false;
  /** Set by `recover`: the journal can be appended to as it is (else `resume` compacts first). */
  private resumable: { validLength: number; length: number } | null = null;

  constructor(
    private readonly dir: string,
    private readonly options: JournalOptions,
  ) {}

  private file(name: string) {
    return path.join(this.dir, name);
  }

  /** Creates the directory, wipes it on reset, removes temporaries of an interrupted compaction; the snapshot. */
  prepare(reset: boolean): Uint8Array | null {
    mkdirSync(this.dir, { recursive: true });
    if (reset) for (const name of [SNAPSHOT, JOURNAL, PREVIOUS]) rmSync(this.file(name), { force: true });
    for (const name of readdirSync(this.dir)) {
      if (TEMPORARY.test(name)) rmSync(this.file(name), { force: true });
    }
    if (!existsSync(this.file(SNAPSHOT))) return null;
    const snapshot = readFileSync(this.file(SNAPSHOT));
    this.snapshotLength = snapshot.length;
    return snapshot;
  }

  /** The records to replay on top of snapshot `snapshotGeneration`, oldest first. */
  recover(snapshotGeneration: number): JournalStatement[][] {
    const journals: { name: string; journal: ParsedJournal | null }[] = [];
    for (const name of [PREVIOUS, JOURNAL]) {
      if (existsSync(this.file(name)))
        journals.push({ name, journal: parseJournal(readFileSync(this.file(name)), name) });
    }
    this.generation = snapshotGeneration;
    const pending: { name: string; journal: ParsedJournal }[] = [];
    for (const { name, journal } of journals) {
      if (!journal) continue;
      this.generation = Math.max(this.generation, journal.generation);
      if (journal.generation >= snapshotGeneration) pending.push({ name, journal });
    }
    pending.sort((a, b) => a.journal.generation - b.journal.generation);
    pending.forEach(({ name, journal }, index) => {
      if (journal.generation !== snapshotGeneration + index) {
        throw new Error(
          `${name} continues snapshot generation ${journal.generation}, but ${SNAPSHOT} is generation ${snapshotGeneration}` +
            `${index > 0 ? ' and the journal before it ends at the previous one' : ''}: a file of the data directory is missing.`,
        );
      }
    });
    const only = journals.length === 1 ? journals[0] : undefined;
    this.resumable =
      only?.name === JOURNAL && only.journal?.generation === snapshotGeneration
        ? { validLength: only.journal.validLength, length: only.journal.length }
        : null;
    return pending.flatMap(({ journal }) => journal.records);
  }

  /**
   * After the replay: appends go to the current journal (a torn tail is cut off first), or, when the files
   * are not in that simple state (a new or older data directory, an interrupted compaction), a compaction
   * starts a clean generation.
   */
  resume(): void {
    const state = this.resumable;
    if (!state) {
      this.compactNow();
      return;
    }
    const fd = openSync(this.file(JOURNAL), 'r+');
    if (state.validLength < state.length) {
      ftruncateSync(fd, state.validLength);
      fdatasyncSync(fd);
    }
    this.fd = fd;
    this.length = state.validLength;
    this.headerLength = headerLine(this.generation).length;
  }

  /** Appends one committed write durably (written and fdatasynced) before returning. */
  append(statements: readonly JournalStatement[]): number {
    if (this.fd === null || this.closed) throw new Error('The journal is not open.');
    const record = encodeRecord(statements);
    const start = this.length;
    try {
      writeAll(this.fd, record, start);
      fdatasyncSync(this.fd);
    } catch (error) {
      this.truncate(start);
      throw error;
    }
    this.length = start + record.length;
    if (this.length >= this.threshold()) this.schedule();
    return start;
  }

  /** Takes back an append whose transaction did not commit after all. */
  truncate(length: number): void {
    if (this.fd === null) return;
    try {
      ftruncateSync(this.fd, length);
      fdatasyncSync(this.fd);
      this.length = length;
    } catch {
      // The record stays; the next open sees it. Nothing better can be done on a failing disk.
    }
  }

  /** Current journal length in bytes (tests and benchmarks measure write cost with it). */
  get size(): number {
    return this.length;
  }

  private threshold() {
    return this.options.compactAt ?? Math.max(MIN_COMPACT_BYTES, this.snapshotLength);
  }

  private schedule() {
    if (this.scheduled || this.compacting || this.closed) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      try {
        this.compactInBackground();
      } catch (error) {
        console.error('Emulator store: compaction failed; the journal keeps every write.', error);
      }
    });
  }

  /** Creates `<name>.tmp` holding only a header, durably; returns its descriptor (the caller renames it). */
  private createJournal(generation: number): { fd: number; temporary: string; length: number } {
    const temporary = this.file(`${JOURNAL}.tmp`);
    const header = headerLine(generation);
    const fd = openSync(temporary, 'w+');
    try {
      writeAll(fd, header, 0);
      fdatasyncSync(fd);
    } catch (error) {
      closeSync(fd);
      throw error;
    }
    return { fd, temporary, length: header.length };
  }

  private switchTo(fd: number, length: number, generation: number) {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = fd;
    this.length = length;
    this.headerLength = length;
    this.generation = generation;
  }

  /**
   * Compaction in two halves. Now (between requests, synchronously): export snapshot G+1 and start journal
   * G+1, the old journal kept as `.prev`. Later (off the event loop): write and sync the snapshot, rename it
   * into place, drop `.prev`. A crash anywhere leaves files the recovery rule reads correctly.
   */
  private compactInBackground() {
    if (this.closed || this.compacting || this.length < this.threshold()) return;
    if (existsSync(this.file(PREVIOUS))) {
      // An earlier background write failed and left its journal behind: compact whole, synchronously.
      this.compactNow();
      return;
    }
    const generation = this.generation + 1;
    const snapshot = this.options.exportSnapshot(generation);
    const next = this.createJournal(generation);
    renameSync(this.file(JOURNAL), this.file(PREVIOUS));
    renameSync(next.temporary, this.file(JOURNAL));
    fsyncDirectory(this.dir);
    this.switchTo(next.fd, next.length, generation);
    this.compacting = true;
    this.writeSnapshot(snapshot, generation)
      .catch((error: unknown) => {
        console.error('Emulator store: writing a snapshot failed; the journal keeps every write.', error);
      })
      .finally(() => {
        this.compacting = false;
        if (!this.closed && this.length >= this.threshold()) this.schedule();
      });
  }

  private async writeSnapshot(snapshot: Uint8Array, generation: number) {
    const temporary = this.file(`${SNAPSHOT}.g${generation}.tmp`);
    try {
      const handle = await open(temporary, 'w');
      try {
        await handle.writeFile(snapshot);
        await handle.datasync();
      } finally {
        await handle.close();
      }
      // Closed meanwhile: close() has compacted by itself, and this snapshot is older than its own.
      if (this.closed || this.generation !== generation) return;
      renameSync(temporary, this.file(SNAPSHOT));
      fsyncDirectory(this.dir);
      this.snapshotLength = snapshot.length;
      rmSync(this.file(PREVIOUS), { force: true });
    } finally {
      rmSync(temporary, { force: true });
    }
  }

  /** A whole compaction, synchronously: snapshot G+1 into place, then an empty journal G+1. */
  compactNow(): void {
    const generation = this.generation + 1;
    const snapshot = this.options.exportSnapshot(generation);
    const temporary = this.file(`${SNAPSHOT}.tmp`);
    const fd = openSync(temporary, 'w');
    try {
      writeAll(fd, snapshot, 0);
      fdatasyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, this.file(SNAPSHOT));
    fsyncDirectory(this.dir);
    // From here snapshot G+1 is in place: the older journals are ignored on open, whatever happens next.
    this.snapshotLength = snapshot.length;
    const next = this.createJournal(generation);
    renameSync(next.temporary, this.file(JOURNAL));
    rmSync(this.file(PREVIOUS), { force: true });
    fsyncDirectory(this.dir);
    this.switchTo(next.fd, next.length, generation);
  }

  /** Compacts when anything was written since the last snapshot, then closes the journal. */
  close(): void {
    if (this.closed) return;
    try {
      if (this.fd !== null && (this.length > this.headerLength || existsSync(this.file(PREVIOUS)))) this.compactNow();
    } catch (error) {
      console.error('Emulator store: the closing compaction failed; the journal keeps every write.', error);
    } finally {
      this.closed = true;
      if (this.fd !== null) closeSync(this.fd);
      this.fd = null;
    }
  }
}
