// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageInspection } from '../../../../lib/messaging/inspect-types';
import { entry } from '../../../lib/panel/fixtures';
import { setup, signedIn, TAB } from '../shell/panel-app-harness';

afterEach(cleanup);

const inspection: PageInspection = {
  hidden: [
    {
      namespace: 'common',
      key: 'nav.cart',
      method: 'attribute',
      where: 'attr:aria-label',
      place: 'hidden-element',
      detail: 'aria-label of a hidden element',
      text: 'Warenkorb',
      path: 'button#cart',
      frameId: 0,
      status: entry(),
    },
    {
      namespace: 'common',
      key: 'meta.description',
      method: 'attribute',
      where: 'meta:description',
      place: 'meta',
      detail: 'meta description',
      text: '<b>Schlicht</b>',
      path: 'meta',
      frameId: 0,
      status: null,
    },
  ],
  untranslated: [{ text: 'Free shipping', path: 'p#hard', frameId: 0 }],
  unreadable: [{ kind: 'cross-origin-frame', where: 'https://ads.example/frame' }],
};

const world = () => ({
  ...signedIn(),
  reply: (m: { type: string }) =>
    m.type === 'page.inspect' ? inspection : m.type === 'page.reveal' ? true : null,
});

describe('hidden strings and text with no key', () => {
  it('looks at the page only once a view is opened, and lists the hidden keys with their state', async () => {
    const { sent } = setup(world());
    await screen.findByRole('option', { name: 'nav.cart' });
    expect(sent('page.inspect')).toEqual([]);
    await userEvent.click(screen.getByText(/^Hidden strings/));
    const list = await screen.findByRole('list', { name: 'Hidden strings' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items[0]).toContain('aria-label of a hidden element');
    expect(items[1]).toMatch(/meta\.description.*No translation row.*meta description/);
    // Page text as text.
    expect(list.querySelector('b')).toBeNull();
    expect(sent('page.inspect')).toEqual([{ type: 'page.inspect', tabId: TAB, brandWords: [] }]);
    await userEvent.click(within(list).getByRole('button', { name: 'nav.cart' }));
    expect(screen.getByRole('option', { name: 'nav.cart' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('lists text with no key, shows it on the page, and asks again without the brand words', async () => {
    const { sent } = setup(world());
    await userEvent.click(await screen.findByText(/^Text with no key/));
    const list = await screen.findByRole('list', { name: 'Text with no key' });
    expect(list.textContent).toContain('Free shipping');
    expect(screen.getByRole('list', { name: 'Could not be read' }).textContent).toContain(
      'https://ads.example/frame',
    );
    await userEvent.click(within(list).getByRole('button', { name: 'Show' }));
    expect(sent('page.reveal')).toEqual([
      { type: 'page.reveal', tabId: TAB, frameId: 0, path: 'p#hard' },
    ]);
    await userEvent.type(
      screen.getByRole('textbox', { name: /Brand words/ }),
      'Acme, Acme Store{Enter}',
    );
    await expect
      .poll(() => sent('page.inspect').at(-1))
      .toEqual({
        type: 'page.inspect',
        tabId: TAB,
        brandWords: ['Acme', 'Acme Store'],
      });
  });
});
