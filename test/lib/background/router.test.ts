import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import type { Cached } from '../../../lib/background/cached-item';
import type { FrameScan } from '../../../lib/background/frame-scan';
import { createRouter, type BackgroundDeps } from '../../../lib/background/router';
import { DEFAULT_SETTINGS, NO_CREDENTIALS } from '../../../lib/background/settings';
import type { ToContent } from '../../../lib/messaging/content-protocol';
import { MESSAGE_TYPES } from '../../../lib/messaging/protocol';
import { attributeKey } from './frame-key';

const ID = 'ext-id';
const ORIGIN = `chrome-extension://${ID}/`;
const PAGE = { id: ID, url: `${ORIGIN}sidepanel.html` };
const CONTENT = { id: ID, url: 'http://127.0.0.1:8787/demo/', tab: { id: 3 }, frameId: 2 };

function memory<T>(value: T): Cached<T> {
  return {
    ready: Promise.resolve(),
    current: () => value,
    set: async (next) => void (value = next),
    update: async (patch) => (value = { ...value, ...patch }),
  };
}

function setup(
  tabAnswers: Partial<Record<ToContent['type'], unknown>> = {},
  fetch: typeof globalThis.fetch = async () => new Response('{}', { status: 503 }),
) {
  const frames = new Map<number, Map<number, FrameScan>>();
  const toTabs: { tabId: number; message: ToContent }[] = [];
  const deps: BackgroundDeps = {
    extensionId: ID,
    extensionOrigin: ORIGIN,
    settings: memory(DEFAULT_SETTINGS),
    credentials: memory(NO_CREDENTIALS),
    frames: {
      put: async (tabId, frameId, scan) =>
        void frames.set(tabId, (frames.get(tabId) ?? new Map()).set(frameId, scan)),
      begin: async () => undefined,
      get: async (tabId) => frames.get(tabId) ?? new Map(),
      patch: async () => false,
    },
    lens: { get: async () => true, set: async () => undefined },
    selections: { get: async () => null, set: async () => undefined },
    sites: { state: async () => ({ status: 'built_in', host: null, pattern: null }) } as never,
    sendToTab: async (tabId, message) => {
      toTabs.push({ tabId, message });
      return tabAnswers[message.type] as never;
    },
    sendToTabs: () => undefined,
    broadcast: () => undefined,
    schedule: () => undefined,
    fetch,
  };
  return { router: createRouter(deps), frames, toTabs };
}

const scan = { url: 'http://127.0.0.1:8787/demo/', locale: 'de', keys: [], shadowRoots: 0 };

beforeEach(() => fakeBrowser.reset());

describe('the background router', () => {
  it('has one handler for every message type of the protocol, and no other', () => {
    const { router } = setup();
    expect(Object.keys(router.handlers).sort()).toEqual([...MESSAGE_TYPES].sort());
  });

  it('refuses senders other than the extension itself', async () => {
    const { router } = setup();
    const answer = await router.handle({ type: 'settings.get' }, { ...PAGE, id: 'other' });
    expect(answer).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
  });

  it('lets a content script report only its own tab and frame', async () => {
    const { router, frames } = setup();
    const answer = await router.handle(
      { type: 'frame.scanned', ...scan, unmatchedTextCount: 0, tabId: 99 },
      CONTENT,
    );
    expect(answer).toEqual({ ok: true, value: null });
    expect([...frames.keys()]).toEqual([3]);
    expect([...frames.get(3)!.keys()]).toEqual([2]);
  });

  it('does not let a content script send what only extension pages may', async () => {
    const { router } = setup();
    for (const message of [{ type: 'page.report', tabId: 1 }, { type: 'auth.signOut' }]) {
      const answer = await router.handle(message, CONTENT);
      expect(answer).toMatchObject({ ok: false, error: { code: 'BAD_MESSAGE' } });
    }
  });

  it('does not let an extension page pose as a content script', async () => {
    const { router } = setup();
    const answer = await router.handle({ type: 'lens.state' }, PAGE);
    expect(answer).toMatchObject({ ok: false, error: { code: 'BAD_MESSAGE' } });
  });

  it('refuses unknown types and payloads that do not parse', async () => {
    const { router } = setup();
    for (const message of [
      { type: 'nope' },
      { type: 'toString' },
      null,
      { type: 'frame.scanned', ...scan, keys: 'not a list' },
      { type: 'key.selected', ref: { namespace: '', key: 'k' }, locale: 'de' },
    ]) {
      const answer = await router.handle(message, CONTENT);
      expect(answer).toMatchObject({ ok: false, error: { code: 'BAD_MESSAGE' } });
    }
  });

  it('forwards a reveal and a preview to the tab with the same key shape', async () => {
    const shown = { overflow: true, truncated: false, elements: 2 };
    const { router, toTabs } = setup({ 'key.reveal': true, 'preview.set': shown });
    const ref = { namespace: 'common', key: 'nav.home' };
    expect(await router.handle({ type: 'key.reveal', tabId: 5, ref }, PAGE)).toEqual({
      ok: true,
      value: true,
    });
    expect(await router.handle({ type: 'preview.set', tabId: 5, ref, text: 'Hi' }, PAGE)).toEqual({
      ok: true,
      value: shown,
    });
    expect(toTabs).toEqual([
      { tabId: 5, message: { type: 'key.reveal', ref } },
      { tabId: 5, message: { type: 'preview.set', ref, text: 'Hi' } },
    ]);
  });

  it('answers a full preview result when the tab has no lens to preview in', async () => {
    const { router } = setup();
    const ref = { namespace: 'common', key: 'nav.home' };
    expect(await router.handle({ type: 'preview.set', tabId: 5, ref, text: 'Hi' }, PAGE)).toEqual({
      ok: true,
      value: { overflow: false, truncated: false, elements: 0 },
    });
  });

  it('names a service that cannot be reached in words, never as a raw error', async () => {
    const unreachable = async () => {
      throw new TypeError('Failed to fetch');
    };
    const { router, frames } = setup({}, unreachable);
    const key = await router.handle({ type: 'auth.useKey', apiKey: 'lr_x' }, PAGE);
    expect(key).toMatchObject({ ok: false, error: { code: 'NETWORK' } });
    const words = (key as { error: { message: string } }).error.message;
    expect(words).toBe(
      'The service at http://127.0.0.1:8787 cannot be reached. Check that it is running and that the service URL in the options is right.',
    );
    frames.set(4, new Map([[0, { ...scan, keys: [], unmatchedTextCount: 0 }]]));
    const answer = await router.handle({ type: 'panel.page', tabId: 4 }, PAGE);
    expect(answer).toMatchObject({ ok: true, value: { problem: words } });
  });

  it("queues a reject's reason with it, refuses one too long, and drops it from other actions", async () => {
    const { router } = setup();
    const ref = { locale: 'de', namespace: 'common', key: 'nav.home' };
    const reject = await router.handle(
      { type: 'row.transition', ...ref, action: 'reject', reason: ' Too formal ' },
      PAGE,
    );
    expect(reject).toMatchObject({ ok: true, value: { action: 'reject', reason: 'Too formal' } });
    const confirm = await router.handle(
      { type: 'row.transition', ...ref, action: 'confirm', reason: 'x' },
      PAGE,
    );
    expect(confirm).toMatchObject({ ok: true, value: { action: 'confirm' } });
    expect(confirm).not.toHaveProperty('value.reason');
    const long = await router.handle(
      { type: 'row.transition', ...ref, action: 'reject', reason: 'x'.repeat(1001) },
      PAGE,
    );
    expect(long).toMatchObject({ ok: false });
  });
});

describe('page.report with waitMs', () => {
  const frame = (...names: string[]) => ({
    type: 'frame.scanned',
    ...scan,
    keys: names.map(attributeKey),
    unmatchedTextCount: 0,
  });
  type Answer = { ok: true; value: { revision: number; unchanged?: true; keys?: unknown[] } };
  const ask = (router: ReturnType<typeof setup>['router'], payload: object) =>
    router.handle({ type: 'page.report', tabId: 3, ...payload }, PAGE) as Promise<Answer>;
  const timeout = (ms: number) => new Promise((r) => setTimeout(() => r('timed out'), ms));

  it("answers as soon as the tab's frame changes, not when the wait ends", async () => {
    const { router } = setup();
    await router.handle(frame('a'), CONTENT);
    const held = (await ask(router, {})).value;
    const waiting = ask(router, { since: held.revision, waitMs: 20_000 });
    await timeout(50); // it is waiting by now
    await router.handle(frame('a', 'b'), CONTENT);
    const answer = await Promise.race([waiting, timeout(2000)]);
    expect(answer).not.toBe('timed out');
    const { value } = answer as Answer;
    expect(value.unchanged).toBeUndefined();
    expect(value.revision).not.toBe(held.revision);
  });

  it('says unchanged once the wait is over with nothing changed', async () => {
    const { router } = setup();
    await router.handle(frame('a'), CONTENT);
    const held = (await ask(router, {})).value;
    const started = Date.now();
    const answer = await ask(router, { since: held.revision, waitMs: 150 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(answer.value).toEqual({ unchanged: true, revision: held.revision });
  });

  it('answers at once when the asker holds an older report, and refuses a wait too long', async () => {
    const { router } = setup();
    await router.handle(frame('a'), CONTENT);
    const held = (await ask(router, {})).value;
    await router.handle(frame('a', 'b'), CONTENT);
    const answer = await Promise.race([
      ask(router, { since: held.revision, waitMs: 20_000 }),
      timeout(2000),
    ]);
    expect((answer as Answer).value.keys).toBeDefined();
    expect(await ask(router, { waitMs: 3_600_000 })).toMatchObject({
      ok: false,
      error: { code: 'BAD_MESSAGE' },
    });
  });
});
