import { describe, expect, it } from 'vitest';
import { icuProblems, isBlocking } from '../../../lib/quality/icu-validity';

describe('an ICU translation checked for its language', () => {
  it.each([
    ['plain text', 'Warenkorb', 'de'],
    ['a simple argument', 'Hallo {name}', 'de'],
    ['an i18next placeholder', 'Hallo {{name}}', 'de'],
    ['a printf placeholder', '%s Artikel', 'de'],
    ['German plural', '{n, plural, one {# Artikel} other {# Artikel}}', 'de'],
    ['an exact match', '{n, plural, =0 {Keine} one {# Artikel} other {# Artikel}}', 'de'],
    [
      'Polish four forms',
      '{n, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}',
      'pl',
    ],
    ['Japanese other only', '{n, plural, other {#個}}', 'ja'],
    ['select', '{g, select, female {Sie} male {Er} other {Es}}', 'de'],
    ['English ordinal', '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', 'en'],
    ['quoted braces', "Schreibe '{name}' hier", 'de'],
    ['tags kept', '<b>{n, plural, one {# Stück} other {# Stück}}</b>', 'de'],
  ])('%s: no problem', (_what, text, locale) => {
    expect(icuProblems(text, locale)).toEqual([]);
  });

  it.each([
    [
      'a misspelt form',
      '{n, plural, one {# a} othr {# b}}',
      'de',
      ['missing-other', 'unknown-form'],
    ],
    ['no other', '{g, select, female {Sie} male {Er}}', 'de', ['missing-other']],
    ['an unclosed plural', '{n, plural, one {x} other {y}', 'de', ['syntax']],
    ['a form Japanese never uses', '{n, plural, one {#個} other {#個}}', 'ja', ['unused-form']],
    ['a form German never uses', '{n, plural, one {a} few {b} other {c}}', 'de', ['unused-form']],
    [
      'a nested misspelling',
      '{g, select, other {{n, plural, one {a} othr {b} other {c}}}}',
      'de',
      ['unknown-form'],
    ],
  ])('%s: %j', (_what, text, locale, kinds) => {
    expect(icuProblems(text, locale).map((p) => p.kind)).toEqual(kinds);
  });

  it('names the forms of the language and what blocks Confirm', () => {
    const [other, misspelt] = icuProblems('{n, plural, one {a} othr {b}}', 'pl');
    expect(misspelt).toMatchObject({ form: 'othr', forms: ['one', 'few', 'many', 'other'] });
    expect([other, misspelt].map((p) => isBlocking(p!))).toEqual([true, true]);
    expect(isBlocking(icuProblems('{n, plural, one {a} few {b} other {c}}', 'de')[0]!)).toBe(false);
  });
});
