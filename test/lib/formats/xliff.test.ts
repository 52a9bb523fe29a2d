import { describe, expect, it } from 'vitest';
import { FormatError, FORMATS } from '../../../lib/formats';

const format = FORMATS.xliff;
const v12 = (units: string) => `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file source-language="en" target-language="de" datatype="plaintext" original="x">
    <body>
${units}    </body>
  </file>
</xliff>
`;
const v20 = (units: string) => `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="2.0" xmlns="urn:oasis:names:tc:xliff:document:2.0" srcLang="en" trgLang="de">
  <file id="f">
${units}  </file>
</xliff>
`;
const read = (text: string) => format.read({ path: 'de.xlf', text }, { locale: 'de' }).entries;

describe('XLIFF', () => {
  it.each([
    [
      '1.2 target',
      v12('      <trans-unit id="a"><source>Save</source><target>Sichern</target></trans-unit>\n'),
      { key: 'a', value: 'Sichern' },
    ],
    [
      '1.2 no target',
      v12('      <trans-unit id="a"><source>Save</source></trans-unit>\n'),
      { key: 'a', value: null },
    ],
    [
      '1.2 empty target',
      v12('      <trans-unit id="a"><source>Save</source><target/></trans-unit>\n'),
      { key: 'a', value: null },
    ],
    [
      '1.2 resname is the key',
      v12(
        '      <trans-unit id="1" resname="save"><source>S</source><target>T</target></trans-unit>\n',
      ),
      { key: 'save', value: 'T' },
    ],
    [
      '1.2 state new is fuzzy',
      v12(
        '      <trans-unit id="a"><source>S</source><target state="new">T</target></trans-unit>\n',
      ),
      { key: 'a', value: 'T', fuzzy: true },
    ],
    [
      '1.2 state translated',
      v12(
        '      <trans-unit id="a"><source>S</source><target state="translated">T</target></trans-unit>\n',
      ),
      { key: 'a', value: 'T' },
    ],
    [
      '1.2 notes',
      v12(
        '      <trans-unit id="a"><source>S</source><target>T</target><note from="description">On the button</note><note from="meaning">verb</note></trans-unit>\n',
      ),
      { key: 'a', value: 'T', description: 'On the button\nverb' },
    ],
    [
      '1.2 inline codes and entities',
      v12(
        '      <trans-unit id="a"><source>S</source><target><x id="INTERPOLATION" equiv-text="{{ n }}"/> &amp; &lt;b&gt;</target></trans-unit>\n',
      ),
      { key: 'a', value: '<x id="INTERPOLATION" equiv-text="{{ n }}"/> & <b>' },
    ],
    [
      '2.0 segment, state and notes',
      v20(
        '    <unit id="a"><notes><note>Title</note></notes><segment state="initial"><source>S</source><target>T</target></segment></unit>\n',
      ),
      { key: 'a', value: 'T', description: 'Title', fuzzy: true },
    ],
    [
      '2.0 no target',
      v20('    <unit id="a"><segment><source>S</source></segment></unit>\n'),
      { key: 'a', value: null },
    ],
  ])('reads %s', (_name, text, entry) => {
    expect(read(text)).toEqual([entry]);
  });

  it.each([
    ['1.2', v12],
    ['2.0', v20],
  ])('%s: writes a translation, a review state, a note and a new unit in place', (_v, wrap) => {
    const unit =
      wrap === v12
        ? '      <trans-unit id="a">\n        <source>Save</source>\n      </trans-unit>\n'
        : '    <unit id="a">\n      <segment>\n        <source>Save</source>\n      </segment>\n    </unit>\n';
    const text = wrap(unit);
    const entries = [
      { key: 'a', value: 'Sichern & <x id="1"/>', fuzzy: true, description: 'A button' },
      { key: 'b', value: 'Neu', description: 'New' },
    ];
    const out = format.write(
      { entries },
      {
        locale: 'de',
        sourceLocale: 'en',
        existing: { main: text },
        source: { entries: [{ key: 'b', value: 'New' }] },
      },
    ).main;
    expect(read(out)).toEqual(entries);
    expect(out).toContain('<source>New</source>');
    expect(out).toContain('Sichern &amp; <x id="1"/>');
  });

  it('writes a new file as XLIFF 1.2 with the languages', () => {
    const out = format.write(
      { entries: [{ key: 'a', value: 'T' }] },
      { locale: 'de', sourceLocale: 'en' },
    ).main;
    expect(out).toContain('source-language="en" target-language="de"');
    expect(read(out)).toEqual([{ key: 'a', value: 'T' }]);
  });

  it('reports broken XML with its line', () => {
    const text = v12('      <trans-unit id="a"><source>S</source><target>T</targt></trans-unit>\n');
    expect(() => read(text)).toThrow(FormatError);
    expect(() => read(text)).toThrow(/^de\.xlf:5: /);
  });
});
