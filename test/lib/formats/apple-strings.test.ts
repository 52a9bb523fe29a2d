import { describe, expect, it } from 'vitest';
import { FormatError, FORMATS } from '../../../lib/formats';

const format = FORMATS['apple-strings'];
const read = (text: string, dict?: string) =>
  format.read(
    { path: 'Localizable.strings', text },
    {
      locale: 'de',
      ...(dict ? { companion: { path: 'Localizable.stringsdict', text: dict } } : {}),
    },
  ).entries;

const DICT = `<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0">
<dict>
  <key>follows</key>
  <dict>
    <key>NSStringLocalizedFormatKey</key>
    <string>%#@names@ und %#@count@ {mehr}</string>
    <key>names</key>
    <dict>
      <key>NSStringFormatSpecTypeKey</key>
      <string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key>
      <string>ld</string>
      <key>one</key>
      <string>%1$@</string>
      <key>other</key>
      <string>%1$@ und andere</string>
    </dict>
    <key>count</key>
    <dict>
      <key>NSStringFormatSpecTypeKey</key>
      <string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key>
      <string>d</string>
      <key>one</key>
      <string>eine Person</string>
      <key>other</key>
      <string>%d Personen</string>
    </dict>
  </dict>
</dict>
</plist>
`;

describe('Apple .strings and .stringsdict', () => {
  it.each([
    ['a pair', '"a" = "A";', 'A'],
    ['escaped quotes and backslashes', '"a" = "say \\"hi\\" \\\\ ok";', 'say "hi" \\ ok'],
    ['escaped line breaks', '"a" = "one\\ntwo\\tthree";', 'one\ntwo\tthree'],
    ['a literal line break', '"a" = "one\ntwo";', 'one\ntwo'],
    ['a unicode escape', '"a" = "caf\\U00e9";', 'café'],
    ['an unquoted key', 'a = "A";', 'A'],
    ['placeholders', '"a" = "%1$@ hat %2$ld Beiträge";', '%1$@ hat %2$ld Beiträge'],
  ])('reads %s', (_name, text, value) => {
    const [entry] = read(text);
    expect(entry!.value).toBe(value);
    const fresh = format.write({ entries: [entry!] }, { locale: 'de', sourceLocale: 'en' });
    expect(read(fresh.main)).toEqual([entry]);
  });

  it('takes the comment before a pair as its description', () => {
    expect(
      read('/* Title of the screen */\n"a" = "A";\n// Button\n"b" = "B";\n"c" = "C";'),
    ).toEqual([
      { key: 'a', value: 'A', description: 'Title of the screen' },
      { key: 'b', value: 'B', description: 'Button' },
      { key: 'c', value: 'C' },
    ]);
  });

  it('reads a stringsdict entry with two variables as one message', () => {
    const entries = read('"a" = "A";', DICT);
    expect(entries[1]).toEqual({
      key: 'follows',
      value:
        "{names, plural, one {%1$@} other {%1$@ und andere}} und {count, plural, one {eine Person} other {%d Personen}} '{'mehr'}'",
    });
  });

  it('writes a changed plural back into the stringsdict, keeping the value types', () => {
    const [, entry] = read('', DICT).length ? [undefined, read('', DICT)[0]!] : [];
    const value = entry!.value!.replace('eine Person', 'einer Person');
    const out = format.write(
      {
        entries: [
          { key: 'follows', value },
          { key: 'b', value: 'B' },
        ],
      },
      { locale: 'de', sourceLocale: 'en', existing: { main: '', companion: DICT } },
    );
    expect(out.main).toBe('"b" = "B";\n');
    expect(out.companion).toContain('<string>einer Person</string>');
    expect(out.companion).toContain('<string>d</string>');
    expect(read(out.main, out.companion)).toEqual([
      { key: 'b', value: 'B' },
      { key: 'follows', value },
    ]);
  });

  it('edits pairs in place and appends new ones', () => {
    const text = '/* c */\n"a" = "A";\n\n"b" = "B";\n';
    const out = format.write(
      {
        entries: [
          { key: 'a', value: 'A "2"', description: 'c' },
          { key: 'c', value: 'C', description: 'new' },
        ],
      },
      { locale: 'de', sourceLocale: 'en', existing: { main: text } },
    );
    expect(out.main).toBe('/* c */\n"a" = "A \\"2\\"";\n\n/* new */\n"c" = "C";\n');
  });

  it('reports a broken file with its line', () => {
    expect(() => read('"a" = "A";\n"b" = "B"\n"c" = "C";')).toThrow(FormatError);
    expect(() => read('"a" = "A";\n"b" = "B"\n"c" = "C";')).toThrow(/^Localizable\.strings:3: /);
  });
});
