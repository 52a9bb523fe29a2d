import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// @wxt-dev/browser picks its `browser` when first imported: the fake must be global before that.
await vi.hoisted(async () => {
  const { fakeBrowser } = await import('wxt/testing');
  vi.stubGlobal('chrome', fakeBrowser);
  vi.stubGlobal('browser', fakeBrowser);
});

const { fakeBrowser } = await import('wxt/testing');
const { createDrafts, draftsItem, DRAFT_MAX_AGE_MS } = await import('../../../lib/panel/drafts');

const ref = { project: 'p1', locale: 'de', namespace: 'common', key: 'nav.home' };
const other = { ...ref, key: 'nav.cart' };

describe('drafts', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => vi.useRealTimers());

  it('keeps a draft per (project, locale, namespace, key) with its base text', async () => {
    const drafts = createDrafts({ now: () => 1000 });
    drafts.set(ref, 'Start', 'Startseite');
    await drafts.flush();
    expect(await drafts.get(ref)).toEqual({
      text: 'Start',
      baseText: 'Startseite',
      updatedAt: 1000,
    });
    expect(await drafts.get(other)).toBeNull();
    expect(await drafts.get({ ...ref, locale: 'fr' })).toBeNull();
    expect(await drafts.get({ ...ref, project: 'p2' })).toBeNull();
  });

  it('debounces writes while typing, and reads what is waiting', async () => {
    const drafts = createDrafts({ delayMs: 300 });
    for (const text of ['S', 'St', 'Sta']) {
      drafts.set(ref, text, 'Startseite');
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(await draftsItem.getValue()).toEqual({});
    expect((await drafts.get(ref))?.text).toBe('Sta');
    await vi.advanceTimersByTimeAsync(300);
    expect(Object.values(await draftsItem.getValue()).map((d) => d.text)).toEqual(['Sta']);
  });

  it('survives a new panel (a new instance reads storage)', async () => {
    const first = createDrafts();
    first.set(ref, 'Heim', 'Startseite');
    await vi.advanceTimersByTimeAsync(1000);
    expect((await createDrafts().get(ref))?.text).toBe('Heim');
  });

  it('clears one draft at once, cancelling its waiting write', async () => {
    const drafts = createDrafts();
    drafts.set(other, 'Korb', 'Warenkorb');
    await drafts.flush();
    drafts.set(ref, 'Heim', 'Startseite');
    await drafts.clear(ref);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await drafts.get(ref)).toBeNull();
    expect((await drafts.get(other))?.text).toBe('Korb');
  });

  it('drops drafts untouched for longer than the maximum age on the next write', async () => {
    let now = 0;
    const drafts = createDrafts({ now: () => now });
    drafts.set(other, 'Alt', null);
    await drafts.flush();
    now = DRAFT_MAX_AGE_MS + 1;
    drafts.set(ref, 'Neu', null);
    await drafts.flush();
    expect(Object.keys(await draftsItem.getValue())).toHaveLength(1);
    expect(await drafts.get(other)).toBeNull();
  });
});
