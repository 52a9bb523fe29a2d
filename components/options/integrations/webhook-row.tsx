import { useState } from 'react';
import {
  WEBHOOK_EVENTS,
  type WebhookEndpoint,
  type WebhookEvent,
} from '../../../lib/contract/webhooks';
import { useText } from '../../../lib/panel/use-text';
import type { UiText } from '../../../lib/ui-text/catalogues';

export interface WebhookRowProps {
  endpoint: WebhookEndpoint;
  busy: boolean;
  /** How the last test event went (queued, delivered, refused), or null before one. */
  testNote?: string | null;
  onUpdate(patch: { events?: WebhookEvent[]; namespaces?: string[]; active?: boolean }): void;
  onTest(): void;
  onRotate(): void;
  onDelete(): void;
}

const when = (t: UiText, ms: number | null) =>
  ms === null ? t('integrations.never') : t.dateTime(ms);
const splitList = (s: string) =>
  s
    .split(/[,\s]+/)
    .map((x) => x.trim())
    .filter(Boolean);

/** One endpoint: where, which events, its delivery health, and what a manager may do with it. */
export function WebhookRow({
  endpoint: e,
  busy,
  testNote,
  onUpdate,
  onTest,
  onRotate,
  onDelete,
}: WebhookRowProps) {
  const t = useText();
  const [editing, setEditing] = useState(false);
  const [events, setEvents] = useState<Set<WebhookEvent>>(new Set(e.events));
  const [namespaces, setNamespaces] = useState(e.namespaces.join(', '));
  const toggle = (ev: WebhookEvent) => {
    const next = new Set(events);
    if (next.has(ev)) next.delete(ev);
    else next.add(ev);
    setEvents(next);
  };
  return (
    <li aria-label={t('integrations.hook.item', { url: e.url })}>
      <p>
        <strong>{e.url}</strong>{' '}
        {t('integrations.hook.state', {
          format: t(`integrations.format.${e.format}`),
          state: e.active ? t('integrations.hook.on') : t('integrations.hook.off'),
        })}
      </p>
      <p className="hint">
        {t('integrations.hook.events', {
          events: e.events.join(', '),
          namespaces: e.namespaces.length ? e.namespaces.join(', ') : t('integrations.hook.all'),
        })}
      </p>
      <p className="hint">
        {t('integrations.hook.health', {
          outcome: e.last_delivery_outcome
            ? t(`integrations.outcome.${e.last_delivery_outcome}`)
            : t('integrations.hook.noDelivery'),
          when: when(t, e.last_delivery_at),
          failures: e.consecutive_delivery_failures ?? 0,
          success: when(t, e.last_delivery_ok_at),
        })}
      </p>
      <div className="actions">
        <button type="button" disabled={busy} onClick={() => onUpdate({ active: !e.active })}>
          {e.active ? t('integrations.hook.switchOff') : t('integrations.hook.switchOn')}
        </button>
        <button type="button" disabled={busy || !e.active} onClick={onTest}>
          {t('integrations.hook.test')}
        </button>
        {e.format === 'generic' && (
          <button type="button" disabled={busy} onClick={onRotate}>
            {t('integrations.hook.rotate')}
          </button>
        )}
        <button type="button" disabled={busy} onClick={() => setEditing((x) => !x)}>
          {t('integrations.hook.edit')}
        </button>
        <button type="button" disabled={busy} onClick={onDelete}>
          {t('integrations.delete')}
        </button>
      </div>
      {testNote && (
        <p className="hint" role="status">
          {testNote}
        </p>
      )}
      {editing && (
        <fieldset>
          <legend>{t('integrations.hook.eventsLegend')}</legend>
          {WEBHOOK_EVENTS.map((ev) => (
            <label key={ev}>
              <input type="checkbox" checked={events.has(ev)} onChange={() => toggle(ev)} />
              {ev}
            </label>
          ))}
          <label>
            {t('integrations.hook.namespaces')}
            <input value={namespaces} onChange={(x) => setNamespaces(x.target.value)} />
          </label>
          <button
            type="button"
            disabled={busy || events.size === 0}
            onClick={() => {
              onUpdate({ events: [...events], namespaces: splitList(namespaces) });
              setEditing(false);
            }}
          >
            {t('integrations.hook.save')}
          </button>
        </fieldset>
      )}
    </li>
  );
}

export { splitList };
