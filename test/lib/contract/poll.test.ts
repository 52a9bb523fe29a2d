import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/contract/errors';
import { poll, PollTimeoutError } from '../../../lib/contract/poll';

/** A fake clock: sleeping advances time instantly, and every wait is recorded. */
function fakeTime() {
  let t = 0;
  const waits: number[] = [];
  return {
    waits,
    now: () => t,
    sleep: async (ms: number) => {
      waits.push(ms);
      t += ms;
    },
  };
}

const apiError = (status: number, retryAfterMs: number | null = null) =>
  new ApiError({ status, type: 't', code: 'C', message: 'm', detail: [], retryAfterMs });

describe('poll', () => {
  it('returns the first terminal value and backs off exponentially up to the cap', async () => {
    const time = fakeTime();
    const statuses = [
      'pending',
      'processing',
      'processing',
      'processing',
      'processing',
      'completed',
    ];
    let i = 0;
    const result = await poll(async () => ({ status: statuses[i++]! }), undefined, {
      initialDelayMs: 100,
      factor: 2,
      maxDelayMs: 500,
      ...time,
    });
    expect(result).toEqual({ status: 'completed' });
    expect(time.waits).toEqual([100, 200, 400, 500, 500]);
  });

  it('treats failed as terminal too', async () => {
    const time = fakeTime();
    await expect(poll(async () => ({ status: 'failed' }), undefined, time)).resolves.toEqual({
      status: 'failed',
    });
    expect(time.waits).toEqual([]);
  });

  it('keeps going through network errors, 429 and 5xx, honouring Retry-After', async () => {
    const time = fakeTime();
    const answers: (Error | { status: string })[] = [
      new TypeError('fetch failed'),
      apiError(429, 3000),
      apiError(503),
      { status: 'completed' },
    ];
    let i = 0;
    const result = await poll(
      async () => {
        const a = answers[i++]!;
        if (a instanceof Error) throw a;
        return a;
      },
      undefined,
      { initialDelayMs: 100, factor: 1, ...time },
    );
    expect(result.status).toBe('completed');
    expect(time.waits).toEqual([100, 3000, 100]);
  });

  it('stops at once on a client error', async () => {
    const time = fakeTime();
    await expect(
      poll(async () => Promise.reject(apiError(404)), undefined, time),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('times out with the last value when a hard timeout is set', async () => {
    const time = fakeTime();
    const err = await poll(async () => ({ status: 'pending' }), undefined, {
      timeoutMs: 1000,
      ...time,
    }).catch((e) => e);
    expect(err).toBeInstanceOf(PollTimeoutError);
    expect((err as PollTimeoutError).last).toEqual({ status: 'pending' });
  });

  it('has no hard timeout when timeoutMs is null (model warmup)', async () => {
    const time = fakeTime();
    let n = 0;
    const result = await poll(
      async () => ({ status: ++n > 200 ? 'completed' : 'started' }),
      undefined,
      {
        timeoutMs: null,
        maxDelayMs: 60_000,
        ...time,
      },
    );
    expect(result.status).toBe('completed');
    expect(time.now()).toBeGreaterThan(3_600_000);
  });

  it('can be cancelled while waiting', async () => {
    const controller = new AbortController();
    const pending = poll(async () => ({ status: 'pending' }), undefined, {
      signal: controller.signal,
      initialDelayMs: 10_000,
    });
    setTimeout(() => controller.abort(new Error('cancelled by the user')), 10);
    await expect(pending).rejects.toThrow('cancelled by the user');
  });

  it('reports every value it sees', async () => {
    const seen: string[] = [];
    let i = 0;
    const statuses = ['pending', 'processing', 'completed'];
    await poll(async () => ({ status: statuses[i++]! }), undefined, {
      ...fakeTime(),
      onUpdate: (v) => seen.push(v.status),
    });
    expect(seen).toEqual(statuses);
  });
});
