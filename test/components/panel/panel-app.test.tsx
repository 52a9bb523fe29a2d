// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PanelApp } from '../../../components/panel/panel-app';
import type {
  AuthState,
  OutboxEntry,
  PanelEvent,
  PanelPage,
  SiteState,
} from '../../../lib/messaging/types';
import type { MessageType, WireMessage } from '../../../lib/messaging/protocol';
import { draftId, type Draft, type DraftRef, type Drafts } from '../../../lib/panel/drafts';
import type { PanelTransport } from '../../../lib/panel/transport';
import { auth, entry, outboxEntry, page, PROJECT, USER, workflow } from '../../lib/panel/fixtures';

afterEach(cleanup);

const TAB = 7;

function memoryDrafts(initial: Record<string, Draft> = {}) {
  const saved = new Map(Object.entries(initial));
  const drafts: Drafts = {
    get: async (ref) => saved.get(draftId(ref)) ?? null,
    set: (ref, text, baseText) => void saved.set(draftId(ref), { text, baseText, updatedAt: 1 }),
    clear: async (ref) => void saved.delete(draftId(ref)),
    flush: async () => undefined,
  };
  return { drafts, saved };
}

interface World {
  page: PanelPage;
  site?: SiteState;
  /** What the user answers when asked for a site's permission. */
  grants?: boolean;
  auth: AuthState;
  outbox: OutboxEntry[];
  fail?: Partial<Record<MessageType, { code: string; status: number; message: string }>>;
}

function setup(world: World, initialDrafts: Record<string, Draft> = {}) {
  const listeners = new Set<(e: PanelEvent) => void>();
  const ask = vi.fn(async (m: WireMessage) => {
    const failure = world.fail?.[m.type];
    if (failure) throw Object.assign(new Error(failure.message), failure);
    switch (m.type) {
      case 'auth.state':
        return world.auth;
      case 'auth.signIn':
        return (world.auth = auth({ mode: 'signed_in', user: USER, project: PROJECT }));
      case 'panel.page':
        return world.page;
      case 'outbox.list':
        return world.outbox;
      case 'row.save': {
        const queued = outboxEntry({ id: `o${world.outbox.length + 1}`, ...m, kind: 'save' });
        world.outbox = [...world.outbox, queued];
        return queued;
      }
      case 'site.state':
        return world.site ?? null;
      case 'site.enable':
        return (world.site = { ...world.site!, status: 'enabled' });
      case 'preview.set':
        return { overflow: (m.text ?? '').length > 20, truncated: false, elements: 1 };
      default:
        return null;
    }
  });
  const transport: PanelTransport = {
    // The panel passes (type, payload); the fake sees what goes on the wire.
    ask: ((type: MessageType, payload?: object) =>
      ask({ ...payload, type } as WireMessage)) as PanelTransport['ask'],
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    requestOrigin: vi.fn(async () => world.grants ?? false),
  };
  const { drafts, saved } = memoryDrafts(initialDrafts);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <PanelApp tabId={TAB} transport={transport} drafts={drafts} />
    </QueryClientProvider>,
  );
  const sent = (type: MessageType) =>
    ask.mock.calls.map((c) => c[0]).filter((m) => m.type === type);
  const emit = (event: PanelEvent) => act(() => listeners.forEach((l) => l(event)));
  return { ask, sent, emit, saved, world, transport };
}

const signedIn = (who: Parameters<typeof workflow>[0] = 'translator'): World => ({
  page: page(workflow(who)),
  auth: auth({ mode: 'signed_in', user: USER, project: PROJECT, projects: [PROJECT] }),
  outbox: [],
});
const selected = () =>
  screen.getAllByRole('option').find((o) => o.getAttribute('aria-selected') === 'true');
const box = () => screen.getByRole('textbox', { name: 'Translation' }) as HTMLTextAreaElement;
const ref = (key: string, namespace = 'common'): DraftRef => ({
  project: 'p1',
  locale: 'de',
  namespace,
  key,
});

describe('PanelApp keyboard review queue', () => {
  it('J/K walk the rows I can act on, and the page follows', async () => {
    const { sent } = setup(signedIn('translator'));
    await screen.findByRole('option', { name: 'nav.cart' });
    await userEvent.keyboard('j');
    expect(selected()?.getAttribute('aria-label')).toBe('nav.cart');
    await userEvent.keyboard('j');
    expect(selected()?.getAttribute('aria-label')).toBe('pay.note');
    await userEvent.keyboard('k');
    expect(selected()?.getAttribute('aria-label')).toBe('nav.cart');
    expect(sent('key.reveal').at(-1)).toEqual({
      type: 'key.reveal',
      tabId: TAB,
      ref: { namespace: 'common', key: 'nav.cart' },
    });
  });

  it('E edits, typing previews, Ctrl+Enter saves then confirms', async () => {
    const { sent, saved } = setup(signedIn('translator'));
    await userEvent.click(await screen.findByRole('option', { name: 'nav.cart' }));
    await userEvent.keyboard('e');
    expect(document.activeElement).toBe(box());
    await userEvent.keyboard(' – ein sehr langer Text');
    await waitFor(() => expect(sent('preview.set')).toHaveLength(1));
    expect(sent('preview.set')[0]).toMatchObject({ ref: { key: 'nav.cart' }, text: box().value });
    expect(await screen.findByText('The new text overflows its element on the page')).toBeTruthy();
    expect(saved.get(draftId(ref('nav.cart')))?.baseText).toBe('Warenkorb {count}');

    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(sent('row.transition')).toHaveLength(1));
    expect(sent('row.save')).toEqual([
      {
        type: 'row.save',
        locale: 'de',
        namespace: 'common',
        key: 'nav.cart',
        text: 'Warenkorb {count} – ein sehr langer Text',
        baseText: 'Warenkorb {count}',
      },
    ]);
    expect(sent('row.transition')[0]).toMatchObject({ key: 'nav.cart', action: 'confirm' });
  });

  it('Ctrl+Enter only saves when confirming is not allowed after the save', async () => {
    const { sent } = setup(signedIn('pm'));
    await userEvent.click(await screen.findByRole('option', { name: 'pay.total' }));
    await userEvent.type(box(), '!');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText(/Saved\. Not confirmed: The row is in postreview/)).toBeTruthy();
    expect(sent('row.save')).toHaveLength(1);
    expect(sent('row.transition')).toHaveLength(0);
  });

  it('Esc restores the page and the text without the draft', async () => {
    const { sent, saved } = setup(signedIn('translator'));
    await userEvent.click(await screen.findByRole('option', { name: 'nav.cart' }));
    await userEvent.type(box(), 'xyz');
    await waitFor(() => expect(sent('preview.set')).toHaveLength(1));
    await userEvent.keyboard('{Escape}');
    expect(box().value).toBe('Warenkorb {count}');
    expect(sent('preview.set').at(-1)).toMatchObject({ ref: { key: 'nav.cart' }, text: null });
    await waitFor(() => expect(saved.size).toBe(0));
    expect(screen.getByRole('button', { name: 'Undo discard' })).toBeTruthy();
  });

  it('A approves and R rejects for the reviewer', async () => {
    const { sent } = setup(signedIn('reviewer'));
    await userEvent.click(await screen.findByRole('option', { name: 'pay.total' }));
    await userEvent.keyboard('a');
    await userEvent.click(screen.getByRole('option', { name: 'pay.title' }));
    await userEvent.keyboard('r');
    await waitFor(() => expect(sent('row.transition')).toHaveLength(2));
    expect(
      sent('row.transition').map((m) => [
        m.type === 'row.transition' && m.key,
        m.type === 'row.transition' && m.action,
      ]),
    ).toEqual([
      ['pay.total', 'approve'],
      ['pay.title', 'reject'],
    ]);
  });

  it('a refused shortcut says why and sends nothing', async () => {
    const { sent } = setup(signedIn('translator'));
    await userEvent.click(await screen.findByRole('option', { name: 'nav.cart' }));
    await userEvent.keyboard('r');
    expect(
      await screen.findByText('Reject is not available: The row is already in the first stage'),
    ).toBeTruthy();
    expect(sent('row.transition')).toHaveLength(0);
  });
});

describe('PanelApp', () => {
  it('restores a draft, and saves it against the text editing started from', async () => {
    const { sent } = setup(signedIn('translator'), {
      [draftId(ref('nav.cart'))]: { text: 'Korb (Entwurf)', baseText: 'Alter Korb', updatedAt: 1 },
    });
    await userEvent.click(await screen.findByRole('option', { name: 'nav.cart' }));
    expect(await screen.findByText(/Draft restored/)).toBeTruthy();
    expect(box().value).toBe('Korb (Entwurf)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('row.save')).toHaveLength(1));
    expect(sent('row.save')[0]).toMatchObject({ text: 'Korb (Entwurf)', baseText: 'Alter Korb' });
  });

  it('clears the draft once the outbox has applied the save', async () => {
    const { saved, emit, world } = setup(signedIn('translator'));
    await userEvent.click(await screen.findByRole('option', { name: 'nav.cart' }));
    await userEvent.type(box(), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('1 pending');
    expect(saved.size).toBe(1);
    world.outbox = [];
    emit({ type: 'panel.changed', reason: 'outbox' });
    await screen.findByText('All changes saved');
    await waitFor(() => expect(saved.size).toBe(0));
  });

  it('selects the key picked on the page, without revealing it back', async () => {
    const world = signedIn('translator');
    const { sent, emit } = setup(world);
    await screen.findByRole('option', { name: 'nav.cart' });
    world.page = { ...world.page, selected: { namespace: 'checkout', key: 'pay.title' } };
    emit({ type: 'panel.changed', tabId: TAB, reason: 'selection' });
    await waitFor(() => expect(selected()?.getAttribute('aria-label')).toBe('pay.title'));
    expect(sent('key.reveal')).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Edit pay.title' })).toBeTruthy();
    // Picking the same key again on the page selects it again.
    await userEvent.click(screen.getByRole('option', { name: 'nav.cart' }));
    emit({ type: 'panel.changed', tabId: TAB, reason: 'selection' });
    await waitFor(() => expect(selected()?.getAttribute('aria-label')).toBe('pay.title'));
  });

  it('shows a conflict and resolves it with the choice', async () => {
    const world = signedIn('translator');
    world.outbox = [
      outboxEntry({
        id: 'c1',
        state: 'conflict',
        text: 'Mein Korb',
        theirs: entry({ text: 'Ihr Korb' }),
      }),
    ];
    const { sent } = setup(world);
    await userEvent.click(await screen.findByRole('button', { name: '1 conflict' }));
    expect(screen.getByRole('region', { name: 'Conflict on nav.cart' })).toBeTruthy();
    expect(screen.getByText('Ihr Korb')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Take theirs' }));
    await waitFor(() =>
      expect(sent('outbox.resolve')).toEqual([
        { type: 'outbox.resolve', id: 'c1', choice: 'theirs' },
      ]),
    );
  });

  it('signs in from the read-only demo, explaining a wrong password first', async () => {
    const world: World = { page: page(workflow('publishable')), auth: auth(), outbox: [] };
    world.fail = {
      'auth.signIn': { code: 'INVALID_CREDENTIALS', status: 401, message: 'wrong' },
    };
    const { sent } = setup(world);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'tina@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Wrong e-mail or password')).toBeTruthy();
    world.fail = {};
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(sent('auth.signIn')[1]).toMatchObject({ email: 'tina@example.com', password: 'nope' });
  });

  it('refreshes the page when the background says its status changed', async () => {
    const { sent, emit } = setup(signedIn('translator'));
    await screen.findByRole('option', { name: 'nav.cart' });
    const before = sent('panel.page').length;
    emit({ type: 'panel.changed', tabId: TAB, reason: 'status' });
    await waitFor(() => expect(sent('panel.page').length).toBe(before + 1));
  });
});

describe('PanelApp on a site where Locale Lens is off', () => {
  const offSite = (): World => ({
    ...signedIn(),
    site: { status: 'off', host: 'shop.example.com', pattern: 'https://shop.example.com/*' },
  });

  it('says so instead of "no keys", and turns it on for that one site', async () => {
    const { sent, transport, world } = setup({ ...offSite(), grants: true });
    expect(await screen.findByText(/Locale Lens is off on/)).toBeTruthy();
    expect(screen.queryByRole('option')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on for shop.example.com' }));
    expect(transport.requestOrigin).toHaveBeenCalledWith('https://shop.example.com/*');
    expect(sent('site.enable')).toEqual([{ type: 'site.enable', tabId: TAB }]);
    expect(world.site?.status).toBe('enabled');
    expect(await screen.findByRole('option', { name: 'nav.cart' })).toBeTruthy();
  });

  it('stays off, and says why, when the user refuses the permission', async () => {
    const { sent } = setup({ ...offSite(), grants: false });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Turn on for shop.example.com' }),
    );
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Locale Lens was not allowed on this site.',
    );
    expect(sent('site.enable')).toEqual([]);
  });

  it('explains that browser pages cannot be scanned', async () => {
    setup({ ...signedIn(), site: { status: 'unsupported', host: null, pattern: null } });
    expect(await screen.findByText(/web pages \(http and https\) only/)).toBeTruthy();
  });
});
