import { useState } from 'react';
import type { WorkflowKey } from '../../../lib/contract/editor';
import type { ProjectMember } from '../../../lib/contract/offers';
import type { TeamPeople } from '../../../lib/messaging/team-types';
import { useText } from '../../../lib/panel/use-text';
import { AccessForm, type Access } from './access-form';
import { assignmentsText } from './stage-label';

export interface PeoplePanelProps {
  people: TeamPeople | null;
  languages: readonly { locale: string; workflow_key: WorkflowKey }[];
  namespaces: readonly string[];
  busy: boolean;
  /** Without the invite, change and remove controls: where the team stands, to read. */
  readOnly?: boolean;
  onInvite(email: string, access: Access): void;
  onUpdate(userId: string, access: Access): void;
  onRemove(member: ProjectMember): void;
  onRevoke(invitationUuid: string): void;
}

/** Members with their role and stages, invitations not answered yet, and a new invitation. */
export function PeoplePanel(props: PeoplePanelProps) {
  const t = useText();
  const { people, languages, busy, readOnly } = props;
  const [editing, setEditing] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const workflowOf = (locale: string) =>
    languages.find((l) => l.locale === locale)?.workflow_key ?? 'translate_review';
  const role = (r: 'pm' | 'member') => (r === 'pm' ? t('signin.role.pm') : t('signin.role.member'));
  const form = { languages, namespaces: props.namespaces, busy };
  return (
    <section aria-label={t('team.people')}>
      <h3>{t('team.people')}</h3>
      <ul>
        {people?.members.map((m) => (
          <li key={m.user_id} aria-label={t('team.memberRow', { email: m.email })}>
            <strong>{[m.name, m.surname].filter(Boolean).join(' ') || m.email}</strong>{' '}
            {t('team.memberDetails', {
              email: m.email,
              role: role(m.role),
              stages: assignmentsText(t, m.assignments, workflowOf),
            })}{' '}
            {!readOnly && (
              <>
                <button type="button" disabled={busy} onClick={() => setEditing(m.user_id)}>
                  {t('team.change')}
                </button>
                <button type="button" disabled={busy} onClick={() => props.onRemove(m)}>
                  {t('team.remove')}
                </button>
              </>
            )}
            {editing === m.user_id && (
              <AccessForm
                {...form}
                label={t('team.changeAccess', { email: m.email })}
                submit={t('team.save')}
                current={m}
                onSubmit={(access) => {
                  setEditing(null);
                  props.onUpdate(m.user_id, access);
                }}
              />
            )}
          </li>
        ))}
      </ul>
      <h4>{t('team.invitations')}</h4>
      {people?.invitations.length ? (
        <ul>
          {people.invitations.map((i) => (
            <li key={i.invitation_uuid} aria-label={t('team.invitationRow', { email: i.email })}>
              {t('team.invitationDetails', {
                email: i.email,
                role: role(i.role),
                stages: assignmentsText(t, i.assignments, workflowOf),
                until: t.dateTime(i.expires_at),
              })}{' '}
              {!readOnly && (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => props.onRevoke(i.invitation_uuid)}
                >
                  {t('team.revoke')}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('team.noInvitations')}</p>
      )}
      {!readOnly && (
        <AccessForm
          {...form}
          label={t('team.invite')}
          submit={t('team.sendInvitation')}
          onSubmit={(access) => {
            props.onInvite(email.trim(), access);
            setEmail('');
          }}
        >
          <label>
            {t('team.email')}
            <input
              type="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              maxLength={320}
            />
          </label>
        </AccessForm>
      )}
    </section>
  );
}
