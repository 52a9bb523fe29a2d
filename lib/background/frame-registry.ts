import { applyFrameChange, type FrameUpdate, type SizedFrame } from './frame-patch';
import { boundFrame, budgetFor, sizeOf } from './report-bounds';
import type { FrameScan } from './frame-scan';

/** A frame as held, with its size in bytes of JSON (for the budget). */
type Stored = SizedFrame;

/**
 * Asks the frames of a tab that this worker holds no report of to report again, and settles when
 * they have (or after a bounded wait).
 */
export type RecallFrames = (tabId: number, held: ReadonlySet<number>) => Promise<void>;

/**
 * What each frame of a tab last reported, held in memory, where reports are answered from. The
 * content scripts hold what they found: a worker that was stopped and started again asks a tab's
 * frames to report again (`recall`) the first time it builds that tab's report, rather than
 * keeping a copy in storage (a copy of a big page, written after each change, cost the worker
 * about 90 ms each time on 20,000 keys, and was cut to fit).
 */
export function createFrameRegistry(recall: RecallFrames = async () => undefined) {
  const tabs = new Map<number, Map<number, Stored>>();
  /** What `get` hands out: the same map until the tab's frames change (reports cache on it). */
  const views = new Map<number, Map<number, FrameScan>>();
  /** Tabs whose frames this worker has asked to report again, and when they have. */
  const recalled = new Map<number, Promise<void>>();

  function frames(tabId: number): Map<number, Stored> {
    let map = tabs.get(tabId);
    if (!map) tabs.set(tabId, (map = new Map()));
    return map;
  }

  /** Keeps the frame within what the tab's other frames leave of its budget. */
  function keep(tabId: number, frameId: number, frame: Stored): void {
    const map = frames(tabId);
    map.delete(frameId);
    const budget = budgetFor(
      [...map.values()].map((f) => f.scan),
      [...map.values()].reduce((n, f) => n + f.bytes, 0),
    );
    const { scan, bytes } = frame;
    const bounded = bytes <= budget ? scan : boundFrame(scan, budget);
    map.set(frameId, { scan: bounded, bytes: bounded === scan ? bytes : sizeOf(bounded) });
    views.delete(tabId);
  }

  return {
    async put(tabId: number, frameId: number, scan: FrameScan): Promise<void> {
      // One count of the whole frame for most frames, which fit.
      keep(tabId, frameId, { scan, bytes: sizeOf(scan) });
    },
    /**
     * Holds an empty report for a frame whose content script has started, unless the frame has
     * reported already, so a report that arrived first is kept.
     */
    async begin(tabId: number, frameId: number): Promise<void> {
      if (frames(tabId).has(frameId)) return;
      const scan: FrameScan = {
        url: '',
        locale: null,
        keys: [],
        shadowRoots: 0,
        unmatchedTextCount: 0,
      };
      keep(tabId, frameId, { scan, bytes: sizeOf(scan) });
    },
    /**
     * Applies a change to the frame held; false when it does not apply to it (another revision,
     * keys dropped, no such frame): the content script then reports the whole frame.
     */
    async patch(tabId: number, frameId: number, change: FrameUpdate): Promise<boolean> {
      const held = tabs.get(tabId)?.get(frameId);
      const next = held && applyFrameChange(held, change);
      if (!next) return false;
      keep(tabId, frameId, next);
      return true;
    },
    async get(tabId: number): Promise<Map<number, FrameScan>> {
      let asked = recalled.get(tabId);
      if (!asked) {
        asked = recall(tabId, new Set(tabs.get(tabId)?.keys())).catch(() => undefined);
        recalled.set(tabId, asked);
      }
      await asked;
      let view = views.get(tabId);
      if (!view) {
        view = new Map([...frames(tabId)].map(([id, f]) => [id, f.scan]));
        views.set(tabId, view);
      }
      return view;
    },
    /** Forgets a frame, or every frame of the tab (a new document in its top frame). */
    async clear(tabId: number, frameId?: number): Promise<void> {
      if (frameId === undefined) tabs.delete(tabId);
      else tabs.get(tabId)?.delete(frameId);
      views.delete(tabId);
    },
    /** Forgets a closed tab. */
    async forget(tabId: number): Promise<void> {
      tabs.delete(tabId);
      views.delete(tabId);
      recalled.delete(tabId);
    },
  };
}

export type FrameRegistry = ReturnType<typeof createFrameRegistry>;
