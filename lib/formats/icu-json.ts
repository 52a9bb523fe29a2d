import { byKey } from './catalogue-merge';
import { isObject, parseJsonObject, stringifyLike } from './json-file';
import { FormatError, type CatalogueEntry, type LocaleFormat } from './types';

/**
 * FormatJS / react-intl messages: a flat object of ids, each an ICU message either as a plain
 * string or as an object (`{defaultMessage, description}` as `formatjs extract` writes it; the
 * `message`/`string`/`translation` fields of its other output formats are read too). Values are
 * ICU already and pass through untouched; fields other than the message and description are kept.
 */
const MESSAGE_FIELDS = ['defaultMessage', 'message', 'string', 'translation'];
const DESCRIPTION_FIELDS = ['description', 'developer_comment', 'notes'];

export const icuJson: LocaleFormat = {
  id: 'icu-json',
  extensions: ['.json'],
  read(file) {
    const entries: CatalogueEntry[] = [];
    for (const [key, v] of Object.entries(parseJsonObject(file))) {
      if (typeof v === 'string' || v === null) entries.push({ key, value: v });
      else if (isObject(v)) {
        const field = MESSAGE_FIELDS.find((f) => f in v);
        const value = field === undefined ? undefined : v[field];
        if (typeof value !== 'string' && value !== null)
          throw new FormatError(file.path, undefined, `"${key}" holds no message text`);
        const entry: CatalogueEntry = { key, value };
        const description = DESCRIPTION_FIELDS.map((f) => v[f]).find((d) => typeof d === 'string');
        if (description) entry.description = description as string;
        entries.push(entry);
      } else throw new FormatError(file.path, undefined, `"${key}" is neither text nor a message`);
    }
    return { entries };
  },
  write(catalogue, options) {
    const existing = options.existing
      ? parseJsonObject({ path: 'existing', text: options.existing.main })
      : {};
    const wanted = byKey(catalogue);
    const out: Record<string, unknown> = {};
    for (const [key, was] of Object.entries(existing)) {
      const entry = wanted.get(key);
      if (entry) out[key] = isObject(was) ? withEntry(was, entry) : plainOrObject(entry, false);
    }
    const objects =
      Object.values(existing).some(isObject) ||
      (!options.existing && catalogue.entries.some((e) => e.description));
    for (const entry of catalogue.entries)
      if (!(entry.key in out)) out[entry.key] = plainOrObject(entry, objects);
    return { main: stringifyLike(out, options.existing?.main) };
  },
};

function withEntry(was: Record<string, unknown>, entry: CatalogueEntry): Record<string, unknown> {
  const out = { ...was };
  out[MESSAGE_FIELDS.find((f) => f in was) ?? 'defaultMessage'] = entry.value;
  const field = DESCRIPTION_FIELDS.find((f) => typeof was[f] === 'string') ?? 'description';
  if (entry.description) out[field] = entry.description;
  else if (typeof was[field] === 'string') delete out[field];
  return out;
}

function plainOrObject(entry: CatalogueEntry, objects: boolean): unknown {
  if (!objects && !entry.description) return entry.value;
  return withEntry({}, entry);
}
