import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import initSqlJs, { type Database, type SqlValue } from 'sql.js';

/**
 * The emulator's embedded database: SQLite compiled to WebAssembly (sql.js), so nothing native has to be
 * built. Persisted to `<dataDir>/emulator.sqlite` after every write (atomically: write, then rename), so
 * users, sessions and passkeys survive a restart. Without a data directory it lives in memory.
 */
export class Store {
  private constructor(
    private readonly db: Database,
    private readonly file: string | null,
  ) {}

  static async open(
    dataDir: string | null,
    { reset = false, migrate }: { reset?: boolean; migrate: (store: Store) => void },
  ): Promise<Store> {
    const SQL = await initSqlJs();
    let file: string | null = null;
    let db: Database;
    if (dataDir) {
      mkdirSync(dataDir, { recursive: true });
      file = path.join(dataDir, 'emulator.sqlite');
      if (reset) rmSync(file, { force: true });
      db = existsSync(file) ? new SQL.Database(readFileSync(file)) : new SQL.Database();
    } else {
      db = new SQL.Database();
    }
    const store = new Store(db, file);
    migrate(store);
    return store;
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

  /** Runs a write and persists the database. */
  run(sql: string, params: SqlValue[] = []): void {
    this.db.run(sql, params);
    this.persist();
  }

  /** Several writes as one transaction, persisted once. */
  transaction<T>(work: () => T): T {
    this.db.exec('BEGIN');
    try {
      const result = work();
      this.db.exec('COMMIT');
      this.persist();
      return result;
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  /** Several schema statements at once (migrations; not persisted by themselves). */
  script(sql: string): void {
    this.db.exec(sql);
  }

  /** For writes inside `transaction` (no persist of their own). */
  exec(sql: string, params: SqlValue[] = []): void {
    this.db.run(sql, params);
  }

  reset(): void {
    this.db.exec(
      'DELETE FROM passkeys; DELETE FROM challenges; DELETE FROM sessions; DELETE FROM accounts; DELETE FROM users; DELETE FROM codes; DELETE FROM outbox; DELETE FROM nonces; DELETE FROM oauth_states; DELETE FROM oauth_codes; DELETE FROM farcaster_channels; DELETE FROM farcaster_profiles;',
    );
    this.persist();
  }

  private persist() {
    if (!this.file) return;
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, this.db.export());
    renameSync(temporary, this.file);
  }

  close(): void {
    this.db.close();
  }
}
