import type { FitReason, FitTextKind, PageFit } from '../messaging/fit-types';
import { mdCell } from './export';

/** What `--fit` found on one page: per language, the keys whose text does not fit. */
export interface PageFitResult {
  locales: { locale: string; pseudo: boolean; misfits: FitMisfit[] }[];
}

export interface FitMisfit {
  namespace: string;
  key: string;
  reason: FitReason;
  kind: FitTextKind;
  text: string;
}

/** A key that does not fit in a language, across the crawl: on which pages, and why. */
export interface SiteMisfit extends FitMisfit {
  locale: string;
  pseudo: boolean;
  pages: { url: string; reason: FitReason }[];
}

export const FIT_REASONS: Record<FitReason, string> = {
  cut: 'cut off',
  overflow: 'overflows its box',
  wrap: 'wraps onto more lines than the source',
};

/** A page's measurement in the command's terms (no frame ids, no timings). */
export function pageFit(fit: PageFit): PageFitResult {
  return {
    locales: fit.locales.map((l) => ({
      locale: l.locale,
      pseudo: l.pseudo,
      misfits: l.misfits.map(({ namespace, key, reason, kind, text }) => ({
        ...{ namespace, key, reason, kind, text },
      })),
    })),
  };
}

/** Every page's misfits joined: each (language, key) once, with every page it misfits on. */
export function siteMisfits(pages: readonly { url: string; fit?: PageFitResult }[]): SiteMisfit[] {
  const out = new Map<string, SiteMisfit>();
  for (const p of pages)
    for (const l of p.fit?.locales ?? [])
      for (const m of l.misfits) {
        const id = [l.locale, m.namespace, m.key].join('\u0000');
        const known = out.get(id);
        const page = { url: p.url, reason: m.reason };
        if (known) known.pages.push(page);
        else out.set(id, { ...m, locale: l.locale, pseudo: l.pseudo, pages: [page] });
      }
  return [...out.values()];
}

/** Misfits that fail the gate: in a real language (the pseudo-language's only warn). */
export const failing = (misfits: readonly SiteMisfit[]) => misfits.filter((m) => !m.pseudo);

/** The summary's lines about fit, per language. */
export function fitText(misfits: readonly SiteMisfit[]): string[] {
  if (misfits.length === 0) return ['', 'Every key fits in every language measured.'];
  const out: string[] = [];
  for (const locale of new Set(misfits.map((m) => m.locale))) {
    const here = misfits.filter((m) => m.locale === locale);
    const pseudo = here[0]!.pseudo ? ', pseudo-language: a warning only' : '';
    out.push('', `Does not fit in ${locale} (${here.length}${pseudo}):`);
    for (const m of here)
      for (const p of m.pages)
        out.push(`  ${m.namespace}:${m.key} — ${FIT_REASONS[p.reason]} (${m.kind}) on ${p.url}`);
  }
  return out;
}

/** The Markdown section about fit: a table per language. */
export function fitMarkdown(misfits: readonly SiteMisfit[]): string[] {
  const out = ['## Fit', ''];
  if (misfits.length === 0) return [...out, 'Every key fits in every language measured.', ''];
  for (const locale of new Set(misfits.map((m) => m.locale))) {
    out.push(`### ${mdCell(locale)}`, '', '| Key | Namespace | Why | Text | Page |');
    out.push('| --- | --- | --- | --- | --- |');
    for (const m of misfits.filter((x) => x.locale === locale))
      for (const p of m.pages)
        out.push(
          `| ${mdCell(m.key)} | ${mdCell(m.namespace)} | ${FIT_REASONS[p.reason]} | ${mdCell(m.text)} | ${mdCell(p.url)} |`,
        );
    out.push('');
  }
  return out;
}
