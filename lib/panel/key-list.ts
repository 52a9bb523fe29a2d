import type { TargetStatusEntry } from '../contract/editor';
import { lensState, rowLabel, rowPlace, type LensState } from '../key-state/key-state';
import type { FrameKey, KeyRef } from '../messaging/types';
import type { PanelPage } from '../messaging/types';
import { refId } from '../messaging/ref-id';
import { textOf } from '../i18n-keys/own-text';
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

export type PageHit = PanelPage['report']['keys'][number];

/** What every row of a page is joined with, besides its own hits: made once per page. */
export interface RowSetting {
  page: PanelPage;
  /** A frame's origin when it is not the top frame's, else null. */
  foreign(frameId: number): string | null;
  context(namespace: string): RowContext;
  notTarget: boolean;
}

export function rowSetting(page: PanelPage): RowSetting {
  const frames = new Map(page.report.frames.map((f) => [f.frameId, originOf(f.url)]));
  const top = frames.get(0) ?? originOf(page.report.url);
  const contexts = new Map<string, RowContext>();
  return {
    page,
    foreign(frameId) {
      const origin = frames.get(frameId) ?? 'unknown';
      return frameId !== 0 && origin !== top ? origin : null;
    },
    context(namespace) {
      let context = contexts.get(namespace);
      if (!context) contexts.set(namespace, (context = rowContext(page, namespace)));
      return context;
    },
    notTarget: page.isSource || !page.locale || !page.workflow,
  };
}

/** The row of one (namespace, key) from its hits, in page order (at least one). */
export function rowOf(id: string, hits: readonly PageHit[], s: RowSetting): PanelRow {
  const first = hits[0]!;
  const methods: DetectionMethod[] = [first.method];
  const candidates: KeyRef[] = first.candidates ? [...first.candidates] : [];
  // Made only for a key found several times with candidates: a big page's rows are mostly one
  // hit, and a set each made the side panel's first join of 20,000 rows 30 ms rather than 23.
  let seen: Set<string> | undefined;
  let [entry, visible, ambiguous] = [targetEntry(first.status), first.visible, first.ambiguous];
  for (let i = 1; i < hits.length; i++) {
    const hit = hits[i]!;
    if (!methods.includes(hit.method)) methods.push(hit.method);
    visible ||= hit.visible;
    ambiguous ||= hit.ambiguous;
    for (const c of hit.candidates ?? []) {
      seen ??= new Set(candidates.map(refId));
      if (seen.has(refId(c))) continue;
      seen.add(refId(c));
      candidates.push(c);
    }
    if (entry === undefined) entry = targetEntry(hit.status);
  }
  const context = s.context(first.namespace);
  const edit = verdict('edit', entry, context);
  const state = s.notTarget ? 'not_target' : lensState(entry);
  return {
    id,
    namespace: first.namespace,
    key: first.key,
    entry,
    state,
    label: rowLabel(state, entry, context.workflow),
    place: rowPlace(state, entry, context.workflow),
    source: textOf(s.page.sources, first),
    methods,
    visible,
    frameId: first.frameId,
    foreignOrigin: s.foreign(first.frameId),
    ambiguous,
    candidates,
    context,
    editable: edit.allowed,
    readOnlyReason: edit.allowed ? null : edit.reason,
    actionable: isActionable(entry, context),
  };
}

/**
 * One row per (namespace, key), in the order keys first appear on the page: the whole join, every
 * row made again (`RowJoin` makes only the rows a change touches).
 */
export function buildRows(page: PanelPage): PanelRow[] {
  const hits = new Map<string, PageHit[]>();
  for (const hit of page.report.keys) {
    const id = refId(hit);
    const known = hits.get(id);
    if (known) known.push(hit);
    else hits.set(id, [hit]);
  }
  const setting = rowSetting(page);
  return [...hits].map(([id, of]) => rowOf(id, of, setting));
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

/** What search looks through in a row, lower-cased once per row rather than once per keystroke. */
const hays = new WeakMap<PanelRow, string[]>();
const hayOf = (row: PanelRow) => {
  let hay = hays.get(row);
  if (!hay) {
    hay = [row.key, row.namespace, row.source ?? '', row.entry?.text ?? ''];
    hays.set(row, (hay = hay.map((s) => s.toLowerCase())));
  }
  return hay;
};

export function matchesFilters(row: PanelRow, f: KeyFilters): boolean {
  const q = f.search.trim().toLowerCase();
  if (q && !hayOf(row).some((s) => s.includes(q))) return false;
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
