/**
 * Work done in steps: a generator that yields now and then (every few hundred items) and returns
 * its result, run to the end at once (`drain`) or in slices with pauses between them (`inSlices`),
 * so that building what a big project's catalogue needs is not one long task of a page.
 */
export type Steps<T> = Generator<void, T, void>;

/** How many items a step takes before it yields. */
export const STEP_ITEMS = 256;

export function drain<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** Runs the steps in slices of about `sliceMs`, awaiting `pause` between them. */
export async function inSlices<T>(
  steps: Steps<T>,
  sliceMs: number,
  pause: () => Promise<unknown>,
): Promise<T> {
  for (;;) {
    const end = performance.now() + sliceMs;
    for (;;) {
      const next = steps.next();
      if (next.done) return next.value;
      if (performance.now() >= end) break;
    }
    await pause();
  }
}
