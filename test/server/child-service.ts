import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { databaseFor } from './test-database';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The service as its own OS process (`server/main.ts`), so it can be killed and measured. */
export interface ChildService {
  url: string;
  pid: number;
  process: ChildProcess;
  /** Resident set size in KiB from /proc (null where /proc is missing or the process is gone). */
  rssKb(): number | null;
  /** The last 8,000 characters the service wrote to stderr (errors it logged). */
  stderrTail(): string;
  /** Sends `signal` and resolves once the process has exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts `server/main.ts` on a free loopback port with `dataDir`, and resolves once it prints its
 * URL. Node runs the TypeScript itself through tsx's loader, so the pid is the service's own.
 */
export async function spawnService(options: {
  dataDir: string;
  demo?: boolean;
  timeoutMs?: number;
  /** More environment for the service (remote engines, say). */
  env?: Record<string, string>;
}): Promise<ChildService> {
  const databaseUrl = await databaseFor(options.dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: options.dataDir,
      DATABASE_URL: databaseUrl ?? '',
      // Alone on PostgreSQL, a restarted service takes its own jobs back once their lease ends.
      ...(databaseUrl ? { JOB_LEASE_MS: '1000' } : {}),
      DEMO: options.demo === false ? '0' : '1',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => {
    // Keep only the tail: enough to explain a failed start, bounded for long runs.
    stderr = (stderr + d.toString()).slice(-8_000);
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`service did not start in time\n${stderr}`));
    }, options.timeoutMs ?? 60_000);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`service exited before it was ready (${code ?? signal})\n${stderr}`));
    });
    child.stdout!.on('data', (d: Buffer) => {
      stdout += d.toString();
      const match = /service on (http:\/\/[^\s]+)/.exec(stdout);
      if (!match) return;
      stdout = '';
      clearTimeout(timer);
      resolve({
        url: match[1]!,
        pid: child.pid!,
        process: child,
        rssKb: () => readRssKb(child.pid!),
        stderrTail: () => stderr,
        async kill(signal = 'SIGTERM') {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await exited;
        },
      });
    });
  });
}

function readRssKb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
    return kb ? Number(kb) : null;
  } catch {
    return null;
  }
}
