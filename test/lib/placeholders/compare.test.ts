import { describe, expect, it } from 'vitest';
import {
  comparePlaceholders,
  extractPlaceholders,
  placeholdersDiffer,
} from '../../../lib/placeholders/compare';

describe('extractPlaceholders', () => {
  it.each([
    ['Hello {name}', ['{name}']],
    ['Hello { name }', ['{name}']],
    ['Sent to {{email}} and {{ email }}', ['{{email}}', '{{email}}']],
    ['%s items, %d left', ['%s', '%d']],
    ['%1$s of %2$s', ['%1$s', '%2$s']],
    ['100%% sure, %s', ['%s']],
    ['Order <b>{id}</b> done', ['<b>', '{id}', '</b>']],
    ['Line<br/>break<br>again<br />', ['<br/>', '<br/>', '<br/>']],
    ['<a href="/x">link</a>', ['<a>', '</a>']],
    ['No placeholders at all', []],
    ['Less < more > equal', []],
    ['{count, plural, one {# item} other {# items}}', ['{count, plural}']],
    [
      '{n, plural, =0 {No {kind}} other {{n} {kind} for <b>{who}</b>}}',
      ['{n, plural}', '{kind}', '{n}', '<b>', '{who}', '</b>'],
    ],
    ['{gender, select, female {She} other {They}} left', ['{gender, select}']],
    ["Type '{name}' literally", []],
  ])('%s', (text, expected) => {
    expect(extractPlaceholders(text)).toEqual(expected);
  });
});

describe('comparePlaceholders', () => {
  it.each([
    ['Hi {name}', 'Hallo {name}', [], []],
    ['Hi {name}', "Hallo '{name}'", ['{name}'], []],
    ['Hi {name}', 'Hallo', ['{name}'], []],
    ['Hi', 'Hallo {name}', [], ['{name}']],
    ['{a} and {a}', 'nur {a}', ['{a}'], []],
    ['%1$s of %2$s', '%2$s von %1$s', [], []],
    ['%s of %s', '%s von %d', ['%s'], ['%d']],
    ['Order <b>{id}</b>', 'Bestellung <b>{id}', ['</b>'], []],
    ['Hi {{email}}', 'Hallo {email}', ['{{email}}'], ['{email}']],
    // Another language may need other plural options: their number is not compared.
    [
      '{n, plural, one {# file} other {# files}}',
      '{n, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}',
      [],
      [],
    ],
    ['{n, plural, one {# file} other {# files}}', '# Dateien', ['{n, plural}'], []],
  ])('%s → %s', (source, target, missing, extra) => {
    const diff = comparePlaceholders(source, target);
    expect(diff).toEqual({ missing, extra });
    expect(placeholdersDiffer(diff)).toBe(missing.length + extra.length > 0);
  });
});
