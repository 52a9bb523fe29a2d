import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../../lib/ui-text/catalogues';
import { UI_LANGUAGES } from '../../../lib/ui-text/languages';
import { chromeMessages, MANIFEST_MESSAGES, msg } from '../../../lib/ui-text/manifest-messages';

const en = CATALOGUES.en;

describe('chromeMessages', () => {
  it.each(UI_LANGUAGES)('makes every manifest message of %s from its catalogue', (lang) => {
    const messages = chromeMessages(CATALOGUES[lang], en);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(MANIFEST_MESSAGES).sort());
    for (const [name, key] of Object.entries(MANIFEST_MESSAGES))
      expect(messages[name]?.message).toBe(CATALOGUES[lang][key]);
  });

  it.each([
    ['a message the language lacks is said in English', { 'badge.title': 'LL' }, null],
    ['a message neither has stops the build', {}, /No text for the manifest's extName/],
    [
      'a name Chrome would refuse as too long stops the build',
      { 'manifest.name': 'x'.repeat(76) },
      /longer than 75/,
    ],
  ] as const)('%s', (_name, catalogue, error) => {
    const fallback = error === null ? en : { ...en, 'manifest.name': '' };
    if (error) expect(() => chromeMessages(catalogue, fallback)).toThrow(error);
    else
      expect(chromeMessages(catalogue, fallback).toggleLens?.message).toBe(
        en['manifest.toggleLens'],
      );
  });

  it('writes the manifest placeholder Chrome replaces', () => {
    expect(msg('extDescription')).toBe('__MSG_extDescription__');
  });
});
