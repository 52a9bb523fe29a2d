import type { EditorWorkflow, TargetStatusEntry } from '../contract/editor';
import { refId } from '../messaging/ref-id';
import type { KeyRef } from '../messaging/types';
import type { LocaleFlags } from '../workflow/caller';
import {
  undeliveredText,
  whyNotDelivered,
  type DeliveryContext,
  type UndeliveredReason,
} from '../workflow/delivery';

/** What is known of one language for the keys of a page (a status answer, or the panel's page). */
export interface LocaleStatus {
  locale: string;
  workflow: EditorWorkflow | null;
  workflows?: Record<string, EditorWorkflow>;
  flags: Record<string, LocaleFlags>;
  /** By `refId`; a key with no entry here is not known yet. */
  entries: Record<string, TargetStatusEntry | null>;
}

export interface KeyReadiness extends KeyRef {
  delivered: boolean;
  reason: UndeliveredReason | null;
  /** The reason in words; null when delivered. */
  why: string | null;
  /** The text the row holds now (served or not); null without a row. */
  text: string | null;
}

export interface ReasonGroup {
  /** The reason's code, with the stage for `in_stage`: one group per stage. */
  id: string;
  why: string;
  keys: KeyReadiness[];
}

export interface LocaleReadiness {
  locale: string;
  /** Keys whose status is known. */
  total: number;
  delivered: number;
  /** Keys whose status is not known yet (not counted in `total`). */
  unknown: number;
  /** delivered / total, or null when no key is known. */
  share: number | null;
  keys: KeyReadiness[];
  /** The keys that are not delivered, by reason, in the order a row passes through them. */
  groups: ReasonGroup[];
}

const ORDER: UndeliveredReason['code'][] = [
  'archived',
  'no_row',
  'empty',
  'locked_empty',
  'in_stage',
  'awaiting_approval',
  'not_translatable',
];

const groupId = (r: UndeliveredReason) =>
  r.code === 'in_stage' ? `in_stage:${r.stageIndex}` : r.code;

function rank(r: UndeliveredReason): number {
  return ORDER.indexOf(r.code) * 100 + (r.code === 'in_stage' ? r.stageIndex : 0);
}

/** The rules' view of a namespace of the language: archived, and its stages by name. */
export function deliveryContext(
  status: Pick<LocaleStatus, 'locale' | 'workflow' | 'workflows' | 'flags'>,
  namespace: string,
): DeliveryContext {
  const workflow = status.workflows?.[namespace] ?? status.workflow;
  const target = workflow?.target_locales?.find((t) => t.locale === status.locale);
  return {
    archived: status.flags[namespace]?.archived ?? target?.archived ?? false,
    workStageCount: workflow?.work_stage_count ?? 0,
    stageName: (i) => workflow?.stages.find((s) => s.index === i)?.name ?? `stage ${i + 1}`,
  };
}

/** Whether each key would be served now in `status.locale`, and why not, grouped by reason. */
export function localeReadiness(refs: readonly KeyRef[], status: LocaleStatus): LocaleReadiness {
  const seen = new Set<string>();
  const keys: KeyReadiness[] = [];
  let unknown = 0;
  for (const ref of refs) {
    const id = refId(ref);
    if (seen.has(id)) continue;
    seen.add(id);
    if (!(id in status.entries)) {
      unknown++;
      continue;
    }
    const entry = status.entries[id] ?? null;
    const reason = whyNotDelivered(entry, deliveryContext(status, ref.namespace));
    keys.push({
      namespace: ref.namespace,
      key: ref.key,
      delivered: reason === null,
      reason,
      why: reason && undeliveredText(reason),
      text: entry?.text ?? null,
    });
  }
  const groups = new Map<string, ReasonGroup & { rank: number }>();
  for (const k of keys) {
    if (!k.reason) continue;
    const id = groupId(k.reason);
    const group = groups.get(id);
    if (group) group.keys.push(k);
    else groups.set(id, { id, why: k.why!, keys: [k], rank: rank(k.reason) });
  }
  const delivered = keys.filter((k) => k.delivered).length;
  return {
    locale: status.locale,
    total: keys.length,
    delivered,
    unknown,
    share: keys.length ? delivered / keys.length : null,
    keys,
    groups: [...groups.values()]
      .sort((a, b) => a.rank - b.rank)
      .map(({ id, why, keys: members }) => ({ id, why, keys: members })),
  };
}

/** "83 %" (rounded down, so a page is never called fully served when one key is missing). */
export function shareText(share: number | null): string {
  return share === null ? '–' : `${Math.floor(share * 100)} %`;
}
