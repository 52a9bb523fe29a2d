/**
 * The hits of one scan, de-duplicated per element: an element can hold several hits (its text and
 * each text attribute), but never the same key twice for the same target, and a text match only
 * where no attribute or marker already names a key.
 */
import type { AttributeKey, HitTarget, KeyRef } from '../i18n-keys/i18n-attributes';
import type { MarkerHit } from '../i18n-keys/invisible-markers';
import type { ScanHit } from './scan-hit';

/** The hit of a key an element's attribute names. */
export const attributeHit = (
  { key, namespace, where }: AttributeKey,
  element: Element,
  inShadowRoot: boolean,
): ScanHit => ({
  key,
  namespace,
  method: 'attribute',
  where,
  element,
  inShadowRoot,
  ambiguous: false,
});

/** The hit of an invisible marker in an element's text or attribute (`where`). */
export const markerHit = (
  marker: MarkerHit,
  element: Element,
  where: HitTarget,
  defaultNamespace: string,
  inShadowRoot: boolean,
): ScanHit => ({
  key: marker.key,
  namespace: marker.namespace ?? defaultNamespace,
  method: 'invisible',
  where,
  element,
  inShadowRoot,
  ambiguous: false,
  ...(marker.fallback ? { fallback: true } : {}),
  ...(marker.locale ? { locale: marker.locale } : {}),
});

export class HitTable {
  readonly hits: ScanHit[] = [];
  private readonly byElement = new Map<Element, ScanHit[]>();

  /**
   * `projectKey`: the key the project holds for a key an attribute or a marker names, e.g. the
   * plural's key for the form i18next rendered (`items_other` → `items`).
   */
  constructor(private readonly projectKey?: (namespace: string, key: string) => string) {}

  add(named: ScanHit): void {
    const key =
      named.method === 'text'
        ? named.key
        : (this.projectKey?.(named.namespace, named.key) ?? named.key);
    const hit = key === named.key ? named : { ...named, key };
    const existing = this.byElement.get(hit.element);
    if (!existing) {
      this.byElement.set(hit.element, [hit]);
    } else {
      const duplicate = existing.some(
        (h) => h.where === hit.where && h.key === hit.key && h.namespace === hit.namespace,
      );
      if (duplicate) return;
      existing.push(hit);
    }
    this.hits.push(hit);
  }

  /** Whether an attribute or a marker already names a key for this target. */
  hasKey(element: Element, where: HitTarget): boolean {
    const existing = this.byElement.get(element);
    return existing !== undefined && existing.some((h) => h.where === where && h.method !== 'text');
  }

  addTextMatch(
    element: Element,
    where: HitTarget,
    candidates: readonly KeyRef[],
    inShadowRoot: boolean,
  ): boolean {
    const [first] = candidates;
    if (!first || this.hasKey(element, where)) return false;
    const ambiguous = candidates.length > 1;
    this.add({
      key: first.key,
      namespace: first.namespace,
      method: 'text',
      where,
      element,
      inShadowRoot,
      ambiguous,
      ...(ambiguous ? { candidates } : {}),
    });
    return true;
  }
}

/** Hits grouped by element, in first-seen order: what an overlay draws one outline for. */
export function groupByElement(hits: readonly ScanHit[]): Map<Element, ScanHit[]> {
  const groups = new Map<Element, ScanHit[]>();
  for (const hit of hits) {
    const group = groups.get(hit.element);
    if (group) group.push(hit);
    else groups.set(hit.element, [hit]);
  }
  return groups;
}
