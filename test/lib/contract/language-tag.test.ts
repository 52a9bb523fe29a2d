import { describe, expect, it } from 'vitest';
import { checkLanguageTag } from '../../../lib/contract/language-tag';

describe('checkLanguageTag: what a pinned language may be', () => {
  it.each([
    ['de', 'de', 'German'],
    [' ja ', 'ja', 'Japanese'],
    ['pt-br', 'pt-BR', 'Brazilian Portuguese'],
    ['zh-Hant', 'zh-Hant', 'Traditional Chinese'],
  ])('accepts %j as %s (%s)', (input, tag, name) => {
    expect(checkLanguageTag(input)).toEqual({ ok: true, tag, name });
  });

  it.each(['klingon', 'germn', 'de_DE!', 'x', '12', ''])('refuses %j', (input) => {
    const check = checkLanguageTag(input);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problem).toMatch(/use a code like de, ja or pt-BR/);
  });
});
