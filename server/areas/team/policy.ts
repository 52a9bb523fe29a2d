import { ACCOUNT_ERROR_CODES } from '../../../lib/contract/account';
import { HttpError, ValidationError } from '../../errors';
import { policyReasons } from '../../security/password-policy';

/** A 422 naming every reason the password fails the policy, at `field` of the body. */
export function requirePolicy(
  password: string,
  email: string,
  words: readonly string[],
  field: string,
): void {
  const reasons = policyReasons(password, email, words);
  if (reasons.length)
    throw new ValidationError(
      reasons.map((msg) => ({
        loc: ['body', field],
        msg,
        type: ACCOUNT_ERROR_CODES.passwordPolicy,
      })),
    );
}

export const invalidToken = (what: string) =>
  new HttpError(
    400,
    ACCOUNT_ERROR_CODES.invalidToken,
    `The ${what ? `${what} ` : ''}token is unknown, already used or expired`,
  );
