import { describe, expect, it } from 'vitest';
import type { SelectModifier } from '../../../../lib/messaging/types';
import { modifierHeld } from '../../../../lib/page/overlay/page-events';

const click = (keys: string) =>
  ({
    altKey: keys.includes('alt'),
    ctrlKey: keys.includes('ctrl'),
    metaKey: keys.includes('meta'),
    shiftKey: keys.includes('shift'),
  }) as MouseEvent;

describe('the key held to select a key on the page', () => {
  it.each<[SelectModifier | undefined, string, boolean]>([
    [undefined, 'alt', true],
    [undefined, 'shift', false],
    ['alt', 'alt', true],
    ['alt', 'alt shift', true],
    ['alt', '', false],
    ['ctrl', 'ctrl', true],
    ['ctrl', 'meta', true],
    ['ctrl', 'alt', false],
    ['shift', 'shift', true],
    ['shift', 'alt shift', false],
    ['shift', 'alt', false],
    ['alt-shift', 'alt shift', true],
    ['alt-shift', 'alt', false],
    ['alt-shift', 'shift', false],
  ])('%s with %j held: %s', (modifier, keys, selects) => {
    expect(modifierHeld(click(keys), modifier)).toBe(selects);
  });
});
