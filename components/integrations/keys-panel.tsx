import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { IntegrationKeyRecord } from '../../lib/contract/integration-keys';
import type { Ask } from '../../lib/messaging/ask';
import { SecretOnce } from './secret-once';

const when = (ms: number | null) => (ms === null ? 'never' : new Date(ms).toLocaleString());

/** A project's integration keys: listed, created, rotated, deleted; a secret shown once. */
export function KeysPanel({ ask, projectId }: { ask: Ask; projectId: string }) {
  const [keys, setKeys] = useState<IntegrationKeyRecord[]>([]);
  const [secret, setSecret] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [kind, setKind] = useState<'master' | 'publishable'>('publishable');
  const [message, setMessage] = useState('');
  const reload = useCallback(
    () => ask('keys.list', { projectId }).then(setKeys, (e: Error) => setMessage(e.message)),
    [ask, projectId],
  );
  useEffect(() => void reload(), [reload]);
  const run = async (step: () => Promise<string | void>) => {
    try {
      setMessage((await step()) ?? '');
      await reload();
    } catch (err) {
      setMessage((err as Error).message);
    }
  };
  const create = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      setSecret((await ask('keys.create', { project_id: projectId, kind, name })).secret);
      setName('');
    });
  };
  return (
    <section aria-label="Integration keys">
      <h3>Integration keys</h3>
      {secret && (
        <SecretOnce label="Integration key" secret={secret} onDone={() => setSecret(null)} />
      )}
      <ul>
        {keys.map((k) => (
          <li key={k.key_uuid} aria-label={`Key ${k.name}`}>
            <strong>{k.name}</strong> ({k.kind}, {k.prefix}…) · last used {when(k.last_used_at)}
            {k.rotated_at !== null && ` · rotated ${when(k.rotated_at)}`}{' '}
            <button
              type="button"
              onClick={() =>
                void run(async () =>
                  setSecret((await ask('keys.rotate', { uuid: k.key_uuid })).secret),
                )
              }
            >
              Rotate
            </button>
            <button
              type="button"
              onClick={() =>
                void run(() => ask('keys.delete', { uuid: k.key_uuid }).then(() => 'Deleted'))
              }
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={create} aria-label="New key">
        <label>
          Name
          <input value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label>
          Kind
          <select
            value={kind}
            onChange={(e) => setKind(e.target.value as 'master' | 'publishable')}
          >
            <option value="publishable">publishable (read only)</option>
            <option value="master">master (everything)</option>
          </select>
        </label>
        <button type="submit" disabled={!name.trim()}>
          Create key
        </button>
      </form>
      <p role="status">{message}</p>
    </section>
  );
}
