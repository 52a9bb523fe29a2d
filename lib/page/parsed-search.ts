import { DEFAULT_NAMESPACE_STAND_IN } from '../messaging/default-namespace';
import { Scan, type ScanOptions, type ScanResult } from './scan';

/**
 * On a small page the background's first answers (the lens's state, the project's default
 * namespace, the texts the lens matches) reach the content script after the page's first
 * rendering, 100–300 ms after DOMContentLoaded: the parser's tasks and the rendering run first.
 * So that the page's keys are known once it is parsed all the same, what attributes and markers
 * name in it is searched for at DOMContentLoaded without those answers (the browser's own
 * search, a few milliseconds), a key that names no namespace under a stand-in the background
 * replaces with the project's default. The scan with the answers follows and is reported whole,
 * text matches too.
 *
 * `begun`: whether the scan with the answers has begun, and so reports at DOMContentLoaded
 * itself (it then searches instead).
 */
export function searchWhenParsed(
  doc: Document,
  known: Pick<ScanOptions, 'ignore' | 'markers'>,
  begun: () => boolean,
  report: (found: ScanResult) => void,
): void {
  if (doc.readyState !== 'loading') return;
  const options = { ...known, defaultNamespace: DEFAULT_NAMESPACE_STAND_IN };
  // Registered at document start, so it runs before the lens's own listener and the page's.
  doc.addEventListener(
    'DOMContentLoaded',
    () => begun() || report(new Scan([doc], options).soFar(doc)),
    { once: true },
  );
}
