import Database, { type Statement as RawStatement } from 'better-sqlite3';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Dialect, Param, Statement } from './database';

const dialect: Dialect = {
  // SQLite has one writer at a time: a write transaction already holds every row it reads.
  forUpdate: '',
  skipLocked: '',
  jsonText: (column, field) => `json_extract(${column}, '$.${field}')`,
  // Its planner picks the primary key and indexes without statistics.
  analyze: () => null,
};

/**
 * SQLite through better-sqlite3, whose calls are synchronous. One connection serves every
 * request, so a transaction that awaits between its queries holds a lock: queries from outside
 * the transaction wait for it to end instead of running inside it.
 */
export class SqliteDb implements Db {
  readonly engine = 'sqlite' as const;
  readonly dialect = dialect;
  readonly signals = null;
  private readonly statements = new Map<string, RawStatement>();
  private readonly inTx = new AsyncLocalStorage<true>();
  private lock: Promise<void> | null = null;

  constructor(readonly raw: Database.Database) {}

  static open(file: string): SqliteDb {
    const raw = new Database(file);
    raw.pragma('journal_mode = WAL');
    raw.pragma('synchronous = NORMAL');
    raw.pragma('foreign_keys = ON');
    raw.pragma('busy_timeout = 5000');
    return new SqliteDb(raw);
  }

  prepare(sql: string): Statement {
    return {
      all: async <T>(...params: Param[]) => {
        await this.turn();
        return this.cached(sql).all(...params) as T[];
      },
      get: async <T>(...params: Param[]) => {
        await this.turn();
        return this.cached(sql).get(...params) as T | undefined;
      },
      run: async (...params: Param[]) => {
        await this.turn();
        return { changes: this.cached(sql).run(...params).changes };
      },
    };
  }

  async tx<T>(fn: () => Promise<T>): Promise<T> {
    if (this.inTx.getStore()) return fn();
    while (this.lock) await this.lock;
    let release!: () => void;
    this.lock = new Promise((resolve) => (release = resolve));
    try {
      this.raw.exec('BEGIN IMMEDIATE');
      const out = await this.inTx.run(true, fn);
      this.raw.exec('COMMIT');
      return out;
    } catch (err) {
      if (this.raw.inTransaction) this.raw.exec('ROLLBACK');
      throw err;
    } finally {
      this.lock = null;
      release();
    }
  }

  async exec(sql: string): Promise<void> {
    await this.turn();
    this.raw.exec(sql);
  }

  async close(): Promise<void> {
    while (this.lock) await this.lock;
    this.raw.close();
  }

  /** Waits while another caller's transaction is open; a query inside one runs at once. */
  private async turn(): Promise<void> {
    if (this.inTx.getStore()) return;
    while (this.lock) await this.lock;
  }

  /** Prepared statements are cached: preparing costs more than running. */
  private cached(sql: string): RawStatement {
    let s = this.statements.get(sql);
    if (!s) this.statements.set(sql, (s = this.raw.prepare(sql)));
    return s;
  }
}
