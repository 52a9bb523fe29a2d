// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { WireMessage } from '../../../../lib/messaging/protocol';
import type { SuggestProgress } from '../../../../lib/messaging/suggest-types';
import { draftId } from '../../../../lib/panel/drafts';
import { auth, page, PROJECT, USER, workflow } from '../../../lib/panel/fixtures';
import { setup, signedIn, TAB, type World } from './panel-app-harness';

/** What one user sees on one page language must not follow the next user or language. */

afterEach(cleanup);
// The panel answers through several queries; a machine shared with other work needs the room.
const LONG = { timeout: 5000 };

const ANOTHER = { ...USER, user_id: 'u-other', email: 'other@example.com', name: 'Otto' };

/** The job belongs to the user who started it: any other is refused, as the service does. */
function batchWorld(): World {
  const world: World = {
    ...signedIn('translator'),
    page: page(workflow('translator', { source_locale: 'en' })),
    reply: (m: WireMessage): unknown => {
      if (m.type === 'suggest.start')
        return { jobs: [{ model: 'apertium', taskId: 'b1' }], noEngine: null };
      if (m.type !== 'suggest.status') return null;
      const mine = world.auth.user?.user_id === USER.user_id;
      const answer: SuggestProgress = mine
        ? {
            phase: 'done',
            progress: { done: 1, total: 1 },
            items: [[{ model: 'apertium', text: 'Notiz', pivot: null, warnings: [], match: null }]],
            failures: [],
          }
        : {
            phase: 'done',
            progress: null,
            items: [[]],
            failures: [{ model: 'apertium', error: 'No task b1 of yours' }],
          };
      return answer;
    },
  };
  return world;
}

describe('the next user, on another language', () => {
  it('sees nothing of the last user’s batch of suggestions', async () => {
    const { world, emit, sent } = setup(batchWorld());
    await userEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Suggest for every empty row on this page (1)' },
        LONG,
      ),
    );
    expect(await screen.findByText(/^1 suggestion is waiting as drafts/, {}, LONG)).toBeTruthy();

    // Another user signs in, and the page is now in French.
    world.auth = auth({
      mode: 'signed_in',
      user: ANOTHER,
      project: PROJECT,
      projects: [PROJECT],
    });
    world.page = { ...page(workflow('translator', { source_locale: 'en' })), locale: 'fr' };
    const asked = sent('suggest.status').length;
    emit({ type: 'panel.changed', reason: 'auth' });
    await screen.findByText('Otto', { exact: false }, LONG);
    await waitFor(() => expect(sent('panel.page').length).toBeGreaterThan(1), LONG);
    // Give the panel the time a refetch of the old job would take.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(/Suggestions failed/)).toBeNull();
    expect(screen.queryByText(/waiting as drafts/)).toBeNull();
    // The old user's job is not even asked about with the new user's credentials.
    expect(sent('suggest.status').length).toBe(asked);
  });
});

describe('Images on this page', () => {
  it('lists the images again, with their new names, when the page’s language changes', async () => {
    const world: World = {
      ...signedIn('translator'),
      reply: (m: WireMessage) => {
        if (m.type === 'images.list')
          return world.page.report.locale === 'fr'
            ? [
                {
                  src: 'https://shop.test/hero.png',
                  alt: 'Soldes d’hiver',
                  width: 400,
                  height: 200,
                },
              ]
            : [
                {
                  src: 'https://shop.test/hero.png',
                  alt: 'Winterschlussverkauf',
                  width: 400,
                  height: 200,
                },
              ];
        return null;
      },
    };
    world.page = { ...world.page, report: { ...world.page.report, locale: 'de' } };
    const { emit } = setup(world);
    expect(await screen.findByText('Winterschlussverkauf', {}, LONG)).toBeTruthy();

    world.page = {
      ...world.page,
      locale: 'fr',
      report: { ...world.page.report, locale: 'fr', revision: world.page.report.revision + 1 },
    };
    emit({ type: 'panel.changed', tabId: TAB, reason: 'status' });
    expect(await screen.findByText('Soldes d’hiver', {}, LONG)).toBeTruthy();
    expect(screen.queryByText('Winterschlussverkauf')).toBeNull();
  });
});

describe('typing, then the page’s language changes', () => {
  it('shows the new language’s row, not the text typed for the last one', async () => {
    const { world, emit, saved } = setup(signedIn('translator'));
    await userEvent.click(await screen.findByRole('option', { name: 'nav.cart' }, LONG));
    const box = () => screen.getByRole('textbox', { name: 'Translation' }) as HTMLTextAreaElement;
    await screen.findByRole('textbox', { name: 'Translation' }, LONG);
    await userEvent.clear(box());
    await userEvent.type(box(), 'Korb');
    const fr = page(workflow('translator'));
    world.page = {
      ...fr,
      locale: 'fr',
      report: { ...fr.report, locale: 'fr', revision: fr.report.revision + 1 },
    };
    emit({ type: 'panel.changed', tabId: TAB, reason: 'status' });
    await waitFor(() => expect(screen.queryByText(/Translation \(de\)/)).toBeNull(), LONG);
    expect(screen.queryByDisplayValue('Korb')).toBeNull();
    // Nothing typed is lost: it waits as the German row's draft.
    const de = { project: PROJECT.project_id, locale: 'de', namespace: 'common', key: 'nav.cart' };
    expect(saved.get(draftId(de))?.text).toBe('Korb');
  });
});
