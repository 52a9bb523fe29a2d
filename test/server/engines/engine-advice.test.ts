import { describe, expect, it } from 'vitest';
import { engineAdvice } from '../../../server/engines/configured';

describe('the advice when no engine translates a pair', () => {
  it.each([
    ['en', 'es', "install Debian's apertium-eng-spa (Apertium)"],
    ['es', 'en', "install Debian's apertium-eng-spa (Apertium)"],
    ['fr-CA', 'es', "install Debian's apertium-fr-es (Apertium)"],
    ['en', 'de', 'Debian has no Apertium pair for en→de'],
    ['de', 'fr', 'Debian has no Apertium pair for de→fr'],
  ])('%s → %s: %s', (from, to, start) => {
    const advice = engineAdvice(from, to);
    expect(advice.startsWith(start)).toBe(true);
    expect(advice).toMatch(/configure a remote engine \(LIBRETRANSLATE_URL/);
  });
});
