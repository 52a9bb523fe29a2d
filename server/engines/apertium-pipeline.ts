import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';

/**
 * One language pair of Apertium as a long-lived process: the pair's mode pipeline started once
 * with null-flush (`-z`), each message written as a chunk ending in `\0` and answered by one
 * chunk ending in `\0`, in order. A batch of fifty strings takes tens of milliseconds this way
 * instead of a process start per string. A pipeline that dies or stops answering is restarted on
 * the next request; what was waiting on it fails with a readable error.
 */
export class ApertiumPipeline {
  private proc: ChildProcessWithoutNullStreams | null = null;
  private buffer = '';
  private waiting: { resolve(text: string): void; reject(error: Error): void }[] = [];
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
          this.waiting.push({ resolve, reject });
          // A NUL inside the text would end the chunk early.
          proc.stdin.write(chunk.replaceAll('\0', ' ') + '\0');
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
    proc.stdout.on('data', (data: string) => this.receive(data));
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
      const answer = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 1);
      this.waiting.shift()?.resolve(answer);
    }
    this.arm();
  }

  /** Fails the waiting requests when the pipeline has answered nothing for `stallMs`. */
  private arm(): void {
    if (this.watchdog) clearTimeout(this.watchdog);
    this.watchdog = null;
    if (this.waiting.length === 0) return;
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
    for (const w of this.waiting.splice(0)) w.reject(error);
    if (proc?.pid) {
      try {
        process.kill(-proc.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }
}
