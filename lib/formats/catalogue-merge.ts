import type { Catalogue, CatalogueEntry } from './types';

/**
 * How a catalogue meets an existing file: entries whose key the file holds are written in place
 * (the file's order); the rest go at the end, in the catalogue's order. Keys the file holds that
 * the catalogue lacks are removed by the writers: the catalogue is what the file must say.
 */
export function byKey(catalogue: Catalogue): Map<string, CatalogueEntry> {
  return new Map(catalogue.entries.map((e) => [e.key, e]));
}

export function newEntries(catalogue: Catalogue, existingKeys: Iterable<string>): CatalogueEntry[] {
  const known = new Set(existingKeys);
  return catalogue.entries.filter((e) => !known.has(e.key));
}

/** True when writing `next` over what the file says (`was`) would change nothing a reader sees. */
export function sameEntry(was: CatalogueEntry, next: CatalogueEntry): boolean {
  return (
    was.value === next.value &&
    (was.description ?? '') === (next.description ?? '') &&
    Boolean(was.fuzzy) === Boolean(next.fuzzy)
  );
}
