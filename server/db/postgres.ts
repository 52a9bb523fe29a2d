import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import type { Db, Dialect, Param, Signals, Statement } from './database';
import { poolConfig } from './postgres-config';
import { postgresSignals } from './postgres-signals';

// Timestamps (ms) and counts are BIGINT: read them as numbers, as SQLite gives them.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number);

const dialect: Dialect = {
  forUpdate: ' FOR UPDATE',
  skipLocked: ' FOR UPDATE SKIP LOCKED',
  jsonText: (column, field) => `(CAST(${column} AS json) ->> '${field}')`,
  analyze: (tables) => `ANALYZE ${tables.join(', ')}`,
};

/** Retried transaction outcomes: a deadlock or a serialization failure. */
const RETRIED = new Set(['40P01', '40001']);

/**
 * Turns the shared SQL into PostgreSQL's: numbered placeholders, and SQLite's `json_each(?)`
 * (a key list sent as one JSON array) as `json_array_elements_text`, whose column is also `value`.
 */
export function toPostgresSql(sql: string): string {
  let n = 0;
  let out = '';
  let quoted = false;
  for (let i = 0; i < sql.length; i++) {
    const ch = sql[i]!;
    if (ch === "'") quoted = !quoted;
    if (ch === '?' && !quoted) out += `$${++n}`;
    else out += ch;
  }
  return out.replace(/json_each\((\$\d+)\)/g, 'json_array_elements_text(CAST($1 AS json))');
}

/**
 * PostgreSQL through a pool of connections. A transaction holds one connection, and queries made
 * inside it (found through async context) use that connection.
 */
export class PostgresDb implements Db {
  readonly engine = 'postgres' as const;
  readonly dialect = dialect;
  private readonly client = new AsyncLocalStorage<pg.PoolClient>();
  private readonly names = new Map<string, { name: string; text: string }>();

  readonly signals: Signals;

  constructor(readonly pool: pg.Pool) {
    this.signals = postgresSignals(pool.options, async (channel) => {
      await this.prepare("SELECT pg_notify(?, '')").get(channel);
    });
  }

  static open(url: string, max = 10): PostgresDb {
    const pool = new pg.Pool(poolConfig(url, max));
    // An idle connection the server dropped must not crash the service.
    pool.on('error', (err) => console.error(`[locale-lens] database: ${err.message}`));
    return new PostgresDb(pool);
  }

  prepare(sql: string): Statement {
    const query = async (params: Param[]) => {
      const named = this.named(sql);
      const on = this.client.getStore() ?? this.pool;
      return on.query({ name: named.name, text: named.text, values: params });
    };
    return {
      all: async <T>(...params: Param[]) => (await query(params)).rows as T[],
      get: async <T>(...params: Param[]) => (await query(params)).rows[0] as T | undefined,
      run: async (...params: Param[]) => ({ changes: (await query(params)).rowCount ?? 0 }),
    };
  }

  async tx<T>(fn: () => Promise<T>): Promise<T> {
    if (this.client.getStore()) return fn();
    for (let attempt = 1; ; attempt++) {
      const client = await this.pool.connect();
      try {
        await client.query('BEGIN');
        const out = await this.client.run(client, fn);
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        const code = (err as { code?: string }).code;
        if (!(code && RETRIED.has(code)) || attempt === 3) throw err;
      } finally {
        client.release();
      }
    }
  }

  async exec(sql: string): Promise<void> {
    await (this.client.getStore() ?? this.pool).query(sql);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  /** Each distinct SQL is a named statement: PostgreSQL plans it once per connection. */
  private named(sql: string) {
    let n = this.names.get(sql);
    if (!n) this.names.set(sql, (n = { name: `s${this.names.size}`, text: toPostgresSql(sql) }));
    return n;
  }
}
