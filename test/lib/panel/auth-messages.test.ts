import { describe, expect, it } from 'vitest';
import { authErrorText, formatWait, SESSION_EXPIRED_TEXT } from '../../../lib/panel/auth-messages';

const URL = 'http://127.0.0.1:8787';

describe('authErrorText', () => {
  it.each([
    [{ code: 'NETWORK', status: 0 }, /^Cannot reach http:\/\/127\.0\.0\.1:8787/],
    [{ code: 'INVALID_CREDENTIALS', status: 401 }, /^Wrong e-mail or password$/],
    [
      { code: 'TOO_MANY_ATTEMPTS', status: 429, retryAfterMs: 14 * 60_000 + 1 },
      /locked out.*15 minutes/,
    ],
    [{ status: 429, retryAfterMs: 30_000 }, /Try again in 30 seconds/],
    [{ code: 'TOO_MANY_ATTEMPTS', status: 429 }, /Try again later/],
    [{ code: 'SESSION_EXPIRED', status: 401 }, SESSION_EXPIRED_TEXT],
    [{ code: 'SOMETHING', status: 500, message: 'Boom' }, /^Boom$/],
  ])('%o', (error, expected) => {
    const text = authErrorText(error, URL);
    if (typeof expected === 'string') expect(text).toBe(expected);
    else expect(text).toMatch(expected);
  });
});

describe('formatWait', () => {
  it.each([
    [500, '1 second'],
    [59_000, '59 seconds'],
    [60_000, '1 minute'],
    [60_001, '2 minutes'],
  ])('%i ms → %s', (ms, text) => expect(formatWait(ms)).toBe(text));
});
