import type { TargetStatusEntry } from '../contract/editor';
import type { PageReport, ReportChange } from './types';

/**
 * The side panel's page on the wire: each key without the fields that hold their usual value. Most
 * keys of a page are in its top frame, outside shadow roots, visible, not ambiguous and in the
 * report's language; most statuses are neither ready, delivered, locked nor confirmed. Extension
 * messages are copied as JSON, so the panel pays for every byte: on the 5,000-key page of
 * `bench:scan` the keys of the panel's page go from 1.8 MB to 0.8 MB.
 */
const KEY_USUAL = { frameId: 0, inShadowRoot: false, visible: true, ambiguous: false } as const;
const STATUS_USUAL = {
  isReady: false,
  isDelivered: false,
  canEdit: true,
  isLocked: false,
  confirmedBy: null,
  // Optional in a status: absent and null read the same (the confirmer's id is shown instead).
  confirmedByName: null,
  stageIndex: 0,
} as const satisfies Partial<TargetStatusEntry>;

type ReportKey = PageReport['keys'][number];
type Run = [start: number, count: number];
export type PackedStatus = Omit<TargetStatusEntry, keyof typeof STATUS_USUAL> &
  Partial<TargetStatusEntry>;
export type PackedKey = Omit<ReportKey, keyof typeof KEY_USUAL | 'locale' | 'status'> &
  Partial<Pick<ReportKey, keyof typeof KEY_USUAL | 'locale'>> & {
    status: PackedStatus | null | 'unknown';
  };
export type PackedReport = Omit<PageReport, 'keys'> & { keys: PackedKey[] };
export type PackedChange = Omit<ReportChange, 'keys'> & { keys: (Run | PackedKey)[] };

/**
 * `from` without the fields whose value is the one in `usual`. Plain loops, not `Object.entries`
 * and spreads: a 20,000-key page packs and unpacks every key, and the entries' arrays and spreads
 * of differently shaped objects cost the worker and the side panel about 150 ms there (Node).
 */
function without<T extends object>(from: T, usual: Readonly<Record<string, unknown>>): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const name in from) {
    const value: unknown = from[name];
    if (!(value === usual[name] && Object.hasOwn(usual, name))) out[name] = value;
  }
  return out as Partial<T>;
}

/** `packed` with the fields `without` left out put back: `usual`'s, then its own over them. */
function withUsual(
  packed: object,
  usual: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name in usual) out[name] = usual[name];
  for (const name in packed) out[name] = (packed as Record<string, unknown>)[name];
  return out;
}

/** `key` packed, where `usual` is `KEY_USUAL` with the report's language (made once a report). */
function packWith(key: ReportKey, usual: Readonly<Record<string, unknown>>): PackedKey {
  const packed = without(key, usual) as PackedKey;
  const { status } = key;
  if (status && typeof status === 'object')
    packed.status = without(status, STATUS_USUAL) as PackedStatus;
  return packed;
}

export const packKey = (key: ReportKey, locale: string | null): PackedKey =>
  packWith(key, { ...KEY_USUAL, locale });

/** The key `packKey` made `packed` of; a key sent whole comes back as it was. */
export const unpackKey = (packed: PackedKey, locale: string | null): ReportKey =>
  unpackWith(packed, { ...KEY_USUAL, locale });

function unpackWith(packed: PackedKey, usual: Readonly<Record<string, unknown>>): ReportKey {
  const key = withUsual(packed, usual) as ReportKey;
  const { status } = packed;
  if (status && typeof status === 'object')
    key.status = withUsual(status, STATUS_USUAL) as TargetStatusEntry;
  return key;
}

const isRun = (part: Run | object): part is Run => Array.isArray(part);

export function packReport(report: PageReport): PackedReport;
export function packReport(report: ReportChange): PackedChange;
export function packReport(report: PageReport | ReportChange): PackedReport | PackedChange {
  const usual = { ...KEY_USUAL, locale: report.locale };
  const keys = (report.keys as (Run | ReportKey)[]).map((k) => (isRun(k) ? k : packWith(k, usual)));
  return { ...report, keys } as PackedReport | PackedChange;
}

export function unpackReport(report: PackedReport): PageReport;
export function unpackReport(report: PackedChange): ReportChange;
export function unpackReport(report: PackedReport | PackedChange): PageReport | ReportChange;
export function unpackReport(report: PackedReport | PackedChange): PageReport | ReportChange {
  const usual = { ...KEY_USUAL, locale: report.locale };
  const keys = (report.keys as (Run | PackedKey)[]).map((k) =>
    isRun(k) ? k : unpackWith(k, usual),
  );
  return { ...report, keys } as PageReport | ReportChange;
}
