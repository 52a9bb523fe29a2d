/**
 * The card next to the hovered item: key, text, state, stage, how the key was found, and why the
 * row is read-only for you. Built from textContent only; its position is computed from the item's
 * rect and the card's fixed width, so placing it never reads layout.
 */
import type { OverlayWords } from '../../messaging/types';
import { createPanel, type ElementMaker } from './dom';
import { placeCard, sameRect, type Rect, type Size } from './geometry';
import type { LensItem } from './types';

export const CARD_WIDTH = 320;

/** Where on its element the key is: its text, or one of its attributes. */
export const whereLabel = (w: OverlayWords['text'], where: LensItem['where']): string =>
  where === 'text' ? w.inText : w.inAttribute.replace('{name}', where.slice(5));

/** The state in words: where a draft waits when it says more than the state's name. */
export function stateWords(words: OverlayWords, item: LensItem): string {
  const { place } = item;
  if (!place) return words.states[item.state];
  return words.places[place.toLowerCase()] ?? words.places.stage!.replace('{stage}', place);
}

export const keyLabel = (ref: { key: string; namespace: string }): string =>
  `${ref.namespace}:${ref.key}`;

export interface HoverCard {
  readonly element: HTMLElement;
  /** The item the card shows, or null when hidden. */
  readonly item: LensItem | null;
  /** Fills the card for `item`; `others` are further items on the same element. */
  show(item: LensItem, others: readonly LensItem[]): void;
  place(anchor: Rect, viewport: Size): void;
  hide(): void;
}

export function createHoverCard(
  make: ElementMaker,
  onSelect: (item: LensItem) => void,
  signal: AbortSignal,
  isUser: (event: Event) => boolean,
  words: OverlayWords,
): HoverCard {
  const w = words.text;
  const element = createPanel(make, 'card', 'dialog', w.card, signal);
  element.hidden = true;
  let current: LensItem | null = null;
  let placedAt: Rect | null = null;
  let placedIn: Size = { width: 0, height: 0 };

  const select = make('button', 'select', w.select);
  select.addEventListener('click', (e) => isUser(e) && current && onSelect(current), { signal });

  function fill(item: LensItem, others: readonly LensItem[]): void {
    const head = make('div', 'chead', make('span', `sw s-${item.state}`), stateWords(words, item));
    if (item.readOnlyReason) head.append(make('span', 'chip', w.readOnly));

    const text = item.text ? make('div', 'text', item.text) : make('div', 'text none', w.noText);

    const meta = make('dl', 'meta');
    const row = (term: string, value: string) =>
      meta.append(make('dt', '', term), make('dd', '', value));
    if (item.stageName) row(w.stage, item.stageName);
    row(w.foundBy, `${w[item.method]} · ${whereLabel(w, item.where)}`);
    for (const other of others)
      row(w.alsoHere, `${keyLabel(other)} · ${whereLabel(w, other.where)}`);

    const parts: Node[] = [head, make('div', 'key', keyLabel(item)), text, meta];
    const { candidates } = item;
    if (item.ambiguous && candidates?.length) {
      parts.push(
        make('div', 'amb', w.ambiguous),
        ...(item.preferredBy
          ? [
              make(
                'div',
                'pref',
                item.preferredBy === 'page' ? w.preferredPage : w.preferredNeighbours,
              ),
            ]
          : []),
        make('ul', 'cands', ...candidates.map((c) => make('li', '', keyLabel(c)))),
      );
    }
    const reason = item.readOnlyReason;
    if (reason)
      parts.push(make('div', 'why', make('b', '', w.whyNot), words.reasons[reason] ?? reason));
    const hint = make('span', 'hint', w.altClick);
    parts.push(make('div', 'actions', select, hint));
    element.replaceChildren(...parts);
  }

  return {
    element,
    get item() {
      return current;
    },
    show(item, others) {
      current = item;
      placedAt = null;
      fill(item, others);
      element.hidden = false;
    },
    place(anchor, viewport) {
      const sameViewport = viewport.width === placedIn.width && viewport.height === placedIn.height;
      if (sameViewport && sameRect(anchor, placedAt)) return;
      placedAt = anchor;
      placedIn = viewport;
      const at = placeCard(anchor, CARD_WIDTH, viewport);
      element.style.maxHeight = `${at.maxHeight}px`;
      element.style.transform = `translate(${at.x}px,${at.y}px)${at.above ? ' translateY(-100%)' : ''}`;
    },
    // Row texts and reasons were fetched with the user's credentials: they stay in the page's
    // document (where `window.find` reaches even a closed shadow root) only while the user hovers.
    hide() {
      current = placedAt = null;
      element.hidden = true;
      element.replaceChildren();
    },
  };
}
