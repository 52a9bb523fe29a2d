// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BulkSuggest,
  type BulkSuggestProps,
} from '../../../../components/panel/suggestions/bulk-suggest';
import type { WireMessage } from '../../../../lib/messaging/protocol';
import { draftId } from '../../../../lib/panel/drafts';
import { page, workflow } from '../../../lib/panel/fixtures';
import { setup as setupPanel, signedIn, type World } from '../shell/panel-app-harness';

afterEach(cleanup);

function setup(over: Partial<BulkSuggestProps> = {}) {
  const props: BulkSuggestProps = {
    count: 3,
    running: false,
    phase: 'done',
    progress: null,
    noEngine: null,
    error: null,
    kept: null,
    onStart: vi.fn(),
    ...over,
  };
  render(<BulkSuggest {...props} />);
  return props;
}

const START = 'Suggest for every empty row on this page (3)';

describe('BulkSuggest', () => {
  it('starts one job for the empty rows, and shows its progress while it runs', async () => {
    const props = setup();
    await userEvent.click(screen.getByRole('button', { name: START }));
    expect(props.onStart).toHaveBeenCalledOnce();
    cleanup();
    setup({ running: true, phase: 'translating', progress: { done: 1, total: 3 } });
    expect((screen.getByRole('button', { name: START }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Translating… 1 of 3');
    const bar = screen.getByRole('progressbar', { name: 'Suggestions for empty rows' });
    expect([bar.getAttribute('value'), bar.getAttribute('max')]).toEqual(['1', '3']);
  });

  it('says the results wait as drafts, and that nothing was saved', () => {
    setup({ kept: 2 });
    expect(screen.getByRole('status').textContent).toMatch(
      /^2 suggestions are waiting as drafts.*Nothing was saved\.$/,
    );
  });

  it('shows nothing on a page without empty rows', () => {
    setup({ count: 0 });
    expect(screen.queryByRole('button')).toBeNull();
  });
});

/** The panel's fake background: the batch job answers one suggestion for `pay.note`. */
function batchWorld(who: 'translator' | 'reviewer'): World {
  return {
    ...signedIn(who),
    page: page(workflow(who, { source_locale: 'en' })),
    reply: (m: WireMessage) => {
      if (m.type === 'suggest.start')
        return { jobs: [{ model: 'apertium', taskId: 'b1' }], noEngine: null };
      if (m.type === 'suggest.status')
        return {
          phase: 'done',
          progress: { done: 1, total: 1 },
          items: [[{ model: 'apertium', text: 'Notiz', pivot: null, warnings: [], match: null }]],
          failures: [],
        };
      return null;
    },
  };
}

describe('Suggest for every empty row, in the panel', () => {
  it('a stage-0 translator gets the results as drafts to review; nothing is saved', async () => {
    const { sent, saved } = setupPanel(batchWorld('translator'));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Suggest for every empty row on this page (1)' }),
    );
    expect(await screen.findByText(/^1 suggestion is waiting as drafts/)).toBeTruthy();
    expect(sent('suggest.start')).toEqual([
      { type: 'suggest.start', sources: ['Note'], locale: 'de', sourceLocale: 'en', batch: true },
    ]);
    const id = draftId({ project: 'p1', locale: 'de', namespace: 'checkout', key: 'pay.note' });
    expect(saved.get(id)).toMatchObject({ text: 'Notiz', baseText: '' });
    expect(sent('row.save')).toHaveLength(0);
    await userEvent.click(screen.getByRole('option', { name: 'pay.note' }));
    expect(
      ((await screen.findByRole('textbox', { name: 'Translation' })) as HTMLTextAreaElement).value,
    ).toBe('Notiz');
    expect(await screen.findByText(/Draft restored/)).toBeTruthy();
  });

  it('is not offered to a reviewer', async () => {
    setupPanel(batchWorld('reviewer'));
    await screen.findByRole('option', { name: 'pay.note' });
    expect(screen.queryByRole('button', { name: /Suggest for every empty row/ })).toBeNull();
  });
});
