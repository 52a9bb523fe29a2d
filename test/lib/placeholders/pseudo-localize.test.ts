import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { pseudoDirection, pseudoLocalize } from '../../../lib/placeholders/pseudo-localize';
import { withSamples } from '../../../lib/placeholders/samples';
import { segment, type Segment } from '../../../lib/placeholders/segments';

/** Every token a translation must keep, in order, options' tokens included, as written. */
function tokens(text: string): string[] {
  const walk = (segments: readonly Segment[]): string[] =>
    segments.flatMap((s) => {
      if (s.kind === 'text') return [];
      if (s.kind !== 'icu') return [s.raw];
      return [s.head, ...s.options.flatMap((o) => [o.key, ...walk(o.message)])];
    });
  return walk(segment(text));
}

const BIDI = /[\u200f\u202e\u202c]/g;

// Every kind of placeholder the project's formats hold, with the text around it.
const KINDS: [string, string][] = [
  ['ICU / i18next single braces', 'Hello {name}, welcome back'],
  ['i18next double braces', 'You have {{count}} new messages'],
  ['i18next unescaped', 'Signed in as {{- user}}'],
  ['i18next formatted', 'Total: {{amount, currency}}'],
  ['printf', 'Page %d of %d'],
  ['printf positional', '%1$s shared %2$s with you'],
  ['printf float and unsigned', 'Rated %f by %u people'],
  ['Apple object', 'Hello %@, again %1$@'],
  ['literal percent', '100%% organic'],
  ['Rails', 'Hello %{name}, you have %{count} items'],
  ['inline tags', 'Tap <b>Save</b> to <a href="/keep">keep</a> it<br/>'],
  ['HTML entities', 'Fish &amp; chips&nbsp;&#8212; &#x2014; fresh'],
  ['ICU number and date', 'Paid {price, number, ::currency/EUR} on {day, date, short}'],
  ['ICU plural with #', '{count, plural, =0 {No items} one {# item} other {# items}} in cart'],
  [
    'ICU plural with offset',
    '{n, plural, offset:1 =0 {Nobody} one {You and # other} other {You and # others}}',
  ],
  ['ICU selectordinal', 'Your {n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} order'],
  [
    'ICU select nesting a plural',
    '{gender, select, female {She has {n, plural, one {# cat} other {# cats}}} other {They have {n, plural, one {# cat} other {# cats}}}}',
  ],
  ['ICU quoted text', "Type '{name}' here, {who}, it''s fine"],
  ['placeholder alone', '{name}'],
];

describe.each(['ltr', 'rtl'] as const)('pseudoLocalize, %s', (direction) => {
  it.each(KINDS)('keeps %s exactly', (_kind, text) => {
    const pseudo = pseudoLocalize(text, { direction });
    expect(pseudo).not.toBe(text);
    expect(tokens(pseudo)).toEqual(tokens(text));
    // An ICU message parses to the same arguments, options and `#` as before.
    let source: unknown = null;
    try {
      source = parse(text, { ignoreTag: true });
    } catch {
      return;
    }
    expect(source).not.toBeNull();
    expect(() => parse(pseudo, { ignoreTag: true })).not.toThrow();
  });

  it.each([0.3, 0.4, 0.5])('lengthens by the chosen share (%s) and brackets the text', (share) => {
    const source = 'Simple, durable products designed to last for years.';
    const pseudo = pseudoLocalize(source, { direction, expansion: share });
    const plain = pseudo.replace(BIDI, '');
    expect(plain.startsWith('[') && plain.endsWith(']')).toBe(true);
    const letters = source.match(/\p{L}/gu)!.length;
    // The padding's own leading space aside.
    expect(plain.length - 2 - source.length - 1).toBe(Math.ceil(letters * share - 1e-9));
  });

  it('keeps a share within 30 to 50 %', () => {
    const source = 'Add to cart';
    const longest = pseudoLocalize(source, { direction, expansion: 3 }).replace(BIDI, '');
    const shortest = pseudoLocalize(source, { direction, expansion: 0 }).replace(BIDI, '');
    expect(longest).toBe(pseudoLocalize(source, { direction, expansion: 0.5 }).replace(BIDI, ''));
    expect(shortest).toBe(pseudoLocalize(source, { direction, expansion: 0.3 }).replace(BIDI, ''));
  });

  it('leaves an empty text empty', () => {
    expect(pseudoLocalize('', { direction })).toBe('');
  });
});

describe('pseudoLocalize, left to right', () => {
  it.each([
    ['Save', '[Şåʋȅ on]'],
    ['Add to cart', '[Åđđ ŧø çåŕŧ one]'],
    ['Hello {name}', '[Ħȅŀŀø {name} on]'],
    ['<b>Sale</b> now', '[<b>Şåŀȅ</b> ñøŵ one]'],
  ])('%s → %s', (source, expected) => {
    expect(pseudoLocalize(source, { expansion: 0.3 })).toBe(expected);
  });

  it('accents each option of a plural and lengthens each by its own letters', () => {
    const pseudo = pseudoLocalize('{n, plural, one {# item} other {# items}}', { expansion: 0.4 });
    // Still one plural, as the file formats need to write it as their own forms.
    expect(pseudo).toBe('{n, plural, one {[# īŧȅɱ on]} other {[# īŧȅɱş on]}}');
    expect(withSamples(pseudo)).toBe('[3 īŧȅɱş on]');
  });
});

describe('pseudoLocalize, right to left', () => {
  it('wraps each word in RLM RLO … PDF RLM, placeholders inside their word', () => {
    const pseudo = pseudoLocalize('Hi %{name}!', { direction: 'rtl', expansion: 0.3 });
    const word = (w: string) => `\u200f\u202e${w}\u202c\u200f`;
    expect(pseudo).toBe(`[${word('Hi')} ${word('%{name}!')} ${word('o')}]`);
  });
});

describe('pseudoDirection', () => {
  it.each([
    ['en-XA', 'ltr'],
    ['ar-XB', 'rtl'],
    ['he', 'rtl'],
    ['fa-IR', 'rtl'],
    ['ar-rXB', 'rtl'],
    ['ja', 'ltr'],
    ['not a locale', 'ltr'],
  ])('%s → %s', (locale, direction) => {
    expect(pseudoDirection(locale)).toBe(direction);
  });
});
