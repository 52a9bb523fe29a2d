import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { PanelEvent, PanelPage } from '../../../lib/messaging/types';
import {
  authQuery,
  identityOf,
  invalidateFor,
  keysFor,
  outboxQuery,
  pageNavigated,
  pageQuery,
  panelKeys,
  panelMutations,
} from '../../../lib/panel/queries';
import type { Ask } from '../../../lib/panel/transport';
import { wholePanelAnswer } from '../../../lib/messaging/report-pack';
import { auth, page, PROJECT, USER } from './fixtures';

describe('query keys', () => {
  it('go from general to specific', () => {
    expect(panelKeys.page(3)).toEqual(['panel', 'page', 3]);
    expect(panelKeys.page(3).slice(0, 2)).toEqual(panelKeys.pages());
    expect(panelKeys.auth()[0]).toBe(panelKeys.all[0]);
  });

  it.each<[PanelEvent, unknown[]]>([
    [{ type: 'panel.changed', tabId: 3, reason: 'status' }, [['panel', 'page', 3]]],
    [{ type: 'panel.changed', reason: 'status' }, [['panel', 'page']]],
    [{ type: 'panel.changed', tabId: 3, reason: 'selection' }, [['panel', 'page', 3]]],
    [
      { type: 'panel.changed', reason: 'outbox' },
      [
        ['panel', 'outbox'],
        ['panel', 'page'],
      ],
    ],
    [{ type: 'panel.changed', reason: 'auth' }, [['panel']]],
  ])('%o makes stale %o', (event, keys) => expect(keysFor(event)).toEqual(keys));
});

describe('query options', () => {
  it('ask the background with the protocol messages', async () => {
    const ask = vi.fn(async (type: string) =>
      type === 'auth.state' ? auth() : type === 'panel.page' ? wholePanelAnswer(page()) : [],
    ) as unknown as Ask;
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await qc.fetchQuery(authQuery(ask));
    await qc.fetchQuery(pageQuery(ask, 7));
    await qc.fetchQuery(outboxQuery(ask));
    expect(vi.mocked(ask).mock.calls).toEqual([
      ['auth.state'],
      ['panel.page', { tabId: 7 }],
      ['outbox.list'],
    ]);
  });

  it('a sign-in stores the new auth state and refreshes pages and the outbox', async () => {
    const signedIn = auth({ mode: 'signed_in' });
    const ask = vi.fn(async () => signedIn) as unknown as Ask;
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    qc.setQueryData(panelKeys.page(1), page());
    const options = panelMutations.signIn(ask, qc);
    const answer = await options.mutationFn!({ email: 'a@b.c', password: 'x' }, {} as never);
    await options.onSuccess!(answer, { email: 'a@b.c', password: 'x' }, undefined, {} as never);
    expect(qc.getQueryData(panelKeys.auth())).toEqual(signedIn);
    expect(qc.getQueryState(panelKeys.page(1))?.isInvalidated).toBe(true);
  });

  it('invalidates what an event names', async () => {
    const qc = new QueryClient();
    qc.setQueryData(panelKeys.page(1), page());
    qc.setQueryData(panelKeys.page(2), page());
    qc.setQueryData(panelKeys.outbox(), []);
    await invalidateFor(qc, { type: 'panel.changed', tabId: 1, reason: 'status' });
    expect(qc.getQueryState(panelKeys.page(1))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(panelKeys.page(2))?.isInvalidated).toBe(false);
    expect(qc.getQueryState(panelKeys.outbox())?.isInvalidated).toBe(false);
  });
});

/**
 * A page query on screen (it has an observer, as the panel's does) whose fetch takes 20 ms and
 * answers the version current when it began: what it answered, and what it showed.
 */
function slowPage() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const seen = { version: 0, answers: [] as number[], shown: [] as number[] };
  const observer = new QueryObserver(qc, {
    queryKey: panelKeys.page(1),
    queryFn: async () => {
      const version = seen.version;
      await new Promise((r) => setTimeout(r, 20));
      seen.answers.push(version);
      return version;
    },
  });
  const unsubscribe = observer.subscribe((r) => {
    if (r.data !== undefined && seen.shown.at(-1) !== r.data) seen.shown.push(r.data);
  });
  return { qc, seen, first: observer.refetch(), unsubscribe };
}

describe('a change while the page is being fetched', () => {
  it('lets the fetch finish, then fetches once more for every change that came meanwhile', async () => {
    const { qc, seen, first, unsubscribe } = slowPage();
    seen.version = 1;
    const changes = [1, 2, 3].map(() =>
      invalidateFor(qc, { type: 'panel.changed', tabId: 1, reason: 'status' }),
    );
    seen.version = 2;
    await Promise.all([first, ...changes]);
    // Not a fetch per change, none thrown away, and the last one saw the last change.
    expect(seen.answers).toEqual([0, 2]);
    expect(qc.getQueryData(panelKeys.page(1))).toBe(2);
    unsubscribe();
  });
});

describe('the tab’s page loaded while its page is being fetched', () => {
  it('keeps the fetch in flight and asks once more after it', async () => {
    const { qc, seen, first, unsubscribe } = slowPage();
    seen.version = 1;
    await Promise.all([first, pageNavigated(qc, 1)]);
    // The first answer is shown, not thrown away for the same ask again.
    expect(seen.shown).toEqual([0, 1]);
    unsubscribe();
  });
});

describe('identityOf', () => {
  it('tells apart every change that changes what the rows permit', () => {
    const demo = auth();
    const signedIn = auth({ mode: 'signed_in', user: USER, project: PROJECT });
    const otherUser = auth({
      mode: 'signed_in',
      user: { ...USER, user_id: 'u2' },
      project: PROJECT,
    });
    const otherProject = auth({
      mode: 'signed_in',
      user: USER,
      project: { ...PROJECT, project_id: 'p2' },
    });
    const otherService = auth({
      mode: 'signed_in',
      user: USER,
      project: PROJECT,
      baseUrl: 'https://l10n.example',
    });
    const ids = [demo, signedIn, otherUser, otherProject, otherService].map(identityOf);
    expect(new Set(ids).size).toBe(ids.length);
    expect(identityOf({ ...signedIn, problem: 'Your session expired' })).toBe(identityOf(signedIn));
  });

  it('keys page data by identity, so a sign-in never shows the old rows', () => {
    const qc = new QueryClient();
    const before = pageQuery((async () => page()) as unknown as Ask, 1, identityOf(auth()));
    qc.setQueryData(before.queryKey, page());
    const after = pageQuery(
      (async () => page()) as unknown as Ask,
      1,
      identityOf(auth({ mode: 'signed_in', user: USER, project: PROJECT })),
    );
    expect(qc.getQueryData(after.queryKey)).toBeUndefined();
  });
});

describe('pageQuery polling: the list follows what it cannot be told about', () => {
  const interval = (data: PanelPage) => {
    const options = pageQuery(async () => data as never, 1);
    const refetch = options.refetchInterval as (q: {
      state: { data: PanelPage };
    }) => number | false;
    return refetch({ state: { data } });
  };
  it.each<[string, PanelPage, number | false]>([
    ['a settled page: broadcasts are enough', page(), false],
    [
      'the service cannot be reached: ask again now and then',
      page(undefined, { problem: 'x' }),
      5000,
    ],
    [
      'a fill runs on the language: no poll, the background tells the panel',
      page(undefined, {
        flags: {
          common: { archived: false, busy: true, can_create: true },
          checkout: { archived: false, busy: false, can_create: true },
        },
      }),
      false,
    ],
  ])('%s', (_name, data, expected) => expect(interval(data)).toBe(expected));
});
