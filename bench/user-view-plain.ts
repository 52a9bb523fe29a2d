/**
 * The plain ask of bench/user-view.ts, run in the extension page beside the follower: the whole
 * `page.report` (`{type, tabId}`, no `since`, no wait) asked again 25 ms after each answer, as a
 * check written outside the project does. Records when an answer first lists every expected key,
 * and what one answer costs (its bytes as JSON, and the time from the ask to the answer).
 */
export interface PlainWatch {
  tabId: number;
  expect: string[];
  timeoutMs: number;
  intervalMs: number;
  /** Fields asked for (the compact form); absent: the whole report. */
  fields?: string[];
}

export interface PlainTimes {
  listed?: number;
  asks: number;
  /** Median time from an ask to its answer, and bytes of the last answer as JSON. */
  answer_ms: number | null;
  answer_bytes: number;
  /** Every ask: when it was sent, when answered, and whether the answer listed every key. */
  answers: [asked: number, answered: number, listed: boolean][];
}

type Ask = (message: object) => Promise<{ ok: boolean; value: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the answer is read field by field
const ask: Ask = (message) =>
  (
    globalThis as unknown as { chrome: { runtime: { sendMessage: Ask } } }
  ).chrome.runtime.sendMessage(message);

/** Asks until an answer lists every expected key, or the time is up. */
export async function watchPlain(w: PlainWatch): Promise<PlainTimes> {
  const epoch = () => performance.timeOrigin + performance.now();
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const expected = new Set(w.expect);
  const times: PlainTimes = { asks: 0, answer_ms: null, answer_bytes: 0, answers: [] };
  const took: number[] = [];
  const deadline = epoch() + w.timeoutMs;
  let last: unknown;
  while (epoch() < deadline) {
    const asked = epoch();
    const r = await ask({ type: 'page.report', tabId: w.tabId, fields: w.fields });
    const now = epoch();
    times.asks++;
    took.push(now - asked);
    if (r?.ok && r.value) {
      last = r.value;
      const seen = new Set<string>();
      for (const k of r.value.keys as { namespace: string; key: string }[]) {
        const id = `${k.namespace}\u0000${k.key}`;
        if (expected.has(id)) seen.add(id);
      }
      times.answers.push([asked, now, seen.size === expected.size]);
      if (seen.size === expected.size) {
        times.listed = now;
        break;
      }
    }
    await sleep(w.intervalMs);
  }
  took.sort((a, b) => a - b);
  times.answer_ms = took.length ? Math.round(took[took.length >> 1]!) : null;
  times.answer_bytes = last === undefined ? 0 : JSON.stringify(last).length;
  return times;
}
