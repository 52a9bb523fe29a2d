import type { TextsResponse } from '../contract/push';
import { FORMATS } from './index';
import { FormatError, type CatalogueEntry, type FormatId, type LocaleFile } from './types';

/**
 * A locale file in and out of the options page: read an uploaded file into the entries a push
 * takes, and write a language's texts as a file to download, as `locale-lens pull` writes a new
 * one. Pure: the page supplies the file's text and the service's texts.
 */

type Text = TextsResponse['texts'][number];

/** An uploaded file's entries; a source-language template's (POT, XLIFF) source texts count. */
export function readUpload(
  file: LocaleFile,
  o: { format: FormatId; locale: string; isSource: boolean; companion?: LocaleFile },
): CatalogueEntry[] {
  const { entries } = FORMATS[o.format].read(file, {
    locale: o.locale,
    asSource: o.isSource,
    companion: o.companion,
  });
  if (entries.length === 0) throw new FormatError(file.path, undefined, 'no entries found');
  return entries;
}

export interface Download {
  name: string;
  text: string;
  /** The second file some formats have (`.stringsdict` for plurals). */
  companion?: { name: string; text: string };
}

/**
 * One namespace of a language as a file: what apps are served, or with `all` every current
 * text (drafts marked fuzzy where the format can say so) and the keys still to translate as
 * untranslated entries. Named `<namespace>.<locale><ext>`, which the upload reads back.
 */
export function downloadFile(o: {
  format: FormatId;
  locale: string;
  sourceLocale: string;
  namespace: string;
  texts: readonly Text[];
  /** The source language's texts, for formats that carry the source beside each target. */
  sourceTexts: readonly Text[];
  all: boolean;
}): Download {
  const format = FORMATS[o.format];
  const isSource = o.locale === o.sourceLocale;
  const entries = o.texts
    .filter((t) => t.namespace === o.namespace && (o.all || (t.delivered && t.text !== null)))
    .map((t): CatalogueEntry => ({
      key: t.key,
      value: t.text,
      ...(t.description ? { description: t.description } : {}),
      ...(!isSource && t.text !== null && !t.delivered ? { fuzzy: true } : {}),
    }));
  const source = {
    entries: o.sourceTexts
      .filter((t) => t.namespace === o.namespace)
      .map((t) => ({ key: t.key, value: t.text })),
  };
  const written = format.write(
    { entries },
    { locale: o.locale, sourceLocale: o.sourceLocale, source },
  );
  const name = `${o.namespace}.${o.locale}${format.extensions[0]}`;
  const companionName = format.companionPath?.(name);
  return {
    name,
    text: written.main,
    ...(companionName && written.companion !== undefined
      ? { companion: { name: companionName, text: written.companion } }
      : {}),
  };
}
