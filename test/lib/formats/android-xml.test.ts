import { describe, expect, it } from 'vitest';
import { FormatError, FORMATS } from '../../../lib/formats';

const format = FORMATS['android-xml'];
const file = (body: string) =>
  `<?xml version="1.0" encoding="utf-8"?>\n<resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">\n${body}</resources>\n`;
const read = (body: string) =>
  format.read({ path: 'strings.xml', text: file(body) }, { locale: 'de' }).entries;

describe('Android strings.xml', () => {
  it.each([
    ['an apostrophe', `<string name="a">It\\'s</string>`, "It's"],
    ['a double quote', `<string name="a">Say \\"hi\\"</string>`, 'Say "hi"'],
    ['a line break and a tab', `<string name="a">one\\ntwo\\tthree</string>`, 'one\ntwo\tthree'],
    ['a unicode escape', `<string name="a">\\u00e9t\\u00E9</string>`, 'été'],
    ['a leading @ or ?', `<string name="a">\\@home \\?</string>`, '@home ?'],
    ['entities', `<string name="a">a &amp; b &lt; c</string>`, 'a & b < c'],
    [
      'quotes keep spaces',
      `<string name="a">"  two  spaces, it's "</string>`,
      "  two  spaces, it's ",
    ],
    [
      'unquoted whitespace collapses',
      `<string name="a">\n      one\n      two  </string>`,
      'one two',
    ],
    ['a no-break space is text', `<string name="a">Agenda\u00a0:</string>`, 'Agenda\u00a0:'],
    [
      'xliff:g stays as markup',
      `<string name="a">"Today at <xliff:g id="time">%s</xliff:g>"</string>`,
      'Today at <xliff:g id="time">%s</xliff:g>',
    ],
    ['bold markup', `<string name="a">a <b>bold</b> word</string>`, 'a <b>bold</b> word'],
    ['an empty string', `<string name="a"></string>`, ''],
  ])('reads %s', (_name, body, value) => {
    const [entry] = read(body);
    expect(entry!.value).toBe(value);
    // Written as a new file and read again, the text comes back the same.
    const fresh = format.write({ entries: [entry!] }, { locale: 'de', sourceLocale: 'en' }).main;
    expect(format.read({ path: 'x.xml', text: fresh }, { locale: 'de' }).entries).toEqual([entry]);
  });

  it('reads plurals, arrays and comments, and skips what is not translatable', () => {
    const entries = read(`    <!-- Shown in the toolbar
         [CHAR LIMIT=20] -->
    <string name="title">Titel</string>
    <string name="app" translatable="false">Etar</string>
    <skip/>
    <plurals name="days">
        <item quantity="one">%d Tag</item>
        <item quantity="other">%d Tage</item>
    </plurals>
    <string-array name="modes">
        <item>Tag</item>
        <item>@string/title</item>
        <item>Woche</item>
    </string-array>
    <integer-array name="n"><item>1</item></integer-array>
`);
    expect(entries).toEqual([
      { key: 'title', value: 'Titel', description: 'Shown in the toolbar\n[CHAR LIMIT=20]' },
      { key: 'days', value: '{count, plural, one {%d Tag} other {%d Tage}}' },
      { key: 'modes[0]', value: 'Tag' },
      { key: 'modes[2]', value: 'Woche' },
    ]);
  });

  it('writes changed texts, comments, removals and new resources over the existing file', () => {
    const existing = file(`    <!-- old -->
    <string name="a">A</string>
    <string name="b">B</string>
    <string name="keep" translatable="false">K</string>
    <string-array name="list">
        <item>x</item>
        <item>y</item>
    </string-array>
`);
    const entries = [
      { key: 'a', value: "A's", description: 'new' },
      { key: 'list[0]', value: 'x' },
      { key: 'list[1]', value: 'y2' },
      { key: 'p', value: '{count, plural, one {# Tag} other {# Tage}}' },
      { key: 'arr[0]', value: 'eins' },
      { key: 'arr[1]', value: 'zwei' },
    ];
    const out = format.write(
      { entries },
      { locale: 'de', sourceLocale: 'en', existing: { main: existing } },
    ).main;
    expect(out).toBe(
      file(`    <!-- new -->
    <string name="a">A\\'s</string>
    <string name="keep" translatable="false">K</string>
    <string-array name="list">
        <item>x</item>
        <item>y2</item>
    </string-array>
    <plurals name="p">
        <item quantity="one">%d Tag</item>
        <item quantity="other">%d Tage</item>
    </plurals>
    <string-array name="arr">
        <item>eins</item>
        <item>zwei</item>
    </string-array>
`),
    );
  });

  it('leaves an untranslated entry out: Android falls back to the default language', () => {
    const out = format.write(
      { entries: [{ key: 'a', value: null }] },
      { locale: 'de', sourceLocale: 'en' },
    ).main;
    expect(out).not.toContain('name="a"');
  });

  it('reports broken XML with its line', () => {
    expect(() => read('    <string name="a">A</string>\n    <string name="b">B</strin>\n')).toThrow(
      FormatError,
    );
    expect(() => read('    <string name="a">A</string>\n    <string name="b">B</strin>\n')).toThrow(
      /^strings\.xml:4: /,
    );
  });
});
