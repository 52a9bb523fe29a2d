/**
 * The in-page half of `bench:text-match`, bundled by esbuild with the real code and run in
 * Chromium: what the background sends for the text match (the delivered texts, or the current
 * texts it merges from the drafts' status), the index the content script builds from it, and the
 * page's scan with that index. One step per call, so that bench/text-match.ts can time each in
 * the main thread's CPU time. Exposed as the global `LocaleLensTextMatch`.
 */
import type { TargetStatusEntry } from '../lib/contract/editor';
import { currentTexts, refsOf } from '../lib/background/page-texts';
import { buildTextIndex, type TextIndex } from '../lib/i18n-keys/text-index';
import { scan } from '../lib/page/scan';

type Namespaces = Record<string, Record<string, string>>;

export interface Catalogue {
  /** Every key of the source language (what the drafts' status is asked for). */
  sources: Namespaces;
  /** What `GET /translations` serves: the delivered rows. */
  delivered: Namespaces;
  /** The target status of every key (`refId` → entry), drafts and delivered rows alike. */
  entries: Record<string, TargetStatusEntry | null>;
}

/** `delivered`: the baseline, the texts as served; `current`: drafts and delivered rows. */
export type Mode = 'delivered' | 'current';

let catalogue: Catalogue | undefined;
let texts: Namespaces = {};
let received: Namespaces = {};
let index: TextIndex | undefined;
const ignore = (element: Element) => element.localName === 'locale-lens-overlay';

export const step = {
  gc: () => (globalThis as { gc?: () => void }).gc?.(),
  empty: () => 0,
  load(c: Catalogue) {
    catalogue = c;
    return document.getElementsByTagName('*').length;
  },
  /** The background: the texts it answers `translations.get` with. */
  merge(mode: Mode) {
    const c = catalogue!;
    texts =
      mode === 'delivered' ? c.delivered : currentTexts(c.delivered, refsOf(c.sources), c.entries);
    return 0;
  },
  /** The message to the content script: extension messaging copies it as JSON. */
  send() {
    received = JSON.parse(JSON.stringify(texts)) as Namespaces;
    return 0;
  },
  /** The content script: the index of what it was sent. */
  index() {
    index = buildTextIndex(received);
    return index.size;
  },
  /** The page's scan with the index, or without one (the walk with nothing to match). */
  scan(withIndex: boolean) {
    const result = scan(document, {
      defaultNamespace: 'common',
      ignore,
      textIndex: withIndex ? index : undefined,
    });
    return result.hits.filter((h) => h.method === 'text').length;
  },
  messageKb: () => Math.round(JSON.stringify(texts).length / 10.24) / 100,
};
