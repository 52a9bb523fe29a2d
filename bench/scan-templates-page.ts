/**
 * The in-page half of the template row of `bench:scan`: the same page scanned with the exact
 * match alone (as before templates) and with templates, alternating, in one run.
 */
import type { TranslationsByNamespace } from '../lib/i18n-keys/text-index';
import { buildPageTextIndex } from '../lib/placeholders/template-index';
import { scan, type ScanOptions } from '../lib/page/scan';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const round = (ms: number) => Math.round(ms * 100) / 100;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

export function templateMatch(html: string, translations: TranslationsByNamespace, runs: number) {
  document.body.innerHTML = html;
  const timed = <T>(f: () => T): [T, number] => {
    const start = performance.now();
    const value = f();
    return [value, performance.now() - start];
  };
  const [exactIndex, exactBuildMs] = timed(() =>
    buildPageTextIndex(translations, { templates: false }),
  );
  const [fullIndex, fullBuildMs] = timed(() => buildPageTextIndex(translations));
  const exact: ScanOptions = { defaultNamespace: 'common', textIndex: exactIndex };
  const full: ScanOptions = { defaultNamespace: 'common', textIndex: fullIndex };
  const texts = (o: ScanOptions) => scan(document, o).hits.filter((h) => h.method === 'text');
  for (let i = 0; i < 3; i++) {
    texts(exact);
    texts(full);
  }
  const samples = { exact: [] as number[], full: [] as number[] };
  for (let i = 0; i < runs; i++) {
    gc();
    samples.exact.push(timed(() => scan(document, exact))[1]);
    gc();
    samples.full.push(timed(() => scan(document, full))[1]);
  }
  const [exactMs, fullMs] = [median(samples.exact), median(samples.full)];
  return {
    templates: fullIndex.templates,
    index_build_ms: { exact_only: round(exactBuildMs), with_templates: round(fullBuildMs) },
    text_hits: { exact_only: texts(exact).length, with_templates: texts(full).length },
    scan_ms: { exact_only: round(exactMs), with_templates: round(fullMs) },
    ratio_with_templates_to_exact_only: round(fullMs / exactMs),
    runs,
  };
}
