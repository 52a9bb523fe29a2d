import type { PanelRow } from '../../../lib/panel/key-list';

/** Words in a text: runs of letters or digits once tags and placeholders are taken out. */
export function wordCount(text: string): number {
  const plain = text.replace(/<[^>]*>/g, ' ').replace(/\{\{?[^}]*\}\}?|%(?:\d+\$)?[sd]/g, ' ');
  return plain.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu)?.length ?? 0;
}

/** A row still needs work until it is approved with text (or locked, which serves it). */
export const needsWork = (row: PanelRow) =>
  !row.entry || !row.entry.text || !(row.entry.isReady || row.entry.isLocked);

/**
 * Each row's source words, counted once: rows that did not change are the same objects in the
 * next list, so a change of a page of 20,000 keys counts only its own rows again.
 */
const counted = new WeakMap<PanelRow, number>();
function sourceWords(row: PanelRow): number {
  let words = counted.get(row);
  if (words === undefined) counted.set(row, (words = wordCount(row.source ?? '')));
  return words;
}

/**
 * The volume to offer per namespace: the source words of the keys on this page that still need
 * work. Keys without a source text count nothing.
 */
export function pageVolume(
  rows: readonly PanelRow[],
): Map<string, { words: number; keys: number }> {
  const out = new Map<string, { words: number; keys: number }>();
  for (const row of rows) {
    if (!needsWork(row)) continue;
    const v = out.get(row.namespace) ?? { words: 0, keys: 0 };
    v.words += sourceWords(row);
    v.keys += 1;
    out.set(row.namespace, v);
  }
  return out;
}
