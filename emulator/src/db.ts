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

  static async open(dataDir: string | null, { reset = false } = {}): Promise<Store> {
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
    store.migrate();
    return store;
  }

  private migrate() {
    this.db.exec(`
      PRAGMA foreign_keys = ON;
      CREATE TABLE IF NOT EXISTS users (
        id TEXT PRIMARY KEY,
        created_at INTEGER NOT NULL,
        has_accepted_terms INTEGER NOT NULL DEFAULT 0,
        is_guest INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE IF NOT EXISTS accounts (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        type TEXT NOT NULL,
        subject TEXT NOT NULL,
        data TEXT NOT NULL DEFAULT '{}',
        verified_at INTEGER NOT NULL,
        first_verified_at INTEGER NOT NULL,
        latest_verified_at INTEGER NOT NULL,
        UNIQUE (type, subject)
      );
      CREATE TABLE IF NOT EXISTS sessions (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        refresh_token_hash TEXT NOT NULL UNIQUE,
        expires_at INTEGER NOT NULL,
        revoked INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        replaced_by TEXT,
        replaced_at INTEGER
      );
      CREATE TABLE IF NOT EXISTS codes (
        channel TEXT NOT NULL,
        destination TEXT NOT NULL,
        code TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (channel, destination)
      );
      CREATE TABLE IF NOT EXISTS nonces (
        nonce TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        address TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        used INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE IF NOT EXISTS oauth_states (
        state_code TEXT PRIMARY KEY,
        provider TEXT NOT NULL,
        code_challenge TEXT NOT NULL,
        redirect_to TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS farcaster_channels (
        token TEXT PRIMARY KEY,
        nonce TEXT NOT NULL,
        domain TEXT NOT NULL,
        uri TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        fid INTEGER,
        message TEXT,
        signature TEXT
      );
      CREATE TABLE IF NOT EXISTS farcaster_profiles (
        fid INTEGER PRIMARY KEY,
        username TEXT NOT NULL UNIQUE,
        custody_key TEXT NOT NULL
      );
      CREATE TABLE IF NOT EXISTS oauth_codes (
        code TEXT PRIMARY KEY,
        state_code TEXT NOT NULL,
        provider TEXT NOT NULL,
        identity TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        used INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE IF NOT EXISTS challenges (
        challenge TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS passkeys (
        credential_id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        public_key TEXT NOT NULL,
        counter INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE IF NOT EXISTS outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        channel TEXT NOT NULL,
        destination TEXT NOT NULL,
        code TEXT NOT NULL,
        sent_at INTEGER NOT NULL
      );
    `);
    // Data directories made before sessions recorded their rotation gain the two columns.
    const columns = this.all<{ name: string }>('PRAGMA table_info(sessions)').map((c) => c.name);
    if (!columns.includes('replaced_by')) {
      this.db.exec(
        'ALTER TABLE sessions ADD COLUMN replaced_by TEXT; ALTER TABLE sessions ADD COLUMN replaced_at INTEGER;',
      );
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
