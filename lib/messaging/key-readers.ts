/**
 * The keys a page sends, checked by hand rather than by a schema library: a frame's report holds
 * up to 20,000 of them, and the worker checks each on arrival. A service worker may not compile
 * code, so zod runs there without its compiled checks: its first check of 5,000 keys took 40 ms
 * and of 500 keys 18 ms (Node, zod `jitless`, code run for the first time), these loops 6.5–19
 * and 0.9–1.3 ms; warm, 6.2 against 2.0 ms for 5,000 keys. A page's first report and its first
 * change paid for that in the worker, before the report could be answered.
 * The message schemas of `schemas.ts` use these readers for keys, and read the same limits.
 */
import type { KeyRef } from './schemas';

/** How long each part of a key may be, in UTF-16 units. */
export const KEY_LIMITS = { namespace: 200, key: 1000, where: 64, candidates: 50 } as const;

export const KEY_METHODS = ['attribute', 'invisible', 'text'] as const;
export type KeyMethod = (typeof KEY_METHODS)[number];
/** Where on its element a key was found: its text, or one attribute. */
const WHERE = /^(text|attr:[a-z-]+)$/;

/** One detected key as a frame reports it. */
export interface FrameKey extends KeyRef {
  method: KeyMethod;
  where: string;
  inShadowRoot: boolean;
  visible: boolean;
  ambiguous: boolean;
  /** The keys an ambiguous text match could be (at most `KEY_LIMITS.candidates` kept). */
  candidates?: KeyRef[];
}

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length >= 1 && value.length <= max;

const fieldsOf = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;

/** Whether `o` has a key reference's two fields. */
const hasRef = (o: Record<string, unknown>): o is Record<string, unknown> & KeyRef =>
  isText(o.namespace, KEY_LIMITS.namespace) && isText(o.key, KEY_LIMITS.key);

/** `value` as a key reference with only its two fields, or undefined when it is not one. */
export function readKeyRef(value: unknown): KeyRef | undefined {
  const o = fieldsOf(value);
  return o && hasRef(o) ? { namespace: o.namespace, key: o.key } : undefined;
}

/**
 * The items of `items` that `read` accepts, at most `max`: a page controls them, so one bad item
 * is dropped rather than costing the rest.
 */
export function readSome<T>(
  items: readonly unknown[],
  read: (value: unknown) => T | undefined,
  max: number,
): T[] {
  const kept: T[] = [];
  for (let i = 0; i < items.length && kept.length < max; i++) {
    const item = read(items[i]);
    if (item !== undefined) kept.push(item);
  }
  return kept;
}

/** `value` as a frame key with only its own fields, or undefined when it is not one. */
export function readFrameKey(value: unknown): FrameKey | undefined {
  const o = fieldsOf(value);
  if (!o || !hasRef(o)) return undefined;
  const { method, where, inShadowRoot, visible, ambiguous, candidates } = o;
  if (
    !KEY_METHODS.includes(method as KeyMethod) ||
    !isText(where, KEY_LIMITS.where) ||
    !WHERE.test(where) ||
    typeof inShadowRoot !== 'boolean' ||
    typeof visible !== 'boolean' ||
    typeof ambiguous !== 'boolean'
  )
    return undefined;
  // Written out, not spread from a read reference: a spread here made the loop 30 times slower.
  const key: FrameKey = {
    namespace: o.namespace,
    key: o.key,
    method: method as KeyMethod,
    where,
    inShadowRoot,
    visible,
    ambiguous,
  };
  if (candidates === undefined) return key;
  if (!Array.isArray(candidates)) return undefined;
  key.candidates = readSome(candidates, readKeyRef, KEY_LIMITS.candidates);
  return key;
}
