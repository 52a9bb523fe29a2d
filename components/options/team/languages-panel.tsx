import { useState, type FormEvent } from 'react';
import { workflowKey, type WorkflowKey } from '../../../lib/contract/editor';
import type { LanguageSummary, TeamLanguages } from '../../../lib/messaging/team-types';
import { useText } from '../../../lib/panel/use-text';
import { stageChoices } from '../../common/team/stage-label';

export interface LanguagesPanelProps {
  languages: TeamLanguages | null;
  busy: boolean;
  onArchive(locale: string): void;
  onRestore(locale: string): void;
  onAdd(locale: string, workflow: WorkflowKey | undefined): void;
}

/** A project's languages with their counts and readiness, its namespaces, and a new language. */
export function LanguagesPanel({ languages, busy, ...on }: LanguagesPanelProps) {
  const t = useText();
  const [locale, setLocale] = useState('');
  const [workflow, setWorkflow] = useState<WorkflowKey | ''>('');
  const add = (e: FormEvent) => {
    e.preventDefault();
    on.onAdd(locale.trim(), workflow || undefined);
    setLocale('');
  };
  return (
    <section aria-label={t('team.languages')}>
      <h3>{t('team.languages')}</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('team.language')}</th>
            <th scope="col">{t('integrations.workflow')}</th>
            <th scope="col">{t('team.readiness')}</th>
            <th scope="col">{t('team.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {languages?.languages.map((l) => (
            <LanguageRow key={l.locale} language={l} busy={busy} {...on} />
          ))}
        </tbody>
      </table>
      <p>
        {t('team.namespaces', {
          names: languages?.namespaces.length ? languages.namespaces.join(', ') : t('team.none'),
        })}
      </p>
      <form onSubmit={add} aria-label={t('team.addLanguage')}>
        <label>
          {t('team.languageTag')}
          <input value={locale} onChange={(e) => setLocale(e.target.value)} maxLength={35} />
        </label>
        <label>
          {t('integrations.workflow')}
          <select value={workflow} onChange={(e) => setWorkflow(e.target.value as WorkflowKey)}>
            <option value="">{t('team.projectWorkflow')}</option>
            {workflowKey.options.map((k) => (
              <option key={k} value={k}>
                {t(`integrations.workflow.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={busy || !locale.trim()}>
          {t('team.addLanguage')}
        </button>
      </form>
    </section>
  );
}

function LanguageRow({
  language: l,
  busy,
  onArchive,
  onRestore,
}: { language: LanguageSummary; busy: boolean } & Omit<LanguagesPanelProps, 'languages' | 'busy'>) {
  const t = useText();
  const state = l.source ? t('team.source') : l.archived ? t('team.archived') : null;
  return (
    <tr aria-label={t('team.languageRow', { locale: l.locale })}>
      <th scope="row">
        {l.locale} {state && <em>({state})</em>}
      </th>
      <td>{t(`integrations.workflow.${l.workflow_key}`)}</td>
      <td>
        {l.source
          ? t('team.sourceKeys', { keys: t.number(l.keys) })
          : t('team.delivered', {
              delivered: t.number(l.delivered),
              keys: t.number(l.keys),
              percent: t.number(l.keys ? Math.floor((l.delivered / l.keys) * 100) : 0),
            })}
        {!l.source && (
          <small>
            {' '}
            {stageChoices(t, l.workflow_key)
              .map((s) =>
                t('team.stageCount', { stage: s.name, rows: t.number(l.stages[s.index] ?? 0) }),
              )
              .join(' · ')}
          </small>
        )}
      </td>
      <td>
        {!l.source &&
          (l.archived ? (
            <button type="button" disabled={busy} onClick={() => onRestore(l.locale)}>
              {t('team.restore')}
            </button>
          ) : (
            <button type="button" disabled={busy} onClick={() => onArchive(l.locale)}>
              {t('team.archive')}
            </button>
          ))}
      </td>
    </tr>
  );
}
