import { useState, type FormEvent } from 'react';
import { workflowKey, type WorkflowKey } from '../../lib/contract/editor';
import type { ProjectListEntry } from '../../lib/contract/projects';
import type { Ask } from '../../lib/messaging/ask';
import { KeysPanel } from './keys-panel';
import { WebhooksPanel } from './webhooks-panel';

/** Integrations of the projects the user manages, and a new continuous project for anyone. */
export function IntegrationsView({ ask, projects }: { ask: Ask; projects: ProjectListEntry[] }) {
  const managed = projects.filter((p) => p.role === 'pm');
  const [projectId, setProjectId] = useState(managed[0]?.project_id ?? '');
  return (
    <section aria-label="Projects and integrations">
      <h2>Projects and integrations</h2>
      <NewProject ask={ask} />
      {managed.length === 0 ? (
        <p className="hint">Integrations are for project managers: you manage no project.</p>
      ) : (
        <>
          <label>
            Project
            <select value={projectId} onChange={(e) => setProjectId(e.target.value)}>
              {managed.map((p) => (
                <option key={p.project_id} value={p.project_id}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
          <WebhooksPanel key={`h-${projectId}`} ask={ask} projectId={projectId} />
          <KeysPanel key={`k-${projectId}`} ask={ask} projectId={projectId} />
        </>
      )}
    </section>
  );
}

function NewProject({ ask }: { ask: Ask }) {
  const [name, setName] = useState('');
  const [workflow, setWorkflow] = useState<WorkflowKey>('translate_review');
  const [message, setMessage] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const p = await ask('projects.create', { name, workflow_key: workflow });
      setMessage(`Created “${p.name}”: you manage it.`);
      setName('');
    } catch (err) {
      setMessage((err as Error).message);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-label="New project">
      <h3>New project (continuous)</h3>
      <label>
        Name
        <input value={name} onChange={(e) => setName(e.target.value)} maxLength={200} />
      </label>
      <label>
        Workflow
        <select value={workflow} onChange={(e) => setWorkflow(e.target.value as WorkflowKey)}>
          {workflowKey.options.map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" disabled={!name.trim()}>
        Create project
      </button>
      <p role="status">{message}</p>
    </form>
  );
}
