import { byKey } from './catalogue-merge';
import { categoryForms, pluralMessage, readPluralMessage } from './icu-plural';
import { isObject, parseJsonObject, stringifyLike } from './json-file';
import { memberKey, PLURAL_PAIR, pluralGroups, type PluralGroup } from './i18next-plural-keys';
import { formsToWrite, PLURAL_CATEGORIES } from './plural-categories';
import type { CatalogueEntry, LocaleFormat } from './types';

/**
 * i18next JSON, nested or flat: keys are paths joined with `.`; a plural's `_one`/`_other`… keys
 * (or `key`/`key_plural`) become one ICU plural whose `#` is i18next's `{{count}}`. Values that
 * are not text (numbers, arrays, objects for `returnObjects`) are no entries and are kept as they
 * are. `null` is an untranslated entry.
 */
const COUNT = '{{count}}';
type Json = Record<string, unknown>;

export const i18nextJson: LocaleFormat = {
  id: 'i18next-json',
  extensions: ['.json'],
  read(file) {
    const entries: CatalogueEntry[] = [];
    walk(parseJsonObject(file), '', (key, value) => entries.push({ key, value }));
    return { entries };
  },
  write(catalogue, options) {
    const wanted = byKey(catalogue);
    const used = new Set<string>();
    const existing = options.existing
      ? parseJsonObject({ path: 'existing', text: options.existing.main })
      : undefined;
    const out = existing ? rebuild(existing, '', wanted, used, options.locale) : {};
    const flat = existing !== undefined && isFlat(existing);
    for (const entry of catalogue.entries) {
      if (used.has(entry.key)) continue;
      const parts = flat ? [entry.key] : entry.key.split('.');
      const parent = parentFor(out, parts);
      putEntry(parent, parts[parts.length - 1]!, entry, 'v4', options.locale);
    }
    return { main: stringifyLike(out, options.existing?.main) };
  },
};

/** Calls `visit` for every entry, in the file's order (a plural where its first form is). */
function walk(obj: Json, prefix: string, visit: (key: string, value: string | null) => void) {
  const groups = pluralGroups(obj);
  const done = new Set<PluralGroup>();
  for (const [k, v] of Object.entries(obj)) {
    const group = groups.get(k);
    if (group) {
      if (done.has(group)) continue;
      done.add(group);
      visit(join(prefix, group.base), groupMessage(obj, group));
    } else if (isObject(v)) walk(v, join(prefix, k), visit);
    else if (typeof v === 'string' || v === null) visit(join(prefix, k), v);
  }
}

function groupMessage(obj: Json, group: PluralGroup): string {
  // i18next takes `_zero` for a count of 0 in every language, not only where CLDR has `zero`.
  const forms = PLURAL_CATEGORIES.filter((c) => group.members.has(c)).map((c): [string, string] => [
    c === 'zero' ? '=0' : c,
    obj[group.members.get(c)!] as string,
  ]);
  return pluralMessage({ variable: 'count', forms }, COUNT);
}

/** The existing object with the catalogue's values, in its own order; absent entries dropped. */
function rebuild(
  obj: Json,
  prefix: string,
  wanted: Map<string, CatalogueEntry>,
  used: Set<string>,
  locale: string,
): Json {
  const out: Json = {};
  const groups = pluralGroups(obj);
  const done = new Set<PluralGroup>();
  for (const [k, v] of Object.entries(obj)) {
    const group = groups.get(k);
    if (group) {
      if (done.has(group)) continue;
      done.add(group);
      const key = join(prefix, group.base);
      const entry = wanted.get(key);
      if (!entry) continue;
      used.add(key);
      // The file holds only texts: a description or review flag cannot change it.
      if (groupMessage(obj, group) === entry.value)
        for (const member of group.members.values()) out[member] = obj[member];
      else putEntry(out, group.base, entry, group.style, locale);
    } else if (isObject(v)) {
      out[k] = rebuild(v, join(prefix, k), wanted, used, locale);
    } else if (typeof v === 'string' || v === null) {
      const key = join(prefix, k);
      const entry = wanted.get(key);
      if (!entry) continue;
      used.add(key);
      out[k] = entry.value;
    } else out[k] = v;
  }
  return out;
}

function putEntry(
  obj: Json,
  name: string,
  entry: CatalogueEntry,
  style: PluralGroup['style'],
  locale: string,
) {
  const plural = entry.value === null ? null : readPluralMessage(entry.value, COUNT);
  if (!plural) {
    obj[name] = entry.value;
    return;
  }
  const forms = formsToWrite(categoryForms(plural), locale);
  for (const [category, text] of forms) {
    if (style === 'plural' && !PLURAL_PAIR.includes(category)) continue;
    obj[memberKey(name, category, style)] = text;
  }
}

/** The object that holds a new key, made where missing; a path through a text stays flat. */
function parentFor(root: Json, parts: string[]): Json {
  let obj = root;
  for (let i = 0; i < parts.length - 1; i++) {
    const next = obj[parts[i]!];
    if (next === undefined) obj = obj[parts[i]!] = {};
    else if (isObject(next)) obj = next;
    else {
      parts.splice(i, parts.length - i, parts.slice(i).join('.'));
      return obj;
    }
  }
  return obj;
}

function isFlat(obj: Json): boolean {
  const values = Object.values(obj);
  return !values.some(isObject) && Object.keys(obj).some((k) => k.includes('.'));
}

function join(prefix: string, key: string): string {
  return prefix ? `${prefix}.${key}` : key;
}
