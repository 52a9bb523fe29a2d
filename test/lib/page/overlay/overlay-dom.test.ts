// @vitest-environment jsdom
/**
 * The overlay's structure in jsdom (no layout: element rects are stubbed, and positions are
 * tested in real Chromium by test/e2e/overlay.test.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LENS_STATES, type LensState } from '../../../../lib/key-state/key-state';
import {
  createOverlay,
  OVERLAY_TAG,
  type LensItem,
  type Overlay,
} from '../../../../lib/page/overlay/create-overlay';
import { ENGLISH_WORDS } from './fixtures/words';
import { OVERLAY_CSS } from '../../../../lib/page/overlay/styles';

let roots: ShadowRoot[];
let overlay: Overlay;
let selected: string[];

beforeEach(() => {
  document.body.innerHTML = '';
  roots = [];
  selected = [];
  const attach = Element.prototype.attachShadow;
  vi.spyOn(Element.prototype, 'attachShadow').mockImplementation(function (this: Element, init) {
    const root = attach.call(this, init);
    roots.push(root);
    return root;
  });
});

afterEach(() => {
  overlay?.destroy();
  vi.restoreAllMocks();
});

/** An element with a layout box at (x, y), 100×20. */
function placed(x: number, y: number, text = 'Text', tag = 'p'): HTMLElement {
  const element = document.createElement(tag);
  element.textContent = text;
  document.body.append(element);
  const rect = { x, y, left: x, top: y, width: 100, height: 20, right: x + 100, bottom: y + 20 };
  element.getBoundingClientRect = () => ({ ...rect, toJSON: () => rect });
  return element;
}

let next = 0;
function item(element: Element, state: LensState, extra: Partial<LensItem> = {}): LensItem {
  next++;
  return {
    id: `item-${next}`,
    element,
    where: 'text',
    key: `key.${next}`,
    namespace: 'common',
    method: 'attribute',
    ambiguous: false,
    state,
    ...extra,
  };
}

// Every event in jsdom is made up by script; these tests stand in for the user.
const open = () =>
  (overlay = createOverlay(document, window, {
    words: ENGLISH_WORDS,
    css: OVERLAY_CSS,
    onSelect: (i) => selected.push(i.id),
    isUserEvent: () => true,
  }));
const root = () => roots[0]!;
const frame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));

function legendCounts(): Record<string, number> {
  const rows = root().querySelectorAll<HTMLElement>('.row');
  return Object.fromEntries(
    [...rows].map((row) => [row.dataset.state, Number(row.querySelector('.n')!.textContent)]),
  );
}

describe('overlay structure', () => {
  it('creates one host on <html> with a closed shadow root, once', () => {
    open();
    overlay.update([item(placed(10, 10), 'approved')]);
    overlay.update([item(placed(10, 40), 'edited')]);
    overlay.setVisible(false);
    overlay.setVisible(true);
    const hosts = document.querySelectorAll(OVERLAY_TAG);
    expect(hosts).toHaveLength(1);
    expect(hosts[0]!.parentElement).toBe(document.documentElement);
    expect(hosts[0]!.shadowRoot).toBeNull();
    expect(Element.prototype.attachShadow).toHaveBeenCalledTimes(1);
    expect(Element.prototype.attachShadow).toHaveBeenCalledWith({ mode: 'closed' });
    expect(root().querySelector('style')!.textContent).toContain('all:initial!important');
  });

  it('counts visible items per state in the legend, with the read-only count', () => {
    open();
    const hidden = placed(0, 200);
    hidden.style.display = 'none';
    const zero = placed(0, 230);
    zero.getBoundingClientRect = () => new DOMRect(0, 230, 0, 0);
    const items = [
      ...LENS_STATES.map((state, i) => item(placed(0, i * 30), state)),
      item(placed(200, 0), 'approved', {
        readOnlyReason: 'The row is locked by a project manager',
      }),
      item(placed(200, 30), 'locked', { readOnlyReason: 'The row is locked by a project manager' }),
      item(hidden, 'approved'),
      item(zero, 'approved'),
    ];
    overlay.update(items);
    const expected = {
      ...Object.fromEntries(LENS_STATES.map((s) => [s, 1])),
      approved: 2,
      locked: 2,
      read_only: 2,
    };
    expect(overlay.counts()).toEqual(expected);
    expect(legendCounts()).toEqual(expected);
    expect(overlay.visibility(items.at(-2)!.id)).toBe('hidden');
    expect(overlay.isVisible(items.at(-1)!.id)).toBe(false);
    expect(root().querySelector('.total')!.textContent).toBe(String(LENS_STATES.length + 2));
  });

  it('draws a box per visible item, reuses it across updates, and badges attribute items', () => {
    open();
    const input = placed(0, 0, '', 'input');
    const text = item(placed(0, 40), 'edited');
    const attr = item(input, 'empty', { where: 'attr:placeholder' });
    overlay.update([text, attr]);
    overlay.counts();
    const box = root().querySelector<HTMLElement>(`[data-id="${text.id}"]`)!;
    expect(box.className).toBe('box s-edited');
    expect(root().querySelector(`[data-id="${attr.id}"] .badge`)!.textContent).toBe('placeholder');
    overlay.update([{ ...text, state: 'approved' }, attr]);
    overlay.counts();
    expect(root().querySelector(`[data-id="${text.id}"]`)).toBe(box);
    expect(box.className).toBe('box s-approved');
    expect(root().querySelectorAll('.box')).toHaveLength(2);
  });

  it('writes page text as text: markup in it creates no elements', async () => {
    open();
    const element = placed(10, 10, 'x');
    const evil = '<img src=x onerror=alert(1)>';
    overlay.update([
      item(element, 'empty', {
        text: evil,
        key: '<b>key</b>',
        stageName: '<i>Review</i>',
        readOnlyReason: '<script>alert(1)</script>',
        ambiguous: true,
        candidates: [{ key: '<u>other</u>', namespace: 'ns' }],
      }),
    ]);
    overlay.counts();
    element.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: 20, clientY: 15 }));
    await frame();
    const card = root().querySelector<HTMLElement>('.card')!;
    expect(card.hidden).toBe(false);
    expect(card.textContent).toContain(evil);
    expect(card.textContent).toContain('common:<b>key</b>');
    expect(card.textContent).toContain('<script>alert(1)</script>');
    expect(root().querySelector('img, i, u, script')).toBeNull();
    expect([...root().querySelectorAll('b')].map((b) => b.textContent)).toEqual([
      'You cannot edit this', // the card's own heading
    ]);
  });

  it('selects on Alt+click without the page seeing it, and lets plain clicks through', () => {
    open();
    const element = placed(10, 10);
    const target = item(element, 'approved');
    overlay.update([target]);
    const pageClicks = vi.fn();
    element.addEventListener('click', pageClicks);
    const click = (altKey: boolean) =>
      element.dispatchEvent(
        new MouseEvent('click', {
          bubbles: true,
          cancelable: true,
          altKey,
          clientX: 20,
          clientY: 15,
        }),
      );
    expect(click(true)).toBe(false); // default prevented
    expect(selected).toEqual([target.id]);
    expect(pageClicks).not.toHaveBeenCalled();
    click(false);
    expect(pageClicks).toHaveBeenCalledTimes(1);
  });

  it("ignores a page's made-up hover and Alt+click, and keeps no row text once the card hides", async () => {
    overlay = createOverlay(document, window, {
      words: ENGLISH_WORDS,
      css: OVERLAY_CSS,
      onSelect: (i) => selected.push(i.id),
    });
    const element = placed(10, 10);
    const target = item(element, 'empty', { text: 'Undelivered draft', readOnlyReason: 'Locked' });
    overlay.update([target]);
    overlay.counts();
    const pageClicks = vi.fn();
    element.addEventListener('click', pageClicks);
    const at = { bubbles: true, cancelable: true, clientX: 20, clientY: 15 };
    element.dispatchEvent(new MouseEvent('mousemove', at));
    await frame();
    expect(root().querySelector<HTMLElement>('.card')!.hidden).toBe(true);
    expect(root().textContent).not.toContain('Undelivered draft');
    expect(element.dispatchEvent(new MouseEvent('click', { ...at, altKey: true }))).toBe(true);
    expect(selected).toEqual([]);
    expect(pageClicks).toHaveBeenCalledTimes(1);
  });

  it('keeps items and counts while hidden', () => {
    open();
    overlay.update([item(placed(10, 10), 'delivered')]);
    overlay.setVisible(false);
    expect(overlay.visible).toBe(false);
    expect(root().querySelector<HTMLElement>('.layer')!.hidden).toBe(true);
    expect(overlay.counts().delivered).toBe(1);
    overlay.setVisible(true);
    expect(root().querySelector<HTMLElement>('.layer')!.hidden).toBe(false);
  });

  it('marks the selected item', async () => {
    open();
    const target = item(placed(10, 10), 'approved');
    overlay.update([target]);
    overlay.select(target.id);
    await frame();
    expect(root().querySelector(`[data-id="${target.id}"]`)!.classList).toContain('sel');
    overlay.select(null);
    await frame();
    expect(root().querySelector(`[data-id="${target.id}"]`)!.classList).not.toContain('sel');
  });

  it('opens the card of a revealed item without a pointer, until Escape or the pointer moves', async () => {
    open();
    const element = placed(10, 10);
    element.scrollIntoView = () => {};
    const target = item(element, 'edited', { place: 'Review', text: 'Entwurf' });
    overlay.update([target]);
    overlay.counts();
    const card = () => root().querySelector<HTMLElement>('.card')!;
    overlay.reveal(target.id);
    await frame();
    expect(card().hidden).toBe(false);
    expect(card().textContent).toContain('In review');
    expect(card().textContent).toContain('Entwurf');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await frame();
    expect(card().hidden).toBe(true);
    overlay.reveal(target.id);
    await frame();
    expect(card().hidden).toBe(false);
    // A pointer somewhere else on the page: the card goes at once.
    document.body.dispatchEvent(
      new MouseEvent('mousemove', { bubbles: true, clientX: 600, clientY: 500 }),
    );
    expect(card().hidden).toBe(true);
  });

  it('destroy removes the host and every listener', async () => {
    open();
    const element = placed(10, 10);
    overlay.update([item(element, 'approved')]);
    overlay.counts();
    overlay.destroy();
    expect(document.querySelector(OVERLAY_TAG)).toBeNull();
    const pageClicks = vi.fn();
    element.addEventListener('click', pageClicks);
    element.dispatchEvent(
      new MouseEvent('click', { bubbles: true, altKey: true, clientX: 20, clientY: 15 }),
    );
    element.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: 20, clientY: 15 }));
    window.dispatchEvent(new Event('resize'));
    await frame();
    expect(pageClicks).toHaveBeenCalledTimes(1);
    expect(selected).toEqual([]);
  });
});
