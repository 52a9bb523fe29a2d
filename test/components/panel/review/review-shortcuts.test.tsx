// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { Command } from '../../../../components/panel/review/shortcuts';
import {
  useReviewShortcuts,
  type ReviewHandlers,
} from '../../../../components/panel/review/use-review-shortcuts';

afterEach(cleanup);

function Shortcuts({ handlers }: { handlers: ReviewHandlers }) {
  useReviewShortcuts(handlers);
  return (
    <>
      <input aria-label="Search keys" />
      <textarea aria-label="Translation" />
      <div role="listbox" aria-label="Keys" tabIndex={0} />
    </>
  );
}

const COMMANDS: Command[] = [
  'next',
  'previous',
  'edit',
  'saveConfirm',
  'reject',
  'approve',
  'cancel',
];
function setup() {
  const handlers = Object.fromEntries(COMMANDS.map((c) => [c, vi.fn<() => void>()])) as Record<
    Command,
    Mock<() => void>
  >;
  render(<Shortcuts handlers={handlers} />);
  const called = () => COMMANDS.filter((c) => handlers[c].mock.calls.length > 0);
  return { handlers, called };
}

describe('useReviewShortcuts', () => {
  it.each<[string, Command]>([
    ['j', 'next'],
    ['k', 'previous'],
    ['e', 'edit'],
    ['r', 'reject'],
    ['a', 'approve'],
    ['{Control>}{Enter}{/Control}', 'saveConfirm'],
    ['{Escape}', 'cancel'],
  ])('%s → %s outside fields', async (keys, command) => {
    const { called } = setup();
    screen.getByRole('listbox').focus();
    await userEvent.keyboard(keys);
    expect(called()).toEqual([command]);
  });

  it('leaves letters to a field being typed in, but not Ctrl+Enter and Esc', async () => {
    const { called, handlers } = setup();
    const box = screen.getByRole('textbox', { name: 'Translation' }) as HTMLTextAreaElement;
    await userEvent.type(box, 'jakre');
    expect(box.value).toBe('jakre');
    expect(called()).toEqual([]);
    await userEvent.keyboard('{Control>}{Enter}{/Control}{Escape}');
    expect(called()).toEqual(['saveConfirm', 'cancel']);
    expect(handlers.saveConfirm).toHaveBeenCalledTimes(1);
  });

  it('prevents the default of a handled key, so E does not type an "e"', async () => {
    const { handlers } = setup();
    const box = screen.getByRole('textbox', { name: 'Translation' }) as HTMLTextAreaElement;
    handlers.edit.mockImplementation(() => box.focus());
    screen.getByRole('listbox').focus();
    await userEvent.keyboard('e');
    expect(document.activeElement).toBe(box);
    expect(box.value).toBe('');
  });

  it('lets a handler decline a key (returns false)', async () => {
    const handlers = { cancel: vi.fn(() => false as const) };
    render(<Shortcuts handlers={handlers} />);
    const event = new KeyboardEvent('keydown', { key: 'Escape', cancelable: true, bubbles: true });
    window.dispatchEvent(event);
    expect(handlers.cancel).toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });
});
