// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  RowContext,
  type RowContextProps,
} from '../../../../components/panel/row-context/row-context';
import type { RowComment, TargetContext } from '../../../../lib/contract/context';
import { setup, signedIn } from '../shell/panel-app-harness';

afterEach(cleanup);

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 20, 9, 30);
const context = (over: Partial<TargetContext> = {}): TargetContext => ({
  namespace: 'checkout',
  key: 'pay.button',
  description: 'The button that pays for the basket',
  source: { locale: 'en', text: 'Pay now' },
  translations: {
    de: {
      text: 'Jetzt zahlen',
      rowState: 'edited',
      stageIndex: 1,
      isReady: false,
      isDelivered: false,
    },
    fr: { text: 'Payer', rowState: 'edited', stageIndex: 1, isReady: true, isDelivered: true },
  },
  history: [
    {
      at: T0 + HOUR,
      actor: { id: 'r', name: 'Rita Reviewer' },
      action: 'reject',
      text: 'Jetzt zahlen',
      stage_index: 1,
    },
    {
      at: T0,
      actor: { id: 't', name: 'Tom Translator' },
      action: 'edit',
      text: 'Jetzt zahlen',
      stage_index: 0,
    },
  ],
  comments: [
    {
      id: 'c1',
      at: T0 + HOUR,
      actor: { id: 'r', name: 'Rita Reviewer' },
      text: '<b>Too formal</b>',
    },
  ],
  ...over,
});

function renderContext(over: Partial<RowContextProps> = {}) {
  const onComment = vi.fn(async (_text: string) => undefined);
  const props: RowContextProps = {
    context: context(),
    loading: false,
    error: null,
    locale: 'de',
    commenting: false,
    commentError: null,
    onComment,
    ...over,
  };
  render(<RowContext {...props} />);
  return { onComment };
}

describe('row context', () => {
  it('shows the description, source, other languages with states, history and comments', () => {
    renderContext();
    const section = screen.getByRole('region', { name: 'Context' });
    expect(section.textContent).toContain('The button that pays for the basket');
    expect(section.textContent).toContain('Pay now');
    const others = within(screen.getByRole('list', { name: 'Other languages' })).getAllByRole(
      'listitem',
    );
    expect(others).toHaveLength(1);
    expect(others[0]!.textContent).toMatch(/fr.*Delivered.*Payer/);

    const history = within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(history[0]!.textContent).toMatch(/Rita Reviewer · Rejected · Stage 2/);
    expect(history[1]!.textContent).toMatch(/Tom Translator · Edited · Stage 1/);
    const formatted = new Intl.DateTimeFormat(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    expect(history[1]!.querySelector('time')!.textContent).toBe(formatted.format(new Date(T0)));

    const comment = within(screen.getByRole('list', { name: 'Comments' })).getByRole('listitem');
    // Text, never markup.
    expect(comment.textContent).toContain('<b>Too formal</b>');
    expect(comment.querySelector('b b')).toBeNull();
  });

  it('says what is missing instead of showing nothing', () => {
    renderContext({ context: context({ description: null, history: [], comments: [] }) });
    expect(screen.getByText('No description for this key.')).toBeTruthy();
    expect(screen.getByText('No changes yet.')).toBeTruthy();
    expect(screen.getByText('No comments yet.')).toBeTruthy();
  });

  it('sends a trimmed comment and empties the box once it is sent', async () => {
    const { onComment } = renderContext();
    const box = screen.getByRole('textbox', { name: 'Add a comment' }) as HTMLTextAreaElement;
    const send = screen.getByRole('button', { name: 'Comment' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await userEvent.type(box, '  Use "Bezahlen"  ');
    await userEvent.click(send);
    expect(onComment).toHaveBeenCalledWith('Use "Bezahlen"');
    await waitFor(() => expect(box.value).toBe(''));
  });

  it('refuses more than 1000 characters and keeps the text when sending fails', async () => {
    const onComment = vi.fn(async () => {
      throw new Error('READ_ONLY_KEY');
    });
    renderContext({ onComment, commentError: 'A publishable key cannot comment' });
    const box = screen.getByRole('textbox', { name: 'Add a comment' }) as HTMLTextAreaElement;
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(1001));
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('button', { name: 'Comment' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await userEvent.clear(box);
    await userEvent.type(box, 'ok');
    await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(onComment).toHaveBeenCalledWith('ok');
    expect(box.value).toBe('ok');
    expect(screen.getByText(/Not sent: A publishable key cannot comment/)).toBeTruthy();
  });

  it('says when the context cannot be had', () => {
    renderContext({ context: null, error: 'The service cannot be reached' });
    expect(
      screen.getByText(/Context is not available: The service cannot be reached/),
    ).toBeTruthy();
  });
});

describe('the context in the panel', () => {
  function contextWorld() {
    const comments: RowComment[] = [];
    const world = signedIn('reviewer');
    world.reply = (m) => {
      if (m.type === 'row.context')
        return context({ namespace: m.namespace, key: m.key, comments: [...comments] });
      if (m.type === 'row.comment') {
        const added = {
          id: `c${comments.length}`,
          at: T0,
          actor: { id: 'r', name: 'Rita' },
          text: m.text,
        };
        comments.unshift(added);
        return added;
      }
      return null;
    };
    return setup(world);
  }

  it("asks the selected row's context, and a sent comment appears in the list", async () => {
    const { sent } = contextWorld();
    await userEvent.click(await screen.findByRole('option', { name: 'pay.title' }));
    await screen.findByText('The button that pays for the basket');
    expect(sent('row.context').at(-1)).toMatchObject({ key: 'pay.title', locale: 'de' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Add a comment' }), 'Check the tone');
    await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
    const list = await screen.findByRole('list', { name: 'Comments' });
    expect(within(list).getByText('Check the tone')).toBeTruthy();
    expect(sent('row.comment')[0]).toMatchObject({ key: 'pay.title', text: 'Check the tone' });
  });

  it("is asked again after the row's writes", async () => {
    const { sent } = contextWorld();
    await userEvent.click(await screen.findByRole('option', { name: 'pay.title' }));
    await screen.findByText('The button that pays for the basket');
    const before = sent('row.context').length;
    await userEvent.keyboard('r');
    const form = await screen.findByRole('dialog', { name: 'Reject' });
    await userEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(sent('row.context').length).toBeGreaterThan(before));
  });
});
