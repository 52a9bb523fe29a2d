import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../../bin/locale-lens.mjs', import.meta.url));

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The real command as its own process, as a user runs it. Asynchronous on purpose: a service
 * started by the test runs in this process and must keep answering while the command waits.
 */
export function runCli(
  args: string[],
  o: { cwd: string; env?: Record<string, string>; onStderr?: (text: string) => void },
): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: o.cwd,
      env: { ...process.env, LOCALE_LENS_URL: '', ...o.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
      o.onStderr?.(stderr);
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
