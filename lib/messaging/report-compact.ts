import { lensState, type LensState } from '../key-state/key-state';
import type { PageReport, ReportChange, ReportUnchanged } from './types';

type ReportKey = PageReport['keys'][number];

/**
 * A key's state in one word: `unknown` while its status is being fetched, `missing` when it has
 * no row (or the page's language is not a target), otherwise what the lens shows for it.
 */
export type KeyState = Exclude<LensState, 'loading' | 'not_target'> | 'unknown';

/** What a key of `page.keys` may carry: the fields of a `page.report` key, and `state`. */
export const KEY_FIELDS = [
  'namespace',
  'key',
  'state',
  'status',
  'locale',
  'method',
  'where',
  'frameId',
  'inShadowRoot',
  'visible',
  'ambiguous',
  'candidates',
] as const;
export type KeyField = (typeof KEY_FIELDS)[number];

/** Asked for nothing else: which keys the page has, and where each stands. */
export const DEFAULT_KEY_FIELDS: readonly KeyField[] = ['namespace', 'key', 'state'];

export type CompactKey = Partial<ReportKey & { state: KeyState }>;

/** `page.keys`: the report with each key cut to the fields asked for. */
export interface CompactReport extends Omit<PageReport, 'keys'> {
  keys: CompactKey[];
}
export interface CompactChange extends Omit<ReportChange, 'keys'> {
  keys: ([start: number, count: number] | CompactKey)[];
}
export type CompactAnswer = CompactReport | CompactChange | ReportUnchanged;

export const keyState = (status: ReportKey['status']): KeyState =>
  status === 'unknown' ? 'unknown' : (lensState(status) as KeyState);

function cut(key: ReportKey, fields: readonly KeyField[]): CompactKey {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    if (f === 'state') out.state = keyState(key.status);
    else if (key[f] !== undefined) out[f] = key[f];
  }
  return out as CompactKey;
}

/** The last compact form of each answer, by fields asked: askers asking alike share one. */
const made = new WeakMap<object, Map<string, CompactAnswer>>();

/**
 * `answer` of `page.report` with each key cut to `fields`: the same revisions, and a change's
 * runs name the same positions, so an asker follows the compact report as it would the whole.
 */
export function compactAnswer(
  answer: PageReport | ReportChange | ReportUnchanged,
  fields: readonly KeyField[] = DEFAULT_KEY_FIELDS,
): CompactAnswer {
  if ('unchanged' in answer) return answer;
  const id = fields.join(',');
  let byFields = made.get(answer);
  if (!byFields) made.set(answer, (byFields = new Map()));
  const known = byFields.get(id);
  if (known) return known;
  const keys = (answer.keys as ReportChange['keys']).map((k) =>
    Array.isArray(k) ? k : cut(k, fields),
  );
  const compact = { ...answer, keys } as CompactAnswer;
  byFields.set(id, compact);
  return compact;
}
