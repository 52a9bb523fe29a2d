import { describe, expect, it } from 'vitest';
import {
  commandFor,
  isTypingTarget,
  type KeyPress,
} from '../../../../components/panel/review/shortcuts';

const key = (k: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('commandFor', () => {
  it.each([
    ['j', key('j'), false, 'next'],
    ['J (shift)', key('J', { shiftKey: true }), false, 'next'],
    ['k', key('k'), false, 'previous'],
    ['e', key('e'), false, 'edit'],
    ['r', key('r'), false, 'reject'],
    ['a', key('a'), false, 'approve'],
    ['Ctrl+Enter', key('Enter', { ctrlKey: true }), false, 'saveConfirm'],
    ['⌘+Enter', key('Enter', { metaKey: true }), false, 'saveConfirm'],
    ['Escape', key('Escape'), false, 'cancel'],
    ['Enter alone', key('Enter'), false, null],
    ['Ctrl+J', key('j', { ctrlKey: true }), false, null],
    ['Alt+A', key('a', { altKey: true }), false, null],
    ['x', key('x'), false, null],
    ['j while typing', key('j'), true, null],
    ['a while typing', key('a'), true, null],
    ['Ctrl+Enter while typing', key('Enter', { ctrlKey: true }), true, 'saveConfirm'],
    ['Escape while typing', key('Escape'), true, 'cancel'],
  ])('%s', (_name, event, typing, expected) => {
    expect(commandFor(event, typing)).toBe(expected);
  });
});

describe('isTypingTarget', () => {
  const el = (tagName: string, extra: object = {}) =>
    ({ tagName, ...extra }) as unknown as EventTarget;
  it.each([
    ['textarea', el('TEXTAREA'), true],
    ['text input', el('INPUT', { type: 'text' }), true],
    ['search input', el('INPUT', { type: 'search' }), true],
    ['checkbox', el('INPUT', { type: 'checkbox' }), false],
    ['select', el('SELECT'), true],
    ['contenteditable', el('DIV', { isContentEditable: true }), true],
    ['button', el('BUTTON'), false],
    ['listbox div', el('DIV'), false],
    ['nothing', null, false],
  ])('%s', (_name, target, expected) => expect(isTypingTarget(target)).toBe(expected));
});
