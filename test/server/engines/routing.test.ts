import { afterAll, describe, expect, it } from 'vitest';
import { ApertiumEngine } from '../../../server/engines/apertium';
import { EngineRegistry } from '../../../server/engines/registry';
import { translateTexts } from '../../../server/engines/translate-texts';

const registry = new EngineRegistry([new ApertiumEngine()]);
afterAll(() => registry.close());

describe('routing a request to an engine', () => {
  it('lists Apertium as a ready model with its languages', () => {
    expect(registry.models()).toContainEqual(
      expect.objectContaining({ name: 'apertium', kind: 'translation', ready: true }),
    );
    expect(registry.models()[0]!.languages).toEqual(expect.arrayContaining(['en', 'es', 'fr']));
  });

  it('routes a direct pair, and a regional tag to its language', () => {
    const route = registry.route('apertium', 'en-GB', 'es', false);
    expect('refused' in route).toBe(false);
    if (!('refused' in route)) expect(route.legs).toEqual([{ from: 'en', to: 'es' }]);
  });

  it('translates English to French through Spanish when asked to pivot', async () => {
    const route = registry.route('apertium', 'en', 'fr', true);
    if ('refused' in route) throw new Error(route.refused);
    expect(route.pivot).toBe('es');
    const [out] = await translateTexts(route, ['Hello {name}, save your changes']);
    expect(out).toContain('{name}');
    expect(out).toMatch(/Bonjour|Salut/);
  });

  it.each([
    [
      'apertium',
      'en',
      'fr',
      false,
      'Apertium (rule-based, offline) does not translate en to fr; no registered model can',
    ],
    [
      'apertium',
      'en',
      'ja',
      true,
      'Apertium (rule-based, offline) does not translate en to ja, not even through a pivot language; no registered model can',
    ],
    [
      'nope',
      'en',
      'es',
      false,
      'No model is registered as "nope"; the registered models are apertium',
    ],
  ])('refuses %s %s→%s (pivot %s) in words', (model, from, to, pivot, message) => {
    expect(registry.route(model, from, to, pivot)).toEqual({ refused: message });
  });
});
