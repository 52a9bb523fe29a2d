/**
 * The one data layer every store function is written against, on SQLite or PostgreSQL. SQL is
 * written once, in the subset both engines share (`?` placeholders, `ON CONFLICT`, `RETURNING`);
 * the few places where they differ ask `dialect`. A transaction is ambient: inside `tx`, every
 * query made through the same `Db` joins it, so store functions need no transaction argument.
 */
export type Param = string | number | bigint | null | Buffer;

export type Engine = 'sqlite' | 'postgres';

export interface Statement {
  all<T = unknown>(...params: Param[]): Promise<T[]>;
  get<T = unknown>(...params: Param[]): Promise<T | undefined>;
  run(...params: Param[]): Promise<{ changes: number }>;
}

/** The SQL fragments the two engines spell differently. */
export interface Dialect {
  /** Appended to a SELECT that claims rows another transaction must not also claim. */
  readonly forUpdate: string;
  /** Appended to a claiming SELECT whose locked rows others skip (a job queue). */
  readonly skipLocked: string;
  /** A string field of a JSON text column. */
  jsonText(column: string, field: string): string;
  /**
   * What refreshes the planner's statistics of tables after a bulk write, or null where the
   * planner needs none. PostgreSQL plans a fresh table's lookups as scans until autovacuum gets
   * to it, which made reads seconds slow for a minute after a big sync.
   */
  analyze(tables: readonly string[]): string | null;
}

/** Signals every instance on one database receives; sent ones are delivered when their transaction commits. */
export interface Signals {
  send(channel: string): Promise<void>;
  /** Calls `onSignal` for each signal on `channel` (and after a reconnection); returns the stop. */
  listen(channel: string, onSignal: () => void): Promise<() => Promise<void>>;
}

export interface Db {
  readonly engine: Engine;
  readonly dialect: Dialect;
  /** Null where one process is the database's only user (SQLite). */
  readonly signals: Signals | null;
  prepare(sql: string): Statement;
  /** Runs `fn` in one transaction (joined when one is already open); rolls back on a throw. */
  tx<T>(fn: () => Promise<T>): Promise<T>;
  /** Runs DDL or several statements (migrations, tests' fixtures); no parameters. */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** A constraint broke because another request created or deleted a row at the same time. */
export function isConstraintRace(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return (
    code === 'SQLITE_CONSTRAINT_FOREIGNKEY' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === '23503' || // PostgreSQL: foreign_key_violation
    code === '23505' // PostgreSQL: unique_violation
  );
}

export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === '23505'
  );
}
