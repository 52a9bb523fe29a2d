import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REASON_SOURCES } from '../../../lib/panel/reason-text';
import { CATALOGUES } from '../../../lib/ui-text/catalogues';
import { UI_LANGUAGES } from '../../../lib/ui-text/languages';
import { expectedKeys } from '../../../lib/ui-text/expected-keys';
import { baseKey, isPluralForm } from '../../../lib/ui-text/text';

/**
 * Every language says every message English has, with the same placeholders and the plural forms
 * its own rules need, and nothing else; every English message is asked for somewhere in the code.
 */
const en = CATALOGUES.en;
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
describe.each(UI_LANGUAGES)('the %s catalogue', (lang) => {
  const catalogue = CATALOGUES[lang];

  it('has exactly the messages English has (plurals in its own forms)', () => {
    const have = Object.keys(catalogue).sort();
    const want = expectedKeys(lang, en);
    expect({ missing: want.filter((k) => !have.includes(k)) }).toEqual({ missing: [] });
    expect({ unknown: have.filter((k) => !want.includes(k)) }).toEqual({ unknown: [] });
  });

  it('keeps every placeholder of the English message, and says something', () => {
    const wrong = Object.entries(catalogue).flatMap(([key, text]) => {
      const source = en[key] ?? en[`${baseKey(key)}_other`] ?? '';
      const same = placeholders(text).join() === placeholders(source).join();
      // A plural form may say the number in words ("no keys") instead of {count}.
      const ok = same || (isPluralForm(key) && placeholders(text).length === 0);
      return ok && text.trim() !== '' ? [] : [`${key}: ${text}`];
    });
    expect(wrong).toEqual([]);
  });
});

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [readFileSync(path, 'utf8')] : [];
  });
}

it('every English message is used by the code', () => {
  const code = ['components', 'lib', 'entrypoints'].flatMap(sources).join('\n');
  const literals = new Set([...code.matchAll(/['"]([\w.]+)['"]/g)].map((m) => m[1]));
  // Keys built from a prefix: t(`appearance.theme.${theme}`).
  const prefixes = [...code.matchAll(/`([\w.]+\.)\$\{/g)].map((m) => m[1]!);
  const unused = [...new Set(Object.keys(en).map(baseKey))].filter(
    (key) => !literals.has(key) && !prefixes.some((p) => key.startsWith(p)),
  );
  expect(unused).toEqual([]);
});

it('says each refusal of the rules in English exactly as the rules do', () => {
  const differ = [...REASON_SOURCES].filter(([key, text]) => en[key] !== text);
  expect(differ).toEqual([]);
});
