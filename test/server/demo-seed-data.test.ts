import { describe, expect, it } from 'vitest';
import {
  DEMO_PRODUCTS,
  POSTREVIEW_STAGE,
  SEED_KEYS,
  SEED_PROJECT,
  type SeedKey,
  type SeedTarget,
} from '../../server/demo/seed-data';

const LIVE = ['de', 'es', 'fr', 'ja'] as const;
const translatable = SEED_KEYS.filter((k) => k.translatable !== false);
const id = (k: SeedKey) => `${k.namespace}:${k.key}`;

/** `{n}`, `{{name}}`, `%s`, `%1$s` and tags, sorted: order may change between languages. */
function placeholders(text: string): string[] {
  return (text.match(/\{\{\s*\w+\s*\}\}|\{\w+\}|%(?:\d+\$)?s|<\/?[a-z]+>/g) ?? []).sort();
}

type Kind = 'missing' | 'empty' | 'mt' | 'draft' | 'review' | 'proofread' | 'locked' | 'delivered';

function kindOf(t: SeedTarget | undefined): Kind | 'other' {
  if (!t) return 'missing';
  const stage = t.stageIndex ?? 0;
  if (t.isLocked) return 'locked';
  if (t.isReady) return 'delivered';
  if (t.rowState === 'empty') return 'empty';
  if (t.rowState === 'machine_translated' && stage === 0) return 'mt';
  if (t.rowState === 'edited' && stage === 0 && !t.confirmedBy) return 'draft';
  if (stage === 1 && t.confirmedBy) return 'review';
  if (stage === 2) return 'proofread';
  return 'other';
}

function countKinds(locale: (typeof LIVE)[number]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const k of translatable) {
    const kind = kindOf(k.targets[locale]);
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
}

const isDelivered = (k: SeedKey, t: SeedTarget | undefined) =>
  !!t && (t.isReady || t.isLocked) && t.text !== '' && k.translatable !== false;

describe('demo seed data', () => {
  it('describes the Acme Store project', () => {
    expect(SEED_PROJECT.name).toBe('Acme Store');
    expect(SEED_PROJECT.sourceLocale).toBe('en');
    expect(SEED_PROJECT.locales.map((l) => [l.locale, l.archived])).toEqual([
      ['de', false],
      ['es', false],
      ['fr', false],
      ['ja', false],
      ['it', true],
    ]);
  });

  it('has at least 64 keys in both namespaces, each (namespace, key) once', () => {
    expect(SEED_KEYS.length).toBeGreaterThanOrEqual(64);
    expect(new Set(SEED_KEYS.map(id)).size).toBe(SEED_KEYS.length);
    expect(new Set(SEED_KEYS.map((k) => k.namespace))).toEqual(new Set(['common', 'checkout']));
    // Keys travel in composite keys and comma-separated status queries (lib/i18n-keys/composite-key.ts).
    for (const k of SEED_KEYS) {
      expect(k.key, id(k)).toBe(k.key.trim());
      expect(
        [...k.key].some((c) => c.charCodeAt(0) < 0x20 || c === ','),
        id(k),
      ).toBe(false);
    }
  });

  it('includes keys with dots and a key with a colon', () => {
    expect(SEED_KEYS.some((k) => k.key === 'errors.card.declined')).toBe(true);
    expect(SEED_KEYS.some((k) => k.key === 'payment.method:card')).toBe(true);
  });

  it('gives every translatable key a non-empty English source', () => {
    for (const k of translatable) expect(k.source.trim(), id(k)).not.toBe('');
  });

  it('has exactly two non-translatable keys: the brand and the SKU format', () => {
    const fixed = SEED_KEYS.filter((k) => k.translatable === false);
    expect(fixed.map((k) => k.source).sort()).toEqual(['Acme', 'SKU-{code}']);
    for (const k of fixed) for (const t of Object.values(k.targets)) expect(t.text).toBe(k.source);
  });

  it('has two keys whose English and German texts are identical (ambiguous text match)', () => {
    const save = SEED_KEYS.filter(
      (k) => id(k) === 'common:actions.save' || id(k) === 'checkout:address.save',
    );
    expect(save).toHaveLength(2);
    expect(save.map((k) => k.source)).toEqual(['Save', 'Save']);
    expect(save.map((k) => k.targets.de?.text)).toEqual(['Speichern', 'Speichern']);
    for (const k of save)
      for (const l of LIVE) expect(isDelivered(k, k.targets[l]), `${id(k)} ${l}`).toBe(true);
  });

  it('has no other pair of keys sharing both texts', () => {
    const seen = new Map<string, string[]>();
    for (const k of SEED_KEYS) {
      const texts = `${k.source}\u0000${k.targets.de?.text ?? ''}`;
      seen.set(texts, [...(seen.get(texts) ?? []), id(k)]);
    }
    const shared = [...seen.values()].filter((ids) => ids.length > 1);
    expect(shared).toEqual([['common:actions.save', 'checkout:address.save']]);
  });

  it('keeps every placeholder of the source in each non-empty target', () => {
    const used = new Set(SEED_KEYS.flatMap((k) => placeholders(k.source)));
    for (const p of ['{count}', '{{name}}', '%s', '%1$s', '<b>', '</b>']) expect(used).toContain(p);
    for (const k of SEED_KEYS) {
      for (const [locale, t] of Object.entries(k.targets)) {
        if (t.text === '') continue;
        expect(placeholders(t.text), `${id(k)} ${locale}: ${t.text}`).toEqual(
          placeholders(k.source),
        );
      }
    }
  });

  it('has the archived Italian locale for every translatable key', () => {
    for (const k of translatable) expect(k.targets.it?.text, id(k)).toBeTruthy();
  });

  it.each(LIVE)('gives %s the required mix of row states', (locale) => {
    const counts = countKinds(locale);
    expect(counts.other ?? 0).toBe(0);
    expect(counts.empty).toBeGreaterThanOrEqual(3);
    expect(counts.mt).toBeGreaterThanOrEqual(3);
    expect(counts.draft).toBeGreaterThanOrEqual(4);
    expect(counts.review).toBeGreaterThanOrEqual(3);
    expect(counts.locked).toBeGreaterThanOrEqual(2);
    expect(counts.missing).toBeGreaterThanOrEqual(2);
    expect(counts.proofread ?? 0).toBe(locale === 'de' ? 2 : 0);
    // "The rest delivered": most rows are.
    expect(counts.delivered).toBeGreaterThan(translatable.length / 2);
  });

  it('keeps each row consistent with the workflow rules', () => {
    for (const k of SEED_KEYS) {
      for (const [locale, t] of Object.entries(k.targets) as [
        keyof typeof POSTREVIEW_STAGE,
        SeedTarget,
      ][]) {
        const where = `${id(k)} ${locale}`;
        const stage = t.stageIndex ?? 0;
        expect(stage, where).toBeLessThanOrEqual(POSTREVIEW_STAGE[locale]);
        if (t.isReady) expect(stage, where).toBe(POSTREVIEW_STAGE[locale]);
        if (t.rowState === 'empty' || t.text === '') {
          expect([t.text, t.rowState, t.isReady ?? false, t.isLocked ?? false], where).toEqual([
            '',
            'empty',
            false,
            false,
          ]);
        }
        if (stage === 0) expect(t.confirmedBy ?? null, where).toBeNull();
        else expect(t.confirmedBy, where).toBeTruthy();
      }
    }
  });

  it('delivers the texts the demo site shows without any marker', () => {
    const plain = [
      'common:search.placeholder',
      'common:lang.label',
      'common:nav.help',
      'common:footer.terms',
      'common:newsletter.title',
      'common:cookie.accept',
      'common:help.text',
      'common:product.add_to_cart',
      'checkout:shipping.address_placeholder',
      'checkout:cart.remove',
      'checkout:cart.continue',
      'checkout:summary.free',
      'checkout:address.save',
      'common:actions.save',
      ...DEMO_PRODUCTS.map((p) => `${p.namespace}:${p.nameKey}`),
    ];
    const byId = new Map(SEED_KEYS.map((k) => [id(k), k]));
    for (const key of plain) {
      const k = byId.get(key);
      expect(k, key).toBeDefined();
      for (const l of LIVE) {
        expect(isDelivered(k!, k!.targets[l]), `${key} ${l}`).toBe(true);
      }
    }
  });

  it('names products by keys that exist', () => {
    const ids = new Set(SEED_KEYS.map(id));
    expect(DEMO_PRODUCTS).toHaveLength(4);
    for (const p of DEMO_PRODUCTS) {
      expect(ids).toContain(`${p.namespace}:${p.nameKey}`);
      expect(ids).toContain(`${p.namespace}:${p.descriptionKey}`);
    }
  });
});
