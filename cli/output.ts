import type { PlanChange } from '../lib/contract/push';

/** Where the command speaks: results on stdout (one JSON object with --json), progress on stderr. */
export interface Output {
  json: boolean;
  /** A line of the result (not printed with --json). */
  line(text: string): void;
  /** Progress and notices, on stderr. */
  progress(text: string): void;
  /** The one JSON object of --json. */
  result(value: unknown): void;
}

export function output(
  json: boolean,
  io = { stdout: process.stdout, stderr: process.stderr },
): Output {
  return {
    json,
    line: (text) => void (json || io.stdout.write(`${text}\n`)),
    progress: (text) => void io.stderr.write(`${text}\n`),
    result: (value) => void io.stdout.write(`${JSON.stringify(value, null, 2)}\n`),
  };
}

const quote = (text: string | undefined) => (text === undefined ? '(none)' : JSON.stringify(text));

/** A plan, per key that changes (unchanged keys are counted, not listed), then counts per file. */
export function printPlan(out: Output, changes: readonly PlanChange[], dryRun: boolean): void {
  const files = new Map<string, Map<string, number>>();
  for (const c of changes) {
    const file = `${c.locale}/${c.namespace}`;
    const counts = files.get(file) ?? new Map<string, number>();
    files.set(file, counts);
    counts.set(c.action, (counts.get(c.action) ?? 0) + 1);
    if (c.action === 'unchanged') continue;
    const mark = dryRun ? '' : c.written ? '' : ' (not written)';
    out.line(`${c.action.padEnd(9)} ${file}  ${c.key}${mark}`);
    if (c.error) out.line(`          ${c.error.code}: ${c.error.message}`);
    if (c.action === 'conflict') {
      out.line(`          service: ${quote(c.from)}`);
      out.line(`          file:    ${quote(c.to)}`);
    } else if (c.action === 'update') out.line(`          ${quote(c.from)} → ${quote(c.to)}`);
    else if (c.action === 'create') out.line(`          ${quote(c.to)}`);
    else if (c.action === 'remove') out.line(`          was ${quote(c.from)}`);
  }
  for (const [file, counts] of files)
    out.line(`${file}: ${[...counts].map(([action, n]) => `${n} ${action}`).join(', ')}`);
}

/** Conflicts a plan has or a push left unwritten, and changes the service refused. */
export const unwritten = (changes: readonly PlanChange[]) =>
  changes.filter((c) => !c.written && (c.action === 'conflict' || c.error));
