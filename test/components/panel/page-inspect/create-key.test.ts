import { describe, expect, it } from 'vitest';
import type { PlanChange, PushResult } from '../../../../lib/contract/push';
import {
  createKey,
  likelyNamespace,
  suggestKey,
  type NewKey,
} from '../../../../components/panel/page-inspect/create-key';
import type { Ask } from '../../../../lib/panel/transport';

describe('suggestKey', () => {
  it.each([
    ['Free shipping on all orders', 'free_shipping_on_all'],
    ['Kostenloser Versand für alle Bestellungen', 'kostenloser_versand_fur_alle'],
    ['  Save!  ', 'save'],
    ['50 % off – today only', '50_off_today_only'],
    ['送料無料', '送料無料'],
    ['—', ''],
  ])('%s → %s', (text, key) => expect(suggestKey(text)).toBe(key));
});

describe('likelyNamespace', () => {
  it.each([
    [[], 'common'],
    [['shop', 'common', 'shop'], 'shop'],
    [['checkout'], 'checkout'],
  ])('%j → %s', (namespaces, ns) => expect(likelyNamespace(namespaces)).toBe(ns));
});

const KEY: NewKey = {
  projectId: 'p1',
  namespace: 'common',
  key: 'shipping.free',
  sourceLocale: 'en',
  source: 'Free shipping',
  draft: { locale: 'de', text: 'Kostenloser Versand' },
};

/** A service that holds `existing` keys and records each push asked of it. */
function service(existing: string[], createdMeanwhile = false) {
  const pushes: { locale: string; dryRun: boolean; fuzzy?: boolean; value: string | null }[] = [];
  const ask = (async (_type: 'files.push', p: Parameters<Ask>[1]) => {
    const req = p as {
      locale: string;
      dryRun: boolean;
      entries: { key: string; value: string; fuzzy?: boolean }[];
    };
    const e = req.entries[0]!;
    pushes.push({ locale: req.locale, dryRun: req.dryRun, fuzzy: e.fuzzy, value: e.value });
    const exists = existing.includes(e.key) || (createdMeanwhile && !req.dryRun);
    const change: PlanChange = {
      locale: req.locale,
      namespace: 'common',
      key: e.key,
      action: exists ? 'conflict' : 'create',
      written: !req.dryRun && !exists,
    };
    return { journal: null, changes: [change] } satisfies PushResult;
  }) as unknown as Ask; // only files.push is asked here
  return { ask, pushes };
}

describe('createKey', () => {
  it('writes the source text, then the page text as a draft in the page language', async () => {
    const { ask, pushes } = service([]);
    expect(await createKey(ask, KEY)).toEqual({ created: true });
    expect(pushes).toEqual([
      { locale: 'en', dryRun: true, fuzzy: undefined, value: 'Free shipping' },
      { locale: 'en', dryRun: false, fuzzy: undefined, value: 'Free shipping' },
      { locale: 'de', dryRun: false, fuzzy: true, value: 'Kostenloser Versand' },
    ]);
  });

  it('writes no draft on a page in the source language', async () => {
    const { ask, pushes } = service([]);
    await createKey(ask, { ...KEY, draft: null });
    expect(pushes.map((p) => p.locale)).toEqual(['en', 'en']);
  });

  it('refuses a key that exists, after the plan alone', async () => {
    const { ask, pushes } = service(['shipping.free']);
    expect(await createKey(ask, KEY)).toEqual({ created: false, exists: true });
    expect(pushes.filter((p) => !p.dryRun)).toEqual([]);
  });

  it('writes no draft when someone created the key between plan and write', async () => {
    const { ask, pushes } = service([], true);
    expect(await createKey(ask, KEY)).toEqual({ created: false, exists: true });
    expect(pushes.map((p) => p.locale)).toEqual(['en', 'en']);
  });
});
