import path from 'node:path';
import initSqlJs, { type Database, type SqlValue } from 'sql.js';
import { Journal } from './journal';
import type { JournalStatement } from './journal-format';

/** Where a snapshot records its generation (journal.ts); written only when a snapshot is exported. */
const GENERATION_TABLE = 'journal_generation';

function apply(db: Database, [sql, params]: JournalStatement) {
  if (params) db.run(sql, params);
  else db.exec(sql);
}

function rollback(db: Database) {
  try {
    db.exec('ROLLBACK');
  } catch {
    // SQLite already rolled back by itself (some errors do); the original error is the one to report.
  }
}

/**
 * The emulator's embedded database: SQLite compiled to WebAssembly (sql.js), so nothing native has to be
 * built. Without a data directory it lives in memory. With one, it is a snapshot (`emulator.sqlite`) plus a
 * write-ahead journal (`emulator.journal`, see journal.ts): every write is appended to the journal and
 * synced to disk before it returns (so an acknowledged write survives `kill -9`), at a cost that does not
 * grow with the data; on open the snapshot is loaded, migrated and the journal replayed; the journal is
 * compacted into a new snapshot in the background and on close.
 *
 * Replay re-runs the journaled SQL with its parameters, so **writes must be deterministic given their
 * parameters and the data**: no `randomblob()`, `random()`, `CURRENT_TIMESTAMP`, `datetime('now')` or
 * the like in a write; ids, tokens and times are made in JavaScript and passed as parameters (as every
 * statement of the emulator does).
 */
export class Store {
  /** The statements of the transaction under way, journaled as one record when it commits. */
  private pending: JournalStatement[] | null = null;
  /** Off while the store opens: migrations run at every open, so they are not journaled. */
  private journaling = false;

  private constructor(
    private readonly db: Database,
    private readonly journal: Journal | null,
  ) {}

  static async open(
    dataDir: string | null,
    {
      reset = false,
      migrate,
      compactAt,
    }: {
      reset?: boolean;
      migrate: (store: Store) => void;
      /** Journal bytes that start a background compaction (default: max(1 MiB, the snapshot's size)). */
      compactAt?: number;
    },
  ): Promise<Store> {
    const SQL = await initSqlJs();
    if (!dataDir) {
      const store = new Store(new SQL.Database(), null);
      migrate(store);
      return store;
    }
    let db: Database | null = null;
    const journal = new Journal(path.resolve(dataDir), {
      compactAt,
      exportSnapshot: (generation) => {
        if (!db) throw new Error('The database is not open.');
        db.run(`UPDATE ${GENERATION_TABLE} SET generation = ?`, [generation]);
        return db.export();
      },
    });
    const snapshot = journal.prepare(reset);
    const database = snapshot ? new SQL.Database(snapshot) : new SQL.Database();
    db = database;
    try {
      database.exec(`CREATE TABLE IF NOT EXISTS ${GENERATION_TABLE} (generation INTEGER NOT NULL)`);
      if (!database.exec(`SELECT 1 FROM ${GENERATION_TABLE}`)[0]) {
        database.run(`INSERT INTO ${GENERATION_TABLE} VALUES (0)`);
      }
      const generation = Number(database.exec(`SELECT generation FROM ${GENERATION_TABLE}`)[0]?.values[0]?.[0] ?? 0);
      const store = new Store(database, journal);
      migrate(store);
      // The journal was written by code that had migrated first: replay after migrating.
      journal.recover(generation).forEach((record, index) => {
        database.exec('BEGIN');
        try {
          for (const statement of record) apply(database, statement);
          database.exec('COMMIT');
        } catch (error) {
          rollback(database);
          throw new Error(
            `The emulator's journal in ${dataDir} does not replay (record ${index + 1}: ${(error as Error).message}).`,
          );
        }
      });
      journal.resume();
      store.journaling = true;
      return store;
    } catch (error) {
      journal.close();
      database.close();
      throw error;
    }
  }

  all<T = Record<string, SqlValue>>(sql: string, params: SqlValue[] = []): T[] {
    const statement = this.db.prepare(sql);
    try {
      statement.bind(params);
      const rows: T[] = [];
      while (statement.step()) rows.push(statement.getAsObject() as T);
      return rows;
    } finally {
      statement.free();
    }
  }

  get<T = Record<string, SqlValue>>(sql: string, params: SqlValue[] = []): T | undefined {
    return this.all<T>(sql, params)[0];
  }

  /** Runs a write; durable when it returns. */
  run(sql: string, params: SqlValue[] = []): void {
    this.write([sql, [...params]]);
  }

  /** Several writes as one transaction, journaled as one record (all or nothing on replay). */
  transaction<T>(work: () => T): T {
    this.db.exec('BEGIN');
    const statements: JournalStatement[] = [];
    this.pending = statements;
    let result: T;
    try {
      result = work();
      this.pending = null;
      if (statements.length > 0 && this.journal && this.journaling) {
        const mark = this.journal.append(statements);
        this.commit(mark);
      } else {
        this.db.exec('COMMIT');
      }
      return result;
    } catch (error) {
      this.pending = null;
      rollback(this.db);
      throw error;
    }
  }

  /** Several schema statements at once (migrations at open are not journaled: they run at every open). */
  script(sql: string): void {
    this.write([sql]);
  }

  /** For writes inside `transaction` (journaled with it); outside one it is a `run`. */
  exec(sql: string, params: SqlValue[] = []): void {
    this.write([sql, [...params]]);
  }

  reset(): void {
    this.write([
      'DELETE FROM wallets; DELETE FROM user_signers; DELETE FROM passkeys; DELETE FROM challenges; DELETE FROM sessions; DELETE FROM accounts; DELETE FROM users; DELETE FROM codes; DELETE FROM outbox; DELETE FROM nonces; DELETE FROM oauth_states; DELETE FROM oauth_codes; DELETE FROM farcaster_channels; DELETE FROM farcaster_profiles; DELETE FROM cross_app_users; DELETE FROM cross_app_answers; DELETE FROM code_guesses;',
    ]);
  }

  close(): void {
    this.journal?.close();
    this.db.close();
  }

  /**
   * Write-ahead: the statement runs inside a transaction, the journal record is synced, then it commits.
   * A statement that fails is never journaled; a journal that cannot be written rolls the statement back.
   */
  private write(statement: JournalStatement) {
    if (this.pending) {
      apply(this.db, statement);
      this.pending.push(statement);
      return;
    }
    if (!this.journal || !this.journaling) {
      apply(this.db, statement);
      return;
    }
    this.db.exec('BEGIN');
    let mark: number;
    try {
      apply(this.db, statement);
      mark = this.journal.append([statement]);
    } catch (error) {
      rollback(this.db);
      throw error;
    }
    this.commit(mark);
  }

  private commit(mark: number) {
    try {
      this.db.exec('COMMIT');
    } catch (error) {
      this.journal?.truncate(mark);
      rollback(this.db);
      throw error;
    }
  }
}
