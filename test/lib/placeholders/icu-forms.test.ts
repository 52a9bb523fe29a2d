import { describe, expect, it } from 'vitest';
import {
  formMessage,
  openForms,
  readForms,
  setForm,
  writeForms,
} from '../../../lib/placeholders/icu-forms';

const keys = (m: ReturnType<typeof openForms>) =>
  m?.forms.map((f) => `${f.key}${f.present ? '' : '?'}`);

describe('an ICU message as one field per form, and back', () => {
  it.each([
    '{count, plural, one {# item} other {# items}}',
    'Du hast {count, plural, offset:1 =0 {keine} one {# Ding} other {# Dinge}} im Korb.',
    "{n, plural,\n  one {'{'quoted'}' #}\n  other {#  it''s <b>{n}</b>}\n}",
    '{gender, select, male {He} female {She} other {They}} liked it',
    '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
    '{count, plural, one {} other {# items}}',
  ])('reads and writes %j byte for byte', (message) => {
    const m = readForms(message);
    expect(m).not.toBeNull();
    expect(writeForms(m!)).toBe(message);
    expect(writeForms(openForms(message, null, 'ar')!)).toBe(message);
  });

  it.each([
    ['not ICU at all', 'Hello {name}'],
    ['two plurals', '{a, plural, other {#}} and {b, plural, other {#}}'],
    ['a select inside a plural', '{n, plural, other {{g, select, other {x}}}}'],
    ['a message that does not parse', '{count, plural, one {# item} other {# items}'],
    ['an empty text', ''],
  ])('%s is edited as one text', (_, message) => {
    expect(readForms(message)).toBeNull();
    expect(openForms(message, null, 'pl')).toBeNull();
  });

  it.each([
    ['pl', ['one', 'few?', 'many?', 'other']],
    ['ar', ['zero?', 'one', 'two?', 'few?', 'many?', 'other']],
    ['ja', ['one', 'other']],
    ['en', ['one', 'other']],
  ])('shows the forms %s needs beside the ones written', (locale, expected) => {
    expect(keys(openForms('{count, plural, one {# x} other {# y}}', null, locale))).toEqual(
      expected,
    );
  });

  it.each([
    ['ja', ['other']],
    ['ar', ['zero?', 'one?', 'two?', 'few?', 'many?', 'other']],
    ['en', ['one?', 'other']],
  ])('a message with only `other` in %s gets the fields the language needs', (locale, expected) => {
    expect(keys(openForms('{count, plural, other {# x}}', null, locale))).toEqual(expected);
  });

  it('writes a typed form in its CLDR place, keeping everything else', () => {
    const m = openForms('Im Korb: {count, plural, one {# Ding} other {# Dinge}}!', null, 'pl')!;
    const typed = setForm(setForm(m, 'many', '# rzeczy'), 'few', '# rzeczy');
    expect(writeForms(typed)).toBe(
      'Im Korb: {count, plural, one {# Ding} few {# rzeczy} many {# rzeczy} other {# Dinge}}!',
    );
    // Emptied again: the message is the one it was.
    expect(writeForms(setForm(setForm(typed, 'few', ''), 'many', ''))).toBe(
      'Im Korb: {count, plural, one {# Ding} other {# Dinge}}!',
    );
  });

  it("opens an empty row with the source's construct, and the target language's forms", () => {
    const source = 'You have {count, plural, =0 {no items} one {# item} other {# items}}';
    const m = openForms('', source, 'pl')!;
    expect(keys(m)).toEqual(['=0?', 'one?', 'few?', 'many?', 'other?']);
    expect(writeForms(m)).toBe('');
    expect(writeForms(setForm(setForm(m, 'one', '# rzecz'), 'other', '# rzeczy'))).toBe(
      '{count, plural, one {# rzecz} other {# rzeczy}}',
    );
  });

  it("adds the source's select values to the target's fields", () => {
    const source = '{g, select, male {He} female {She} other {They}}';
    expect(keys(openForms('{g, select, other {Ils}}', source, 'fr'))).toEqual([
      'male?',
      'female?',
      'other',
    ]);
  });

  it.each([
    ['one', '1', 'Masz 1 produkt w koszyku'],
    ['few', '2', 'Masz 2 produkty w koszyku'],
    ['other', '1,5', 'Masz 1,5 produktu… 1,5 w koszyku'],
  ])('previews the %s form with its number', (key, count, expected) => {
    const m = readForms(
      'Masz {count, plural, one {# produkt} few {{count} produkty} other {{count} produktu… #}} w koszyku',
    )!;
    expect(formMessage(m, key, count)).toBe(expected);
  });
});
