import { createAccountHandlers } from './account-handlers';
import type { Auth } from './auth';
import type { BackgroundDeps } from './background-deps';
import { createFileHandlers } from './file-handlers';
import { createProjectTools } from './project-tools';
import type { BackgroundHandlers } from './router';
import { bearerClient } from './suggestions';
import { createTeamHandlers } from './team-handlers';

type AuthMessages = 'auth.forgotPassword' | 'auth.resetPassword' | 'auth.acceptInvitation';

/**
 * What a person does as themselves: their account, a manager's projects, tools and team (with
 * their bearer token), and the ways in that a mailed token opens (invitation, password reset).
 */
export function createSignedInHandlers(deps: BackgroundDeps, auth: Auth) {
  const asUser = () => bearerClient(deps);
  const ways: Pick<BackgroundHandlers, AuthMessages> = {
    'auth.forgotPassword': ({ email, baseUrl }) => auth.forgotPassword(email, baseUrl),
    'auth.resetPassword': ({ token, password, baseUrl }) =>
      auth.resetPassword(token, password, baseUrl),
    'auth.acceptInvitation': (input) => auth.acceptInvitation(input),
  };
  return {
    ...ways,
    ...createProjectTools(asUser, () => auth.refreshProjects()),
    ...createTeamHandlers(asUser, () => auth.refreshProjects()),
    ...createFileHandlers(asUser),
    ...createAccountHandlers(asUser, async (user) => {
      await deps.credentials.update({ user });
    }),
  };
}
