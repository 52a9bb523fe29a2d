import { describe, expect, it } from 'vitest';
import { join, segment, type Segment } from '../../../lib/placeholders/segments';

const kinds = (segments: Segment[]) =>
  segments.map((s) => (s.kind === 'text' ? `t:${s.text}` : `${s.kind}:${s.raw}`));

describe('segment', () => {
  it.each([
    ['Hello {name}!', ['t:Hello ', 'placeholder:{name}', 't:!']],
    ['{{count}} items, 100%% sure', ['placeholder:{{count}}', 't: items, 100%% sure']],
    ['%1$s of %2$s', ['placeholder:%1$s', 't: of ', 'placeholder:%2$s']],
    ['Tap <b>Save</b><br/>', ['t:Tap ', 'tag:<b>', 't:Save', 'tag:</b>', 'tag:<br/>']],
    ['a < b and # of {x', ['t:a < b and # of {x']],
    ["Type '{name}' here, {who}", ["t:Type '{name}' here, ", 'placeholder:{who}']],
    ["Delete '{{name}}'?", ["t:Delete '", 'placeholder:{{name}}', "t:'?"]],
    ["l'{item} (no closing quote)", ["t:l'", 'placeholder:{item}', 't: (no closing quote)']],
    [
      '{n, plural, one {# item} other {# items}} left',
      ['icu:{n, plural, one {# item} other {# items}}', 't: left'],
    ],
  ])('%s', (text, expected) => {
    expect(kinds(segment(text))).toEqual(expected);
  });

  it('reads an ICU plural: options with their own messages, # as the number', () => {
    const [icu] = segment(
      '{n, plural, offset:1 =0 {Nobody} one {You and # other} other {You and # others}}',
    );
    expect(icu?.kind).toBe('icu');
    if (icu?.kind !== 'icu') return;
    expect(icu.head).toBe('{n, plural}');
    expect(icu.options.map((o) => o.key)).toEqual(['offset:1 =0', 'one', 'other']);
    expect(kinds(icu.options[1]!.message)).toEqual(['t:You and ', 'placeholder:#', 't: other']);
  });

  it('keeps # as text inside select, which has no number', () => {
    const [icu] = segment('{tab, select, a {Tab #1} other {Other}}');
    if (icu?.kind !== 'icu') throw new Error('not read as ICU');
    expect(kinds(icu.options[0]!.message)).toEqual(['t:Tab #1']);
  });

  it.each([
    'Hello {name}, you have {count, plural, one {# message} other {# messages from {who}}}.',
    'Broken {n, plural, one {x} other',
    '<a href="/x">link</a> and <img src=x onerror=alert(1)>',
    '',
  ])('round-trips %j exactly', (text) => {
    expect(join(segment(text))).toBe(text);
  });
});
