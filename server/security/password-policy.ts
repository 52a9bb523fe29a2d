import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { STRENGTH_LABELS } from '../../lib/contract/account';

/**
 * Password strength as zxcvbn estimates it (common and English dictionaries, keyboard patterns,
 * dates, repeats, l33t), and the password policy: at least 12 characters, a score of 3 of 4 or
 * more, and not containing the e-mail address's local part.
 */
export const POLICY = { minLength: 12, minScore: 3 } as const;

export interface PasswordStrength {
  score: number;
  strength: (typeof STRENGTH_LABELS)[number];
  feedback: string[];
  length: number;
  has_uppercase: boolean;
  has_lowercase: boolean;
  has_numbers: boolean;
  has_special: boolean;
}

let estimator: ZxcvbnFactory | null = null;
/** The dictionaries take a few hundred milliseconds to load: once, on first use (or at start). */
export function passwordEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    translations: english.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
  });
  return estimator;
}

/** Words of the user's own (e-mail, names) that a password should not lean on. */
const userWords = (inputs: readonly string[]) =>
  inputs.flatMap((s) => s.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 3);

export function passwordStrength(
  password: string,
  userInputs: readonly string[] = [],
): PasswordStrength {
  const result = passwordEstimator().check(password, userWords(userInputs));
  const score = result.score;
  const feedback = [result.feedback.warning, ...result.feedback.suggestions].filter(
    (f): f is string => typeof f === 'string' && f.length > 0,
  );
  return {
    score,
    strength: STRENGTH_LABELS[score]!,
    feedback,
    length: [...password].length,
    has_uppercase: /\p{Lu}/u.test(password),
    has_lowercase: /\p{Ll}/u.test(password),
    has_numbers: /\p{N}/u.test(password),
    has_special: /[^\p{L}\p{N}\s]/u.test(password),
  };
}

/** Every reason the password fails the policy, in words; empty when it passes. */
export function policyReasons(
  password: string,
  email: string,
  userInputs: readonly string[] = [],
): string[] {
  const reasons: string[] = [];
  const strength = passwordStrength(password, [email, ...userInputs]);
  if (strength.length < POLICY.minLength)
    reasons.push(`Use at least ${POLICY.minLength} characters (this one has ${strength.length})`);
  if (strength.score < POLICY.minScore)
    reasons.push(
      `Choose a harder password to guess: it scores ${strength.score} of 4, and ${POLICY.minScore} is needed` +
        (strength.feedback.length ? ` (${strength.feedback.join(' ')})` : ''),
    );
  const local = email.split('@')[0]!.toLowerCase();
  if (local.length >= 3 && password.toLowerCase().includes(local))
    reasons.push('Do not use your e-mail address in the password');
  return reasons;
}
