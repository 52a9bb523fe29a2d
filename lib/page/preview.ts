import type { PreviewResult } from '../messaging/types';

/**
 * Shows a draft in the page, in place, and puts the page's own nodes back afterwards (the very
 * nodes, so frameworks that own them and the invisible markers are undisturbed). Text is only
 * ever written as text.
 */
/**
 * Elements any preview shows a text in, shared by the extension's scripts in the frame (they
 * share its window, which the page's scripts do not see): the lens's own preview and the
 * whole-page preview. The lens does not take their writes for changes of the page's keys.
 */
const SHOWN = Symbol.for('locale-lens.previewing');

export class Preview {
  private saved = new Map<Element, Node[]>();
  /** Heights of each element's block and of the block around it, with the page's own text. */
  private heights = new Map<Element, number[]>();
  private readonly shown: Set<Element>;

  constructor(private readonly win: Window) {
    this.shown = (win as Window & { [SHOWN]?: Set<Element> })[SHOWN] ??= new Set();
  }

  /** Whether a preview (this one or another in the frame) shows a text in or around `el`. */
  isPreviewing(el: Element): boolean {
    for (const owner of this.shown) if (owner === el || owner.contains(el)) return true;
    return false;
  }

  show(elements: readonly Element[], text: string): PreviewResult {
    let overflow = false;
    let truncated = false;
    let reflowed = false;
    for (const el of elements) {
      if (!this.saved.has(el)) this.heights.set(el, this.blockHeights(el));
      this.write(el, text);
      const fit = this.measure(el);
      overflow ||= fit.overflow;
      truncated ||= fit.truncated;
      const was = this.heights.get(el) ?? [];
      reflowed ||= this.blockHeights(el).some((h, i) => h > was[i]! + 1);
    }
    return { overflow, truncated, reflowed, elements: elements.length };
  }

  /** Shows `text` in `el`, its own nodes kept to put back; nothing read (callers batch reads). */
  write(el: Element, text: string): void {
    if (!this.saved.has(el)) {
      this.saved.set(el, [...el.childNodes]);
      this.shown.add(el);
    }
    el.replaceChildren(el.ownerDocument.createTextNode(text));
  }

  restore(elements?: readonly Element[]): void {
    for (const [el, nodes] of [...this.saved]) {
      if (elements && !elements.includes(el)) continue;
      el.replaceChildren(...nodes);
      this.saved.delete(el);
      this.shown.delete(el);
      this.heights.delete(el);
    }
  }

  /** Inline elements have no box of their own: the block that holds them. */
  private block(el: Element): Element | null {
    let box: Element | null = el;
    while (box && this.win.getComputedStyle(box).display === 'inline') box = box.parentElement;
    return box;
  }

  /** The holding block's height and its parent's: a label that wraps, or pushes a field down. */
  private blockHeights(el: Element): number[] {
    const box = this.block(el);
    return [box, box?.parentElement].map((b) => b?.getBoundingClientRect().height ?? 0);
  }

  private measure(el: Element): { overflow: boolean; truncated: boolean } {
    const box = this.block(el);
    if (!box) return { overflow: false, truncated: false };
    const style = this.win.getComputedStyle(box);
    const overflow =
      box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1;
    const clips =
      style.overflowX !== 'visible' ||
      style.overflowY !== 'visible' ||
      style.textOverflow === 'ellipsis' ||
      style.getPropertyValue('-webkit-line-clamp') !== 'none';
    return { overflow, truncated: overflow && clips };
  }
}
