// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { entry } from '../lib/panel/fixtures';
import { setup, signedIn, type World } from './panel/shell/panel-app-harness';

/**
 * The whole side panel in German, signed in as a reviewer with rows waiting for approval: the
 * views that ask the background themselves (bulk approval, offers, readiness, page inspection).
 */
afterEach(cleanup);

function waiting(): World {
  const world = signedIn('reviewer');
  const ready = entry({ text: 'Kasse', stageIndex: 2, confirmedBy: 'u-reviewer' });
  world.page.report.keys = world.page.report.keys.map((k) =>
    k.key === 'nav.cart' || k.key === 'promo.html' ? { ...k, status: ready } : k,
  );
  return world;
}

describe('the side panel in German', () => {
  it('asks before approving every waiting row, in German words and numbers', async () => {
    setup(waiting(), {}, 'de');
    await userEvent.click(
      await screen.findByRole('button', {
        name: '3 Zeilen auf dieser Seite freigeben, die auf Freigabe warten …',
      }),
    );
    const question = screen.getByRole('alertdialog', { name: 'Zeilen freigeben' });
    expect(question.textContent).toContain('Kunden sehen diese Texte.');
    expect(within(question).getByText('common').parentElement!.textContent).toBe(
      'common: 2 Zeilen',
    );
    expect(within(question).getByRole('button', { name: '3 Zeilen freigeben' })).toBeTruthy();
    expect(within(question).getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
  });

  it('names its folded sections in German', async () => {
    setup(waiting(), {}, 'de');
    for (const name of [
      'Angebote',
      'Auslieferungsstand',
      'Verborgene Texte',
      'Text ohne Schlüssel',
    ])
      expect(await screen.findByText(name, { selector: 'summary', exact: false })).toBeTruthy();
  });
});
