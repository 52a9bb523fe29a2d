import { useState, type FormEvent } from 'react';
import type { WorkflowStage } from '../../lib/contract/editor';
import type { OfferContext } from '../../lib/messaging/offer-types';
import type { Parsed } from '../../lib/messaging/protocol';
import { VOLUME_RULE } from '../../lib/panel/offer-volume';
import { NumberField } from './number-field';

type CreateOffers = Parsed<'offers.create'>;

export interface OfferLanguageFormProps {
  context: OfferContext;
  stages: WorkflowStage[];
  /** Namespaces of the keys on this page, with the words that still need work. */
  volumes: Map<string, { words: number; keys: number }>;
  busy: boolean;
  error: string | null;
  onCreate(req: CreateOffers): void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const OTHER = '__other__';

/**
 * Who a typed person is: a member by e-mail, or anyone by user id. The service has no lookup of
 * users by e-mail, so an e-mail resolves only among the project's members.
 */
export function resolvePerson(typed: string, members: OfferContext['members']): string | null {
  const t = typed.trim();
  if (UUID.test(t)) return t.toLowerCase();
  return members.find((m) => m.email.toLowerCase() === t.toLowerCase())?.user_id ?? null;
}

/** A manager offers the page's language, namespace by namespace, to one person. */
export function OfferLanguageForm(props: OfferLanguageFormProps) {
  const { context, stages, volumes, busy, error, onCreate } = props;
  const work = stages.filter((s) => !s.is_postreview);
  const targets = context.targets.filter((t) => volumes.has(t.namespace));
  const free = targets.filter((t) => !t.activeOffer && !t.archived);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [member, setMember] = useState(OTHER);
  const [typed, setTyped] = useState('');
  const [stage, setStage] = useState(work[0]?.index ?? 0);
  const [role, setRole] = useState(work[0]?.role ?? 'translator');
  const [rate, setRate] = useState('0.10');
  const [vol, setVol] = useState<Record<string, string>>(() =>
    Object.fromEntries([...volumes].map(([ns, v]) => [ns, String(v.words)])),
  );
  const userId = member === OTHER ? resolvePerson(typed, context.members) : member;
  const chosen = free.filter((t) => picked.has(t.namespace));
  const ready = userId !== null && chosen.length > 0 && rate !== '' && Number(rate) >= 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready || !userId) return;
    onCreate({
      projectId: context.projectId,
      items: chosen.map((t) => ({ targetId: t.id, volume: Number(vol[t.namespace] ?? 0) })),
      userId,
      role,
      stageIndex: stage,
      rate: Number(rate),
      currency: 'EUR',
    });
  };
  const toggle = (ns: string) =>
    setPicked((p) => {
      const next = new Set(p);
      if (next.has(ns)) next.delete(ns);
      else next.add(ns);
      return next;
    });
  return (
    <form className="offer-form" onSubmit={submit} aria-label={`Offer ${context.locale}`}>
      <h3>Offer {context.locale}</h3>
      {error && <p role="alert">{error}</p>}
      <fieldset>
        <legend>Namespaces on this page</legend>
        {targets.map((t) => (
          <label key={t.namespace}>
            <input
              type="checkbox"
              checked={picked.has(t.namespace)}
              disabled={t.activeOffer !== null || t.archived}
              onChange={() => toggle(t.namespace)}
            />
            {t.namespace}
            {t.activeOffer && ` (offer ${t.activeOffer.state})`}{' '}
            <input
              type="number"
              min="0"
              aria-label={`Volume for ${t.namespace}`}
              value={vol[t.namespace] ?? '0'}
              onChange={(e) => setVol({ ...vol, [t.namespace]: e.target.value })}
            />{' '}
            words ({volumes.get(t.namespace)?.keys ?? 0} keys need work)
          </label>
        ))}
      </fieldset>
      <p className="hint">{VOLUME_RULE}</p>
      <label>
        Person
        <select value={member} onChange={(e) => setMember(e.target.value)}>
          <option value={OTHER}>Someone else…</option>
          {context.members.map((m) => (
            <option key={m.user_id} value={m.user_id}>
              {m.email}
            </option>
          ))}
        </select>
      </label>
      {member === OTHER && (
        <>
          <label>
            E-mail or user id
            <input value={typed} onChange={(e) => setTyped(e.target.value)} />
          </label>
          <p className="hint">
            The service cannot look people up by e-mail: an e-mail is found among this project’s
            members; anyone else gives you their user id (shown in their Offers).
            {typed.trim() && userId === null && ' No member has this e-mail.'}
          </p>
        </>
      )}
      <label>
        Stage
        <select
          value={stage}
          onChange={(e) => {
            const s = work.find((w) => w.index === Number(e.target.value));
            setStage(Number(e.target.value));
            if (s?.role) setRole(s.role);
          }}
        >
          {work.map((s) => (
            <option key={s.index} value={s.index}>
              {s.index} {s.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Role
        <input value={role} onChange={(e) => setRole(e.target.value)} maxLength={50} />
      </label>
      <NumberField label="Rate per word (EUR)" step="0.01" value={rate} onChange={setRate} />
      <button type="submit" disabled={busy || !ready}>
        Send offer
      </button>
    </form>
  );
}
