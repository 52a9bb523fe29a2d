import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ENGINE_LANES, type EngineLane, type LaneLimits } from '../engines/engine-limits';
import type {
  EngineReply,
  EngineRequest,
  EngineTaskInput,
  EngineTaskName,
  EngineTaskOutput,
} from './engine-tasks';

const HOST = fileURLToPath(new URL('./engine-host.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** How often the process's resident memory is read (Linux /proc; elsewhere the heap cap alone). */
const MEMORY_CHECK_MS = 200;

/**
 * Why a task failed in its engine process: the engine said so (`error`: the input is at fault,
 * running it again would fail again), or the process crashed, ran out of time or of memory
 * (running it again may succeed, a few times at most: see the job worker).
 */
export class EngineFailure extends Error {
  constructor(
    message: string,
    readonly kind: 'error' | 'crashed' | 'timeout' | 'memory',
  ) {
    super(message);
  }

  get retriable(): boolean {
    return this.kind !== 'error';
  }
}

/**
 * One lane's engine process: started on the first task, kept warm between tasks, and killed and
 * replaced when a task breaches the lane's time or memory limit or the process dies. The lane
 * runs one job at a time, so one task at a time runs here.
 */
export class EngineProcess {
  private child: ChildProcess | null = null;
  private pending: {
    id: number;
    resolve: (value: unknown) => void;
    reject: (err: EngineFailure) => void;
  } | null = null;
  private seq = 0;
  private warmModes = new Set<string>();

  constructor(
    readonly lane: EngineLane,
    private readonly limits: LaneLimits = ENGINE_LANES[lane],
  ) {}

  /** Whether the process has this OCR pass loaded (its readiness, for `/models`). */
  isWarm(mode: string): boolean {
    return this.warmModes.has(mode);
  }

  run<N extends EngineTaskName>(task: N, input: EngineTaskInput<N>): Promise<EngineTaskOutput<N>> {
    if (this.pending) return Promise.reject(new Error(`The ${this.lane} engine is busy`));
    const child = this.child ?? this.start();
    const id = ++this.seq;
    return new Promise<EngineTaskOutput<N>>((resolve, reject) => {
      const timer = setTimeout(() => {
        const { timeMs } = this.limits;
        const time = timeMs >= 1000 ? `${Math.round(timeMs / 1000)} s` : `${timeMs} ms`;
        this.stop(new EngineFailure(`The ${this.lane} engine took longer than ${time}`, 'timeout'));
      }, this.limits.timeMs);
      this.pending = {
        id,
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value as EngineTaskOutput<N>);
        },
        reject: (err) => {
          clearTimeout(timer);
          reject(err);
        },
      };
      child.send({ id, task, input } satisfies EngineRequest);
    });
  }

  /** Kills the process; a task still running fails with `reason`. */
  stop(reason = new EngineFailure('The service is stopping', 'crashed')): void {
    const child = this.child;
    this.child = null;
    this.warmModes.clear();
    child?.kill('SIGKILL');
    this.settle(reason);
  }

  private settle(outcome: EngineFailure | { value: unknown }): void {
    const pending = this.pending;
    this.pending = null;
    if (!pending) return;
    if (outcome instanceof EngineFailure) pending.reject(outcome);
    else pending.resolve(outcome.value);
  }

  private start(): ChildProcess {
    const heapMb = Math.floor(this.limits.memoryMb / 2);
    const child = fork(HOST, [], {
      cwd: ROOT,
      // TypeScript through tsx, as the service itself runs; the heap capped below the memory limit.
      execArgv: ['--import', 'tsx', `--max-old-space-size=${heapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child = child;
    const watch = setInterval(() => {
      const mb = residentMb(child.pid);
      if (mb !== null && mb > this.limits.memoryMb && this.child === child)
        this.stop(
          new EngineFailure(
            `The ${this.lane} engine used more than ${this.limits.memoryMb} MiB`,
            'memory',
          ),
        );
    }, MEMORY_CHECK_MS);
    watch.unref();
    child.on('message', (reply: EngineReply) => {
      if (this.child !== child || reply.id !== this.pending?.id) return;
      this.warmModes = new Set(reply.warm);
      this.settle(reply.ok ? { value: reply.result } : new EngineFailure(reply.error, 'error'));
    });
    child.on('exit', (code, signal) => {
      clearInterval(watch);
      if (this.child !== child) return;
      this.child = null;
      this.warmModes.clear();
      this.settle(
        new EngineFailure(
          `The ${this.lane} engine stopped on this input (${signal ?? code})`,
          'crashed',
        ),
      );
    });
    // A failed spawn also emits exit; the error itself needs a listener not to be thrown.
    child.on('error', (err) => console.error(`[locale-lens] ${this.lane} engine: ${err.message}`));
    return child;
  }
}

function residentMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** The engine processes of the lanes that have one (ENGINE_LANES), each started when first used. */
export class EngineProcesses {
  private readonly byLane = new Map<EngineLane, EngineProcess>();

  /** `limits` replaces some lanes' limits (tests make them small). */
  constructor(private readonly limits: Partial<Record<EngineLane, LaneLimits>> = {}) {}

  for(lane: string): EngineProcess | null {
    if (!Object.hasOwn(ENGINE_LANES, lane)) return null;
    let process = this.byLane.get(lane as EngineLane);
    if (!process) {
      process = new EngineProcess(lane as EngineLane, this.limits[lane as EngineLane]);
      this.byLane.set(lane as EngineLane, process);
    }
    return process;
  }

  close(): void {
    for (const p of this.byLane.values()) p.stop();
  }
}
