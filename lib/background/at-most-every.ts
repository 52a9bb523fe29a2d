/**
 * Calls `fn` at once, then at most once every `ms`: calls in between are merged into one at the
 * end of the interval. What is told is "something changed", so merging loses nothing.
 */
export function atMostEvery(
  ms: number,
  fn: () => void,
  clock: { now: () => number; later: (run: () => void, ms: number) => void } = {
    now: Date.now,
    later: (run, wait) => void setTimeout(run, wait),
  },
): () => void {
  let last = -Infinity;
  let pending = false;
  const run = () => {
    pending = false;
    last = clock.now();
    fn();
  };
  return () => {
    if (pending) return;
    const wait = last + ms - clock.now();
    if (wait <= 0) return run();
    pending = true;
    clock.later(run, wait);
  };
}
