import { storage } from 'wxt/utils/storage';
import { applyFrameChange, type FrameUpdate, type SizedFrame } from './frame-patch';
import { boundFrame, budgetFor, MEMORY_BOUNDS, sizeOf } from './report-bounds';
import type { FrameScan } from './frame-scan';

type TabFrames = Record<string, FrameScan>;

/** A frame as stored, with its size in bytes of JSON (for the budgets). */
type Stored = SizedFrame;

/** How long a tab's frames wait before they are copied to session storage. */
const WRITE_BEHIND_MS = 400;

const item = (tabId: number) =>
  storage.defineItem<TabFrames>(`session:frames:${tabId}`, { fallback: {} });

/**
 * What each frame of a tab last reported. Held in memory, where reports are answered from, and
 * copied to session storage shortly after each change, so a page report survives the service
 * worker being stopped and started again (a new worker reads it back on first use).
 */
export function createFrameRegistry() {
  const tabs = new Map<number, Map<number, Stored>>();
  /** What `get` hands out: the same map until the tab's frames change (reports cache on it). */
  const views = new Map<number, Map<number, FrameScan>>();
  const loading = new Map<number, Promise<Map<number, Stored>>>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();

  /** The tab's frames, read back from session storage the first time this worker needs them. */
  function frames(tabId: number): Promise<Map<number, Stored>> {
    const known = tabs.get(tabId);
    if (known) return Promise.resolve(known);
    let pending = loading.get(tabId);
    if (!pending) {
      pending = item(tabId)
        .getValue()
        .catch(() => ({}) as TabFrames)
        .then((stored) => {
          // A put while reading wins over what was stored.
          const current = tabs.get(tabId);
          if (current) return current;
          const map = new Map(
            Object.entries(stored).map(([id, scan]) => [Number(id), { scan, bytes: sizeOf(scan) }]),
          );
          tabs.set(tabId, map);
          return map;
        })
        .finally(() => loading.delete(tabId));
      loading.set(tabId, pending);
    }
    return pending;
  }

  function changed(tabId: number): void {
    views.delete(tabId);
    clearTimeout(timers.get(tabId));
    timers.set(
      tabId,
      setTimeout(() => {
        timers.delete(tabId);
        const map = tabs.get(tabId);
        if (!map || map.size === 0) {
          // Forgotten once storage forgot it too (a closed tab's entry).
          stored.delete(tabId);
          void item(tabId)
            .removeValue()
            .then(() => tabs.get(tabId)?.size === 0 && !timers.has(tabId) && tabs.delete(tabId));
          return;
        }
        // What storage keeps is bounded tighter than what memory holds: a report read back
        // after the worker restarted may say it dropped keys until its frames report again.
        const value: TabFrames = {};
        let used = 0;
        const elsewhere = storedElsewhere(tabId);
        for (const [id, { scan, bytes }] of map) {
          const budget = budgetFor(Object.values(value), elsewhere, undefined, used);
          const kept = bytes <= budget ? scan : boundFrame(scan, budget);
          value[id] = kept;
          used += kept === scan ? bytes : sizeOf(kept);
        }
        stored.set(tabId, used);
        void item(tabId).setValue(value);
      }, WRITE_BEHIND_MS),
    );
  }

  /** Bytes of session storage the frames of every tab but one take, for its session budget. */
  const stored = new Map<number, number>();
  function storedElsewhere(tabId: number): number {
    let bytes = 0;
    for (const [id, n] of stored) if (id !== tabId) bytes += n;
    return bytes;
  }

  /** Keeps the frame within what the tab's other frames leave of its memory budget. */
  function keep(tabId: number, map: Map<number, Stored>, frameId: number, frame: Stored): void {
    map.delete(frameId);
    const budget = budgetFor(
      [...map.values()].map((f) => f.scan),
      0,
      MEMORY_BOUNDS,
      [...map.values()].reduce((n, f) => n + f.bytes, 0),
    );
    const { scan, bytes } = frame;
    const bounded = bytes <= budget ? scan : boundFrame(scan, budget);
    map.set(frameId, { scan: bounded, bytes: bounded === scan ? bytes : sizeOf(bounded) });
    changed(tabId);
  }

  return {
    async put(tabId: number, frameId: number, scan: FrameScan): Promise<void> {
      const map = await frames(tabId);
      // One serialisation for most frames, which fit.
      keep(tabId, map, frameId, { scan, bytes: sizeOf(scan) });
    },
    /**
     * Holds an empty report for a frame whose content script has started, unless the frame has
     * reported already: checked and put in one step, so a report that arrives meanwhile is kept.
     */
    async begin(tabId: number, frameId: number): Promise<void> {
      const map = await frames(tabId);
      if (map.has(frameId)) return;
      const scan: FrameScan = {
        url: '',
        locale: null,
        keys: [],
        shadowRoots: 0,
        unmatchedTextCount: 0,
      };
      keep(tabId, map, frameId, { scan, bytes: sizeOf(scan) });
    },
    /**
     * Applies a change to the frame held; false when it does not apply to it (another revision,
     * keys dropped, no such frame): the content script then reports the whole frame.
     */
    async patch(tabId: number, frameId: number, change: FrameUpdate): Promise<boolean> {
      const map = await frames(tabId);
      const held = map.get(frameId);
      const next = held && applyFrameChange(held, change);
      if (!next) return false;
      keep(tabId, map, frameId, next);
      return true;
    },
    async get(tabId: number): Promise<Map<number, FrameScan>> {
      const map = await frames(tabId);
      let view = views.get(tabId);
      if (!view) {
        view = new Map([...map].map(([id, f]) => [id, f.scan]));
        views.set(tabId, view);
      }
      return view;
    },
    async clear(tabId: number, frameId?: number): Promise<void> {
      if (frameId === undefined) {
        tabs.set(tabId, new Map());
        changed(tabId);
        return;
      }
      const map = await frames(tabId);
      if (map.delete(frameId)) changed(tabId);
    },
  };
}

export type FrameRegistry = ReturnType<typeof createFrameRegistry>;

/** The background's registry. */
export const frameRegistry = createFrameRegistry();
