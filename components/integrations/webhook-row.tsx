import { useState } from 'react';
import {
  WEBHOOK_EVENTS,
  type WebhookEndpoint,
  type WebhookEvent,
} from '../../lib/contract/webhooks';

export interface WebhookRowProps {
  endpoint: WebhookEndpoint;
  busy: boolean;
  onUpdate(patch: { events?: WebhookEvent[]; namespaces?: string[]; active?: boolean }): void;
  onTest(): void;
  onRotate(): void;
  onDelete(): void;
}

const when = (ms: number | null) => (ms === null ? 'never' : new Date(ms).toLocaleString());
const splitList = (s: string) =>
  s
    .split(/[,\s]+/)
    .map((x) => x.trim())
    .filter(Boolean);

/** One endpoint: where, which events, its delivery health, and what a manager may do with it. */
export function WebhookRow({
  endpoint: e,
  busy,
  onUpdate,
  onTest,
  onRotate,
  onDelete,
}: WebhookRowProps) {
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
    <li aria-label={`Endpoint ${e.url}`}>
      <p>
        <strong>{e.url}</strong> ({e.format}) — {e.active ? 'on' : 'off'}
      </p>
      <p className="hint">
        Events: {e.events.join(', ')} · Namespaces:{' '}
        {e.namespaces.length ? e.namespaces.join(', ') : 'all'}
      </p>
      <p className="hint">
        Last delivery: {e.last_delivery_outcome ?? 'none yet'} ({when(e.last_delivery_at)}) ·
        failures in a row: {e.consecutive_delivery_failures ?? 0} · last success:{' '}
        {when(e.last_delivery_ok_at)}
      </p>
      <div className="actions">
        <button type="button" disabled={busy} onClick={() => onUpdate({ active: !e.active })}>
          {e.active ? 'Switch off' : 'Switch on'}
        </button>
        <button type="button" disabled={busy || !e.active} onClick={onTest}>
          Send a test event
        </button>
        {e.format === 'generic' && (
          <button type="button" disabled={busy} onClick={onRotate}>
            Rotate secret
          </button>
        )}
        <button type="button" disabled={busy} onClick={() => setEditing((x) => !x)}>
          Edit events
        </button>
        <button type="button" disabled={busy} onClick={onDelete}>
          Delete
        </button>
      </div>
      {editing && (
        <fieldset>
          <legend>Events and namespaces</legend>
          {WEBHOOK_EVENTS.map((ev) => (
            <label key={ev}>
              <input type="checkbox" checked={events.has(ev)} onChange={() => toggle(ev)} />
              {ev}
            </label>
          ))}
          <label>
            Namespaces (empty: all)
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
            Save events
          </button>
        </fieldset>
      )}
    </li>
  );
}

export { splitList };
