import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';

interface Waiting {
  resolve(text: string): void;
  reject(error: Error): void;
}

/**
 * What Apertium's stream reader takes for control rather than text: NUL ends a chunk, and U+FFFF
 * is its end-of-input value, on which it flushes too. Either inside a text would split its answer.
 */
const CONTROL = /[\0\uFFFF]/g;

/** A chunk's text between the marks naming it; null when the answer lost its framing. */
function unframe(answer: string): { id: string; text: string } | null {
  const m = /^\[(ll:\d+)\]([\s\S]*)\[(ll:\d+)\/\]\s*$/.exec(answer);
  return m && m[1] === m[3] ? { id: m[1]!, text: m[2]! } : null;
}

/**
 * One language pair of Apertium as a long-lived process: the pair's mode pipeline started once
 * with null-flush (`-z`), each message written as a chunk ending in `\0` and answered by one
 * chunk ending in `\0`. A batch of fifty strings takes tens of milliseconds this way instead of a
 * process start per string. A pipeline that dies or stops answering is restarted on the next
 * request; what was waiting on it fails with a readable error.
 *
 * Every user's requests share the pipeline, so an answer is paired with its request by identity,
 * never by order: each chunk travels between two superblanks naming it (`[ll:7]…[ll:7/]`), which
 * Apertium passes through untouched. An answer that does not carry both marks of a waiting chunk
 * means the stream lost its framing: everything waiting fails and the pipeline is restarted,
 * rather than one request receiving another's text.
 */
export class ApertiumPipeline {
  private proc: ChildProcessWithoutNullStreams | null = null;
  private buffer = '';
  private readonly waiting = new Map<string, Waiting>();
  private nextId = 0;
  private watchdog: NodeJS.Timeout | null = null;

  constructor(
    readonly modeFile: string,
    private readonly stallMs = 30_000,
  ) {}

  /** Translates each chunk (already in Apertium's stream format); answers in the same order. */
  translate(chunks: readonly string[]): Promise<string[]> {
    const proc = this.start();
    const answers = chunks.map(
      (chunk) =>
        new Promise<string>((resolve, reject) => {
          const id = `ll:${this.nextId++}`;
          this.waiting.set(id, { resolve, reject });
          proc.stdin.write(`[${id}]${chunk.replace(CONTROL, ' ')}[${id}/]\0`);
        }),
    );
    this.arm();
    return Promise.all(answers);
  }

  close(): void {
    this.fail(new Error('The Apertium pipeline was closed'));
  }

  private start(): ChildProcessWithoutNullStreams {
    if (this.proc) return this.proc;
    // `apertium-wblank-mode -z` writes the pair's pipeline with null-flush and word-bound blanks;
    // `-n` as its first argument leaves unknown words unmarked, as `apertium -u` does.
    const script = spawnSync('apertium-wblank-mode', ['-z', this.modeFile], { encoding: 'utf8' });
    if (script.status !== 0) throw new Error(`Cannot read the Apertium mode ${this.modeFile}`);
    // Its own process group, so that closing it ends every process of the pipeline.
    const proc = spawn('bash', ['-c', script.stdout, 'apertium', '-n', ''], {
      stdio: 'pipe',
      detached: true,
    });
    proc.stdout.setEncoding('utf8');
    proc.stdout.on('data', (data: string) => {
      if (this.proc === proc) this.receive(data);
    });
    proc.stderr.resume();
    proc.on('exit', () => {
      if (this.proc === proc) this.fail(new Error('The Apertium pipeline stopped'));
    });
    proc.stdin.on('error', () => undefined);
    this.proc = proc;
    return proc;
  }

  private receive(data: string): void {
    this.buffer += data;
    let end: number;
    while ((end = this.buffer.indexOf('\0')) !== -1) {
      const answer = unframe(this.buffer.slice(0, end));
      this.buffer = this.buffer.slice(end + 1);
      const waiting = answer && this.waiting.get(answer.id);
      if (!answer || !waiting) {
        this.fail(new Error('Apertium answered out of step; the pipeline was restarted'));
        return;
      }
      this.waiting.delete(answer.id);
      waiting.resolve(answer.text);
    }
    this.arm();
  }

  /** Fails the waiting requests when the pipeline has answered nothing for `stallMs`. */
  private arm(): void {
    if (this.watchdog) clearTimeout(this.watchdog);
    this.watchdog = null;
    if (this.waiting.size === 0) return;
    this.watchdog = setTimeout(
      () => this.fail(new Error(`Apertium gave no answer in ${this.stallMs} ms`)),
      this.stallMs,
    );
    this.watchdog.unref();
  }

  private fail(error: Error): void {
    const proc = this.proc;
    this.proc = null;
    this.buffer = '';
    if (this.watchdog) clearTimeout(this.watchdog);
    this.watchdog = null;
    const waiting = [...this.waiting.values()];
    this.waiting.clear();
    for (const w of waiting) w.reject(error);
    if (proc?.pid) {
      try {
        process.kill(-proc.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }
}
