import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { SuggestJob, SuggestStarted, Suggestion } from '../../../lib/messaging/suggest-types';
import type { PanelRow } from '../../../lib/panel/key-list';
import { NO_SOURCE_TO_SUGGEST, SIGN_IN_FOR_SUGGESTIONS, suggestionKept } from './suggest-words';
import type { Ask } from '../../../lib/panel/transport';
import type { UiStore } from '../../../lib/panel/ui-store';
import { useText } from '../../../lib/panel/use-text';

export const SUGGEST_POLL_MS = 500;

/**
 * Where submitted suggestion jobs stand: polled through the background until all have ended. Not
 * under the panel's keys: a sign-in refreshes those, and a job is only its starter's to read.
 */
export const suggestStatusQuery = (ask: Ask, jobs: readonly SuggestJob[]) =>
  queryOptions({
    queryKey: ['suggest-status', ...jobs.map((j) => j.taskId)],
    queryFn: () => ask('suggest.status', { jobs: [...jobs] }),
    refetchInterval: (q) => (q.state.data?.phase === 'done' ? false : SUGGEST_POLL_MS),
    // A finished job's result never changes.
    staleTime: Infinity,
  });

export interface RowSuggestionsDeps {
  ask: Ask;
  store: UiStore;
  row: PanelRow | null;
  /** The project's source language; null when the workflow does not say. */
  sourceLocale: string | null;
  /** Signed in with e-mail and password: model jobs need the user's bearer token. */
  signedIn: boolean;
  /** Who asks, on which language: a run of another user or language is not shown. */
  scope: string;
  /** Puts a text in the editor as a draft and previews it in the page, as typing does. */
  insert(text: string): void;
}

/**
 * Suggest for the selected row: start the jobs, follow them, insert one, and after a save say how
 * much of the inserted suggestion the translator changed (chrF of the saved text against it).
 */
export function useRowSuggestions({
  ask,
  store,
  row,
  sourceLocale,
  signedIn,
  scope,
  insert,
}: RowSuggestionsDeps) {
  const t = useText();
  const [run, setRun] = useState<{
    rowId: string;
    scope: string;
    started: SuggestStarted;
  } | null>(null);
  const [inserted, setInserted] = useState<{ rowId: string; text: string } | null>(null);
  const [kept, setKept] = useState<{ rowId: string; chrf: number } | null>(null);
  const start = useMutation({
    mutationFn: (v: {
      rowId: string;
      scope: string;
      source: string;
      locale: string;
      sourceLocale: string;
    }) =>
      ask('suggest.start', { sources: [v.source], locale: v.locale, sourceLocale: v.sourceLocale }),
    onSuccess: (started, v) => setRun({ rowId: v.rowId, scope: v.scope, started }),
  });
  const rowId = row?.id ?? null;
  const current = run && run.rowId === rowId && run.scope === scope ? run : null;
  const jobs = current?.started.jobs ?? [];
  const status = useQuery({ ...suggestStatusQuery(ask, jobs), enabled: jobs.length > 0 });

  // A save of this row after inserting a suggestion: score what the translator kept of it.
  const session = useStore(store, (s) => s.session);
  const savedText = session?.rowId === inserted?.rowId ? (session?.savedText ?? null) : null;
  useEffect(() => {
    if (inserted && savedText !== null)
      setKept({ rowId: inserted.rowId, chrf: suggestionKept(inserted.text, savedText) });
  }, [inserted, savedText]);

  const locale = row?.context.locale ?? null;
  const unavailable = !signedIn
    ? t(SIGN_IN_FOR_SUGGESTIONS)
    : row && row.source === null
      ? t(NO_SOURCE_TO_SUGGEST)
      : null;
  const here = start.variables?.rowId === rowId && start.variables?.scope === scope;
  const startedHere = start.isPending && here;
  const failedHere = start.isError && here;

  function suggest() {
    if (!row || row.source === null || !locale || !sourceLocale || unavailable) return;
    start.mutate({ rowId: row.id, scope, source: row.source, locale, sourceLocale });
  }

  function use(s: Suggestion) {
    if (!row) return;
    insert(s.text);
    setInserted({ rowId: row.id, text: s.text });
    setKept(null);
  }

  const data = current && status.data ? status.data : null;
  const ownKey = row ? `${row.namespace}:${row.key}` : null;
  return {
    unavailable,
    running: startedHere || (jobs.length > 0 && data?.phase !== 'done'),
    phase: startedHere || !data ? ('starting' as const) : data.phase,
    progress: data?.progress ?? null,
    /** Null until a run of this row has finished. */
    suggestions:
      data?.phase === 'done'
        ? // The memory knows the row's own text too: offering it back helps no one.
          (data.items[0] ?? []).filter((s) => s.match?.sourceKey !== ownKey)
        : current && !jobs.length
          ? []
          : null,
    noEngine: current?.started.noEngine ?? null,
    failures: data?.failures ?? [],
    error: failedHere ? start.error.message : current && status.error ? status.error.message : null,
    kept: kept && kept.rowId === rowId ? kept.chrf : null,
    suggest,
    use,
  };
}

export type RowSuggestions = ReturnType<typeof useRowSuggestions>;
