import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cached } from '../../../lib/background/cached-item';
import { createLiveRows } from '../../../lib/background/live-rows';
import {
  DEFAULT_SETTINGS,
  NO_CREDENTIALS,
  type Credentials,
  type Settings,
} from '../../../lib/background/settings';

const fixed = <T>(value: T): Cached<T> => ({
  ready: Promise.resolve(),
  current: () => value,
  set: async () => undefined,
  update: async () => value,
});

/** A service whose stream opens (or is refused), sends `events`, then ends when told. */
function service(opens: boolean, events = '') {
  let end: () => void = () => undefined;
  const fetchFn: typeof fetch = async () => {
    if (!opens) throw new TypeError('Failed to fetch');
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode(`: open\n\n${events}`));
        end = () => c.close();
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  };
  return { fetchFn, end: () => end() };
}

function follow(opens: boolean, events = '') {
  const svc = service(opens, events);
  const changed =
    vi.fn<(locale: string | null, namespace?: string, keys?: readonly string[]) => void>();
  const states: boolean[] = [];
  const credentials: Credentials = { ...NO_CREDENTIALS, apiKey: 'k', origin: 'http://svc' };
  const settings: Settings = { ...DEFAULT_SETTINGS, baseUrl: 'http://svc' };
  const live = createLiveRows({
    settings: fixed(settings),
    credentials: fixed(credentials),
    fetch: svc.fetchFn,
    changed,
    broadcast: () => states.push(live.isLive()),
  });
  return { live, svc, changed, states };
}

let stopping: (() => void) | undefined;
afterEach(() => stopping?.());

describe('the live row stream', () => {
  it('asks for every row again when a stream that was up drops (the service may be gone)', async () => {
    const { live, svc, changed } = follow(true);
    stopping = live.stop;
    live.seen('panel.page');
    await vi.waitFor(async () => expect(live.isLive()).toBe(true));
    expect(changed).not.toHaveBeenCalled();
    svc.end();
    await vi.waitFor(() => expect(changed).toHaveBeenCalledWith(null));
    expect(live.isLive()).toBe(false);
  });

  it('asks for nothing when the stream never came up: the poll goes on as before', async () => {
    const { live, changed } = follow(false);
    stopping = live.stop;
    live.seen('panel.page');
    await new Promise((r) => setTimeout(r, 50));
    expect(changed).not.toHaveBeenCalled();
    expect(live.isLive()).toBe(false);
  });

  it('names the rows another user changed, and a whole file when the file changed', async () => {
    const row = (namespace: string, key: string) => ({
      kind: 'row',
      locale: 'de',
      namespace,
      key,
      row_state: 'edited',
      stage_index: 0,
      is_ready: false,
      is_locked: false,
      version: 1,
    });
    const file = { kind: 'locale', locale: 'de', namespace: 'shop', reason: 'rows', version: 2 };
    const changes = [row('common', 'a'), row('common', 'b'), row('shop', 'c'), file];
    const event = `id: 7\nevent: rows\ndata: ${JSON.stringify({ changes })}\n\n`;
    const { live, changed } = follow(true, event);
    stopping = live.stop;
    live.seen('status.get');
    await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(2));
    expect(changed.mock.calls).toEqual([
      ['de', 'common', ['a', 'b']],
      ['de', 'shop', undefined],
    ]);
    expect(live.since()).not.toBeNull();
  });
});
