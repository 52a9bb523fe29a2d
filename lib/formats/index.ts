import { androidXml } from './android-xml';
import { appleStrings } from './apple-strings';
import { arb } from './arb';
import { i18nextJson } from './i18next-json';
import { icuJson } from './icu-json';
import { isObject } from './json-file';
import { po } from './po';
import { FORMAT_IDS, type FormatId, type LocaleFile, type LocaleFormat } from './types';
import { xliff } from './xliff';
import { yamlRails } from './yaml-rails';

export * from './types';
export { poKey, splitPoKey } from './po-key';

export const FORMATS: Record<FormatId, LocaleFormat> = {
  'i18next-json': i18nextJson,
  'icu-json': icuJson,
  po,
  xliff,
  'android-xml': androidXml,
  'apple-strings': appleStrings,
  arb,
  'yaml-rails': yamlRails,
};

/**
 * The format named by `id`, else the one the file name's ending suggests. `.json` is both
 * i18next's and FormatJS's: the name alone says i18next; `formatForFile` looks inside.
 */
export function formatFor(path: string, id?: FormatId): LocaleFormat {
  if (id !== undefined) {
    const format = FORMATS[id] as LocaleFormat | undefined;
    if (!format) throw new Error(`unknown format "${String(id)}"; known: ${FORMAT_IDS.join(', ')}`);
    return format;
  }
  const lower = path.toLowerCase();
  if (lower.endsWith('.stringsdict'))
    throw new Error(`${path}: a .stringsdict goes with its .strings file; name that one`);
  for (const format of Object.values(FORMATS))
    if (format.extensions.some((ext) => lower.endsWith(ext))) return format;
  throw new Error(
    `${path}: cannot tell the format from the file name; name one of ${FORMAT_IDS.join(', ')}`,
  );
}

/** As `formatFor`, and for `.json` a look at the content: FormatJS messages or i18next. */
export function formatForFile(file: LocaleFile, id?: FormatId): LocaleFormat {
  const format = formatFor(file.path, id);
  if (id !== undefined || format.id !== 'i18next-json') return format;
  let data: unknown;
  try {
    data = JSON.parse(file.text);
  } catch {
    return format;
  }
  return isObject(data) && looksLikeFormatJs(data) ? icuJson : format;
}

function looksLikeFormatJs(data: Record<string, unknown>): boolean {
  const values = Object.values(data);
  if (values.some((v) => isObject(v) && 'defaultMessage' in v)) return true;
  if (values.some(isObject) || Object.keys(data).some((k) => /_(one|other)$/.test(k))) return false;
  const texts = values.filter((v): v is string => typeof v === 'string');
  const icu = texts.filter((t) => /\{\s*\w+\s*(,\s*(plural|select|number)|\})/.test(t)).length;
  // `{{` is i18next's placeholder, except inside an ICU plural or select (`other {{n} items}`).
  const i18next = (t: string) => t.includes('{{') && !/,\s*(plural|select)\w*\s*,/.test(t);
  return icu > 0 && !texts.some(i18next);
}
