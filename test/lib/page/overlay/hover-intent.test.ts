import { describe, expect, it } from 'vitest';
import { createHoverIntent, HOVER_SWITCH_MS } from '../../../../lib/page/overlay/hover';
import type { Entry } from '../../../../lib/page/overlay/item-set';

const entry = (name: string, vis: Entry['group']['vis'] = 'shown') =>
  ({ item: { id: name }, group: { vis } }) as unknown as Entry;

describe('hover intent', () => {
  it('shows the first hit at once and waits before moving on to another', () => {
    const a = entry('a');
    const b = entry('b');
    const hover = createHoverIntent();
    expect(hover.next(a, 0)).toBe(false);
    expect(hover.current).toBe(a);
    expect(hover.next(b, 10)).toBe(true); // look again later
    expect(hover.current).toBe(a);
    expect(hover.next(b, 10 + HOVER_SWITCH_MS - 1)).toBe(true);
    expect(hover.next(b, 10 + HOVER_SWITCH_MS)).toBe(false);
    expect(hover.current).toBe(b);
  });

  it('keeps the item when the pointer comes back or rests on the card', () => {
    const a = entry('a');
    const hover = createHoverIntent();
    hover.next(a, 0);
    hover.next(null, 10);
    hover.next(a, 50);
    hover.next(null, 60);
    expect(hover.next(null, 60 + HOVER_SWITCH_MS - 1)).toBe(true); // the wait restarted at 60
    hover.hold();
    hover.next(null, 500);
    expect(hover.current).toBe(a);
    hover.next(null, 500 + HOVER_SWITCH_MS);
    expect(hover.current).toBeNull();
  });

  it('Escape hides the card until the pointer reaches another item', () => {
    const a = entry('a');
    const b = entry('b');
    const hover = createHoverIntent();
    hover.next(a, 0);
    hover.dismiss();
    expect(hover.current).toBeNull();
    hover.next(a, 10);
    expect(hover.current).toBeNull();
    hover.next(b, 20);
    expect(hover.current).toBe(b);
  });

  it('drops an item that is no longer drawn, or forgotten', () => {
    const a = entry('a');
    const hover = createHoverIntent();
    hover.next(a, 0);
    a.group.vis = 'occluded';
    hover.next(null, 1);
    expect(hover.current).toBeNull();
    const b = entry('b');
    hover.next(b, 2);
    hover.forget(b);
    expect(hover.current).toBeNull();
  });
});
