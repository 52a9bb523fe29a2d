import { formatForFile } from './index';
import type { FormatId } from './types';

/**
 * Guesses for a file dropped in the browser, where only its name (at best a relative path) and
 * its text are known: the format, the language and the namespace. Each guess may be wrong, so
 * the page shows it in a field the person can change.
 */

/** What the text itself says, for names that say nothing (`export.txt`) or mislead (`.xml`). */
function formatOfText(text: string): FormatId | null {
  const head = text.slice(0, 4000).replace(/^\uFEFF/, '');
  if (/<xliff[\s>]/.test(head)) return 'xliff';
  if (/<resources[\s>]/.test(head)) return 'android-xml';
  if (/^\s*msgid\s+"/m.test(head)) return 'po';
  if (/^\s*"(?:[^"\\]|\\.)*"\s*=\s*"(?:[^"\\]|\\.)*"\s*;/m.test(head)) return 'apple-strings';
  if (/^\s*\{/.test(head)) return /"@@locale"\s*:/.test(head) ? 'arb' : 'i18next-json';
  if (/^[\w-]+:\s*$/m.test(head)) return 'yaml-rails';
  return null;
}

/** The format of a file from its name and text; null when neither says. */
export function guessFormat(name: string, text: string): FormatId | null {
  const byText = formatOfText(text);
  let byName: FormatId | null = null;
  try {
    byName = formatForFile({ path: name, text }).id;
  } catch {
    return byText;
  }
  // An XML name holds Android resources or XLIFF; a JSON one ARB's `@@locale` too.
  if (byName === 'android-xml' && byText === 'xliff') return 'xliff';
  if (byName === 'i18next-json' && byText === 'arb') return 'arb';
  return byName;
}

/** `pt_BR`, `pt-rBR` (Android) and `PT-br` all name `pt-BR`. */
const normal = (tag: string) =>
  tag
    .replace(/_/g, '-')
    .replace(/-r([A-Z]{2})$/, '-$1')
    .toLowerCase();

/** Language tags a file's text declares: PO `Language:`, XLIFF's, ARB's, Rails' root key. */
function declared(text: string): string[] {
  const out: string[] = [];
  const head = text.slice(0, 4000);
  for (const re of [
    /"Language:\s*([\w-]+)\\n"/,
    /target-language="([\w-]+)"/,
    /"@@locale"\s*:\s*"([\w-]+)"/,
    /^([a-z]{2,3}(?:[-_][A-Za-z]{2,4})?):\s*$/m,
  ]) {
    const m = re.exec(head);
    if (m) out.push(m[1]!);
  }
  return out;
}

/**
 * The project's language a file is in, from what its text declares, else its path: a folder
 * (`locales/de/`, `values-de`, `de.lproj`) or a name (`de.json`, `app_de.arb`,
 * `messages.de.xlf`). Null when nothing names one of `locales`.
 */
export function guessLocale(path: string, text: string, locales: readonly string[]): string | null {
  const known = new Map(locales.map((l) => [normal(l), l]));
  const find = (tag: string) => known.get(normal(tag)) ?? null;
  for (const tag of declared(text)) if (find(tag)) return find(tag);
  const parts = path.split(/[\\/]/).reverse();
  for (const part of parts) {
    const stem = part.replace(/\.[^.]*$/, '');
    const candidates = [
      part,
      stem,
      part.replace(/^values-/, ''),
      part.replace(/\.lproj$/, ''),
      ...stem.split(/[._]/).slice(1),
      /[_.-]([a-z]{2,3}(?:[-_][A-Za-z]{2,4})?)$/.exec(stem)?.[1] ?? '',
    ];
    for (const c of candidates) if (c && find(c)) return find(c);
  }
  return null;
}

/**
 * The namespace a file is of: its name when the project has a namespace by that name, else the
 * project's only one, else an i18next or Rails file's name (`shop.json` → `shop`) unless that is
 * a language, else `common`.
 */
export function guessNamespace(
  path: string,
  format: FormatId,
  namespaces: readonly string[],
  locales: readonly string[],
): string {
  // `shop.de.json`, as a download is named: the namespace is before the language.
  const stem = (path.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '').split('.')[0] ?? '';
  if (namespaces.includes(stem)) return stem;
  if (namespaces.length === 1) return namespaces[0]!;
  const isLocale = locales.some((l) => normal(l) === normal(stem));
  if ((format === 'i18next-json' || format === 'yaml-rails') && stem && !isLocale) return stem;
  return namespaces[0] ?? 'common';
}
