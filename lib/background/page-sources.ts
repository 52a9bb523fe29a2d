import { textOf, withTexts } from '../i18n-keys/own-text';
import type { KeyRef, TranslationsByNamespace } from '../messaging/types';
import { capMap } from './request-budget';

/** Tabs whose sources are kept: as many as their panel pages (`PanelPagesSent`). */
const KEPT_TABS = 16;

interface TabSources {
  /** The source language's catalogue they were picked from, and the page's address. */
  catalogue: TranslationsByNamespace;
  url: string;
  picked: TranslationsByNamespace;
}

/** How a tab's sources grew from the ones before, for the last growth only. */
const grown = new WeakMap<
  TranslationsByNamespace,
  { from: TranslationsByNamespace; added: TranslationsByNamespace }
>();

/**
 * The source texts of `next` that `held` lacks, when `next` grew from `held` by one step;
 * undefined otherwise (the asker then needs them whole).
 */
export function sourcesAdded(
  next: TranslationsByNamespace,
  held: TranslationsByNamespace,
): TranslationsByNamespace | undefined {
  const step = grown.get(next);
  return step?.from === held ? step.added : undefined;
}

/**
 * The source texts a tab's panel page carries: those of the keys on the page, not the source
 * language's whole catalogue (a page of 500 keys in a project of 25,500 carried 600 KB of source
 * texts, sent whole to each new side panel and copied again for every asker). Kept per tab and
 * grown as keys come, so a change of the page adds only its new keys' texts (`sourcesAdded`);
 * started again when the page's address or the catalogue changes, so a long visit of a
 * single-page app does not collect every page it showed.
 */
export class PageSources {
  private readonly tabs = new Map<number, TabSources>();

  pick(
    tabId: number,
    url: string,
    catalogue: TranslationsByNamespace,
    keys: readonly KeyRef[],
  ): TranslationsByNamespace {
    let tab = this.tabs.get(tabId);
    if (!tab || tab.catalogue !== catalogue || tab.url !== url)
      tab = { catalogue, url, picked: {} };
    // Without prototypes: a key is the page's to name (`constructor`, `__proto__`).
    const added: Record<string, Record<string, string>> = Object.create(null);
    for (const ref of keys) {
      // Held already, most keys of a page after its first: the catalogue is not looked in.
      if (textOf(tab.picked, ref) !== null) continue;
      const text = textOf(catalogue, ref);
      if (text !== null) (added[ref.namespace] ??= Object.create(null))[ref.key] = text;
    }
    if (Object.keys(added).length > 0) {
      const picked = withTexts(tab.picked, added);
      grown.set(picked, { from: tab.picked, added });
      tab = { ...tab, picked };
    }
    this.tabs.delete(tabId); // re-inserted last: the tabs asked longest ago are forgotten first
    this.tabs.set(tabId, tab);
    capMap(this.tabs, KEPT_TABS);
    return tab.picked;
  }
}
