import type { FrameFit, PageFit } from '../messaging/fit-types';
import { refId } from '../messaging/ref-id';
import type { PanelPage, StatusAnswer } from '../messaging/types';
import { fitSources, fitVariants } from './fit-texts';
import type { InspectApi } from './inspect-api';

export interface FitDeps {
  inspect?: InspectApi;
  panelPage(tabId: number): Promise<PanelPage>;
  /** The tab's keys in every live language (`readiness.locales`). */
  locales(tabId: number): Promise<StatusAnswer[]>;
  /** What the injected scan needs to find the page's keys again. */
  pageTexts(tabId: number): Promise<{
    defaultNamespace: string;
    translations: Record<string, Record<string, string>> | null;
  }>;
}

const NONE: PageFit = { locales: [], keys: 0, elements: 0, ms: 0 };

/** `page.fit`: the tab's keys that do not fit, per live language and the pseudo-language. */
export async function measurePageFit(
  deps: FitDeps,
  tabId: number,
  expansion?: number,
): Promise<PageFit> {
  const fit = deps.inspect?.fit;
  if (!fit) return NONE;
  const page = await deps.panelPage(tabId);
  const keys = page.report.keys;
  if (keys.length === 0) return NONE;
  const variants = fitVariants(keys, page.sources, await deps.locales(tabId), expansion);
  const req = { ...(await deps.pageTexts(tabId)), sources: fitSources(keys, page.sources) };
  return joinFrames(await fit(tabId, { ...req, variants }));
}

/** The frames' answers as one: a key that misfits in several frames is listed once. */
export function joinFrames(answers: { frameId: number; result: FrameFit | null }[]): PageFit {
  const out: PageFit = { locales: [], keys: 0, elements: 0, ms: 0 };
  for (const { frameId, result } of answers) {
    if (!result) continue;
    out.keys += result.keys;
    out.elements += result.elements;
    out.ms = Math.max(out.ms, result.ms);
    for (const l of result.locales) {
      let into = out.locales.find((o) => o.locale === l.locale);
      if (!into) out.locales.push((into = { locale: l.locale, pseudo: l.pseudo, misfits: [] }));
      const known = new Set(into.misfits.map(refId));
      for (const m of l.misfits) if (!known.has(refId(m))) into.misfits.push({ ...m, frameId });
    }
  }
  return out;
}
