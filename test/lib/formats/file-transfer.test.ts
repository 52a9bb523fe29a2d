import { describe, expect, it } from 'vitest';
import { downloadFile, readUpload } from '../../../lib/formats/file-transfer';
import { FORMAT_IDS, FormatError } from '../../../lib/formats';

/**
 * A language downloaded from the options page reads back, in every format, as the same texts
 * (plurals without `#`: PO, Android and Apple files turn it into their own placeholder).
 */
const text = (key: string, t: string | null, delivered = true) => ({
  namespace: 'shop',
  key,
  text: t,
  delivered,
  description: null,
});
const SOURCE = [
  text('cart.title', 'Cart'),
  text('cart.items', '{count, plural, one {one item} other {items}}'),
  text('cart.draft', 'Draft'),
  text('cart.todo', 'To do'),
  { ...text('other.ns', 'Elsewhere'), namespace: 'common' },
];
const GERMAN = [
  text('cart.title', 'Warenkorb'),
  text('cart.items', '{count, plural, one {ein Artikel} other {Artikel}}'),
  text('cart.draft', 'Entwurf', false),
  text('cart.todo', null, false),
  { ...text('other.ns', 'Anderswo'), namespace: 'common' },
];

const roundTrip = (format: (typeof FORMAT_IDS)[number], all: boolean) => {
  const file = downloadFile({
    format,
    locale: 'de',
    sourceLocale: 'en',
    namespace: 'shop',
    texts: GERMAN,
    sourceTexts: SOURCE,
    all,
  });
  const entries = readUpload(
    { path: file.name, text: file.text },
    {
      format,
      locale: 'de',
      isSource: false,
      companion: file.companion && { path: file.companion.name, text: file.companion.text },
    },
  );
  return { file, entries };
};

describe.each(FORMAT_IDS)('a download as %s', (format) => {
  it('holds what apps are served, and reads back as the same texts', () => {
    const { file, entries } = roundTrip(format, false);
    expect(file.name).toMatch(/^shop\.de\./);
    expect(Object.fromEntries(entries.map((e) => [e.key, e.value]))).toEqual({
      'cart.title': 'Warenkorb',
      'cart.items': '{count, plural, one {ein Artikel} other {Artikel}}',
    });
  });

  it('with drafts holds them too, and the keys left to translate as untranslated', () => {
    const { entries } = roundTrip(format, true);
    const byKey = new Map(entries.map((e) => [e.key, e]));
    expect(byKey.get('cart.draft')?.value).toBe('Entwurf');
    expect(byKey.get('cart.title')?.fuzzy).toBeFalsy();
    expect(byKey.has('other.ns')).toBe(false);
    expect(byKey.get('cart.todo')?.value ?? null).toBeNull();
  });
});

it('refuses an upload with no entries, naming the file', () => {
  expect(() =>
    readUpload(
      { path: 'de.json', text: '{}' },
      { format: 'i18next-json', locale: 'de', isSource: false },
    ),
  ).toThrow(FormatError);
});
