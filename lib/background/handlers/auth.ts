import type { authMessages } from '../../messaging/protocol/auth';
import type { Auth } from '../auth';
import type { AreaHandlers } from './types';

/**
 * Signing in and out, and the ways in that a mailed token opens (invitation, password reset):
 * the background alone holds the credentials.
 */
export function createAuthHandlers(auth: Auth): AreaHandlers<typeof authMessages> {
  return {
    'auth.state': () => auth.state(),
    'auth.signIn': ({ email, password, baseUrl }) => auth.signIn(email, password, baseUrl),
    'auth.chooseProject': ({ projectId }) => auth.chooseProject(projectId),
    'auth.useKey': ({ apiKey, baseUrl, allowMaster }) => auth.useKey(apiKey, baseUrl, allowMaster),
    'auth.signOut': () => auth.signOut(),
    'auth.forgotPassword': ({ email, baseUrl }) => auth.forgotPassword(email, baseUrl),
    'auth.resetPassword': ({ token, password, baseUrl }) =>
      auth.resetPassword(token, password, baseUrl),
    'auth.acceptInvitation': (input) => auth.acceptInvitation(input),
  };
}
