import { POSTREVIEW_STAGE, SEED_KEYS, type SeedLocale } from '../../server/demo/seed-data';

/**
 * Demo rows by state, read from the seed data, so tests name the state they need rather than a
 * key the demo may reshuffle. Every state below exists on each live locale.
 */
export type RowKind =
  | 'empty' // text '', stage 0
  | 'mt' // machine_translated, stage 0
  | 'draft' // edited, stage 0, unconfirmed
  | 'review' // stage 1, confirmed by the translator
  | 'proofread' // stage 2 on de (its proofreading stage)
  | 'delivered' // postreview, approved
  | 'locked' // postreview, approved and locked
  | 'locked_review' // stage 1 and locked
  | 'missing' // no target row
  | 'not_translatable';

export interface SeedRow {
  locale: SeedLocale;
  namespace: string;
  key: string;
  source: string;
  /** The seeded target text; null when there is no row. */
  text: string | null;
}

function kindOf(locale: SeedLocale, k: (typeof SEED_KEYS)[number]): RowKind | null {
  if (k.translatable === false) return 'not_translatable';
  const t = k.targets[locale];
  if (!t) return 'missing';
  const stage = t.stageIndex ?? 0;
  const post = stage >= POSTREVIEW_STAGE[locale];
  if (t.isLocked) return post ? 'locked' : stage === 1 ? 'locked_review' : null;
  if (t.text === '') return stage === 0 ? 'empty' : null;
  if (t.rowState === 'machine_translated') return stage === 0 ? 'mt' : null;
  if (post) return t.isReady ? 'delivered' : null;
  return (['draft', 'review', 'proofread'] as const)[stage] ?? null;
}

export function seedRows(locale: SeedLocale, kind: RowKind, namespace?: string): SeedRow[] {
  return SEED_KEYS.filter(
    (k) => kindOf(locale, k) === kind && (!namespace || k.namespace === namespace),
  ).map((k) => ({
    locale,
    namespace: k.namespace,
    key: k.key,
    source: k.source,
    text: k.targets[locale]?.text ?? null,
  }));
}

/** The live locales on the project's workflow (translate_review: postreview is stage 2). */
export const PROJECT_WORKFLOW_LOCALES: SeedLocale[] = ['es', 'fr', 'ja'];

/**
 * Hands out each seeded row once per test file, so tests that mutate rows never share one. Looks
 * in `locales` in order (by default the locales on the project workflow).
 */
export function rowPicker() {
  const used = new Set<string>();
  return (
    kind: RowKind,
    locales: SeedLocale | SeedLocale[] = PROJECT_WORKFLOW_LOCALES,
    namespace?: string,
  ): SeedRow => {
    for (const locale of typeof locales === 'string' ? [locales] : locales) {
      const row = seedRows(locale, kind, namespace).find(
        (r) => !used.has(`${locale}:${r.namespace}:${r.key}`),
      );
      if (!row) continue;
      used.add(`${locale}:${row.namespace}:${row.key}`);
      return row;
    }
    throw new Error(
      `the demo seed has no unused ${kind} row on ${String(locales)}${namespace ? ` in ${namespace}` : ''}`,
    );
  };
}
