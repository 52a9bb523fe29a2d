/**
 * Clipped n-gram matches between two sequences of unit ids (code points or words, numbered per
 * pair so that equal units have equal ids), for n = 1..order.
 *
 * No n-gram is built as a string. Order n numbers each n-gram by the pair (number of its first
 * n − 1 units, id of its last unit) in a small open-addressing table, so equal n-grams get equal
 * numbers on both sides; counting matches is then array arithmetic. An n-gram whose first n − 1
 * units occur on one side only cannot match, so it is not numbered at all, and once an order has
 * no match no higher order can have one.
 *
 * Appends `[hypothesis n-grams, reference n-grams, matches]` for each order to `out`.
 */
export function ngramMatches(
  hyp: Int32Array,
  ref: Int32Array,
  alphabet: number,
  order: number,
  out: number[],
): void {
  const hypCodes = hyp.slice();
  const refCodes = ref.slice();
  let classes = alphabet;
  let matched = true;
  for (let n = 1; n <= order; n++) {
    const hn = Math.max(0, hyp.length - n + 1);
    const rn = Math.max(0, ref.length - n + 1);
    if (!matched) {
      out.push(hn, rn, 0);
      continue;
    }
    if (n > 1) {
      const table = openTable(hn + rn);
      renumber(refCodes, ref, rn, n, alphabet, table);
      renumber(hypCodes, hyp, hn, n, alphabet, table);
      classes = table.next;
    }
    const inRef = new Int32Array(classes);
    const inHyp = new Int32Array(classes);
    for (let i = 0; i < rn; i++) if (refCodes[i]! >= 0) inRef[refCodes[i]!]!++;
    for (let i = 0; i < hn; i++) if (hypCodes[i]! >= 0) inHyp[hypCodes[i]!]!++;
    let matches = 0;
    for (let c = 0; c < classes; c++) matches += Math.min(inRef[c]!, inHyp[c]!);
    out.push(hn, rn, matches);
    matched = matches > 0;
    // Only an n-gram found on both sides can begin a matching (n + 1)-gram.
    for (let i = 0; i < rn; i++)
      if (refCodes[i]! >= 0 && inHyp[refCodes[i]!] === 0) refCodes[i] = -1;
    for (let i = 0; i < hn; i++)
      if (hypCodes[i]! >= 0 && inRef[hypCodes[i]!] === 0) hypCodes[i] = -1;
  }
}

/** A reusable open-addressing table from numeric keys to dense numbers, emptied by a stamp. */
interface Table {
  keys: Float64Array;
  values: Int32Array;
  stamps: Int32Array;
  stamp: number;
  mask: number;
  next: number;
}

const shared: Table = {
  keys: new Float64Array(1024),
  values: new Int32Array(1024),
  stamps: new Int32Array(1024),
  stamp: 0,
  mask: 1023,
  next: 0,
};

function openTable(entries: number): Table {
  let capacity = 1024;
  while (capacity < entries * 2) capacity *= 2;
  if (shared.keys.length < capacity) {
    shared.keys = new Float64Array(capacity);
    shared.values = new Int32Array(capacity);
    shared.stamps = new Int32Array(capacity);
    shared.stamp = 0;
  }
  if (++shared.stamp === 0x7fffffff) {
    shared.stamps.fill(0);
    shared.stamp = 1;
  }
  shared.mask = capacity - 1;
  shared.next = 0;
  return shared;
}

/** Replaces each live (n − 1)-gram number in `codes` by the number of the n-gram it begins. */
function renumber(
  codes: Int32Array,
  units: Int32Array,
  count: number,
  n: number,
  alphabet: number,
  t: Table,
): void {
  for (let i = 0; i < count; i++) {
    if (codes[i]! < 0) continue;
    const key = codes[i]! * alphabet + units[i + n - 1]!;
    let slot = (Math.imul(key | 0, 0x9e3779b1) ^ ((key / 0x100000000) | 0)) & t.mask;
    for (;;) {
      if (t.stamps[slot] !== t.stamp) {
        t.stamps[slot] = t.stamp;
        t.keys[slot] = key;
        t.values[slot] = t.next;
        codes[i] = t.next++;
        break;
      }
      if (t.keys[slot] === key) {
        codes[i] = t.values[slot]!;
        break;
      }
      slot = (slot + 1) & t.mask;
    }
  }
  // Dead positions keep -1; positions past `count` are no longer n-grams.
}

/** Numbers the distinct units of both sides of a pair: equal units get equal ids. */
export class UnitIds<T> {
  private readonly ids = new Map<T, number>();
  get size(): number {
    return this.ids.size;
  }
  of(units: readonly T[]): Int32Array {
    const out = new Int32Array(units.length);
    for (let i = 0; i < units.length; i++) {
      let id = this.ids.get(units[i]!);
      if (id === undefined) this.ids.set(units[i]!, (id = this.ids.size));
      out[i] = id;
    }
    return out;
  }
}
