import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { MODEL_JOB_LIMITS } from '../../../lib/contract/model-jobs';
import type { EditorWorkflow } from '../../../lib/contract/editor';
import type { SuggestStarted } from '../../../lib/messaging/suggest-types';
import type { DraftRef, Drafts } from '../../../lib/panel/drafts';
import type { PanelRow } from '../../../lib/panel/key-list';
import type { Ask } from '../../../lib/panel/transport';
import type { UiStore } from '../../../lib/panel/ui-store';
import { useText } from '../../../lib/panel/use-text';
import { suggestStatusQuery } from './use-row-suggestions';

export interface BulkSuggestionsDeps {
  ask: Ask;
  store: UiStore;
  drafts: Drafts;
  rows: readonly PanelRow[];
  workflow: EditorWorkflow | null;
  /** Drafts are kept per project; null when nobody can edit. */
  project: string | null;
  signedIn: boolean;
  /**
   * Who asks, on which language: a run belongs to it. Another user signed in (whose token may not
   * read the job) or another language on the page starts from nothing.
   */
  scope: string;
}

interface Target {
  rowId: string;
  ref: DraftRef;
  /** The row's text now: the drafts' base, guarding their later save against conflicts. */
  baseText: string;
}

/** Rows worth a suggestion: no text yet, a source to translate, and mine to write. */
export const isEmptyRow = (r: PanelRow) =>
  r.entry !== undefined &&
  (r.entry === null || r.entry.text === '') &&
  r.editable &&
  r.source !== null &&
  r.source.trim() !== '';

/** Project managers and the first stage's translators fill empty rows. */
export const mayFillEmpty = (wf: EditorWorkflow | null) =>
  wf !== null && (wf.is_pm_admin || wf.user_assigned_stages.includes(0));

/**
 * Suggest for every empty row on this page: one batch job, its progress, and its results kept as
 * drafts to review. Nothing is saved: each row waits for the user, and a draft already there wins.
 */
export function useBulkSuggestions(deps: BulkSuggestionsDeps) {
  const { ask, store, drafts, rows, workflow, project, scope } = deps;
  const t = useText();
  const sourceLocale = workflow?.source_locale ?? null;
  const allowed = deps.signedIn && project !== null && mayFillEmpty(workflow);
  const empty = rows.filter(isEmptyRow).slice(0, MODEL_JOB_LIMITS.translateItems);
  const [run, setRun] = useState<{
    scope: string;
    targets: Target[];
    started: SuggestStarted;
  } | null>(null);
  const [keptIn, setKept] = useState<{ scope: string; n: number } | null>(null);
  const applied = useRef<string | null>(null);

  const start = useMutation({
    mutationFn: (v: {
      scope: string;
      targets: Target[];
      sources: string[];
      locale: string;
      from: string;
    }) =>
      ask('suggest.start', {
        sources: v.sources,
        locale: v.locale,
        sourceLocale: v.from,
        batch: true,
      }),
    onSuccess: (started, v) => {
      setKept(null);
      setRun({ scope: v.scope, targets: v.targets, started });
    },
  });
  const current = run?.scope === scope ? run : null;
  const jobs = current?.started.jobs ?? [];
  const status = useQuery({ ...suggestStatusQuery(ask, jobs), enabled: jobs.length > 0 });
  const data = jobs.length > 0 ? status.data : undefined;
  const kept = keptIn?.scope === scope ? keptIn.n : null;
  const starting = start.isPending && start.variables.scope === scope;
  const startError = start.isError && start.variables.scope === scope ? start.error : null;

  // Once the job is done, its results become drafts (once per job).
  useEffect(() => {
    if (!current || data?.phase !== 'done' || applied.current === jobs[0]?.taskId) return;
    applied.current = jobs[0]?.taskId ?? null;
    const kept = current.scope;
    void keepAsDrafts(
      current.targets,
      data.items.map((s) => s[0]?.text ?? ''),
    ).then((n) => setKept({ scope: kept, n }));
  }, [current, data]);

  async function keepAsDrafts(targets: Target[], texts: string[]): Promise<number> {
    let n = 0;
    for (const [i, t] of targets.entries()) {
      const text = texts[i];
      if (!text || (await drafts.get(t.ref).catch(() => null))) continue;
      drafts.set(t.ref, text, t.baseText);
      n++;
      // The open row shows its draft now, unless something was typed there already.
      const s = store.getState().session;
      if (s?.rowId === t.rowId && s.text === s.baseText && s.savedText === null)
        store
          .getState()
          .editOpened({ rowId: t.rowId, text, baseText: t.baseText, draftRestored: true });
    }
    await drafts.flush();
    store.getState().noticeShown(t('bulkSuggest.keptNotice', { n }));
    return n;
  }

  function suggestAll() {
    const locale = empty[0]?.context.locale;
    if (!allowed || !locale || !sourceLocale || empty.length === 0) return;
    const targets = empty.map((r) => ({
      rowId: r.id,
      ref: { project: project!, locale, namespace: r.namespace, key: r.key },
      baseText: r.entry?.text ?? '',
    }));
    const sources = empty.map((r) => r.source!);
    start.mutate({ scope, targets, sources, locale, from: sourceLocale });
  }

  const running = starting || (jobs.length > 0 && data?.phase !== 'done');
  const failure = data?.failures[0];
  const statusError = jobs.length > 0 ? status.error : null;
  return {
    allowed,
    count: empty.length,
    running,
    phase: starting || !data ? ('starting' as const) : data.phase,
    progress: data?.progress ?? null,
    noEngine: current?.started.noEngine ?? null,
    error: startError?.message ?? statusError?.message ?? failure?.error ?? null,
    kept,
    suggestAll,
  };
}

export type BulkSuggestions = ReturnType<typeof useBulkSuggestions>;
