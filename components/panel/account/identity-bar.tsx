import type { EditorWorkflow } from '../../../lib/contract/editor';
import { stageName } from '../../../lib/key-state/key-state';
import type { AuthState } from '../../../lib/messaging/types';
import { useText } from '../../../lib/panel/use-text';
import { textFor, type MessageKey, type UiText } from '../../../lib/ui-text/catalogues';

export interface IdentityBarProps {
  auth: AuthState;
  /** The workflow for the page's locale, when the page has one. */
  workflow: EditorWorkflow | null;
  locale: string | null;
  busy?: boolean;
  onSignOut(): void;
  onChooseProject(projectId: string): void;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** A role or stage the workflows name, in words; one the extension does not know, as named. */
const named = (t: UiText, key: string, name: string) =>
  t.has(key) ? t(key as MessageKey) : capitalise(name);
const roleName = (t: UiText, role: string) => named(t, `role.${role.toLowerCase()}`, role);
const stageLabel = (t: UiText, stage: string) => named(t, `stage.${stage.toLowerCase()}`, stage);

/**
 * "Project manager", or the roles of the stages you are assigned ("Reviewer"); empty while the
 * workflow is unknown, rather than a guess that is corrected a moment later.
 */
export function roleLabel(
  auth: AuthState,
  workflow: EditorWorkflow | null,
  t: UiText = textFor('en'),
): string {
  // Signed in with no project chosen, the page is read with the demo's key: its workflow is not
  // the user's, and a member of nothing has no role to name.
  if (auth.mode === 'signed_in' && auth.needsProject)
    return auth.projects.length === 0 ? t('identity.noProject') : '';
  if (auth.project?.role === 'pm' || workflow?.is_pm_admin) return t('identity.pm');
  if (!workflow) return '';
  const roles = new Set(
    (workflow?.user_assigned_stages ?? [])
      .map((i) => workflow?.stages.find((s) => s.index === i)?.role)
      .filter((r): r is string => !!r),
  );
  return roles.size ? [...roles].map((r) => roleName(t, r)).join(', ') : t('identity.member');
}

function stagesLabel(
  workflow: EditorWorkflow | null,
  locale: string | null,
  t: UiText,
): string | null {
  if (!workflow || !locale) return null;
  if (workflow.is_pm_admin) return t('identity.allStages', { locale });
  const names = workflow.user_assigned_stages.map((i) => stageLabel(t, stageName(workflow, i)));
  return names.length
    ? t('identity.stages', { stages: names.join(', '), locale })
    : t('identity.noStage', { locale });
}

/** Who you are, what you may do on this page's language, and the way out. */
export function IdentityBar({ auth, workflow, locale, busy, ...on }: IdentityBarProps) {
  const t = useText();
  if (auth.mode === 'demo') {
    return (
      <header className="identity">
        <div className="who">
          <strong>{t('identity.signedOut')}</strong>
          <span className="muted">{t('identity.demo')}</span>
        </div>
      </header>
    );
  }
  const name = auth.user
    ? [auth.user.name, auth.user.surname].filter(Boolean).join(' ') || auth.user.email
    : t('identity.key');
  const stages =
    auth.mode === 'signed_in' && !auth.needsProject ? stagesLabel(workflow, locale, t) : null;
  // While a project is still to be chosen, the sign-in form holds the only "Project" choice.
  const choices = auth.mode === 'signed_in' && !auth.needsProject ? auth.projects : [];
  return (
    <header className="identity">
      <div className="who">
        <strong title={auth.user?.email}>{name}</strong>
        <span className="muted">
          {[auth.mode === 'key' ? t('identity.serverSide') : roleLabel(auth, workflow, t), stages]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </div>
      {choices.length > 1 ? (
        <label className="project">
          <span className="sr-only">{t('identity.project')}</span>
          <select
            value={auth.project?.project_id ?? ''}
            disabled={busy}
            onChange={(e) => on.onChooseProject(e.target.value)}
          >
            {choices.map((p) => (
              <option key={p.project_id} value={p.project_id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
      ) : (
        auth.project && <span className="project">{auth.project.name}</span>
      )}
      <button type="button" className="link" onClick={on.onSignOut} disabled={busy}>
        {t('identity.signOut')}
      </button>
    </header>
  );
}
