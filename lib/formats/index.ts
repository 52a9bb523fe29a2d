import { i18nextJson } from './i18next-json';
import type { FormatId, LocaleFormat } from './types';

/**
 * The locale file formats the command line reads and writes. For now only i18next JSON, by a
 * small stand-in (`i18next-json.ts`); the format library brings the others.
 */
export const FORMATS: readonly LocaleFormat[] = [i18nextJson];

/** The format named by `id`, else the one the file's extension suggests. */
export function formatFor(path: string, id?: FormatId): LocaleFormat {
  const found = id
    ? FORMATS.find((f) => f.id === id)
    : FORMATS.find((f) => f.extensions.some((ext) => path.toLowerCase().endsWith(ext)));
  if (!found)
    throw new Error(
      id
        ? `${path}: the format ${id} is not available`
        : `${path}: no known format for this file; name one with "format"`,
    );
  return found;
}

export * from './types';
