import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { IntegrationKeyRecord } from '../../../lib/contract/integration-keys';
import type { Ask } from '../../../lib/messaging/ask';
import { useBusyStep } from '../../../lib/panel/use-busy-step';
import { useText } from '../../../lib/panel/use-text';
import type { UiText } from '../../../lib/ui-text/catalogues';
import { SecretOnce } from './secret-once';

const when = (t: UiText, ms: number | null) =>
  ms === null ? t('integrations.never') : t.dateTime(ms);

/** A project's integration keys: listed, created, rotated, deleted; a secret shown once. */
export function KeysPanel({ ask, projectId }: { ask: Ask; projectId: string }) {
  const t = useText();
  const [keys, setKeys] = useState<IntegrationKeyRecord[]>([]);
  const [secret, setSecret] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [kind, setKind] = useState<'master' | 'publishable'>('publishable');
  const { message, setMessage, run: runStep } = useBusyStep();
  const reload = useCallback(
    () =>
      ask('integrationKeys.list', { projectId }).then(setKeys, (e: Error) => setMessage(e.message)),
    [ask, projectId],
  );
  useEffect(() => void reload(), [reload]);
  const run = (step: () => Promise<string | void>) => runStep(step, reload);
  const create = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      setSecret(
        (await ask('integrationKeys.create', { project_id: projectId, kind, name })).secret,
      );
      setName('');
    });
  };
  return (
    <section aria-label={t('integrations.keys')}>
      <h3>{t('integrations.keys')}</h3>
      {secret && (
        <SecretOnce
          label={t('integrations.keys.secret')}
          secret={secret}
          onDone={() => setSecret(null)}
        />
      )}
      <ul>
        {keys.map((k) => (
          <li key={k.key_uuid} aria-label={t('integrations.keys.item', { name: k.name })}>
            <strong>{k.name}</strong>{' '}
            {t('integrations.keys.details', {
              kind: t(`integrations.kind.${k.kind}`),
              prefix: k.prefix,
              used: when(t, k.last_used_at),
            })}
            {k.rotated_at !== null &&
              t('integrations.keys.rotated', { when: when(t, k.rotated_at) })}{' '}
            <button
              type="button"
              onClick={() =>
                void run(async () =>
                  setSecret((await ask('integrationKeys.rotate', { uuid: k.key_uuid })).secret),
                )
              }
            >
              {t('integrations.rotate')}
            </button>
            <button
              type="button"
              onClick={() =>
                void run(() =>
                  ask('integrationKeys.delete', { uuid: k.key_uuid }).then(() =>
                    t('integrations.deleted'),
                  ),
                )
              }
            >
              {t('integrations.delete')}
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={create} aria-label={t('integrations.keys.new')}>
        <label>
          {t('integrations.name')}
          <input value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label>
          {t('integrations.keys.kind')}
          <select
            value={kind}
            onChange={(e) => setKind(e.target.value as 'master' | 'publishable')}
          >
            <option value="publishable">{t('integrations.keys.publishable')}</option>
            <option value="master">{t('integrations.keys.master')}</option>
          </select>
        </label>
        <button type="submit" disabled={!name.trim()}>
          {t('integrations.keys.create')}
        </button>
      </form>
      <p role="status">{message}</p>
    </section>
  );
}
