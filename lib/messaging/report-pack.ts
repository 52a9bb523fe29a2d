import { textOf } from '../i18n-keys/own-text';
import { fromTable, toTable, type RecordTable } from './record-table';
import type {
  KeyRef,
  PageReport,
  PanelPage,
  PanelPageAnswer,
  ReportChange,
  TranslationsByNamespace,
} from './types';

/**
 * The side panel's page on the wire. Extension messages are copied as JSON, so the panel pays for
 * every byte and every object: the report's keys go as columns (`record-table.ts`), and the source
 * texts as one list beside them, a key's text at its place, not as an object of 20,000 names.
 */
type ReportKey = PageReport['keys'][number];
type Run = [start: number, count: number];
export type PackedReport = Omit<PageReport, 'keys'> & { keys: RecordTable };
/** A change's new keys in a table, and its parts in order: a run of the report before, or `n` next keys of the table. */
export type PackedChange = Omit<ReportChange, 'keys'> & {
  keys: RecordTable;
  parts: (Run | number)[];
};

const isRun = (part: Run | object | number): part is Run => Array.isArray(part);

export function packReport(report: PageReport): PackedReport;
export function packReport(report: ReportChange): PackedChange;
export function packReport(report: PageReport | ReportChange): PackedReport | PackedChange {
  if (!('since' in report)) return { ...report, keys: toTable(report.keys) };
  const added: ReportKey[] = [];
  const parts: (Run | number)[] = [];
  for (const part of report.keys) {
    if (isRun(part)) {
      parts.push(part);
      continue;
    }
    added.push(part);
    const last = parts.length - 1;
    if (typeof parts[last] === 'number') parts[last] += 1;
    else parts.push(1);
  }
  return { ...report, keys: toTable(added), parts };
}

export function unpackReport(report: PackedReport): PageReport;
export function unpackReport(report: PackedChange): ReportChange;
export function unpackReport(report: PackedReport | PackedChange): PageReport | ReportChange;
export function unpackReport(report: PackedReport | PackedChange): PageReport | ReportChange {
  const keys = fromTable<ReportKey>(report.keys);
  if (!('parts' in report)) return { ...report, keys };
  const { parts, ...rest } = report;
  const out: ReportChange['keys'] = [];
  let next = 0;
  for (const part of parts)
    if (isRun(part)) out.push(part);
    else for (const end = next + part; next < end; next++) out.push(keys[next]!);
  return { ...rest, keys: out };
}

/**
 * Source texts as they go with a whole report: `ofKeys[i]` is the text of the report's key `i`
 * (null when it has none), `others` those of keys the report does not hold (shown earlier on the
 * same address), absent when there are none.
 */
export interface PackedSources {
  ofKeys: (string | null)[];
  others?: TranslationsByNamespace;
}

export function packSources(
  sources: TranslationsByNamespace,
  keys: readonly KeyRef[],
): PackedSources {
  const held = new Map<string, Set<string>>();
  const ofKeys = keys.map((ref) => {
    let names = held.get(ref.namespace);
    if (!names) held.set(ref.namespace, (names = new Set()));
    names.add(ref.key);
    return textOf(sources, ref);
  });
  // Without prototypes: a key is the page's to name (`constructor`, `__proto__`).
  const others: Record<string, Record<string, string>> = Object.create(null);
  // `for…in`, not `Object.entries`: a 20,000-key page's texts are not copied into pairs first.
  for (const namespace in sources) {
    const [names, texts] = [held.get(namespace), sources[namespace]!];
    let empty = true;
    for (const key in texts) {
      empty = false;
      if (!names?.has(key)) (others[namespace] ??= Object.create(null))[key] = texts[key]!;
    }
    // A namespace without texts is kept as one: the page comes back as it was.
    if (empty) others[namespace] = Object.create(null);
  }
  return Object.keys(others).length > 0 ? { ofKeys, others } : { ofKeys };
}

/** The source texts `packSources` made `packed` of, given the same keys. */
export function unpackSources(
  { ofKeys, others }: PackedSources,
  keys: readonly KeyRef[],
): TranslationsByNamespace {
  const out: Record<string, Record<string, string>> = Object.create(null);
  keys.forEach(({ namespace, key }, i) => {
    const text = ofKeys[i];
    if (text !== null && text !== undefined) (out[namespace] ??= Object.create(null))[key] = text;
  });
  for (const [namespace, texts] of Object.entries(others ?? {}))
    Object.assign((out[namespace] ??= Object.create(null)), texts);
  return out;
}

/** A panel page as it is sent whole (asked without `since`, or since a page not held). */
export function wholePanelAnswer({ report, sources, ...rest }: PanelPage): PanelPageAnswer {
  return { ...rest, report: packReport(report), sources: packSources(sources, report.keys) };
}
