import type { Ask } from '../../../lib/panel/transport';
import { PasswordExpiry } from './password-expiry';
import { SignInForm } from './sign-in-form';
import { TeamSection } from './team-section';
import type { useAccount } from './use-account';

/** Signing in (or why it failed), the password's expiry, and the project's team. */
export function AccountSection({
  ask,
  account,
}: {
  ask: Ask;
  account: ReturnType<typeof useAccount>;
}) {
  const auth = account.auth;
  const showSignIn = auth && (auth.mode === 'demo' || auth.needsProject || auth.problem !== null);
  return (
    <>
      {account.authError && <p role="alert">{account.authError.message}</p>}
      {showSignIn && (
        <SignInForm
          key={auth.baseUrl}
          baseUrl={auth.baseUrl}
          lastEmail={auth.lastEmail}
          needsProject={auth.needsProject}
          projects={auth.projects}
          user={auth.user}
          problem={auth.problem}
          error={account.error}
          busy={account.busy}
          onSignIn={account.signIn}
          onUseKey={account.useKey}
          onChooseProject={account.chooseProject}
          help={account.help}
        />
      )}
      {auth?.mode === 'signed_in' && <PasswordExpiry days={auth.user?.password_expires_in_days} />}
      <TeamSection ask={ask} project={auth?.mode === 'signed_in' ? auth.project : null} />
    </>
  );
}
