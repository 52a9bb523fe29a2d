import type { LensState } from '../../key-state/key-state';
import type { PreviewMode } from '../../key-state/preview-texts';
import type { OverlayWords, SelectModifier } from '../../messaging/types';
import type { HitMethod } from '../scan-hit';
import type { GestureHub } from './page-events';

/** One key on one target of one element, with what the lens knows about it. */
export interface LensItem {
  /** Stable per (element, where, key): boxes are reused by id across updates. */
  id: string;
  element: Element;
  where: 'text' | `attr:${string}`;
  key: string;
  namespace: string;
  method: HitMethod;
  ambiguous: boolean;
  candidates?: readonly { key: string; namespace: string }[];
  /** Ambiguous: the first candidate is the one its neighbours' or the page's namespace has. */
  preferredBy?: 'neighbours' | 'page';
  state: LensState;
  /** The target text. Page data: only ever written with textContent. */
  text?: string;
  /** Where a draft past the first stage waits (`rowPlace`): `approval` or the stage's name. */
  place?: string | null;
  /** The workflow's name for the row's stage, e.g. "Review". */
  stageName?: string;
  /** Why you cannot edit the row, in words; absent when you can. */
  readOnlyReason?: string;
}

export type LensCounts = Record<LensState | 'read_only', number>;

/**
 * Where an item stands after the last measurement:
 * - `shown`: rendered, in the viewport, and topmost at its centre (drawn);
 * - `offscreen`: rendered but outside the viewport (not hit-tested: scrolling reaches it);
 * - `occluded`: in the viewport but something else of the page is on top of it;
 * - `hidden`: not rendered (zero size, display none, visibility hidden, opacity 0, detached).
 */
export type ItemVisibility = 'shown' | 'offscreen' | 'occluded' | 'hidden';

export interface OverlayOptions {
  /** Alt+click on an item's element, or the hover card's Select button. */
  onSelect(item: LensItem): void;
  /** Its stylesheet (`OVERLAY_CSS`), sent by the background with the words. */
  css: string;
  /**
   * Whether an event is the user's rather than made up by the page's script; `isTrusted` unless
   * a test (where every event is made up) says otherwise.
   */
  isUserEvent?: (event: Event) => boolean;
  /** How read-only keys are marked (the options' choice); a hatch when absent. */
  readOnly?: 'hatch' | 'outline' | 'off';
  /** The key held to select by clicking (the options' choice); Alt when absent. */
  modifier?: SelectModifier;
  /** Gesture listeners taken before the page's scripts ran; taken now when absent. */
  gestures?: GestureHub;
  /** After a frame whose measurement left nothing for later frames. */
  onMeasured?: () => void;
  /** Every word it shows, in the user's language. */
  words: OverlayWords;
  /** The legend starts folded (the user left it so). */
  folded?: boolean;
  /** The user folded or unfolded the legend. */
  onFold?(collapsed: boolean): void;
  /** The user picked a preview mode in the legend. */
  onPreview?(mode: PreviewMode): void;
}

export interface Overlay {
  /** Replaces the set of items; boxes of ids that stay are reused. */
  update(items: readonly LensItem[]): void;
  /** Hides or shows the layer; items, selection and counts are kept. */
  setVisible(on: boolean): void;
  readonly visible: boolean;
  /** Highlights one item (pulse) or none. */
  select(id: string | null): void;
  /** Scrolls the item's element to the centre of the viewport, selects it and shows its card. */
  reveal(id: string): void;
  /** `shown` or `offscreen`: what the content script reports as `visible`. */
  isVisible(id: string): boolean;
  /**
   * `isVisible` of an element's items as the last measurement left it, measuring nothing now: an
   * element not measured yet counts as visible until a frame finds it hidden or covered.
   */
  knownVisible(element: Element): boolean;
  visibility(id: string): ItemVisibility | undefined;
  /**
   * Counts per state over visible items (shown or offscreen), for the legend and for tests;
   * measured now unless `now` is false (then as the last frame left them).
   */
  counts(now?: boolean): LensCounts;
  /** Shows in the legend why no state can be shown (null: they can). */
  setProblem(text: string | null): void;
  /** The legend's preview switch shows `mode` (the page shows it now). */
  setPreview(mode: PreviewMode): void;
  /** Hides the hover card (Escape) until the pointer is on another item or a key is revealed. */
  dismiss(): void;
  /** Removes the host and every listener and observer. */
  destroy(): void;
}
