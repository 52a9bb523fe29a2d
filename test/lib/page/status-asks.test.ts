import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_ASK_MS, STATUS_TTL_MS } from '../../../lib/messaging/status-ttl';
import type { KeyRef, StatusAnswer } from '../../../lib/messaging/types';
import type { Result } from '../../../lib/messaging/result';
import { statusAsks } from '../../../lib/page/status-asks';

const ref = (key: string): KeyRef => ({ namespace: 'app', key });
const names = (refs: readonly KeyRef[]) => refs.map((r) => r.key);

/** A background that answers every asked key, unless told to fail or to leave keys out. */
function background() {
  const asked: string[][] = [];
  const state = { fail: false, leaveOut: new Set<string>(), target: true, live: false };
  let release: (() => void) | undefined;
  const held = { on: false };
  const send = vi.fn(async (_type: string, { refs }: { locale: string; refs: KeyRef[] }) => {
    asked.push(names(refs));
    if (held.on) await new Promise<void>((r) => (release = r));
    if (state.fail) return { ok: false, error: { message: 'The service cannot be reached' } };
    const kept = refs.filter((r) => !state.leaveOut.has(r.key));
    const value: StatusAnswer = {
      entries: Object.fromEntries(kept.map((r) => [`app\u0000${r.key}`, null])),
      flags: {},
      workflow: state.target ? ({ stages: [] } as never) : null,
      locale: 'de',
      isSource: false,
      readOnly: {},
      ...(kept.length < refs.length ? { partial: true } : {}),
      ...(state.live ? { live: true } : {}),
    };
    return { ok: true, value } as Result<StatusAnswer>;
  });
  return { asked, state, send, held, release: () => release?.() };
}

function setUp(keys: KeyRef[], locale = { now: 'de-DE' as string | null }) {
  const bg = background();
  const settled = vi.fn();
  const asks = statusAsks({
    send: bg.send as never,
    locale: () => locale.now,
    keys: () => keys,
    settled,
  });
  const known = () => Object.keys(asks.answer?.entries ?? {}).map((id) => id.split('\u0000')[1]);
  return { bg, settled, asks, known, keys, locale };
}

describe('statusAsks', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('asks every key first, then only the keys the page added, keeping the others', async () => {
    const { bg, asks, known, keys } = setUp([ref('a'), ref('b')]);
    await asks.refresh();
    keys.push(ref('c'));
    await asks.refresh();
    expect(bg.asked).toEqual([['a', 'b'], ['c']]);
    expect(known().sort()).toEqual(['a', 'b', 'c']);
  });

  it("asks again only for the keys another user's save names, and only those the page has", async () => {
    const { bg, asks, keys } = setUp([ref('a'), ref('b'), ref('c')]);
    await asks.refresh();
    await asks.refresh(false, [ref('b'), ref('elsewhere')]);
    await asks.refresh();
    expect(bg.asked).toEqual([['a', 'b', 'c'], ['b']]);
    expect(keys).toHaveLength(3);
  });

  it('asks again for a changed key whose ask failed, until one succeeds', async () => {
    const { bg, asks } = setUp([ref('a'), ref('b')]);
    await asks.refresh();
    bg.state.fail = true;
    await asks.refresh(false, [ref('b')]);
    bg.state.fail = false;
    await asks.refresh();
    await asks.refresh();
    expect(bg.asked).toEqual([['a', 'b'], ['b'], ['b']]);
  });

  it('asks every key again only after minutes while the background follows the row stream', async () => {
    const { bg, asks, keys } = setUp([ref('a'), ref('b')]);
    bg.state.live = true;
    await asks.refresh();
    keys.push(ref('c'));
    vi.advanceTimersByTime(STATUS_TTL_MS);
    await asks.refresh();
    vi.advanceTimersByTime(LIVE_ASK_MS - STATUS_TTL_MS);
    await asks.refresh();
    expect(bg.asked).toEqual([['a', 'b'], ['c'], ['a', 'b', 'c']]);
  });

  it('asks nothing when no key is new, and still draws', async () => {
    const { bg, asks, settled } = setUp([ref('a')]);
    await asks.refresh();
    await asks.refresh();
    expect(bg.asked).toEqual([['a']]);
    expect(settled.mock.calls).toEqual([[null, false], [undefined]]);
  });

  it.each([
    ['told that statuses changed', (s: ReturnType<typeof setUp>) => s.asks.refresh(true)],
    [
      'the statuses it holds are older than the background keeps them',
      (s: ReturnType<typeof setUp>) => {
        vi.advanceTimersByTime(STATUS_TTL_MS);
        return s.asks.refresh();
      },
    ],
    [
      "the page's language changed",
      (s: ReturnType<typeof setUp>) => {
        s.locale.now = 'fr';
        return s.asks.refresh();
      },
    ],
  ])('asks every key again when %s', async (_when, then) => {
    const s = setUp([ref('a'), ref('b')]);
    await s.asks.refresh();
    s.keys.push(ref('c'));
    await then(s);
    expect(s.bg.asked).toEqual([
      ['a', 'b'],
      ['a', 'b', 'c'],
    ]);
  });

  it('asks again, a little later, for the keys a partial answer left out', async () => {
    const { bg, asks, known } = setUp([ref('a'), ref('b')]);
    bg.state.leaveOut.add('b');
    await asks.refresh();
    expect(known()).toEqual(['a']);
    bg.state.leaveOut.clear();
    await vi.advanceTimersByTimeAsync(5000);
    expect(bg.asked).toEqual([['a', 'b'], ['b']]);
    expect(known().sort()).toEqual(['a', 'b']);
  });

  it('keeps what it has when an ask fails, says why, asks again later and says when it is back', async () => {
    const { bg, asks, known, keys, settled } = setUp([ref('a')]);
    await asks.refresh();
    bg.state.fail = true;
    keys.push(ref('b'));
    await asks.refresh();
    expect(known()).toEqual(['a']);
    expect(settled).toHaveBeenLastCalledWith('The service cannot be reached', false);
    bg.state.fail = false;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(bg.asked).toEqual([['a'], ['b'], ['b']]);
    expect(settled).toHaveBeenLastCalledWith(null, true);
  });

  it('asks nothing for a new key when the answer holds for every key (not a target language)', async () => {
    const { bg, asks, keys } = setUp([ref('a')]);
    bg.state.target = false;
    await asks.refresh();
    keys.push(ref('b'));
    await asks.refresh();
    expect(bg.asked).toEqual([['a']]);
  });

  it('sends one ask at a time: changes during an ask make one more after it', async () => {
    const { bg, asks, keys } = setUp([ref('a')]);
    bg.held.on = true;
    const first = asks.refresh();
    keys.push(ref('b'));
    void asks.refresh();
    keys.push(ref('c'));
    void asks.refresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(bg.asked).toEqual([['a']]);
    bg.held.on = false;
    bg.release();
    await first;
    await vi.advanceTimersByTimeAsync(0);
    expect(bg.asked).toEqual([['a'], ['b', 'c']]);
  });

  it('asks nothing without a page language: no key is a target', async () => {
    const { bg, asks, settled } = setUp([ref('a')], { now: null });
    await asks.refresh();
    expect(bg.asked).toEqual([]);
    expect(asks.answer?.workflow).toBeNull();
    expect(settled).toHaveBeenCalledWith(undefined);
  });
});
