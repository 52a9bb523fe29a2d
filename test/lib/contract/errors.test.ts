import { describe, expect, it } from 'vitest';
import { parseRetryAfter, toApiErrorData } from '../../../lib/contract/errors';

describe('toApiErrorData', () => {
  it.each([
    [
      'pydantic validation',
      422,
      { detail: [{ loc: ['body', 'locale'], msg: 'Required', type: 'missing' }] },
      { type: 'validation_error', code: 'VALIDATION_ERROR', message: 'body.locale: Required' },
    ],
    [
      'sync batch validation',
      400,
      {
        error: {
          type: 'validation_error',
          message: 'bad key',
          detail: [{ loc: ['body'], msg: 'x', type: 'y' }],
        },
      },
      { type: 'validation_error', code: 'VALIDATION_ERROR', message: 'bad key' },
    ],
    [
      'contract error',
      423,
      { error: { type: 'locked', code: 'TARGET_BUSY', message: 'busy' } },
      { type: 'locked', code: 'TARGET_BUSY', message: 'busy' },
    ],
    ['unknown body', 502, '<html>Bad gateway</html>', { type: 'http_error', code: 'HTTP_502' }],
    ['empty body', 401, null, { type: 'authentication_error', code: 'HTTP_401' }],
  ])('%s', (_name, status, body, expected) => {
    expect(toApiErrorData(status, body)).toMatchObject({ status, ...expected });
  });

  it('keeps Retry-After in milliseconds', () => {
    expect(toApiErrorData(423, null, '2').retryAfterMs).toBe(2000);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-22T10:00:00Z');
  it.each([
    ['5', 5000],
    ['0', 0],
    ['Sun, 22 Nov 2026 10:00:30 GMT', 30_000],
    ['Sun, 22 Nov 2026 09:00:00 GMT', 0],
    ['soon', null],
    ['', null],
    [null, null],
  ])('%j → %j', (value, expected) => expect(parseRetryAfter(value, now)).toBe(expected));
});
