import { describe, expect, it } from 'vitest';
import { passwordStrength, policyReasons } from '../../../server/security/password-policy';

describe('password strength', () => {
  it.each([
    ['password', 0, 'very_weak'],
    ['correct horse battery staple', 4, 'very_strong'],
    ['xK9#mQ2$vL7!pR4@', 4, 'very_strong'],
  ])('%j scores %d (%s)', (password, score, strength) => {
    expect(passwordStrength(password)).toMatchObject({ score, strength });
  });

  it('reports the character classes and the length in code points', () => {
    expect(passwordStrength('Äb3!😀')).toEqual(
      expect.objectContaining({
        length: 5,
        has_uppercase: true,
        has_lowercase: true,
        has_numbers: true,
        has_special: true,
      }),
    );
  });

  it('explains a weak password', () => {
    expect(passwordStrength('password').feedback).toContain('This is a heavily used password.');
  });
});

describe('password policy', () => {
  it('passes a long, strong password', () => {
    expect(policyReasons('violet-harbour-engine-42', 'ana@demo.test')).toEqual([]);
  });

  it('names every reason a password fails', () => {
    const reasons = policyReasons('ana12345', 'ana12345@demo.test');
    expect(reasons).toHaveLength(3);
    expect(reasons[0]).toBe('Use at least 12 characters (this one has 8)');
    expect(reasons[1]).toMatch(
      /^Choose a harder password to guess: it scores \d of 4, and 3 is needed/,
    );
    expect(reasons[2]).toBe('Do not use your e-mail address in the password');
  });

  it('counts the e-mail as a guess against the password', () => {
    const withEmail = policyReasons('translatorlocale2026', 'translatorlocale2026@x.test');
    expect(withEmail).toContain('Do not use your e-mail address in the password');
  });
});
