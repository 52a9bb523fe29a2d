import type { PushResult } from '../../../lib/contract/push';
import type { Ask } from '../../../lib/panel/transport';

/** What a manager fills in to give a text on the page its key. */
export interface NewKey {
  projectId: string;
  namespace: string;
  key: string;
  sourceLocale: string;
  source: string;
  /** The page's language and its text, kept as the first draft; null on a source-language page. */
  draft: { locale: string; text: string } | null;
}

export type CreateKeyOutcome = { created: true } | { created: false; exists: true };

/** A key named after the text's first words: `free_shipping_on_all`, for the manager to change. */
export function suggestKey(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  return (words ?? []).slice(0, 4).join('_').slice(0, 60);
}

/** The namespace most of the page's keys are in; `common` when the page has none. */
export function likelyNamespace(namespaces: readonly string[]): string {
  const count = new Map<string, number>();
  for (const ns of namespaces) count.set(ns, (count.get(ns) ?? 0) + 1);
  let best = 'common';
  let most = 0;
  for (const [ns, n] of count) if (n > most) [best, most] = [ns, n];
  return best;
}

const isNew = (r: PushResult, key: string) =>
  r.changes.some((c) => c.key === key && c.action === 'create');

/**
 * Creates the key with its source text, then the page's text as a draft in the page's language.
 * A key that exists already is refused before anything is written (a plan first, then the write);
 * one created by someone else meanwhile is not overwritten either (pushes never overwrite here).
 */
export async function createKey(ask: Ask, k: NewKey): Promise<CreateKeyOutcome> {
  const push = (locale: string, value: string, dryRun: boolean, fuzzy?: boolean) =>
    ask('files.push', {
      projectId: k.projectId,
      locale,
      namespace: k.namespace,
      entries: [{ key: k.key, value, ...(fuzzy && { fuzzy }) }],
      dryRun,
      overwrite: false,
      removeMissing: false,
    });
  if (!isNew(await push(k.sourceLocale, k.source, true), k.key))
    return { created: false, exists: true };
  const written = await push(k.sourceLocale, k.source, false);
  if (!written.changes.some((c) => c.key === k.key && c.action === 'create' && c.written))
    return { created: false, exists: true };
  if (k.draft) await push(k.draft.locale, k.draft.text, false, true);
  return { created: true };
}
