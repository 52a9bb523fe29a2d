// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { overlayWords } from '../../../../lib/background/overlay-words';
import { elementMaker } from '../../../../lib/page/overlay/dom';
import { createLegend } from '../../../../lib/page/overlay/legend';
import { textFor } from '../../../../lib/ui-text/catalogues';
import { ENGLISH_WORDS } from './fixtures/words';

/** A legend whose clicks count as the user's when `trusted` says so. */
function legend(over: { collapsed?: boolean; trusted?: boolean; pinned?: string } = {}) {
  const onFold = vi.fn();
  const onPreview = vi.fn();
  const words = over.pinned ? overlayWords(textFor('en'), over.pinned) : ENGLISH_WORDS;
  const l = createLegend(elementMaker(document), new AbortController().signal, {
    words,
    folded: over.collapsed,
    isUser: () => over.trusted ?? true,
    onFold,
    onPreview,
  });
  const click = (selector: string) =>
    l.element.querySelector<HTMLElement>(selector)!.dispatchEvent(new MouseEvent('click'));
  return { l, onFold, onPreview, click };
}

describe('the legend', () => {
  it('starts as the user left it, and reports a fold', () => {
    const open = legend();
    expect(open.l.element.classList.contains('collapsed')).toBe(false);
    open.click('.lhead');
    expect(open.l.element.classList.contains('collapsed')).toBe(true);
    expect(open.onFold).toHaveBeenCalledWith(true);
    const folded = legend({ collapsed: true });
    expect(folded.l.element.classList.contains('collapsed')).toBe(true);
    expect(folded.l.element.querySelector('.lhead')!.getAttribute('aria-expanded')).toBe('false');
  });

  it('steps the preview through its modes, and says which one shows', () => {
    const { l, click, onPreview } = legend();
    const says = () => l.element.querySelector('.pv')!.textContent;
    expect(says()).toBe('Show the page: As it is');
    click('.pv');
    expect(onPreview).toHaveBeenLastCalledWith('delivered');
    l.setPreview('delivered');
    expect(says()).toBe('Show the page: As customers would see it');
    click('.pv');
    expect(onPreview).toHaveBeenLastCalledWith('pending');
    l.setPreview('pending');
    click('.pv');
    expect(onPreview).toHaveBeenLastCalledWith('pseudo');
    l.setPreview('pseudo');
    expect(says()).toBe('Show the page: Pseudo-translated');
    click('.pv');
    expect(onPreview).toHaveBeenLastCalledWith('pseudoRtl');
    l.setPreview('pseudoRtl');
    expect(says()).toBe('Show the page: Pseudo-translated, right to left');
    click('.pv');
    expect(onPreview).toHaveBeenLastCalledWith('off');
  });

  it('ignores clicks a page script makes up: it never shows texts not published yet', () => {
    const { click, onPreview, onFold } = legend({ trusted: false });
    click('.pv');
    click('.lhead');
    expect(onPreview).not.toHaveBeenCalled();
    expect(onFold).not.toHaveBeenCalled();
  });

  it('names the pinned language in its header', () => {
    expect(legend().l.element.querySelector('.lhead')!.textContent).not.toContain('pinned');
    expect(legend({ pinned: 'ja' }).l.element.querySelector('.lhead')!.textContent).toContain(
      'Language pinned: ja',
    );
  });
});
