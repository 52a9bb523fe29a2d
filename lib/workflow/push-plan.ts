import type { PlanAction } from '../contract/push';
import { applyEdit, type Row } from './rules';

/**
 * What a push of one locale file does to each key, decided from three texts: the file's, the
 * service's now, and the base (the service's text when the file was last pulled or pushed). A
 * text someone changed in the service since the base is a conflict, never overwritten unless the
 * push says so; a file that did not change since the base leaves the service's newer text alone.
 * Pure: the service plans with it inside its write, the tests with tables.
 */
export interface PlannedChange {
  key: string;
  action: PlanAction;
  from?: string;
  to?: string;
}

export interface FilePlanInput {
  /** The file's entries in its order; a null or empty value is untranslated and never pushed. */
  entries: readonly { key: string; value: string | null }[];
  /** The service's non-empty texts of this locale and namespace, by key. */
  service: ReadonlyMap<string, string>;
  /** Null when the file was never pulled or pushed. */
  base: ReadonlyMap<string, string> | null;
  removeMissing: boolean;
}

export function planFile({
  entries,
  service,
  base,
  removeMissing,
}: FilePlanInput): PlannedChange[] {
  const out: PlannedChange[] = [];
  const inFile = new Set<string>();
  for (const { key, value } of entries) {
    if (inFile.has(key)) continue;
    inFile.add(key);
    const from = service.get(key);
    if (value === null || value === '') continue;
    const was = base?.get(key);
    if (from === undefined) out.push({ key, action: 'create', to: value });
    else if (from === value || was === value) out.push({ key, action: 'unchanged', from });
    else out.push({ key, action: was === from ? 'update' : 'conflict', from, to: value });
  }
  if (!removeMissing) return out;
  const missing = [...service.keys()].filter((k) => !inFile.has(k)).sort();
  for (const key of missing) {
    const from = service.get(key)!;
    const was = base?.get(key);
    // Removing a text someone changed since the base is as much a conflict as replacing it.
    out.push({ key, action: was !== undefined && was !== from ? 'conflict' : 'remove', from });
  }
  return out;
}

/** Whether a push writes the change: creates, updates and removals; conflicts only if told to. */
export const writes = (action: PlanAction, overwrite: boolean): boolean =>
  action === 'create' ||
  action === 'update' ||
  action === 'remove' ||
  (action === 'conflict' && overwrite);

/** A journaled change to undo: the text before the push, the one it left, the one there now. */
export interface RestoreInput {
  key: string;
  before: string | null;
  after: string | null;
  current: string | null;
}

/**
 * Undoing a journaled change: the text before comes back where the push's text still stands; a
 * text someone changed after the push is a conflict.
 */
export function planRestore({ key, before, after, current }: RestoreInput): PlannedChange {
  const texts = { ...(current === null ? {} : { from: current }) };
  const to = before === null ? {} : { to: before };
  if (current === before) return { key, action: 'unchanged', ...texts };
  if (current !== after) return { key, action: 'conflict', ...texts, ...to };
  const action = before === null ? 'remove' : current === null ? 'create' : 'update';
  return { key, action, ...texts, ...to };
}

/**
 * The base after a push: written keys take the text the push left, keys whose file text the
 * service already held take it, the rest (conflicts left alone, stale file texts) keep theirs.
 */
export function nextBase(
  base: ReadonlyMap<string, string> | null,
  entries: readonly { key: string; value: string | null }[],
  changes: readonly (PlannedChange & { written: boolean })[],
): Map<string, string> {
  const next = new Map(base ?? []);
  const fileText = new Map(entries.map((e) => [e.key, e.value]));
  for (const c of changes) {
    if (c.written) {
      if (c.to === undefined) next.delete(c.key);
      else next.set(c.key, c.to);
    } else if (c.action === 'unchanged' && c.from !== undefined && fileText.get(c.key) === c.from)
      next.set(c.key, c.from);
  }
  return next;
}

/**
 * The row a pushed text leaves. A team imports translations it already uses, so a text the file
 * does not mark fuzzy is approved at the postreview stage (apps are served it); a fuzzy text, or
 * any with `delivered` off, is a draft at the row's stage, as an edit would leave it.
 */
export function importedRow(
  row: Row,
  text: string,
  o: { delivered: boolean; workStageCount: number; perFile: boolean },
): Row {
  const edited = applyEdit(row, text);
  if (!o.delivered) return edited;
  // In per_file mode the stage is the file target's, not the row's.
  return { ...edited, isReady: true, stageIndex: o.perFile ? row.stageIndex : o.workStageCount };
}
