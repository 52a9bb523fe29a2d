/**
 * Which key an ambiguous text match shows first: "Speichern" is both `common:actions.save` and
 * `checkout:address.save`, and the one the page means is the one in the namespace its neighbours
 * use. The neighbours are the keys found without doubt (attribute, marker, or a text only one key
 * has) in the same region: the nearest form, fieldset, section, dialog… around the hit, then the
 * region around that one. Where no region decides, the namespace most keys of the page use does;
 * where nothing decides, the order stays as it was. The hit stays ambiguous, with every candidate.
 */
import type { KeyRef } from '../i18n-keys/i18n-attributes';
import type { PreferredBy, ScanHit } from './scan-hit';

export const REGION_SELECTOR = [
  'form',
  'fieldset',
  'dialog',
  'section',
  'article',
  'aside',
  'nav',
  'header',
  'footer',
  'main',
  'li',
  'tr',
  '[role=dialog]',
  '[role=region]',
  '[role=form]',
  '[role=navigation]',
  '[data-i18n-ns]',
].join(',');

type Votes = Map<string, number>;

/** The hit last made of each scan hit, so the same preference gives the same object. */
const preferredOf = new WeakMap<ScanHit, ScanHit>();

const regionOf = (el: Element | null): Element | null => el?.closest(REGION_SELECTOR) ?? null;

function vote(votes: Votes, namespace: string, n = 1): void {
  votes.set(namespace, (votes.get(namespace) ?? 0) + n);
}

/** The one candidate namespace with the most votes, or undefined on a tie or no vote. */
function winner(votes: Votes | undefined, candidates: readonly KeyRef[]): string | undefined {
  if (!votes) return undefined;
  let best: string | undefined;
  let bestVotes = 0;
  let tie = false;
  for (const namespace of new Set(candidates.map((c) => c.namespace))) {
    const n = votes.get(namespace) ?? 0;
    if (n > bestVotes) [best, bestVotes, tie] = [namespace, n, false];
    else if (n === bestVotes && n > 0) tie = true;
  }
  return tie ? undefined : best;
}

/**
 * The hits with each ambiguous one's candidates reordered (the preferred first, and named by
 * `key`/`namespace`) and `preferredBy` set; the others as they were.
 */
export function preferNeighbours<H extends ScanHit>(hits: readonly H[]): H[] {
  if (!hits.some((h) => h.ambiguous && h.candidates)) return [...hits];
  // Votes of each region for its own keys and those of the regions inside it; of the page.
  const byRegion = new Map<Element, Votes>();
  const page: Votes = new Map();
  for (const h of hits) {
    if (h.ambiguous) continue;
    vote(page, h.namespace);
    const region = regionOf(h.element);
    if (!region) continue;
    let votes = byRegion.get(region);
    if (!votes) byRegion.set(region, (votes = new Map()));
    vote(votes, h.namespace);
  }
  // A region's votes count for each region around it too (regions are few: a short climb).
  const total = new Map<Element, Votes>();
  for (const [region, votes] of byRegion) {
    for (let r: Element | null = region; r; r = regionOf(r.parentElement)) {
      let sum = total.get(r);
      if (!sum) total.set(r, (sum = new Map()));
      for (const [namespace, n] of votes) vote(sum, namespace, n);
    }
  }
  return hits.map((h) => {
    const candidates = h.candidates;
    if (!h.ambiguous || !candidates) return h;
    let chosen: string | undefined;
    let by: PreferredBy = 'neighbours';
    for (let r = regionOf(h.element); r && !chosen; r = regionOf(r.parentElement))
      chosen = winner(total.get(r), candidates);
    if (!chosen) [chosen, by] = [winner(page, candidates), 'page'];
    if (!chosen) return h;
    const first = candidates.find((c) => c.namespace === chosen)!;
    // Preferred so before (a rescan, the final scan after `soFar`): the same object, so that a
    // report sends only what changed.
    const same = (p: ScanHit) =>
      p.preferredBy === by && p.key === first.key && p.namespace === first.namespace;
    if (same(h)) return h;
    const prior = preferredOf.get(h) as H | undefined;
    if (prior && same(prior)) return prior;
    const ordered = [first, ...candidates.filter((c) => c !== first)];
    const hit = {
      ...h,
      key: first.key,
      namespace: first.namespace,
      candidates: ordered,
      preferredBy: by,
    };
    preferredOf.set(h, hit);
    return hit;
  });
}
