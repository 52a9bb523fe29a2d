import type { PanelPage } from '../messaging/types';
import { failing, siteMisfits, type PageFitResult, type SiteMisfit } from './fit-report';
import { pageStatus } from './page-status';
import { localeReadiness } from './summary';

/** One key of a crawled page, as the readiness command reports it (docs/guide-manager.md, "npm run readiness"). */
export interface SiteKey {
  namespace: string;
  key: string;
  delivered: boolean;
  /** The reason's code (`no_row`, `in_stage`, …), or null when delivered. */
  reason: string | null;
  /** The reason in words. */
  why: string | null;
}

/** Visible text that matches no key, where it is. */
export interface UntranslatedText {
  text: string;
  /** A CSS path to its element. */
  path: string;
  /** The frame's URL when it is not the top frame. */
  frame?: string;
}

export interface PageResult {
  url: string;
  /** The project language the page was checked in; null when it has none. */
  locale: string | null;
  keys: SiteKey[];
  untranslated: UntranslatedText[];
  /** Something to know about the page, in words (the source language, no project language). */
  note?: string;
  /** The page could not be read: it did not load, or the service did not answer. */
  error?: { kind: 'load' | 'service'; message: string };
  screenshot?: string;
  /** With `--fit`: per language, the keys whose text does not fit. */
  fit?: PageFitResult;
}

/** A key across the crawl: in which language, on which pages. */
export interface SiteKeyTotal extends SiteKey {
  locale: string | null;
  pages: string[];
}

export interface SiteSummary {
  pages: number;
  pagesWithErrors: number;
  /** Distinct (language, namespace, key) found. */
  keys: number;
  delivered: number;
  notDelivered: number;
  /** delivered / keys, or null with no key. */
  share: number | null;
  /** Keys not delivered, by reason code. */
  byReason: Record<string, number>;
  /** With `--fit`: (language, key) pairs that do not fit in a real language. */
  notFitting?: number;
  /** 0: every key would be delivered (and fits); 1: not; 2: the service could not be asked. */
  exitCode: 0 | 1 | 2;
}

export interface SiteReport {
  pages: PageResult[];
  keys: SiteKeyTotal[];
  /** With `--fit`: every (language, key) that does not fit, pseudo-language included. */
  fit?: SiteMisfit[];
  summary: SiteSummary;
}

/** What a page's panel answer says about delivery, in the command's terms. */
export function pageResult(url: string, page: PanelPage): PageResult {
  const base = { url, locale: page.locale, untranslated: [] as UntranslatedText[] };
  if (page.problem !== null)
    return { ...base, keys: [], error: { kind: 'service', message: page.problem } };
  const refs = page.report.keys;
  if (page.isSource)
    return {
      ...base,
      keys: dedupe(refs).map((r) => ({ ...r, delivered: true, reason: null, why: null })),
      note: `The page is in the project's source language (${page.locale}): pass --locale to check a translation`,
    };
  const status = pageStatus(page);
  if (!status) {
    const lang = page.report.locale ?? 'none';
    const why = `The project has no language for this page (lang: ${lang})`;
    return {
      ...base,
      keys: dedupe(refs).map((r) => ({ ...r, delivered: false, reason: 'no_locale', why })),
      note: why,
    };
  }
  const r = localeReadiness(refs, status);
  const keys: SiteKey[] = r.keys.map((k) => ({
    namespace: k.namespace,
    key: k.key,
    delivered: k.delivered,
    reason: k.reason?.code ?? null,
    why: k.why,
  }));
  const checked = new Set(keys.map((k) => `${k.namespace}\u0000${k.key}`));
  for (const k of dedupe(refs))
    if (!checked.has(`${k.namespace}\u0000${k.key}`))
      keys.push({ ...k, delivered: false, reason: 'unknown', why: 'Its status could not be read' });
  return { ...base, keys };
}

function dedupe(refs: readonly { namespace: string; key: string }[]) {
  const seen = new Map<string, { namespace: string; key: string }>();
  for (const r of refs)
    seen.set(`${r.namespace}\u0000${r.key}`, { namespace: r.namespace, key: r.key });
  return [...seen.values()];
}

/** The crawl's pages joined: every key once per language, and the verdict for a CI job. */
export function siteReport(pages: readonly PageResult[]): SiteReport {
  const totals = new Map<string, SiteKeyTotal>();
  for (const p of pages)
    for (const k of p.keys) {
      const id = [p.locale ?? '', k.namespace, k.key].join('\u0000');
      const known = totals.get(id);
      if (known) {
        if (!known.pages.includes(p.url)) known.pages.push(p.url);
      } else totals.set(id, { ...k, locale: p.locale, pages: [p.url] });
    }
  const keys = [...totals.values()];
  const byReason: Record<string, number> = {};
  for (const k of keys) if (k.reason) byReason[k.reason] = (byReason[k.reason] ?? 0) + 1;
  const delivered = keys.filter((k) => k.delivered).length;
  const errors = pages.filter((p) => p.error);
  const measured = pages.some((p) => p.fit);
  const fit = measured ? siteMisfits(pages) : undefined;
  const notFitting = fit ? failing(fit).length : 0;
  // No key at all vouches for nothing: more likely the wrong URL or language than a finished site.
  const exitCode = errors.some((p) => p.error!.kind === 'service')
    ? 2
    : errors.length > 0 || delivered < keys.length || keys.length === 0 || notFitting > 0
      ? 1
      : 0;
  return {
    pages: [...pages],
    keys,
    ...(fit ? { fit } : {}),
    summary: {
      pages: pages.length,
      pagesWithErrors: errors.length,
      keys: keys.length,
      delivered,
      notDelivered: keys.length - delivered,
      share: keys.length ? delivered / keys.length : null,
      byReason,
      ...(fit ? { notFitting } : {}),
      exitCode,
    },
  };
}
