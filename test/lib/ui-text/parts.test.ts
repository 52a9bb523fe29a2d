import { describe, expect, it } from 'vitest';
import { messageParts } from '../../../lib/ui-text/parts';

describe('messageParts', () => {
  it.each([
    ['no slots', 'Plain text', [{ text: 'Plain text' }]],
    ['a slot inside', 'Read {h} now', [{ text: 'Read ' }, { slot: 'h' }, { text: ' now' }]],
    ['slots at both ends', '{a} and {b}', [{ slot: 'a' }, { text: ' and ' }, { slot: 'b' }]],
    ['slots side by side', '{a}{b}', [{ slot: 'a' }, { slot: 'b' }]],
    ['an empty message', '', []],
    ['braces without a name', 'a {} b', [{ text: 'a {} b' }]],
  ])('%s', (_name, message, parts) => {
    expect(messageParts(message)).toEqual(parts);
  });
});
