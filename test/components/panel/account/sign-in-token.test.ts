import { describe, expect, it } from 'vitest';
import { tokenOf } from '../../../../components/panel/account/sign-in-help';

describe('tokenOf', () => {
  it.each([
    ['abc123', 'abc123'],
    ['  abc123\n', 'abc123'],
    ['http://127.0.0.1:8787/invitation?token=abc123', 'abc123'],
    ['http://127.0.0.1:8787/reset-password?lang=de&token=a%2Bb&x=1', 'a+b'],
    ['http://127.0.0.1:8787/invitation#token=xyz', 'xyz'],
  ])('%j → %j', (pasted, token) => expect(tokenOf(pasted)).toBe(token));
});
