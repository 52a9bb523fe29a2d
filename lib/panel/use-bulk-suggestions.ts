import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { MODEL_JOB_LIMITS } from '../contract/model-jobs';
import type { EditorWorkflow } from '../contract/editor';
import type { SuggestStarted } from '../messaging/suggest-types';
import type { DraftRef, Drafts } from './drafts';
import type { PanelRow } from './key-list';
import type { Ask } from './transport';
import type { UiStore } from './ui-store';
import { useText } from './use-text';
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
  const { ask, store, drafts, rows, workflow, project } = deps;
  const t = useText();
  const sourceLocale = workflow?.source_locale ?? null;
  const allowed = deps.signedIn && project !== null && mayFillEmpty(workflow);
  const empty = rows.filter(isEmptyRow).slice(0, MODEL_JOB_LIMITS.translateItems);
  const [run, setRun] = useState<{ targets: Target[]; started: SuggestStarted } | null>(null);
  const [kept, setKept] = useState<number | null>(null);
  const applied = useRef<string | null>(null);

  const start = useMutation({
    mutationFn: (v: { targets: Target[]; sources: string[]; locale: string; from: string }) =>
      ask('suggest.start', {
        sources: v.sources,
        locale: v.locale,
        sourceLocale: v.from,
        batch: true,
      }),
    onSuccess: (started, v) => {
      setKept(null);
      setRun({ targets: v.targets, started });
    },
  });
  const jobs = run?.started.jobs ?? [];
  const status = useQuery({ ...suggestStatusQuery(ask, jobs), enabled: jobs.length > 0 });
  const data = status.data;

  // Once the job is done, its results become drafts (once per job).
  useEffect(() => {
    if (!run || data?.phase !== 'done' || applied.current === jobs[0]?.taskId) return;
    applied.current = jobs[0]?.taskId ?? null;
    void keepAsDrafts(
      run.targets,
      data.items.map((s) => s[0]?.text ?? ''),
    ).then(setKept);
  }, [run, data]);

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
    start.mutate({ targets, sources: empty.map((r) => r.source!), locale, from: sourceLocale });
  }

  const running = start.isPending || (jobs.length > 0 && data?.phase !== 'done');
  const failure = data?.failures[0];
  return {
    allowed,
    count: empty.length,
    running,
    phase: start.isPending || !data ? ('starting' as const) : data.phase,
    progress: data?.progress ?? null,
    noEngine: run?.started.noEngine ?? null,
    error: start.error?.message ?? status.error?.message ?? failure?.error ?? null,
    kept,
    suggestAll,
  };
}

export type BulkSuggestions = ReturnType<typeof useBulkSuggestions>;
