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

/** Samples the page's main thread (V8's profiler) from now on. */
export async function startProfile(cdp: CDPSession) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
}

export interface ToolTime {
  /** The most time the tool's own code (and what it forced: layout, style) took in one task. */
  longest_in_one_task_ms: number;
  /** How long that task ran in all (the page's work included). */
  that_task_ms: number;
  /** Tasks of the tool of over 50 ms. */
  tasks_over_50ms: number;
  total_ms: number;
}

/**
 * Splits the profile into tasks (stretches between idle samples) and sums, per task, the samples
 * whose stack holds a frame of `url`: the tool's share of each task, whatever else ran in it.
 */
export async function stopProfile(cdp: CDPSession, url: string): Promise<ToolTime> {
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Profiler.disable');
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
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const tasks: { ours: number; all: number }[] = [];
  let task = { ours: 0, all: 0 };
  for (let i = 0; i < samples.length; i++) {
    const id = samples[i]!;
    const dt = (deltas[i + 1] ?? 0) / 1000; // the time until the next sample
    if (byId.get(id)!.callFrame.functionName === '(idle)') {
      if (task.all > 0) tasks.push(task);
      task = { ours: 0, all: 0 };
      continue;
    }
    task.all += dt;
    if (isOurs(id)) task.ours += dt;
  }
  if (task.all > 0) tasks.push(task);
  const top = tasks.reduce((a, b) => (b.ours > a.ours ? b : a), { ours: 0, all: 0 });
  return {
    longest_in_one_task_ms: Math.round(top.ours),
    that_task_ms: Math.round(top.all),
    tasks_over_50ms: tasks.filter((t) => t.ours > 50).length,
    total_ms: Math.round(tasks.reduce((n, t) => n + t.ours, 0)),
  };
}

export async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  return Math.round((usedSize / 1024 / 1024) * 100) / 100;
}
