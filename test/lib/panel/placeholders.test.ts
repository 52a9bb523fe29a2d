import { describe, expect, it } from 'vitest';
import {
  comparePlaceholders,
  extractPlaceholders,
  placeholdersDiffer,
} from '../../../lib/panel/placeholders';

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
  ])('%s', (text, expected) => {
    expect(extractPlaceholders(text)).toEqual(expected);
  });
});

describe('comparePlaceholders', () => {
  it.each([
    ['Hi {name}', 'Hallo {name}', [], []],
    ['Hi {name}', 'Hallo', ['{name}'], []],
    ['Hi', 'Hallo {name}', [], ['{name}']],
    ['{a} and {a}', 'nur {a}', ['{a}'], []],
    ['%1$s of %2$s', '%2$s von %1$s', [], []],
    ['%s of %s', '%s von %d', ['%s'], ['%d']],
    ['Order <b>{id}</b>', 'Bestellung <b>{id}', ['</b>'], []],
    ['Hi {{email}}', 'Hallo {email}', ['{{email}}'], ['{email}']],
  ])('%s → %s', (source, target, missing, extra) => {
    const diff = comparePlaceholders(source, target);
    expect(diff).toEqual({ missing, extra });
    expect(placeholdersDiffer(diff)).toBe(missing.length + extra.length > 0);
  });
});
