import { describe, expect, it } from 'vitest';
import { FORMATS } from '../../../lib/formats';

const POT = `msgid ""
msgstr ""
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"

#. On the save button
msgid "Save"
msgstr ""

msgctxt "menu"
msgid "Open"
msgstr ""

msgid "%d event"
msgid_plural "%d events"
msgstr[0] ""
msgstr[1] ""
`;

const XLF = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file source-language="en" datatype="plaintext" original="ng2.template">
    <body>
      <trans-unit id="save" datatype="html"><source>Save <x id="INTERPOLATION"/></source></trans-unit>
      <trans-unit id="open" datatype="html"><source>Open</source><target>Öffnen</target></trans-unit>
    </body>
  </file>
</xliff>
`;

/** A template (POT, XLIFF without targets) read as the source language gives its source texts. */
describe('source texts of templates', () => {
  it.each([
    [
      'po',
      'app.pot',
      POT,
      {
        Save: 'Save',
        'menu\u0004Open': 'Open',
        '%d event': '{count, plural, one {%d event} other {%d events}}',
      },
    ],
    ['xliff', 'messages.xlf', XLF, { save: 'Save <x id="INTERPOLATION"/>', open: 'Öffnen' }],
  ] as const)(
    '%s: as the source, an untranslated entry holds the source text',
    (id, path, text, want) => {
      const format = FORMATS[id];
      const asSource = format.read({ path, text }, { locale: 'en', asSource: true });
      expect(Object.fromEntries(asSource.entries.map((e) => [e.key, e.value]))).toEqual(want);
      // Read as a translation, the same file holds untranslated entries, never the source text.
      const asTarget = format.read({ path, text }, { locale: 'de' });
      expect(asTarget.entries.filter((e) => e.value !== null).length).toBe(id === 'xliff' ? 1 : 0);
    },
  );
});
