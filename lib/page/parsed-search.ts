import { DEFAULT_NAMESPACE_STAND_IN } from '../messaging/default-namespace';
import type { ParseScan } from './first-scan';
import { Scan, type ScanOptions, type ScanResult } from './scan';

/**
 * The page's keys are reported at DOMContentLoaded, in its first listener (registered at document
 * start), before the lens sets up its overlay and observers: the report travels to the background
 * while they are made, rather than after them (they take 5–50 ms on a small page).
 *
 * When the scan that has the background's answers has begun (`early`), its walk is finished now
 * if what is left is short (`ParseScan.finish`), and reported whole; otherwise the lens reports
 * what it has so far, and the rest with the walk's end.
 *
 * When it has not: on a small page the background's first answers (the lens's state, the
 * project's default namespace, the texts the lens matches) reach the content script after the
 * page's first rendering, 100–300 ms after DOMContentLoaded: the parser's tasks and the rendering
 * run first. So that the page's keys are known once it is parsed all the same, what attributes
 * and markers name in it is searched for without those answers (the browser's own search, 8–17
 * ms on a page of 500 keys in code that runs for the first time), a key that names no namespace
 * under a stand-in the background replaces with the project's default. The scan with the
 * answers follows and is reported whole, text matches too.
 */
export function searchWhenParsed(
  doc: Document,
  known: Pick<ScanOptions, 'ignore' | 'markers'>,
  early: () => ParseScan | undefined,
  report: (found: ScanResult, locale?: string) => void,
): void {
  if (doc.readyState !== 'loading') return;
  const options = { ...known, defaultNamespace: DEFAULT_NAMESPACE_STAND_IN };
  doc.addEventListener(
    'DOMContentLoaded',
    () => {
      const scan = early();
      if (!scan) return report(new Scan([doc], options).soFar(doc));
      const first = scan.finish();
      if (first) report(first.result, scan.locale);
    },
    { once: true },
  );
}
