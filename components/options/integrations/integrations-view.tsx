import { useState, type FormEvent } from 'react';
import { workflowKey, type WorkflowKey } from '../../../lib/contract/editor';
import type { ProjectListEntry } from '../../../lib/contract/projects';
import type { Ask } from '../../../lib/messaging/ask';
import { ManagedProjectPicker, useManagedProject } from '../managed-projects';
import { useText } from '../../../lib/panel/use-text';
import { KeysPanel } from './keys-panel';
import { WebhooksPanel } from './webhooks-panel';

/** Integrations of the projects the user manages, and a new continuous project for anyone. */
export function IntegrationsView({
  ask,
  projects,
  onCreated,
}: {
  ask: Ask;
  projects: ProjectListEntry[];
  /** A project was created: the lists of projects are out of date. */
  onCreated?: () => void;
}) {
  const t = useText();
  const { managed, projectId, setProjectId } = useManagedProject(projects);
  return (
    <section aria-label={t('integrations.title')}>
      <h2>{t('integrations.title')}</h2>
      <NewProject ask={ask} onCreated={onCreated} />
      {managed.length === 0 ? (
        <p className="hint">{t('integrations.pmOnly')}</p>
      ) : (
        <>
          <ManagedProjectPicker managed={managed} projectId={projectId} onPick={setProjectId} />
          <WebhooksPanel key={`h-${projectId}`} ask={ask} projectId={projectId} />
          <KeysPanel key={`k-${projectId}`} ask={ask} projectId={projectId} />
        </>
      )}
    </section>
  );
}

function NewProject({ ask, onCreated }: { ask: Ask; onCreated?: () => void }) {
  const t = useText();
  const [name, setName] = useState('');
  const [workflow, setWorkflow] = useState<WorkflowKey>('translate_review');
  const [source, setSource] = useState('');
  const [targets, setTargets] = useState('');
  const [message, setMessage] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // Left empty, the service's defaults hold (source `en`, no target yet).
    const locales = targets.split(/[\s,]+/).filter(Boolean);
    try {
      const p = await ask('projects.create', {
        name,
        workflow_key: workflow,
        ...(source.trim() && { source_locale: source.trim() }),
        ...(locales.length > 0 && { target_locales: locales }),
      });
      setMessage(t('integrations.created', { name: p.name }));
      setName('');
      onCreated?.();
    } catch (err) {
      setMessage((err as Error).message);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-label={t('integrations.newProject')}>
      <h3>{t('integrations.newProject.title')}</h3>
      <label>
        {t('integrations.name')}
        <input value={name} onChange={(e) => setName(e.target.value)} maxLength={200} />
      </label>
      <label>
        {t('integrations.workflow')}
        <select value={workflow} onChange={(e) => setWorkflow(e.target.value as WorkflowKey)}>
          {workflowKey.options.map((k) => (
            <option key={k} value={k}>
              {t(`integrations.workflow.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('integrations.sourceLanguage')}
        <input value={source} onChange={(e) => setSource(e.target.value)} maxLength={35} />
      </label>
      <label>
        {t('integrations.targetLanguages')}
        <input value={targets} onChange={(e) => setTargets(e.target.value)} maxLength={1000} />
      </label>
      <button type="submit" disabled={!name.trim()}>
        {t('integrations.createProject')}
      </button>
      <p role="status">{message}</p>
    </form>
  );
}
