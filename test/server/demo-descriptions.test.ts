import { describe, expect, it } from 'vitest';
import { DEMO_DESCRIPTIONS } from '../../server/demo/seed-descriptions';
import { SEED_KEYS } from '../../server/demo/seed-data';
import { PUBLISHABLE, useDemoService } from './helpers';

/** The demo's keys come with descriptions for translators, read back over HTTP. */
const h = useDemoService();

describe('demo descriptions', () => {
  it('describe keys the demo has, and nearly every key of it', () => {
    const ids = new Set(SEED_KEYS.map((k) => `${k.namespace}:${k.key}`));
    expect(Object.keys(DEMO_DESCRIPTIONS).filter((id) => !ids.has(id))).toEqual([]);
    const described = SEED_KEYS.filter((k) => k.description).length;
    expect(described / SEED_KEYS.length).toBeGreaterThan(0.9);
  });

  it.each([
    ['common', 'home.hero_cta', /must fit on one line/],
    ['checkout', 'cart.items_count', /\{count\}/],
    ['common', 'brand.name', /never translated/],
  ])('the row context of %s:%s carries its description', async (namespace, key, expected) => {
    const q = new URLSearchParams({ locale: 'de', namespace, key });
    const { status, body } = await h.call('GET', `/api/integrations/targets/context?${q}`, {
      key: PUBLISHABLE,
    });
    expect(status).toBe(200);
    expect(body.description).toMatch(expected);
  });
});
