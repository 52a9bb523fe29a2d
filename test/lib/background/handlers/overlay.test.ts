import { describe, expect, it, vi } from 'vitest';
import { createOverlayHandlers } from '../../../../lib/background/handlers/overlay';
import { overlayStores } from '../../../../lib/background/overlay-stores';
import { overlayWords } from '../../../../lib/background/overlay-words';
import { textFor } from '../../../../lib/ui-text/catalogues';
import { page } from '../../panel/fixtures';

const TAB = 7;
const content = { kind: 'content', tabId: TAB, frameId: 0 } as const;

function world(panelPage = page()) {
  const show = vi.fn(async () => 3);
  const sendToTab = vi.fn(async () => undefined);
  const broadcast = vi.fn();
  const stores = overlayStores({});
  const handlers = createOverlayHandlers({
    ...stores,
    show,
    sendToTab,
    broadcast,
    panelPage: async () => panelPage,
  });
  const textsOf = (call: number) =>
    (show.mock.calls[call] as unknown as [number, unknown[] | null])[1];
  return { handlers, show, sendToTab, broadcast, stores, textsOf };
}

describe('the page preview, from the panel or the legend', () => {
  it('shows each mode’s texts and tells both switches', async () => {
    const w = world();
    expect(
      await w.handlers['preview.mode']({ tabId: TAB, mode: 'pending' }, { kind: 'page' }),
    ).toEqual({
      elements: 3,
    });
    expect(w.textsOf(0)).toContainEqual({
      namespace: 'checkout',
      key: 'pay.title',
      text: 'Bezahlen',
    });
    // From the legend: the tab is the sender's.
    await w.handlers['preview.pick']({ mode: 'delivered' }, content);
    // Not delivered: the source, as an app falls back to it; delivered: the delivered text.
    expect(w.textsOf(1)).toContainEqual({ namespace: 'checkout', key: 'pay.title', text: 'Pay' });
    expect(w.textsOf(1)).toContainEqual({
      namespace: 'common',
      key: 'nav.home',
      text: 'Startseite',
    });
    expect(await w.handlers['preview.get']({ tabId: TAB }, { kind: 'page' })).toBe('delivered');
    await w.handlers['preview.pick']({ mode: 'off' }, content);
    expect(w.textsOf(2)).toBeNull();
    expect(w.sendToTab.mock.calls.map((c) => (c as unknown[])[1])).toEqual([
      { type: 'preview.shown', mode: 'pending' },
      { type: 'preview.shown', mode: 'delivered' },
      { type: 'preview.shown', mode: 'off' },
    ]);
    expect(w.broadcast).toHaveBeenCalledWith({
      type: 'panel.changed',
      tabId: TAB,
      reason: 'preview',
    });
  });

  it('has no source to fall back to for keys named like what every object has', async () => {
    const p = page();
    const named = ['constructor', 'toString'].map((key) => ({
      ...p.report.keys[0]!,
      key,
      status: null,
    }));
    const w = world({ ...p, report: { ...p.report, keys: named } });
    await w.handlers['preview.mode']({ tabId: TAB, mode: 'delivered' }, { kind: 'page' });
    // Not delivered and no source text: nothing to show in their place (it showed "undefined").
    expect(w.textsOf(0)).toEqual([]);
  });

  it('keeps the legend folded once the user folded it', async () => {
    const w = world();
    expect(await w.stores.legendFold.get()).toBe(false);
    await w.handlers['legend.fold']({ collapsed: true }, content);
    expect(await w.stores.legendFold.get()).toBe(true);
  });
});

describe("the overlay's words", () => {
  it('come in the chosen language, with the pinned language named', () => {
    const de = overlayWords(textFor('de'), 'ja');
    expect(de.text.select).toBe('Auswählen');
    expect(de.states.delivered).toBe('Ausgeliefert');
    expect(de.pinned).toBe('Sprache festgelegt: ja');
    expect(de.reasons['The row is locked by a project manager']).toBe(
      textFor('de')('reason.locked'),
    );
    expect(overlayWords(textFor('en'), null).pinned).toBeNull();
  });
});
