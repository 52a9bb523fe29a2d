/** DevTools-protocol helpers of bench/user-view.ts: the closed legend, profiles, the heap. */
import type { CDPSession } from 'playwright-core';

/** The closed overlay's shadow root, found through the DevTools protocol. */
export async function attachLegendWatch(cdp: CDPSession, n: number): Promise<boolean> {
  interface Node {
    nodeName: string;
    backendNodeId: number;
    children?: Node[];
    shadowRoots?: Node[];
  }
  const { root } = (await cdp.send('DOM.getDocument', { depth: 2, pierce: true })) as {
    root: Node;
  };
  const html = root.children?.find((c) => c.nodeName === 'HTML');
  const host = html?.children?.find((c) => c.nodeName === 'LOCALE-LENS-OVERLAY');
  const shadow = host?.shadowRoots?.[0];
  if (!shadow) return false;
  const { object } = (await cdp.send('DOM.resolveNode', {
    backendNodeId: shadow.backendNodeId,
  })) as { object: { objectId: string } };
  await cdp.send('Runtime.callFunctionOn', {
    objectId: object.objectId,
    functionDeclaration: `function (n) { return UserViewBench.watchLegend.call(this, n); }`,
    arguments: [{ value: n }],
  });
  return true;
}

/**
 * Samples the page's main thread (V8's profiler) from now on, and traces its tasks (where each
 * task of the event loop starts and ends), so samples can be told apart per task.
 */
export async function startProfile(cdp: CDPSession) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Tracing.start', {
    categories: 'toplevel,__metadata',
    transferMode: 'ReportEvents',
  });
  await cdp.send('Profiler.start');
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event (µs): less than `dur` when the OS ran something else. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

async function traceEvents(cdp: CDPSession): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const collect = (e: { value: object[] }) => void events.push(...(e.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  return events;
}

/** A task of the trace: start and end by the clock, and the thread's CPU time in it, in µs. */
type Traced = [start: number, end: number, cpu: number];

/**
 * The tasks of every renderer main thread, by thread, in order. A task is a top-level event of
 * the thread; the microtask checkpoint that follows a task at once is part of it (the promise
 * continuations its callback left).
 */
function mainThreadTasks(events: readonly TraceEvent[]): Map<string, Traced[]> {
  const main = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || !main.has(thread)) continue;
    if (!byThread.has(thread)) byThread.set(thread, []);
    byThread.get(thread)!.push(e);
  }
  const tasks = new Map<string, Traced[]>();
  for (const [thread, list] of byThread) {
    list.sort((a, b) => a.ts - b.ts);
    const out: Traced[] = [];
    for (const e of list) {
      const end = e.ts + (e.dur ?? 0);
      const cpu = e.tdur ?? e.dur ?? 0;
      const last = out[out.length - 1];
      if (last && end <= last[1]) continue; // nested in the task before
      if (last && e.name === 'BlinkScheduler_PerformMicrotaskCheckpoint' && e.ts - last[1] < 100) {
        last[1] = end;
        last[2] += cpu;
      } else out.push([e.ts, end, cpu]);
    }
    tasks.set(thread, out);
  }
  return tasks;
}

export interface ToolTime {
  /** The most time the tool's own code (and what it forced: layout, style) took in one task. */
  longest_in_one_task_ms: number;
  /**
   * The same in the main thread's CPU time: the tool's share of the task's time, times the CPU
   * time the trace gives the task (the time the OS gave other processes in between left out).
   */
  longest_in_one_task_cpu_ms: number;
  /** How long that task ran in all (the page's work included). */
  that_task_ms: number;
  /** Tasks of the tool of over 50 ms. */
  tasks_over_50ms: number;
  total_ms: number;
}

/**
 * The tool's share of each task of the page's main thread: the profile's samples whose stack
 * holds a frame of `url`, summed per task of the trace (the page's main thread is the one whose
 * tasks hold those samples). Without a trace, tasks are the stretches between idle samples.
 */
export async function stopProfile(cdp: CDPSession, url: string): Promise<ToolTime> {
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Profiler.disable');
  const events = await traceEvents(cdp);
  if (process.env.DUMP_PROFILE)
    (await import('node:fs')).writeFileSync(
      `/tmp/prof-${Date.now()}.cpuprofile`,
      JSON.stringify(profile),
    );
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const ours = new Map<number, boolean>();
  const isOurs = (id: number): boolean => {
    let known = ours.get(id);
    if (known === undefined) {
      const node = byId.get(id)!;
      const up = parent.get(id);
      known = node.callFrame.url.includes(url) || (up !== undefined && isOurs(up));
      ours.set(id, known);
    }
    return known;
  };
  // Each sample: its time (µs, the trace's clock), how long until the next, whether idle or ours.
  const samples: Sample[] = [];
  let at = profile.startTime;
  const ids = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < ids.length; i++) {
    at += deltas[i] ?? 0;
    const id = ids[i]!;
    samples.push({
      at,
      dt: (deltas[i + 1] ?? 0) / 1000,
      idle: byId.get(id)!.callFrame.functionName === '(idle)',
      ours: isOurs(id),
    });
  }
  const tasks = perTask(samples, mainThreadTasks(events)) ?? perStretch(samples);
  const top = tasks.reduce((a, b) => (b.ours > a.ours ? b : a), { ours: 0, all: 0, cpu: 0 });
  const oursCpu = (t: Task) => (t.all > 0 ? t.ours * Math.min(1, t.cpu / t.all) : 0);
  return {
    longest_in_one_task_ms: Math.round(top.ours),
    longest_in_one_task_cpu_ms: Math.round(Math.max(0, ...tasks.map(oursCpu))),
    that_task_ms: Math.round(top.all),
    tasks_over_50ms: tasks.filter((t) => t.ours > 50).length,
    total_ms: Math.round(tasks.reduce((n, t) => n + t.ours, 0)),
  };
}

interface Sample {
  at: number;
  dt: number;
  idle: boolean;
  ours: boolean;
}
interface Task {
  ours: number;
  all: number;
  /** The task's CPU time (ms); its clock time (`all`) without a trace. */
  cpu: number;
}

/** Our samples summed per traced task, on the main thread that holds most of them. */
function perTask(samples: readonly Sample[], threads: Map<string, Traced[]>) {
  let best: Task[] | undefined;
  let bestOurs = 0;
  for (const list of threads.values()) {
    const tasks: Task[] = list.map(([start, end, cpu]) => ({
      ours: 0,
      all: (end - start) / 1000,
      cpu: cpu / 1000,
    }));
    let i = 0;
    let ours = 0;
    for (const s of samples) {
      if (!s.ours) continue;
      while (i < list.length && list[i]![1] < s.at) i++;
      if (i === list.length) break;
      if (list[i]![0] > s.at) continue; // between tasks
      tasks[i]!.ours += s.dt;
      ours += s.dt;
    }
    if (ours > bestOurs) [best, bestOurs] = [tasks, ours];
  }
  return best;
}

/** Without a trace: tasks are the stretches of samples between idle ones. */
function perStretch(samples: readonly Sample[]): Task[] {
  const tasks: Task[] = [];
  let task = { ours: 0, all: 0, cpu: 0 };
  for (const s of samples) {
    if (s.idle) {
      if (task.all > 0) tasks.push(task);
      task = { ours: 0, all: 0, cpu: 0 };
      continue;
    }
    task.all += s.dt;
    task.cpu += s.dt;
    if (s.ours) task.ours += s.dt;
  }
  if (task.all > 0) tasks.push(task);
  return tasks;
}

export async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  return Math.round((usedSize / 1024 / 1024) * 100) / 100;
}
