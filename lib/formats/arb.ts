import { byKey } from './catalogue-merge';
import { isObject, parseJsonObject, stringifyLike } from './json-file';
import type { CatalogueEntry, LocaleFormat } from './types';

/**
 * Flutter ARB: ICU messages by key, with `@key` metadata whose `description` is the entry's
 * description; the rest of the metadata (placeholders, types, examples) and the `@@` globals are
 * kept as they are. ARB has no way to say "untranslated": such entries are left out of the file,
 * and gen_l10n falls back to the template for them.
 */
export const arb: LocaleFormat = {
  id: 'arb',
  extensions: ['.arb'],
  read(file) {
    const data = parseJsonObject(file);
    const entries: CatalogueEntry[] = [];
    for (const [key, value] of Object.entries(data)) {
      if (key.startsWith('@') || typeof value !== 'string') continue;
      const entry: CatalogueEntry = { key, value };
      const meta = data[`@${key}`];
      if (isObject(meta) && typeof meta.description === 'string' && meta.description)
        entry.description = meta.description;
      entries.push(entry);
    }
    return { entries };
  },
  write(catalogue, options) {
    const existing = options.existing
      ? parseJsonObject({ path: 'existing', text: options.existing.main })
      : { '@@locale': options.locale };
    const wanted = byKey(catalogue);
    const out: Record<string, unknown> = {};
    const written = (key: string) => typeof wanted.get(key)?.value === 'string';
    for (const [key, was] of Object.entries(existing)) {
      if (key.startsWith('@@')) out[key] = was;
      else if (key.startsWith('@')) {
        const name = key.slice(1);
        if (!(name in existing) || typeof existing[name] !== 'string') out[key] = was;
        else if (written(name)) out[key] = meta(was, wanted.get(name)!);
      } else if (typeof was !== 'string') out[key] = was;
      else if (written(key)) {
        const entry = wanted.get(key)!;
        out[key] = entry.value;
        if (entry.description && !(`@${key}` in existing))
          out[`@${key}`] = { description: entry.description };
      }
    }
    for (const entry of catalogue.entries) {
      if (entry.key in out || entry.value === null) continue;
      out[entry.key] = entry.value;
      if (entry.description) out[`@${entry.key}`] = { description: entry.description };
    }
    return { main: stringifyLike(out, options.existing?.main) };
  },
};

function meta(was: unknown, entry: CatalogueEntry): unknown {
  if (!isObject(was)) return entry.description ? { description: entry.description } : was;
  const out = { ...was };
  if (entry.description) out.description = entry.description;
  else if (typeof was.description === 'string' && was.description) delete out.description;
  return out;
}
