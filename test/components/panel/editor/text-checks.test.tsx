// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RowEditor, type RowEditorProps } from '../../../../components/panel/editor/row-editor';
import { buildRows } from '../../../../lib/panel/key-list';
import { ICU_HOLD, PLACEHOLDER_HOLD } from '../../../../lib/panel/placeholder-hold';
import { page, workflow } from '../../../lib/panel/fixtures';

afterEach(cleanup);

/** The translator's nav.cart ("Cart {count}") with `text` in the box, as saved. */
function Editor(over: Partial<RowEditorProps>) {
  const row = buildRows(page(workflow('translator'))).find((r) => r.key === 'nav.cart')!;
  const [ok, setOk] = useState(false);
  return (
    <RowEditor
      row={{ ...row, entry: { ...row.entry!, text: over.text ?? row.entry!.text } }}
      text={row.entry!.text}
      dirty={false}
      pendingText={null}
      draftRestored={false}
      canUndoDiscard={false}
      preview={null}
      outbox={[]}
      onTextChange={vi.fn()}
      onSave={vi.fn()}
      onAction={over.onAction ?? vi.fn()}
      onUndoDiscard={vi.fn()}
      onOpenConflict={vi.fn()}
      placeholdersOk={ok}
      onOverridePlaceholders={setOk}
      {...over}
    />
  );
}

const confirm = () => screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;

describe('text checks in the row editor', () => {
  it('holds Confirm while placeholders differ, until the user overrides it', async () => {
    const onAction = vi.fn();
    render(<Editor text="Warenkorb" onAction={onAction} />);
    expect(screen.getByText('The translation lacks “{count}”, which the source has')).toBeTruthy();
    expect(confirm().disabled).toBe(true);
    expect(screen.getByText(PLACEHOLDER_HOLD)).toBeTruthy();
    await userEvent.click(
      screen.getByRole('checkbox', {
        name: 'Confirm anyway: these placeholders are right for this language',
      }),
    );
    expect(confirm().disabled).toBe(false);
    await userEvent.click(confirm());
    expect(onAction).toHaveBeenCalledWith('confirm');
  });

  it('holds Confirm on a broken ICU plural, naming the forms of the row’s language', async () => {
    const { rerender } = render(
      <Editor text="{count, plural, one {# Artikel im Warenkorb} othr {# Artikel im Warenkorb}}" />,
    );
    expect(screen.getByText('“count” needs an “other” form')).toBeTruthy();
    expect(
      screen.getByText('“othr” is not a plural form: this language uses “one”, “other”'),
    ).toBeTruthy();
    expect(screen.getByText(ICU_HOLD)).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: /Confirm anyway/ }));
    expect(confirm().disabled).toBe(true);
    rerender(
      <Editor text="{count, plural, one {# Artikel im Warenkorb} other {# Artikel im Warenkorb}}" />,
    );
    expect(screen.queryByText(ICU_HOLD)).toBeNull();
    expect(screen.queryByText(/is not a plural form/)).toBeNull();
  });

  it('does not hold Confirm when the placeholders match', () => {
    render(<Editor text="Warenkorb {count}" />);
    expect(confirm().disabled).toBe(false);
    expect(screen.queryByRole('checkbox', { name: /Confirm anyway/ })).toBeNull();
  });

  it('says the text moves the layout, and how much longer than the source it is', () => {
    render(
      <Editor
        text="Warenkorb mit allen Artikeln {count}"
        preview={{ overflow: false, truncated: false, reflowed: true, elements: 1 }}
      />,
    );
    expect(
      screen.getByText(
        'The new text wraps onto more lines or pushes what is around it on the page',
      ),
    ).toBeTruthy();
    // "Cart 3" against "Warenkorb mit allen Artikeln 3": 6 → 30 characters.
    expect(screen.getByText('It is 400 % longer than the source')).toBeTruthy();
  });
});
