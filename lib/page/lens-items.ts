import type { KeyRef, LensSnapshot, StatusAnswer } from '../messaging/types';
import { refId } from '../messaging/ref-id';
import { lensState, rowPlace, stageName, type LensState } from '../key-state/key-state';
import type { ScanHit } from './scan-hit';
import { emptyCounts } from './overlay/legend';
import type { LensItem } from './overlay/types';

/** Stable ids per (element, where, key), so overlay boxes are reused across rescans. */
export class ItemIds {
  private ids = new WeakMap<Element, Map<string, string>>();
  /** A hit's id once found: hits outlive rescans, and every change asks for every hit's id. */
  private byHit = new WeakMap<ScanHit, string>();
  /** The item last made for a hit, with the status answer it was made from. */
  private items = new WeakMap<ScanHit, { answer: StatusAnswer | undefined; item: LensItem }>();
  /** The hit's item: the one made before while the answer is the same, so a change makes only its own. */
  itemFor(hit: ScanHit, answer: StatusAnswer | undefined, make: () => LensItem): LensItem {
    const last = this.items.get(hit);
    if (last && last.answer === answer) return last.item;
    const item = make();
    this.items.set(hit, { answer, item });
    return item;
  }
  private next = 0;
  idFor(hit: ScanHit): string {
    let id = this.byHit.get(hit);
    if (!id) this.byHit.set(hit, (id = this.find(hit)));
    return id;
  }
  private find(hit: ScanHit): string {
    let byTarget = this.ids.get(hit.element);
    if (!byTarget) this.ids.set(hit.element, (byTarget = new Map()));
    const k = `${hit.where}\u0000${hit.namespace}\u0000${hit.key}`;
    let id = byTarget.get(k);
    if (!id) byTarget.set(k, (id = `ll${++this.next}`));
    return id;
  }
}

/** Whether the answer is about a target language of the project (else no key is a target). */
export const isTarget = (
  answer: StatusAnswer,
): answer is StatusAnswer & { workflow: NonNullable<StatusAnswer['workflow']> } =>
  !!answer.workflow && !answer.isSource && !!answer.locale;

/**
 * How many of the keys are in each state, visible ones only, and how many are read-only: the
 * counts `lens.snapshot` answers, from the status answer (undefined: still asked for).
 */
export function stateCounts(
  keys: Iterable<KeyRef & { visible: boolean }>,
  answer: StatusAnswer | undefined,
): LensSnapshot['counts'] {
  const counts = emptyCounts();
  const target = answer && isTarget(answer);
  for (const k of keys) {
    if (!k.visible) continue;
    const id = refId(k);
    counts[!answer ? 'loading' : target ? lensState(answer.entries[id]) : 'not_target']++;
    if (target && answer.readOnly[id]) counts.read_only++;
  }
  return counts;
}

/** What the overlay draws for the hits of a scan, given the status answer (undefined: loading). */
export function toLensItems(
  hits: readonly ScanHit[],
  answer: StatusAnswer | undefined,
  ids: ItemIds,
): LensItem[] {
  return hits.map((hit) => ids.itemFor(hit, answer, () => toLensItem(hit, answer, ids)));
}

function toLensItem(hit: ScanHit, answer: StatusAnswer | undefined, ids: ItemIds): LensItem {
  const item: LensItem = {
    id: ids.idFor(hit),
    element: hit.element,
    where: hit.where,
    key: hit.key,
    namespace: hit.namespace,
    method: hit.method,
    ambiguous: hit.ambiguous,
    candidates: hit.candidates,
    ...(hit.preferredBy && { preferredBy: hit.preferredBy }),
    state: 'loading',
  };
  if (!answer) return item;
  if (!isTarget(answer)) return { ...item, state: 'not_target' as LensState };
  const id = refId(hit);
  const entry = answer.entries[id];
  item.state = lensState(entry);
  if (entry) {
    item.text = entry.text;
    item.stageName = stageName(answer.workflow, entry.stageIndex);
    item.place = rowPlace(item.state, entry, answer.workflow);
  }
  const reason = answer.readOnly[id];
  if (reason) item.readOnlyReason = reason;
  return item;
}
