import { isMap, isScalar, isSeq, type Document, type Pair, type Scalar, type YAMLMap } from 'yaml';
import { pluralMessage } from './icu-plural';
import { isPluralCategory, PLURAL_CATEGORIES } from './plural-categories';

/**
 * The entries of a Rails locale file's tree, with the YAML nodes they come from. A map whose keys
 * are all plural categories (with `other` or `one`) is one plural; sequences of texts become
 * `key[0]`, `key[1]`…; Ruby symbols (`:year`), numbers and booleans are no entries.
 */
export const COUNT = '%{count}';

export interface YamlEntry {
  key: string;
  value: string | null;
  description?: string;
  /** The node's path from the document root, for `getIn`/`setIn`. */
  path: (string | number)[];
  node: Scalar | YAMLMap;
  /** The pair whose key carries the description comment (absent for sequence items). */
  pair?: Pair;
  /** The map this pair opens (its comment is on the map when the pair comes first). */
  firstOf?: YAMLMap;
}

export function rootMap(doc: Document): { map: YAMLMap; name: string } | null {
  const top = doc.contents;
  if (!isMap(top) || top.items.length !== 1) return null;
  const pair = top.items[0]!;
  if (!isScalar(pair.key) || !isMap(pair.value)) return null;
  return { map: pair.value, name: String(pair.key.value) };
}

export function yamlEntries(map: YAMLMap, path: (string | number)[], prefix: string): YamlEntry[] {
  const out: YamlEntry[] = [];
  map.items.forEach((pair, i) => {
    if (!isScalar(pair.key)) return;
    const name = String(pair.key.value);
    const key = prefix ? `${prefix}.${name}` : name;
    const at = [...path, name];
    const comment =
      (isScalar(pair.key) ? pair.key.commentBefore : undefined) ??
      (i === 0 ? map.commentBefore : undefined);
    const base = { key, path: at, pair, ...(i === 0 ? { firstOf: map } : {}) };
    const described = <T extends YamlEntry>(e: T): T =>
      comment ? { ...e, description: comment.replace(/^ /gm, '') } : e;
    const v = pair.value;
    if (isMap(v) && isPluralMap(v))
      out.push(described({ ...base, node: v, value: pluralValue(v) }));
    else if (isMap(v)) out.push(...yamlEntries(v, at, key));
    else if (isSeq(v))
      v.items.forEach((item, n) => {
        if (isScalar(item) && isText(item.value))
          out.push({ key: `${key}[${n}]`, path: [...at, n], node: item, value: item.value });
      });
    else if (isScalar(v) && isText(v.value))
      out.push(described({ ...base, node: v, value: v.value }));
    else if (isScalar(v) && v.value === null)
      out.push(described({ ...base, node: v, value: null }));
  });
  return out;
}

function isText(v: unknown): v is string {
  return typeof v === 'string' && !/^:[A-Za-z_]\w*$/.test(v);
}

function isPluralMap(map: YAMLMap): boolean {
  const keys = map.items.map((p) => (isScalar(p.key) ? String(p.key.value) : ''));
  const texts = map.items.every((p) => isScalar(p.value) && typeof p.value.value === 'string');
  return texts && keys.every(isPluralCategory) && (keys.includes('other') || keys.includes('one'));
}

function pluralValue(map: YAMLMap): string {
  const forms = new Map(
    map.items.map((p) => [String((p.key as Scalar).value), String((p.value as Scalar).value)]),
  );
  const ordered = PLURAL_CATEGORIES.filter((c) => forms.has(c)).map((c): [string, string] => [
    c,
    forms.get(c)!,
  ]);
  return pluralMessage({ variable: 'count', forms: ordered }, COUNT);
}
