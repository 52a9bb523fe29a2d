import { describe, expect, it } from 'vitest';
import {
  findMarkers,
  hasMarkers,
  stripMarkers,
  type KeyMeta,
  type MarkerAlphabet,
} from '../../../lib/i18n-keys/invisible-markers';
import { encodeSubliminal, encodeTolgee } from './fixtures/marker-encoding';

const alphabets: MarkerAlphabet[] = ['client', 'server'];
const metas: Array<[string, KeyMeta]> = [
  ['plain key with namespace', { key: 'nav.home', namespace: 'common' }],
  ['no namespace', { key: 'title' }],
  ['dots and colons in the key', { key: 'payment.method:card', namespace: 'checkout' }],
  ['Japanese key and namespace', { key: 'ボタン.保存', namespace: '共通' }],
  ['emoji and quotes', { key: 'say "hi" 👋', namespace: 'fun\\ns' }],
];
// An independent encoder, so the tests do not only check the module against itself.
function encodeRaw(value: string): string {
  return [...new TextEncoder().encode(value)]
    .map((byte) => byte.toString(2).padStart(8, '0') + '0')
    .join('')
    .replace(/0/g, '\u200C')
    .replace(/1/g, '\u200D');
}

const cases = alphabets.flatMap((alphabet) =>
  metas.map(([name, meta]) => ({ alphabet, name, meta })),
);

describe('findMarkers: round trips', () => {
  it('matches an independent encoder', () => {
    expect(encodeTolgee('Hi', { key: 'a.b', namespace: 'ns' })).toBe(
      `Hi${encodeRaw('{"k":"a.b","n":"ns"}\n')}`,
    );
  });

  it.each(cases)('Tolgee, $alphabet, $name', ({ alphabet, meta }) => {
    const text = encodeTolgee('Save {count} items', meta, alphabet);
    const [hit, ...rest] = findMarkers(text);
    expect(rest).toEqual([]);
    expect(hit).toMatchObject({
      format: 'tolgee',
      alphabet,
      key: meta.key,
      namespace: meta.namespace,
      fallback: false,
      text: 'Save {count} items',
      textRange: { start: 0, end: 18 },
      payloadRange: { start: 18, end: text.length },
    });
  });

  it.each(cases)('subliminal, $alphabet, $name', ({ alphabet, meta }) => {
    const text = encodeSubliminal('保存する', { ...meta, locale: 'ja', fallback: true }, alphabet);
    const [hit, ...rest] = findMarkers(`<${text}>`);
    expect(rest).toEqual([]);
    expect(hit).toMatchObject({
      format: 'subliminal',
      alphabet,
      key: meta.key,
      namespace: meta.namespace,
      locale: 'ja',
      fallback: true,
      text: '保存する',
      startMarkerRange: { start: 1, end: 1 + 16 * 9 },
    });
    expect(`<${text}>`.slice(hit!.textRange.start, hit!.textRange.end)).toBe('保存する');
    expect(hit!.payloadRange.end).toBe(text.length + 1);
  });
});

describe('findMarkers: several markers and their texts', () => {
  const hello = encodeTolgee('Hello', { key: 'a', namespace: 'ns' });
  const world = encodeTolgee(' world', { key: 'b' });
  const sub = (text: string, key: string) => encodeSubliminal(text, { key, locale: 'en' });

  it.each([
    {
      name: 'two Tolgee markers',
      text: hello + world,
      texts: ['Hello', ' world'],
      keys: ['a', 'b'],
    },
    {
      name: 'Tolgee then subliminal',
      text: `${hello} and ${sub('more', 'c')}!`,
      texts: ['Hello', 'more'],
      keys: ['a', 'c'],
    },
    {
      name: 'nested subliminal pairs inner first',
      text: sub(`Hi ${sub('Ann', 'name')}, welcome`, 'greeting'),
      texts: ['Ann', 'Hi Ann, welcome'],
      keys: ['name', 'greeting'],
    },
    {
      name: 'marker next to a {placeholder}',
      text: `{count}${encodeTolgee(' {item}', { key: 'x' })}{rest}`,
      // Tolgee's text reaches back to the previous marker or the start of the string.
      texts: ['{count} {item}'],
      keys: ['x'],
    },
    {
      name: 'subliminal with empty text (start marker touches payload)',
      text: `a${sub('', 'empty')}b`,
      texts: [''],
      keys: ['empty'],
    },
    {
      name: 'server alphabet next to client alphabet',
      text: encodeTolgee('One', { key: 'one' }, 'server') + encodeTolgee('Two', { key: 'two' }),
      texts: ['One', 'Two'],
      keys: ['one', 'two'],
    },
  ])('$name', ({ text, texts, keys }) => {
    const hits = findMarkers(text);
    expect(hits.map((hit) => hit.text)).toEqual(texts);
    expect(hits.map((hit) => hit.key)).toEqual(keys);
  });
});

describe('findMarkers: corrupt or foreign runs are ignored', () => {
  const good = encodeTolgee('Ok', { key: 'ok' });
  const marker = good.slice(2);
  const flipPad = (run: string) => run.slice(0, 8) + '\u200D' + run.slice(9);

  it.each([
    { name: 'no zero-width characters', text: 'Plain text {name}' },
    { name: 'emoji ZWJ sequence', text: 'Family 👨‍👩‍👧 and می‌خواهم' },
    { name: 'bad padding bit', text: `Ok${flipPad(marker)}` },
    { name: 'truncated run (not a multiple of 9)', text: `Ok${marker.slice(0, -22)}` },
    { name: 'invalid UTF-8 (lone continuation byte)', text: `Ok${'\u200D\u200C'.repeat(4)}\u200C` },
    { name: 'not JSON', text: `Ok${encodeRaw('hello\n')}` },
    { name: 'unterminated JSON', text: `Ok${encodeRaw('{"k":"a"')}` },
    { name: 'JSON without a key', text: `Ok${encodeRaw('{"n":"x"}\n')}` },
    { name: 'JSON array', text: `Ok${encodeRaw('[{"k":"a"}]\n')}` },
    { name: 'Tolgee index-only marker', text: `Ok${encodeRaw('7')}` },
    { name: 'start marker without payload', text: `${encodeRaw('subliminal:start')}Ok` },
    { name: 'all-zero bytes', text: `Ok${'\u200C'.repeat(36)}\u200D${'\u200C'.repeat(8)}` },
    { name: 'only U+200C (both alphabets share it)', text: '\u200C'.repeat(27) },
  ])('$name', ({ text }) => {
    expect(() => findMarkers(text)).not.toThrow();
    expect(findMarkers(text)).toEqual([]);
  });

  it('keeps the good marker when a stray zero-width character touches it', () => {
    expect(findMarkers(`Ok\u200C${marker}`).map((hit) => hit.key)).toEqual(['ok']);
    expect(findMarkers(`Ok\u200B${marker}`).map((hit) => hit.key)).toEqual(['ok']);
  });

  it('decodes the good marker next to a corrupt one', () => {
    const hits = findMarkers(`${flipPad(marker)} then ${good}`);
    expect(hits.map((hit) => [hit.key, hit.text])).toEqual([['ok', ' then Ok']]);
  });
});

describe('stripMarkers and hasMarkers', () => {
  it.each([
    { text: encodeTolgee('Save', { key: 'k' }), visible: 'Save', marked: true },
    { text: encodeSubliminal('Nächste', { key: 'k' }, 'server'), visible: 'Nächste', marked: true },
    { text: 'Family 👨‍👩‍👧', visible: 'Family 👨‍👩‍👧', marked: false },
    { text: 'zero\u200Bwidth', visible: 'zero\u200Bwidth', marked: false },
    { text: '', visible: '', marked: false },
  ])('$visible', ({ text, visible, marked }) => {
    expect(stripMarkers(text)).toBe(visible);
    expect(hasMarkers(text)).toBe(marked);
  });
});

describe("findMarkers: Tolgee's numbered markers (no fullKeyEncode)", () => {
  it.each([
    ['one digit', `Speichern${encodeRaw('0\n')}`, [{ code: 0, text: 'Speichern' }]],
    ['several digits', `Profil${encodeRaw('123\n')}`, [{ code: 123, text: 'Profil' }]],
    [
      'two texts side by side',
      `A1${encodeRaw('4\n')} B2${encodeRaw('5\n')}`,
      [
        { code: 4, text: 'A1' },
        { code: 5, text: ' B2' },
      ],
    ],
    ['no line feed: not a marker', `x${encodeRaw('12')}`, []],
    ['ten digits: not a marker', `x${encodeRaw('1234567890\n')}`, []],
    ['a letter among the digits', `x${encodeRaw('1a\n')}`, []],
  ])('%s', (_name, text, expected) => {
    expect(findMarkers(text)).toEqual([]); // they name no key
    expect(findMarkers(text, true).map(({ code, text: t }) => ({ code, text: t }))).toEqual(
      expected,
    );
  });
});
