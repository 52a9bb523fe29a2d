import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/contract/errors';
import { inTurn } from '../../../lib/contract/in-turn';

const busy = (retryAfterMs: number | null) =>
  new ApiError({
    status: 409,
    type: 'conflict',
    code: 'JOB_IN_PROGRESS',
    message: 'A sync of the project runs',
    detail: [],
    retryAfterMs,
  });
// An error unwrapped from a message between the options page and the background: plain data.
const unwrapped = (code: string, retryAfterMs?: number) =>
  Object.assign(new Error(code), { status: 409, code, retryAfterMs });

describe('inTurn', () => {
  it.each([
    ['answers at once', [], [], 0],
    ['waits Retry-After per refusal', [busy(1500), busy(200)], [1500, 200], 1],
    ['waits a second without Retry-After', [busy(null)], [1000], 1],
    ['reads an error unwrapped from a message', [unwrapped('JOB_IN_PROGRESS', 50)], [50], 1],
  ])('%s', async (_, refusals, waits, told) => {
    const left = [...refusals];
    const slept: number[] = [];
    let said = 0;
    const value = await inTurn(
      async () => {
        const refusal = left.shift();
        if (refusal) throw refusal;
        return 'written';
      },
      { sleep: async (ms) => void slept.push(ms), onWait: () => void said++ },
    );
    expect(value).toBe('written');
    expect(slept).toEqual(waits);
    expect(said).toBe(told);
  });

  it.each([
    ['another code', unwrapped('TARGET_BUSY', 10)],
    ['a plain error', new Error('network down')],
    ['a thrown string', 'odd'],
  ])('passes %s on without waiting', async (_, error) => {
    const slept: number[] = [];
    await expect(
      inTurn(
        async () => {
          throw error;
        },
        { sleep: async (ms) => void slept.push(ms) },
      ),
    ).rejects.toBe(error);
    expect(slept).toEqual([]);
  });
});
