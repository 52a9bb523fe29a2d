// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { WireMessage } from '../../../../lib/messaging/protocol';
import type { SuggestProgress } from '../../../../lib/messaging/suggest-types';
import { SIGN_IN_FOR_SUGGESTIONS } from '../../../../components/panel/suggestions/suggest-words';
import { textFor } from '../../../../lib/ui-text/catalogues';
import { auth, page, workflow } from '../../../lib/panel/fixtures';
import { setup, signedIn, type World } from '../shell/panel-app-harness';

const SIGN_IN = textFor('en')(SIGN_IN_FOR_SUGGESTIONS);

afterEach(cleanup);

const box = () => screen.getByRole('textbox', { name: 'Translation' }) as HTMLTextAreaElement;

/** A service that warms up once, then answers one machine translation and one memory match. */
function suggesting(world: World): World {
  let polls = 0;
  const done: SuggestProgress = {
    phase: 'done',
    progress: { done: 1, total: 1 },
    items: [
      [
        { model: 'apertium', text: 'Mi cesta {count}', pivot: null, warnings: [], match: null },
        {
          model: 'translation-memory',
          text: 'Warenkorb ({count})',
          pivot: null,
          warnings: [],
          match: { score: 91, source: 'Cart ({count})', sourceKey: 'common:cart' },
        },
        // The row's own text, found by the memory: not offered back.
        {
          model: 'translation-memory',
          text: 'Warenkorb {count}',
          pivot: null,
          warnings: [],
          match: { score: 100, source: 'Cart {count}', sourceKey: 'common:nav.cart' },
        },
      ],
    ],
    failures: [],
  };
  return {
    ...world,
    page: page(workflow('translator', { source_locale: 'en' })),
    reply: (m: WireMessage) => {
      if (m.type === 'suggest.start')
        return {
          jobs: [
            { model: 'apertium', taskId: 't1' },
            { model: 'translation-memory', taskId: 't2' },
          ],
          noEngine: null,
        };
      if (m.type === 'suggest.status')
        return polls++ === 0 ? { phase: 'warmup', progress: null, items: [], failures: [] } : done;
      return null;
    },
  };
}

describe('Suggest in the row editor', () => {
  it('asks for the row’s source in the page’s language, shows progress, then the suggestions', async () => {
    const { sent } = setup(suggesting(signedIn('translator')));
    await userEvent.click(await screen.findByRole('option', { name: 'nav.cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Suggest' }));
    expect(await screen.findByText('Warming up the translation engine…')).toBeTruthy();
    expect(sent('suggest.start')).toEqual([
      {
        type: 'suggest.start',
        sources: ['Cart {count}'],
        locale: 'de',
        sourceLocale: 'en',
      },
    ]);
    expect(sent('suggest.status')[0]).toMatchObject({
      jobs: [{ taskId: 't1' }, { taskId: 't2' }],
    });
    expect(await screen.findByRole('button', { name: 'Insert Apertium' }, { timeout: 3000 }));
    expect(screen.getAllByRole('button', { name: /^Insert / }).map((b) => b.ariaLabel)).toEqual([
      'Insert Apertium',
      'Insert Translation memory',
    ]);
    expect(screen.getByText('Matched source:', { exact: false }).textContent).toContain(
      'Cart ({count})',
    );
  });

  it('inserting puts the suggestion in the editor as a draft and previews it; a save says how much was changed', async () => {
    const { sent, saved } = setup(suggesting(signedIn('translator')));
    await userEvent.click(await screen.findByRole('option', { name: 'nav.cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Suggest' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Insert Apertium' }, { timeout: 3000 }),
    );
    expect(box().value).toBe('Mi cesta {count}');
    await waitFor(() => expect(sent('preview.set').at(-1)).toMatchObject({ text: 'Mi cesta 3' }));
    expect([...saved.values()].map((d) => d.text)).toEqual(['Mi cesta {count}']);
    expect(sent('row.save')).toHaveLength(0);

    await userEvent.type(box(), 's');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(/^You changed \d+ % of the suggestion \(chrF \d+\)$/),
    ).toBeTruthy();
    expect(sent('row.save').at(-1)).toMatchObject({ text: 'Mi cesta {count}s' });
  });

  it('with an integration key, Suggest says that suggestions need signing in', async () => {
    setup({ ...signedIn('pm'), auth: auth({ mode: 'key' }) });
    await userEvent.click(await screen.findByRole('option', { name: 'nav.cart' }));
    expect(screen.getByText(SIGN_IN)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Suggest' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('says which engine would cover a pair none covers', async () => {
    const world = suggesting(signedIn('translator'));
    const reply = world.reply!;
    setup({
      ...world,
      reply: (m) =>
        m.type === 'suggest.start'
          ? {
              jobs: [],
              noEngine: 'No machine translation engine of the service translates en to de.',
            }
          : reply(m),
    });
    await userEvent.click(await screen.findByRole('option', { name: 'nav.cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Suggest' }));
    expect(await screen.findByText(/translates en to de/)).toBeTruthy();
    expect(screen.getByText('No suggestions for this text.')).toBeTruthy();
  });
});
