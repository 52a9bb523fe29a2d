import { useState, type FormEvent } from 'react';
import type { WorkflowStage } from '../../../lib/contract/editor';
import type { OfferContext } from '../../../lib/messaging/offer-types';
import type { Parsed } from '../../../lib/messaging/protocol';
import { useText } from '../../../lib/panel/use-text';
import type { MessageKey } from '../../../lib/ui-text/catalogues';
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
  const t = useText();
  // Words that come as data: said in the language when the catalogue knows them.
  const known = (key: string, as: string) => (t.has(key) ? t(key as MessageKey) : as);
  const stateText = (state: string) => known(`offers.state.${state}`, state);
  const work = stages.filter((s) => !s.is_postreview);
  const targets = context.targets.filter((x) => volumes.has(x.namespace));
  const free = targets.filter((x) => !x.activeOffer && !x.archived);
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
  const chosen = free.filter((x) => picked.has(x.namespace));
  const ready = userId !== null && chosen.length > 0 && rate !== '' && Number(rate) >= 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready || !userId) return;
    onCreate({
      projectId: context.projectId,
      items: chosen.map((x) => ({ targetId: x.id, volume: Number(vol[x.namespace] ?? 0) })),
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
    <form
      className="offer-form"
      onSubmit={submit}
      aria-label={t('offers.offerLocale', { locale: context.locale })}
    >
      <h3>{t('offers.offerLocale', { locale: context.locale })}</h3>
      {error && <p role="alert">{error}</p>}
      <fieldset>
        <legend>{t('offers.namespaces')}</legend>
        {targets.map((target) => (
          <label key={target.namespace}>
            <input
              type="checkbox"
              checked={picked.has(target.namespace)}
              disabled={target.activeOffer !== null || target.archived}
              onChange={() => toggle(target.namespace)}
            />
            {target.namespace}
            {target.activeOffer &&
              t('offers.activeOffer', { state: stateText(target.activeOffer.state) })}{' '}
            <input
              type="number"
              min="0"
              aria-label={t('offers.volumeFor', { namespace: target.namespace })}
              value={vol[target.namespace] ?? '0'}
              onChange={(e) => setVol({ ...vol, [target.namespace]: e.target.value })}
            />{' '}
            {t('offers.words', { count: volumes.get(target.namespace)?.keys ?? 0 })}
          </label>
        ))}
      </fieldset>
      <p className="hint">{t('offers.volumeRule')}</p>
      <label>
        {t('offers.person')}
        <select value={member} onChange={(e) => setMember(e.target.value)}>
          <option value={OTHER}>{t('offers.someoneElse')}</option>
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
            {t('offers.emailOrId')}
            <input value={typed} onChange={(e) => setTyped(e.target.value)} />
          </label>
          <p className="hint">
            {t('offers.lookup')}
            {typed.trim() && userId === null && t('offers.noMember')}
          </p>
        </>
      )}
      <label>
        {t('offers.stage')}
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
              {s.index} {known(`stage.${s.name.toLowerCase()}`, s.name)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('offers.role')}
        <input value={role} onChange={(e) => setRole(e.target.value)} maxLength={50} />
      </label>
      <NumberField
        label={t('offers.ratePerWord', { currency: 'EUR' })}
        step="0.01"
        value={rate}
        onChange={setRate}
      />
      <button type="submit" disabled={busy || !ready}>
        {t('offers.send')}
      </button>
    </form>
  );
}
