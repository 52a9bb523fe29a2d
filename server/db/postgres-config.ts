import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import type pg from 'pg';

/** Debian's libpq looks for the server's socket here when a URL names no host. */
const DEFAULT_SOCKET_DIR = '/var/run/postgresql';

/** The query parameters of a libpq URL this service understands. */
const PARAMS = new Set([
  'host',
  'hostaddr',
  'port',
  'user',
  'password',
  'dbname',
  'sslmode',
  'application_name',
  'connect_timeout',
]);

/** What `DATABASE_URL` connects to, in libpq's words. */
export interface PostgresTarget {
  host: string;
  port: number;
  user: string;
  database: string;
  password?: string;
  ssl?: boolean | { rejectUnauthorized: boolean };
  application_name?: string;
  connectionTimeoutMillis?: number;
}

const fail = (what: string): never => {
  throw new Error(`DATABASE_URL: ${what}`);
};

/** The OS user's name, which libpq uses when neither the URL nor PGUSER names a user. */
function osUser(env: NodeJS.ProcessEnv): string {
  try {
    return userInfo().username;
  } catch {
    return (
      env.USER ||
      env.LOGNAME ||
      fail('names no user, PGUSER is unset and this process has no user name: add one (user@host)')
    );
  }
}

function sslOf(mode: string | undefined): PostgresTarget['ssl'] {
  if (mode === undefined || mode === 'disable' || mode === 'allow' || mode === 'prefer')
    return undefined;
  if (mode === 'require') return { rejectUnauthorized: false };
  if (mode === 'verify-ca' || mode === 'verify-full') return true;
  return fail(
    `sslmode=${mode} is not one of disable, allow, prefer, require, verify-ca, verify-full`,
  );
}

/**
 * Reads a PostgreSQL URL as libpq does: `postgres://user@/db?host=/var/run/postgresql` (a socket
 * directory), a percent-encoded socket path as the host, no host at all (the default socket
 * directory), no user (PGUSER, else the OS user), no database (PGDATABASE, else the user's name).
 * WHATWG URL parsing refuses the socket forms, and `pg` alone takes its user from USER, which
 * service managers often leave unset. Anything it cannot use is an error naming it, in one line.
 */
export function postgresTarget(url: string, env: NodeJS.ProcessEnv = process.env): PostgresTarget {
  const m = /^postgres(?:ql)?:\/\/(?:([^@/?#]*)@)?([^/?#]*)(?:\/([^?#]*))?(?:\?([^#]*))?$/.exec(
    url.trim(),
  );
  if (!m) return fail('is not a postgres:// or postgresql:// URL');
  const decode = (s: string | undefined) => {
    try {
      return s === undefined || s === '' ? undefined : decodeURIComponent(s);
    } catch {
      return fail(`cannot decode "${s}"`);
    }
  };
  const [userPart, passwordPart] = (m[1] ?? '').split(/:(.*)/s);
  const hostPort = m[2] ?? '';
  if (hostPort.includes(',')) fail('names several hosts; give one');
  const hp = /^(\[[^\]]*\]|[^:]*)(?::(.*))?$/.exec(hostPort)!;
  const query = new URLSearchParams(m[4] ?? '');
  for (const key of query.keys()) if (!PARAMS.has(key)) fail(`unknown parameter ${key}`);
  const host =
    query.get('host') ||
    query.get('hostaddr') ||
    decode(hp[1]?.replace(/^\[|\]$/g, '')) ||
    env.PGHOST ||
    (existsSync(DEFAULT_SOCKET_DIR) ? DEFAULT_SOCKET_DIR : 'localhost');
  const portText = query.get('port') || decode(hp[2]) || env.PGPORT || '5432';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`port "${portText}" is not a port`);
  const user = query.get('user') || decode(userPart) || env.PGUSER || osUser(env);
  const database = query.get('dbname') || decode(m[3]) || env.PGDATABASE || user;
  const password = query.get('password') || decode(passwordPart);
  const timeout = query.get('connect_timeout');
  const ssl = sslOf(query.get('sslmode') ?? env.PGSSLMODE);
  return {
    host,
    port,
    user,
    database,
    ...(password ? { password } : {}),
    ...(ssl === undefined ? {} : { ssl }),
    ...(query.get('application_name') ? { application_name: query.get('application_name')! } : {}),
    ...(timeout ? { connectionTimeoutMillis: Number(timeout) * 1000 } : {}),
  };
}

/** The pool's settings for a URL. */
export const poolConfig = (url: string, max: number): pg.PoolConfig => ({
  ...postgresTarget(url),
  max,
});

/** Where the database is, in words: a socket directory or host and port, and the database. */
export function describeTarget(url: string): string {
  const t = postgresTarget(url);
  const where = t.host.startsWith('/') ? `the socket in ${t.host}` : `${t.host}:${t.port}`;
  return `PostgreSQL database ${t.database} at ${where} as ${t.user}`;
}
