import type { LocaleLensClient } from '../../contract/client';
import { ApiError } from '../../contract/errors';
import type { accountMessages } from '../../messaging/protocol/account';
import type { AreaHandlers, BackgroundHandlers } from './types';

/** Every reason a refusal gives, not only the first: the policy names each one. */
function allReasons(err: unknown): never {
  if (err instanceof ApiError && err.status === 422 && err.detail.length > 1)
    throw Object.assign(new Error(err.detail.map((d) => d.msg).join(' · ')), {
      code: err.code,
      status: err.status,
    });
  throw err;
}

/** The account messages, asked of the service with the signed-in user's bearer token. */
export function createAccountHandlers(
  client: () => Pick<LocaleLensClient, 'call'>,
  /** The profile changed (name, e-mail): the identity the panel shows must follow. */
  onProfile: (profile: Awaited<ReturnType<BackgroundHandlers['account.profile']>>) => Promise<void>,
): AreaHandlers<typeof accountMessages> {
  return {
    'account.profile': () => client().call('getProfile'),
    async 'account.update'(body) {
      const profile = await client().call('updateProfile', { body }).catch(allReasons);
      await onProfile(profile);
      return profile;
    },
    'account.strength': ({ password }) =>
      client().call('passwordStrength', { query: { password } }),
    async 'account.changePassword'({ current, next }) {
      await client()
        .call('changePassword', { body: { current_password: current, new_password: next } })
        .catch(allReasons);
      return null;
    },
    'account.changeEmail': ({ newEmail, currentPassword }) =>
      client()
        .call('initiateEmailChange', {
          body: { new_email: newEmail, current_password: currentPassword },
        })
        .catch(allReasons),
    async 'account.confirmEmail'({ token }) {
      const profile = await client().call('confirmEmailChange', { body: { token } });
      await onProfile(profile);
      return profile;
    },
  };
}
