// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReadinessSection } from '../../../../components/panel/readiness/readiness-section';
import { refId } from '../../../../lib/messaging/ref-id';
import type { StatusAnswer } from '../../../../lib/messaging/types';
import { buildRows } from '../../../../lib/panel/key-list';
import type { Ask } from '../../../../lib/panel/transport';
import { entry, page, workflow } from '../../../lib/panel/fixtures';
import { setup, signedIn, TAB } from '../shell/panel-app-harness';

afterEach(cleanup);

const open = async () => {
  await userEvent.click(await screen.findByText(/^Delivery readiness/));
  return screen.findByRole('region', { name: 'Readiness in de' });
};

/** Every other live language, as the background answers `readiness.locales`. */
const fr: StatusAnswer = {
  locale: 'fr',
  workflow: workflow('pm', { locale: 'fr' }),
  flags: {},
  isSource: false,
  readOnly: {},
  entries: Object.fromEntries(
    page().report.keys.map((k) => [
      refId(k),
      entry({ text: 'Bonjour', isReady: true, isDelivered: true, stageIndex: 2 }),
    ]),
  ),
};

describe('the readiness view', () => {
  it("shows the share the page's language serves now, and every other key grouped by why", async () => {
    const { sent } = setup(signedIn());
    // Folded, it asks nothing beyond the page and names the share.
    expect(await screen.findByText('Delivery readiness (28 % served)')).toBeTruthy();
    const de = await open();
    expect(within(de).getByText('2 of 7 keys delivered')).toBeTruthy();
    const groups = within(de)
      .getAllByRole('group')
      .map((g) => g.querySelector('summary')!.textContent);
    expect(groups).toEqual([
      'No translation exists yet (1)',
      'Still in Translation (stage 1 of 2) (2)',
      'Still in Review (stage 2 of 2) (1)',
      'Translated and reviewed, waiting for approval (1)',
    ]);
    expect(sent('readiness.locales')).toEqual([]);
  });

  it('selects a key in the list and shows it on the page when its row is clicked', async () => {
    const { sent } = setup(signedIn());
    const de = await open();
    await userEvent.click(within(de).getByRole('button', { name: 'pay.total' }));
    expect(sent('key.reveal')).toEqual([
      { type: 'key.reveal', tabId: TAB, ref: { namespace: 'checkout', key: 'pay.total' } },
    ]);
    const option = screen.getByRole('option', { name: 'pay.total' });
    expect(option.getAttribute('aria-selected')).toBe('true');
  });

  it('copies a link to any key of the list, without selecting it', async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    const { sent } = setup(signedIn());
    const de = await open();
    const item = within(de).getByRole('button', { name: 'pay.total' }).closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: 'Copy link' }));
    expect(copied).toEqual([`${page().report.url}#ll:key=checkout%3Apay.total`]);
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(sent('key.reveal')).toEqual([]);
  });

  it('shows every live language of the project with the switch', async () => {
    const world = signedIn();
    const de = { ...fr, locale: 'de', entries: {}, workflow: workflow('pm') };
    const { sent } = setup({
      ...world,
      reply: (m) => (m.type === 'readiness.locales' ? [de, fr] : null),
    });
    await open();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Every live language of the project' }),
    );
    const french = await screen.findByRole('region', { name: 'Readiness in fr' });
    expect(within(french).getByText('7 of 7 keys delivered')).toBeTruthy();
    expect(within(french).getByText('Every key of this page is delivered.')).toBeTruthy();
    const german = screen.getByRole('region', { name: 'Readiness in de' });
    expect(within(german).getByText(/0 of 0 keys delivered · 7 not checked yet/)).toBeTruthy();
    expect(sent('readiness.locales')).toEqual([{ type: 'readiness.locales', tabId: TAB }]);
  });

  it('renders page text as text', async () => {
    const p = page();
    p.report.keys[0]!.key = '<img src=x onerror=alert(1)>';
    p.report.keys[0]!.status = null;
    setup({ ...signedIn(), page: p });
    await open();
    expect(screen.getByRole('button', { name: '<img src=x onerror=alert(1)>' })).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('exporting the readiness view', () => {
  const renderSection = () => {
    const save = vi.fn();
    const ask = vi.fn(async () => [fr]) as unknown as Ask;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ReadinessSection
          ask={ask}
          tabId={TAB}
          page={page()}
          rows={buildRows(page())}
          onSelect={() => {}}
          save={save}
        />
      </QueryClientProvider>,
    );
    return save;
  };

  it.each([
    ['CSV', 'text/csv', /^url,locale,namespace,key,delivered,reason,why,text\r\n/],
    ['JSON', 'application/json', /"share": 0\.2857/],
    ['Markdown', 'text/markdown', /\| pay\.note \| checkout \| No translation exists yet \|/],
  ])('saves %s of what the view shows', async (label, mime, content) => {
    const save = renderSection();
    await open();
    await userEvent.click(screen.getByRole('button', { name: label }));
    expect(save).toHaveBeenCalledTimes(1);
    const [text, filename, type] = save.mock.calls[0]!;
    expect(text).toMatch(content);
    expect(filename).toMatch(/^readiness-127\.0\.0\.1-de\.(csv|json|md)$/);
    expect(type).toBe(mime);
  });

  it('exports every language when the switch is on', async () => {
    const save = renderSection();
    await open();
    await userEvent.click(screen.getByRole('checkbox'));
    await screen.findByRole('region', { name: 'Readiness in fr' });
    await userEvent.click(screen.getByRole('button', { name: 'Markdown' }));
    expect(save.mock.calls[0]![0]).toContain('### fr: 100 % served (7 of 7 keys)');
    expect(save.mock.calls[0]![1]).toBe('readiness-127.0.0.1-fr.md');
  });
});

describe('showing the page as delivered or with its pending texts', () => {
  it('asks the background for each mode, shows what changed, and writes nothing', async () => {
    const { sent } = setup({
      ...signedIn(),
      reply: (m) =>
        m.type === 'preview.mode' ? { elements: 3 } : m.type === 'preview.get' ? 'off' : null,
    });
    await open();
    await userEvent.click(screen.getByRole('radio', { name: 'With every pending text' }));
    expect(await screen.findByText('3 texts replaced on the page')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'As customers would see it' }));
    await userEvent.click(screen.getByRole('radio', { name: 'As it is' }));
    await expect.poll(() => sent('preview.mode').length).toBe(3);
    expect(sent('preview.mode').map((m) => (m as { mode: string }).mode)).toEqual([
      'pending',
      'delivered',
      'off',
    ]);
    expect(screen.getByRole('radio', { name: 'As it is' })).toHaveProperty('checked', true);
    expect([...sent('row.save'), ...sent('row.transition')]).toEqual([]);
  });

  it('shows the mode the legend on the page switched to', async () => {
    let mode = 'off';
    const { emit } = setup({
      ...signedIn(),
      reply: (m) => (m.type === 'preview.get' ? mode : null),
    });
    await open();
    expect(screen.getByRole('radio', { name: 'As it is' })).toHaveProperty('checked', true);
    mode = 'pending';
    emit({ type: 'panel.changed', tabId: TAB, reason: 'preview' });
    await expect
      .poll(() => screen.getByRole('radio', { name: 'With every pending text' }))
      .toHaveProperty('checked', true);
  });
});
