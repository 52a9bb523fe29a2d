import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A PostgreSQL cluster of its own, for tests and benchmarks: created in a temporary directory
 * from the server binaries on this machine (Debian's postgresql package), listening on a free
 * loopback port, fast rather than durable, and removed on stop.
 */
export interface ThrowawayCluster {
  /** Connects as the superuser to the `postgres` database. */
  url: string;
  /** The directory of its Unix socket (`.s.PGSQL.<port>`), for libpq's socket URLs. */
  socketDir: string;
  port: number;
  stop(): void;
}

export const POSTGRES_PACKAGE = 'postgresql';

/** The newest installed server's binaries, or null when none is installed. */
export function postgresBinDir(root = '/usr/lib/postgresql'): string | null {
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startThrowawayCluster(): Promise<ThrowawayCluster> {
  const bin = postgresBinDir();
  if (!bin) {
    throw new Error(
      `PostgreSQL is not installed: run "apt-get install -y ${POSTGRES_PACKAGE}" or set DATABASE_URL`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'locale-lens-pg-'));
  // The server refuses to run as root: there, the cluster belongs to the postgres user.
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    const argv = asRoot ? ['-u', 'postgres', '--', join(bin, cmd), ...args] : args;
    const r = spawnSync(asRoot ? 'runuser' : join(bin, cmd), argv, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    `-c listen_addresses=127.0.0.1`,
    // A throwaway cluster need not survive a power cut: skip the flushes.
    `-c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    `-c max_connections=400`,
  ].join(' ');
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    socketDir: dir,
    port,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
