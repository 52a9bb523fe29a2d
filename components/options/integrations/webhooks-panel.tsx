import { useCallback, useEffect, useState, type FormEvent } from 'react';
import {
  WEBHOOK_EVENTS,
  type WebhookEndpoint,
  type WebhookEvent,
} from '../../../lib/contract/webhooks';
import type { Ask } from '../../../lib/messaging/ask';
import { useBusyStep } from '../../../lib/panel/use-busy-step';
import { useText } from '../../../lib/panel/use-text';
import { followTestDelivery } from './webhook-test';
import { SecretOnce } from './secret-once';
import { splitList, WebhookRow } from './webhook-row';

/** A project's webhook endpoints: health, create, edit, switch, test, rotate, delete. */
export function WebhooksPanel({ ask, projectId }: { ask: Ask; projectId: string }) {
  const t = useText();
  const [endpoints, setEndpoints] = useState<WebhookEndpoint[]>([]);
  const [secret, setSecret] = useState<string | null>(null);
  const { busy, message, setMessage, run: runStep } = useBusyStep();
  // How each endpoint's last test went, said in its row: the delivery lands seconds after.
  const [tests, setTests] = useState<Record<string, string>>({});
  const tested = (uuid: string, note: string) => setTests((all) => ({ ...all, [uuid]: note }));
  const follow = async (e: WebhookEndpoint) => {
    const landed = await followTestDelivery(ask, projectId, e.endpoint_uuid, e.last_delivery_at);
    if (landed.endpoints) setEndpoints(landed.endpoints);
    const outcome = landed.endpoint?.last_delivery_outcome;
    tested(
      e.endpoint_uuid,
      !outcome
        ? t('integrations.hooks.testLate')
        : outcome === 'ok'
          ? t('integrations.hooks.testOk')
          : t('integrations.hooks.testFailed', { outcome: t(`integrations.outcome.${outcome}`) }),
    );
  };
  const reload = useCallback(
    () =>
      ask('webhooks.list', { projectId }).then(setEndpoints, (e: Error) => setMessage(e.message)),
    [ask, projectId],
  );
  useEffect(() => void reload(), [reload]);
  const run = (step: () => Promise<string | void>) => runStep(step, reload);
  return (
    <section aria-label={t('integrations.hooks')}>
      <h3>{t('integrations.hooks.title')}</h3>
      {secret && (
        <SecretOnce
          label={t('integrations.hooks.secret')}
          secret={secret}
          signing
          onDone={() => setSecret(null)}
        />
      )}
      <ul>
        {endpoints.map((e) => (
          <WebhookRow
            key={e.endpoint_uuid}
            endpoint={e}
            busy={busy}
            testNote={tests[e.endpoint_uuid] ?? null}
            onUpdate={(patch) =>
              void run(() =>
                ask('webhooks.update', { uuid: e.endpoint_uuid, patch }).then(() =>
                  t('integrations.saved'),
                ),
              )
            }
            onTest={() =>
              void run(async () => {
                const test = await ask('webhooks.test', { uuid: e.endpoint_uuid });
                tested(e.endpoint_uuid, t('integrations.hooks.queued', { id: test.delivery_id }));
                void follow(e);
              })
            }
            onRotate={() =>
              void run(async () =>
                setSecret((await ask('webhooks.rotate', { uuid: e.endpoint_uuid })).secret),
              )
            }
            onDelete={() =>
              void run(() =>
                ask('webhooks.delete', { uuid: e.endpoint_uuid }).then(() =>
                  t('integrations.deleted'),
                ),
              )
            }
          />
        ))}
      </ul>
      {endpoints.length === 0 && <p className="hint">{t('integrations.hooks.none')}</p>}
      <NewEndpoint
        busy={busy}
        onCreate={(req) =>
          void run(async () => {
            const created = await ask('webhooks.create', { project_id: projectId, ...req });
            if (created.format === 'generic') setSecret(created.secret);
            return t('integrations.hooks.created');
          })
        }
      />
      <p role="status">{message}</p>
    </section>
  );
}

function NewEndpoint(props: {
  busy: boolean;
  onCreate(req: {
    url: string;
    format: 'generic' | 'chat';
    events: WebhookEvent[];
    namespaces: string[];
  }): void;
}) {
  const t = useText();
  const [url, setUrl] = useState('');
  const [format, setFormat] = useState<'generic' | 'chat'>('generic');
  const [events, setEvents] = useState<Set<WebhookEvent>>(new Set(['translation.confirmed']));
  const [namespaces, setNamespaces] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onCreate({ url, format, events: [...events], namespaces: splitList(namespaces) });
  };
  return (
    <form onSubmit={submit} aria-label={t('integrations.hooks.new')}>
      <h4>{t('integrations.hooks.new')}</h4>
      <label>
        {t('integrations.hooks.url')}
        <input type="url" value={url} onChange={(e) => setUrl(e.target.value)} />
      </label>
      <label>
        {t('integrations.hooks.format')}
        <select value={format} onChange={(e) => setFormat(e.target.value as 'generic' | 'chat')}>
          <option value="generic">{t('integrations.hooks.generic')}</option>
          <option value="chat">{t('integrations.hooks.chat')}</option>
        </select>
      </label>
      {WEBHOOK_EVENTS.map((ev) => (
        <label key={ev}>
          <input
            type="checkbox"
            checked={events.has(ev)}
            onChange={() => {
              const next = new Set(events);
              if (next.has(ev)) next.delete(ev);
              else next.add(ev);
              setEvents(next);
            }}
          />
          {ev}
        </label>
      ))}
      <label>
        {t('integrations.hook.namespaces')}
        <input value={namespaces} onChange={(e) => setNamespaces(e.target.value)} />
      </label>
      <button type="submit" disabled={props.busy || !url || events.size === 0}>
        {t('integrations.hooks.create')}
      </button>
    </form>
  );
}
