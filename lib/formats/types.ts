/**
 * What the command line and the options page need of a locale file format: read a file into the
 * service's terms (keys, ICU message texts, descriptions) and write those back in the format's own
 * shape, keeping an existing file's order and layout. One module per format implements this.
 */
export const FORMAT_IDS = [
  'i18next-json',
  'icu-json',
  'po',
  'xliff',
  'android-xml',
  'apple-strings',
  'arb',
  'yaml-rails',
] as const;
export type FormatId = (typeof FORMAT_IDS)[number];

/** One message of a locale file, as the service holds it. */
export interface CatalogueEntry {
  /** The key in the service, unique in its catalogue (nested keys joined with `.`). */
  key: string;
  /**
   * The text as an ICU message: a plural is one message (`{count, plural, one {…} other {…}}`),
   * whatever shape the format gives it. Null when the file holds the entry untranslated: it is
   * kept as such and never filled with the source.
   */
  value: string | null;
  /** For translators: PO comments and context, ARB description, XLIFF notes, Android comments. */
  description?: string;
  /** The file marks the text as needing review (PO fuzzy, XLIFF states short of final). */
  fuzzy?: boolean;
}

export interface Catalogue {
  entries: CatalogueEntry[];
}

/** A file as read from or written to disk. */
export interface LocaleFile {
  path: string;
  text: string;
}

export interface ReadOptions {
  locale: string;
  /** The file that goes with the main one, where the format has one (`.stringsdict`). */
  companion?: LocaleFile;
  /**
   * The file is the source language's: where a format holds the source text beside each
   * translation (a PO template's msgid, XLIFF's `<source>`), an untranslated entry's value is that.
   */
  asSource?: boolean;
}

export interface WriteOptions {
  locale: string;
  sourceLocale: string;
  /** The file as it is now: its keys' order and its layout are kept; new keys go at the end. */
  existing?: { main: string; companion?: string };
  /** The source language's catalogue, for formats that carry the source beside the target. */
  source?: Catalogue;
}

export interface LocaleFormat {
  id: FormatId;
  /** File name endings that suggest this format, e.g. `.po`, `.arb`. */
  extensions: readonly string[];
  /** Where the companion of a main file lives, for formats that have one. */
  companionPath?: (mainPath: string) => string;
  read(file: LocaleFile, options: ReadOptions): Catalogue;
  write(catalogue: Catalogue, options: WriteOptions): { main: string; companion?: string };
}

/** A file that cannot be read, with the line at fault where it is known (1-based). */
export class FormatError extends Error {
  constructor(
    readonly path: string,
    readonly line: number | undefined,
    readonly reason: string,
  ) {
    super(line === undefined ? `${path}: ${reason}` : `${path}:${line}: ${reason}`);
    this.name = 'FormatError';
  }
}
