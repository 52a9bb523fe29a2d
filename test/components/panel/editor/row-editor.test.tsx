// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { textFor } from '../../../../lib/ui-text/catalogues';
import { RowEditor, type RowEditorProps } from '../../../../components/panel/editor/row-editor';
import type { PanelPage } from '../../../../lib/messaging/types';
import { buildRows } from '../../../../lib/panel/key-list';
import { NOT_TARGET_TEXT, UI_REASON, type ButtonAction } from '../../../../lib/panel/row-actions';
import { REASON_TEXT } from '../../../../lib/workflow/reasons';
import { outboxEntry, page, workflow, XSS } from '../../../lib/panel/fixtures';

afterEach(cleanup);

const label = (a: ButtonAction) => textFor('en')(`action.${a}`);

type Who = Parameters<typeof workflow>[0];

function setup(
  who: Who,
  key: string,
  over: Partial<RowEditorProps> = {},
  pageOver: Partial<PanelPage> = {},
) {
  const row = buildRows(page(workflow(who), pageOver)).find((r) => r.key === key)!;
  const props: RowEditorProps = {
    row,
    text: row.entry?.text ?? '',
    dirty: false,
    pendingText: null,
    draftRestored: false,
    canUndoDiscard: false,
    preview: null,
    outbox: [],
    onTextChange: vi.fn(),
    onSave: vi.fn(),
    onAction: vi.fn(),
    onUndoDiscard: vi.fn(),
    onOpenConflict: vi.fn(),
    ...over,
  };
  render(<RowEditor {...props} />);
  return props;
}

const button = (a: ButtonAction) => screen.getByRole('button', { name: label(a) });
/** The reason tied to a disabled button, as a screen reader reads it. */
const reasonOf = (a: ButtonAction) => {
  const id = button(a).getAttribute('aria-describedby');
  return id ? document.getElementById(id)!.textContent : null;
};

const R = REASON_TEXT;
const HIDDEN = 'hidden: the role can never take it';
describe('RowEditor buttons follow lib/workflow', () => {
  it.each<[Who, string, boolean, Partial<Record<ButtonAction, string | null>>]>([
    [
      'translator',
      'nav.cart',
      true,
      {
        save: null,
        confirm: UI_REASON.saveFirst,
        reject: HIDDEN,
        approve: HIDDEN,
        lock: HIDDEN,
        unlock: HIDDEN,
      },
    ],
    ['translator', 'nav.cart', false, { save: UI_REASON.noChanges, confirm: null }],
    [
      'translator',
      'pay.title',
      false,
      { save: R.not_your_stage, confirm: R.not_your_stage, reject: HIDDEN },
    ],
    ['reviewer', 'pay.title', false, { confirm: null, reject: null, approve: R.not_in_postreview }],
    [
      'reviewer',
      'pay.total',
      false,
      {
        save: R.postreview,
        confirm: R.postreview,
        reject: null,
        approve: null,
        unapprove: UI_REASON.notApproved,
        lock: HIDDEN,
      },
    ],
    [
      'pm',
      'footer.copy',
      true,
      { save: null, lock: UI_REASON.alreadyLocked, unlock: null, approve: R.not_in_postreview },
    ],
    ['publishable', 'nav.cart', true, { save: HIDDEN, confirm: HIDDEN, approve: HIDDEN }],
  ])('%s on %s (dirty %s)', (who, key, dirty, expected) => {
    setup(who, key, dirty ? { dirty, text: 'Neu' } : {});
    for (const [action, reason] of Object.entries(expected) as [ButtonAction, string | null][]) {
      if (reason === HIDDEN) {
        expect(screen.queryByRole('button', { name: label(action) })).toBeNull();
        continue;
      }
      expect({ action, disabled: (button(action) as HTMLButtonElement).disabled }).toEqual({
        action,
        disabled: reason !== null,
      });
      if (reason) {
        expect(reasonOf(action)).toContain(reason);
        expect(screen.getAllByText(reason, { exact: false }).length).toBeGreaterThan(0);
      } else expect(reasonOf(action)).toBeNull();
    }
  });

  it('calls back with the action', async () => {
    const props = setup('reviewer', 'pay.total');
    await userEvent.click(button('approve'));
    expect(props.onAction).toHaveBeenCalledWith('approve');
    cleanup();
    const saving = setup('translator', 'nav.cart', { dirty: true, text: 'Korb' });
    await userEvent.click(button('save'));
    expect(saving.onSave).toHaveBeenCalled();
  });
});

describe('Confirm on a row with unsaved text', () => {
  const emptyRow = () => {
    const row = buildRows(page(workflow('translator'))).find((r) => r.key === 'nav.cart')!;
    return { ...row, entry: { ...row.entry!, text: '', rowState: 'empty' as const } };
  };

  it.each([
    ['an empty row', emptyRow],
    [
      'a key with no row yet',
      () => buildRows(page(workflow('translator'))).find((r) => r.key === 'pay.note')!,
    ],
  ])('%s: says to save first, not what the saved row lacks', (_name, rowOf) => {
    setup('translator', 'nav.cart', { row: rowOf(), text: 'Warenkorb', dirty: true });
    expect((button('confirm') as HTMLButtonElement).disabled).toBe(true);
    expect(reasonOf('confirm')).toContain(UI_REASON.saveFirst);
    expect(reasonOf('confirm')).not.toContain(R.empty_text);
    expect(reasonOf('confirm')).not.toContain(R.no_row);
  });

  it('an empty row with an empty box is still empty', () => {
    setup('translator', 'nav.cart', { row: emptyRow(), text: '', dirty: false });
    expect(reasonOf('confirm')).toContain(R.empty_text);
  });
});

describe('RowEditor', () => {
  it('shows source, stage, confirmed-by and flags, and a Translation box', async () => {
    const props = setup('reviewer', 'pay.title');
    expect(screen.getByText('Pay')).toBeTruthy();
    expect(screen.getByText('Review')).toBeTruthy();
    expect(screen.getByText('u-translator')).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Translation' });
    await userEvent.type(box, '!');
    expect(props.onTextChange).toHaveBeenCalledWith('Bezahlen!');
    cleanup();
    setup('translator', 'pay.title');
    expect(screen.getByText('You')).toBeTruthy();
  });

  it('names who confirmed a row when the service gives the name', () => {
    const props = setup('reviewer', 'pay.title');
    cleanup();
    const row = {
      ...props.row,
      entry: { ...props.row.entry!, confirmedByName: 'Tomás Translator' },
    };
    render(<RowEditor {...props} row={row} />);
    expect(screen.getByText('Tomás Translator')).toBeTruthy();
    expect(screen.queryByText('u-translator')).toBeNull();
  });

  it('explains a read-only row next to the box', () => {
    setup('translator', 'footer.copy');
    const box = screen.getByRole('textbox', { name: 'Translation' });
    expect(box.hasAttribute('readonly')).toBe(true);
    const why = document.getElementById(box.getAttribute('aria-describedby')!)!;
    expect(why.textContent).toBe(`Read-only: ${R.locked}`);
  });

  it('warns when placeholders differ from the source', () => {
    setup('translator', 'nav.cart', { text: 'Warenkorb', dirty: true });
    expect(screen.getByText('The translation lacks “{count}”, which the source has')).toBeTruthy();
    cleanup();
    setup('translator', 'promo.html', { text: 'Jetzt <i>da</i>', dirty: true });
    expect(
      screen.getByText('The translation lacks “<b>”, “</b>”, which the source has'),
    ).toBeTruthy();
    expect(
      screen.getByText('The translation adds “<i>”, “</i>”, which the source does not have'),
    ).toBeTruthy();
  });

  it('warns when the preview overflows or is truncated', () => {
    setup('translator', 'nav.cart', { preview: { overflow: true, truncated: true, elements: 1 } });
    expect(screen.getByText('The new text overflows its element on the page')).toBeTruthy();
    expect(screen.getByText('The new text is cut off (truncated) on the page')).toBeTruthy();
  });

  it('shows the busy banner and still lets you save (queued)', () => {
    setup(
      'translator',
      'nav.cart',
      { dirty: true, text: 'Korb' },
      {
        flags: { common: { archived: false, busy: true, can_create: true } },
      },
    );
    expect(screen.getByText(textFor('en')('notes.busy'))).toBeTruthy();
    expect((button('save') as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the archived banner and is read-only', () => {
    setup(
      'pm',
      'nav.cart',
      { dirty: true, text: 'Korb' },
      {
        flags: { common: { archived: true, busy: false, can_create: false } },
      },
    );
    expect(screen.getByText(textFor('en')('notes.archived'))).toBeTruthy();
    expect((button('save') as HTMLButtonElement).disabled).toBe(true);
    expect(reasonOf('save')).toContain(R.archived);
  });

  it('says when a missing row cannot be created', () => {
    setup(
      'translator',
      'pay.note',
      { dirty: true, text: 'Notiz' },
      {
        flags: { checkout: { archived: false, busy: false, can_create: false } },
      },
    );
    expect(screen.getByText(`${NOT_TARGET_TEXT.cannotCreate}.`)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Translation' }).hasAttribute('readonly')).toBe(
      true,
    );
    expect((button('save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says a draft was restored and offers to undo a discard', async () => {
    const props = setup('translator', 'nav.cart', { draftRestored: true, canUndoDiscard: true });
    expect(screen.getByText(/Draft restored/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Undo discard' }));
    expect(props.onUndoDiscard).toHaveBeenCalled();
  });

  it('shows the row’s conflict and opens it', async () => {
    const props = setup('translator', 'nav.cart', { outbox: [outboxEntry({ state: 'conflict' })] });
    await userEvent.click(screen.getByRole('button', { name: 'Compare versions' }));
    expect(props.onOpenConflict).toHaveBeenCalledWith('o1');
  });

  it('renders page text as text, never as HTML', () => {
    setup('translator', 'promo.html');
    expect(
      (screen.getByRole('textbox', { name: 'Translation' }) as HTMLTextAreaElement).value,
    ).toBe(XSS);
    expect(document.querySelector('img')).toBeNull();
  });
});
