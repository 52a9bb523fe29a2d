import { afterAll, describe, expect, it } from 'vitest';
import { ApertiumEngine, installedApertiumPairs } from '../../../server/engines/apertium';
import { prepareMessage } from '../../../server/engines/units';

/** Real translations through Debian's Apertium packages (eng-spa and fr-es are installed). */
const engine = new ApertiumEngine();
afterAll(() => engine.close());

async function translate(text: string, from: string, to: string): Promise<string> {
  const message = prepareMessage(text);
  return message.rebuild(await engine.translate(message.units, { from, to }));
}

describe('Apertium', () => {
  it('finds the installed pairs, named by BCP 47 tags', () => {
    const pairs = [...installedApertiumPairs().values()].map((p) => `${p.from}-${p.to}`);
    expect(pairs).toEqual(expect.arrayContaining(['en-es', 'es-en', 'es-fr', 'fr-es']));
  });

  it('translates English into Spanish', async () => {
    expect(await translate('Save changes', 'en', 'es')).toBe('Salva cambios');
  });

  it('keeps placeholders exactly, wherever the engine moves them', async () => {
    const out = await translate('Hello {name}, you have %d items in your cart.', 'en', 'es');
    expect(out).toContain('{name}');
    expect(out).toContain('%d');
    expect(out).toMatch(/^Hola \{name\}, tienes %d elementos/);
  });

  it('moves inline tags with their words and closes them', async () => {
    expect(await translate('The <b>best</b> price', 'en', 'es')).toBe('El precio <b>mejor</b>');
  });

  it('translates each option of an ICU plural and keeps its structure', async () => {
    const out = await translate('{count, plural, one {# item} other {# items}}', 'en', 'es');
    expect(out).toMatch(/^\{count, plural, one \{# \S+\} other \{# \S+\}\}$/);
    expect(out).toContain('elementos');
  });

  it('answers a batch on one long-lived pipeline, in order', async () => {
    const texts = Array.from({ length: 50 }, (_, i) => `Page ${i + 1} of the catalogue`);
    const message = texts.map(prepareMessage);
    const out = await engine.translate(
      message.map((m) => m.units[0]!),
      { from: 'en', to: 'es' },
    );
    expect(out).toHaveLength(50);
    out.forEach((t, i) => expect(t).toContain(String(i + 1)));
  });

  it('refuses a pair that is not installed', async () => {
    await expect(translate('Hello', 'en', 'ja')).rejects.toThrow(/no en-ja pair/);
  });
});
