import { refId } from '../messaging/ref-id';
import type { HiddenString, PageInspection, Unreadable } from '../messaging/inspect-types';
import type { FrameKey } from '../messaging/types';
import type { FrameScan } from './frame-scan';
import type { InspectApi } from './inspect-api';

export type { InspectApi };
import type { StatusService } from './status-service';
import type { TranslationsCache } from './translations-cache';
import { defaultNamespaceOf } from '../messaging/default-namespace';

type Found = HiddenString & { frameId: number };

/**
 * Hidden strings found by the last inspection of each tab, kept while the tab shows the same
 * page: merged into the frames' keys, they become rows of the panel like any other (editable).
 */
export function createInspections(source: { get(tabId: number): Promise<Map<number, FrameScan>> }) {
  const byTab = new Map<number, { url: string; found: Found[] }>();
  const asKey = (h: Found): FrameKey & { frameId: number } => ({
    namespace: h.namespace,
    key: h.key,
    method: h.method,
    where: h.where.startsWith('meta:') ? 'attr:content' : h.where,
    inShadowRoot: false,
    visible: false,
    ambiguous: false,
    frameId: h.frameId,
  });
  const inspections = {
    put: (tabId: number, url: string, found: Found[]) => void byTab.set(tabId, { url, found }),
    /** `frames` with the hidden strings the frames did not report themselves. */
    merge(tabId: number, frames: Map<number, FrameScan>): Map<number, FrameScan> {
      const kept = byTab.get(tabId);
      const top = frames.get(0);
      if (!kept || !top || top.url !== kept.url) return frames;
      const merged = new Map(frames);
      for (const h of kept.found) {
        const frame = merged.get(h.frameId);
        if (!frame || frame.keys.some((k) => refId(k) === refId(h))) continue;
        merged.set(h.frameId, { ...frame, keys: [...frame.keys, asKey(h)] });
      }
      return merged;
    },
    frames: {
      get: async (tabId: number) => inspections.merge(tabId, await source.get(tabId)),
    },
  };
  return inspections;
}

export interface InspectDeps {
  api: InspectApi;
  frames: { get(tabId: number): Promise<Map<number, FrameScan>> };
  status: Pick<StatusService, 'get'>;
  translations: Pick<TranslationsCache, 'get'>;
  pageLocale(locale: string | null): string | null;
  inspections: ReturnType<typeof createInspections>;
}

/** `page.inspect`: injects the inspection into every frame, then joins what it found. */
export async function inspectPage(
  deps: InspectDeps,
  tabId: number,
  brandWords: string[],
): Promise<PageInspection> {
  const frames = await deps.frames.get(tabId);
  const locale = deps.pageLocale(frames.get(0)?.locale ?? null);
  const first = locale ? await deps.status.get(locale, []) : null;
  const translations =
    first?.locale && !first.isSource ? await deps.translations.get(first.locale) : null;
  const answers = await deps.api.inspect(tabId, {
    defaultNamespace: defaultNamespaceOf(first?.workflow),
    translations,
    brandWords,
  });
  const reached = new Set(answers.filter((a) => a.result).map((a) => a.frameId));
  const unreadable: Unreadable[] = (await deps.api.frames(tabId))
    .filter((f) => !reached.has(f.frameId) && /^https?:/.test(f.url))
    .map((f) => ({ kind: 'cross-origin-frame', where: f.url }));
  const found: Found[] = [];
  const untranslated: PageInspection['untranslated'] = [];
  for (const { frameId, result } of answers) {
    if (!result) continue;
    found.push(...result.hidden.map((h) => ({ ...h, frameId })));
    const frame = frameId === 0 ? {} : { frame: result.url };
    untranslated.push(...result.untranslated.map((t) => ({ ...t, ...frame, frameId })));
    unreadable.push(
      ...result.closedShadowRoots.map((where) => ({ kind: 'closed-shadow-root' as const, where })),
    );
  }
  const top = answers.find((a) => a.frameId === 0)?.result;
  if (top) deps.inspections.put(tabId, top.url, found);
  const status =
    first?.locale && !first.isSource ? await deps.status.get(first.locale, found) : null;
  return {
    hidden: found.map((h) => ({
      ...h,
      status: status
        ? (status.entries[refId(h)] ?? (refId(h) in status.entries ? null : 'unknown'))
        : 'unknown',
    })),
    untranslated,
    unreadable,
  };
}
