import { isPluralCategory } from './plural-categories';

/**
 * i18next's plural keys at one level of an object: v4 suffixes (`key_one`, `key_other`, …, used
 * when `key_other` is there) and the older pair `key` / `key_plural`.
 */
export interface PluralGroup {
  base: string;
  style: 'v4' | 'plural';
  /** Category → the object key holding its form. */
  members: Map<string, string>;
}

const SUFFIX = /^(.+)_([a-z]+)$/;

export function pluralGroups(obj: Record<string, unknown>): Map<string, PluralGroup> {
  const byMember = new Map<string, PluralGroup>();
  const groups = new Map<string, PluralGroup>();
  for (const key of Object.keys(obj)) {
    const m = SUFFIX.exec(key);
    if (!m || !isPluralCategory(m[2]!) || !isText(obj[key])) continue;
    const group = groups.get(m[1]!) ?? { base: m[1]!, style: 'v4', members: new Map() };
    group.members.set(m[2]!, key);
    groups.set(m[1]!, group);
  }
  for (const group of groups.values()) {
    // A plain `key` beside `key_other` is a key of its own, and so are its suffixed siblings.
    if (!group.members.has('other') || obj[group.base] !== undefined) continue;
    for (const key of group.members.values()) byMember.set(key, group);
  }
  for (const key of Object.keys(obj)) {
    const base = key.endsWith('_plural') ? key.slice(0, -'_plural'.length) : undefined;
    if (!base || byMember.has(key) || !isText(obj[base]) || !isText(obj[key])) continue;
    const group: PluralGroup = {
      base,
      style: 'plural',
      members: new Map([
        ['one', base],
        ['other', key],
      ]),
    };
    byMember.set(base, group).set(key, group);
  }
  return byMember;
}

function isText(v: unknown): v is string {
  return typeof v === 'string';
}

/** The object keys to write for a plural's forms, in the style the file used. */
export function memberKey(base: string, category: string, style: PluralGroup['style']): string {
  if (style === 'plural') return category === 'one' ? base : `${base}_plural`;
  return `${base}_${category}`;
}

/** The categories an old-style `_plural` pair can hold. */
export const PLURAL_PAIR: readonly string[] = ['one', 'other'];
