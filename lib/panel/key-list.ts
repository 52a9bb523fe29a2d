import type { TargetStatusEntry } from '../contract/editor';
import { lensState, rowLabel, rowPlace, type LensState } from '../key-state/key-state';
import type { FrameKey, KeyRef } from '../messaging/types';
import type { PanelPage } from '../messaging/types';
import { refId } from '../messaging/ref-id';
import { NO_FLAGS } from '../workflow/caller';
import { isActionable } from './review-queue';
import { verdict, type RowContext } from './row-actions';

export type DetectionMethod = FrameKey['method'];

/** One (namespace, key) of the page, as the panel lists it. */
export interface PanelRow extends KeyRef {
  /** `refId`: namespace NUL key. */
  id: string;
  /** undefined: status not known yet; null: no target row. */
  entry: TargetStatusEntry | null | undefined;
  state: LensState;
  /** The state in words, naming the stage a draft waits in ("In review"). */
  label: string;
  /** What `label` names in any language: the stage a draft waits in, or `approval` (`rowPlace`). */
  place?: string | null;
  /** Source text from the project's source locale, when the service has it. */
  source: string | null;
  methods: DetectionMethod[];
  /** Visible on the page in at least one place. */
  visible: boolean;
  /** The frame of the first occurrence (0: top). */
  frameId: number;
  /** That frame's origin when it is not the top frame's: another site put the key there. */
  foreignOrigin: string | null;
  ambiguous: boolean;
  candidates: KeyRef[];
  context: RowContext;
  /** The rules let me edit the row (busy ignored: writes are queued). */
  editable: boolean;
  /** Why I cannot edit it, in words, or null. */
  readOnlyReason: string | null;
  /** Work for me in the review queue. */
  actionable: boolean;
}

export function rowContext(page: PanelPage, namespace: string): RowContext {
  return {
    workflow: page.workflows?.[namespace] ?? page.workflow,
    locale: page.locale,
    isSource: page.isSource,
    flags: page.flags[namespace] ?? NO_FLAGS,
  };
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return 'unknown';
  }
};

const targetEntry = (s: PanelPage['report']['keys'][number]['status']) =>
  s === 'unknown' ? undefined : s;

/** One row per (namespace, key), in the order keys first appear on the page. */
export function buildRows(page: PanelPage): PanelRow[] {
  const rows = new Map<string, PanelRow>();
  const frames = new Map(page.report.frames.map((f) => [f.frameId, originOf(f.url)]));
  const top = frames.get(0) ?? originOf(page.report.url);
  const foreign = (frameId: number) => {
    const origin = frames.get(frameId) ?? 'unknown';
    return frameId !== 0 && origin !== top ? origin : null;
  };
  const notTarget = page.isSource || !page.locale || !page.workflow;
  for (const hit of page.report.keys) {
    const id = refId(hit);
    const known = rows.get(id);
    if (known) {
      if (!known.methods.includes(hit.method)) known.methods.push(hit.method);
      known.visible ||= hit.visible;
      known.ambiguous ||= hit.ambiguous;
      for (const c of hit.candidates ?? [])
        if (!known.candidates.some((k) => refId(k) === refId(c))) known.candidates.push(c);
      if (known.entry === undefined) known.entry = targetEntry(hit.status);
      continue;
    }
    rows.set(id, {
      id,
      namespace: hit.namespace,
      key: hit.key,
      entry: targetEntry(hit.status),
      state: 'loading',
      label: '',
      source: page.sources[hit.namespace]?.[hit.key] ?? null,
      methods: [hit.method],
      visible: hit.visible,
      frameId: hit.frameId,
      foreignOrigin: foreign(hit.frameId),
      ambiguous: hit.ambiguous,
      candidates: [...(hit.candidates ?? [])],
      context: rowContext(page, hit.namespace),
      editable: false,
      readOnlyReason: null,
      actionable: false,
    });
  }
  return [...rows.values()].map((row) => {
    const edit = verdict('edit', row.entry, row.context);
    const state = notTarget ? 'not_target' : lensState(row.entry);
    return {
      ...row,
      state,
      label: rowLabel(state, row.entry, row.context.workflow),
      place: rowPlace(state, row.entry, row.context.workflow),
      editable: edit.allowed,
      readOnlyReason: edit.allowed ? null : edit.reason,
      actionable: isActionable(row.entry, row.context),
    };
  });
}

export type Tristate = 'any' | 'yes' | 'no';

export interface KeyFilters {
  /** Case-insensitive, in the key, the namespace, the source and the target text. */
  search: string;
  /** 'any' or one lens state. */
  state: LensState | 'any';
  approved: Tristate;
  delivered: Tristate;
  editableByMe: boolean;
  method: DetectionMethod | 'any';
}

export const NO_FILTERS: KeyFilters = {
  search: '',
  state: 'any',
  approved: 'any',
  delivered: 'any',
  editableByMe: false,
  method: 'any',
};

const tristate = (want: Tristate, value: boolean) => want === 'any' || (want === 'yes') === value;

export function matchesFilters(row: PanelRow, f: KeyFilters): boolean {
  const q = f.search.trim().toLowerCase();
  if (q) {
    const hay = [row.key, row.namespace, row.source ?? '', row.entry?.text ?? ''];
    if (!hay.some((s) => s.toLowerCase().includes(q))) return false;
  }
  if (f.state !== 'any' && row.state !== f.state) return false;
  if (!tristate(f.approved, row.entry?.isReady ?? false)) return false;
  if (!tristate(f.delivered, row.entry?.isDelivered ?? false)) return false;
  if (f.editableByMe && !row.editable) return false;
  if (f.method !== 'any' && !row.methods.includes(f.method)) return false;
  return true;
}

export const filterRows = (rows: readonly PanelRow[], f: KeyFilters) =>
  rows.filter((r) => matchesFilters(r, f));

export const filtersActive = (f: KeyFilters) =>
  (Object.keys(NO_FILTERS) as (keyof KeyFilters)[]).some((k) =>
    k === 'search' ? f.search.trim() !== '' : f[k] !== NO_FILTERS[k],
  );

export interface NamespaceGroup {
  namespace: string;
  rows: PanelRow[];
  /** Rows of this namespace on the page, before filtering. */
  total: number;
}

/** Groups `shown` by namespace in page order; `all` gives each namespace's unfiltered count. */
export function groupByNamespace(
  shown: readonly PanelRow[],
  all: readonly PanelRow[] = shown,
): NamespaceGroup[] {
  const groups = new Map<string, NamespaceGroup>();
  for (const row of all) {
    const g = groups.get(row.namespace);
    if (g) g.total++;
    else groups.set(row.namespace, { namespace: row.namespace, rows: [], total: 1 });
  }
  for (const row of shown) groups.get(row.namespace)?.rows.push(row);
  return [...groups.values()].filter((g) => g.rows.length > 0);
}

/** Rows per lens state, for the state filter's option labels. */
export function countByState(rows: readonly PanelRow[]): Partial<Record<LensState, number>> {
  const counts: Partial<Record<LensState, number>> = {};
  for (const r of rows) counts[r.state] = (counts[r.state] ?? 0) + 1;
  return counts;
}
