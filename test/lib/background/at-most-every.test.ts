import { describe, expect, it } from 'vitest';
import { atMostEvery } from '../../../lib/background/at-most-every';

/** Calls at the given times (ms) on a clock the test moves; returns when `fn` ran. */
function run(calls: readonly number[], until: number): number[] {
  let now = 0;
  const timers: { at: number; run: () => void }[] = [];
  const ran: number[] = [];
  const tell = atMostEvery(1000, () => ran.push(now), {
    now: () => now,
    later: (fn, ms) => void timers.push({ at: now + ms, run: fn }),
  });
  const events = calls.map((at) => ({ at, run: tell }));
  for (;;) {
    const next = [...events, ...timers].filter((e) => e.at <= until).sort((a, b) => a.at - b.at)[0];
    if (!next) return ran;
    const from = events.includes(next) ? events : timers;
    from.splice(from.indexOf(next), 1);
    now = next.at;
    next.run();
  }
}

describe('atMostEvery', () => {
  it.each([
    ['a lone call runs at once', [5], [5]],
    ['calls a second apart each run at once', [0, 1000, 2500], [0, 1000, 2500]],
    ['calls within the second merge into one at its end', [0, 10, 200, 900], [0, 1000]],
    ['a call after the merged one waits a second from it', [0, 10, 1100], [0, 1000, 2000]],
    ['a burst after a quiet while runs at once, then once more', [0, 3000, 3001], [0, 3000, 4000]],
  ])('%s', (_, calls, expected) => expect(run(calls, 10_000)).toEqual(expected));
});
