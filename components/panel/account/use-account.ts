import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ErrorLike } from '../../../lib/panel/auth-messages';
import { authQuery, panelMutations, type SignInInput } from '../../../lib/panel/queries';
import type { Ask } from '../../../lib/panel/transport';

/** Who the extension acts as, and the four ways to change it. */
export function useAccount(ask: Ask) {
  const qc = useQueryClient();
  const auth = useQuery(authQuery(ask));
  const signIn = useMutation(panelMutations.signIn(ask, qc));
  const key = useMutation(panelMutations.useKey(ask, qc));
  const project = useMutation(panelMutations.chooseProject(ask, qc));
  const signOut = useMutation(panelMutations.signOut(ask, qc));
  const accept = useMutation(panelMutations.acceptInvitation(ask, qc));
  const all = [signIn, key, project, signOut, accept];
  // Only the latest attempt's failure is shown: each attempt clears the others.
  const fresh = () => all.forEach((m) => m.reset());

  return {
    auth: auth.data ?? null,
    authError: auth.error as ErrorLike | null,
    error: (all.find((m) => m.error)?.error ?? null) as ErrorLike | null,
    busy: all.some((m) => m.isPending),
    signIn(input: SignInInput) {
      fresh();
      signIn.mutate(input);
    },
    useKey(input: { apiKey: string; baseUrl?: string; allowMaster?: boolean }) {
      fresh();
      key.mutate(input);
    },
    chooseProject(projectId: string) {
      fresh();
      project.mutate(projectId);
    },
    signOut() {
      fresh();
      signOut.mutate();
    },
    /** The ways in with a mailed token, for the sign-in form's help. */
    help: {
      forgot: (email: string, baseUrl: string) => ask('auth.forgotPassword', { email, baseUrl }),
      reset: (token: string, password: string, baseUrl: string) =>
        ask('auth.resetPassword', { token, password, baseUrl }),
      accept(input: { token: string; name: string; password: string; baseUrl: string }) {
        fresh();
        return accept.mutateAsync(input);
      },
    },
  };
}
