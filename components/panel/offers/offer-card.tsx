import { useState, type FormEvent } from 'react';
import type { OfferListEntry } from '../../../lib/contract/offers';
import type { Parsed } from '../../../lib/messaging/protocol';
import { NumberField } from './number-field';
import { useText } from '../../../lib/panel/use-text';
import type { MessageKey, UiText } from '../../../lib/ui-text/catalogues';
import { FilledMessage } from '../../common/filled-message';

type Act = Parsed<'offers.act'>['action'];

export interface OfferCardProps {
  offer: OfferListEntry;
  /** The offer is to the caller (they answer it); otherwise the caller manages it. */
  mine: boolean;
  busy: boolean;
  onAct(action: Act): void;
  onCounter(terms: { rate: number; estimated_volume: number; counter_notes?: string }): void;
}

/** An amount with two decimals in the language's digits, then its currency code. */
const money = (t: UiText, n: number, currency: string) =>
  `${new Intl.NumberFormat(t.lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)} ${currency}`;
const when = (t: UiText, seconds: number | null) =>
  seconds === null ? t('offers.noExpiry') : t.dateTime(seconds * 1000);
/** A role the panel has a word for ("translator") in the language; any other as the service says it. */
const roleText = (t: UiText, role: string) =>
  t.has(`role.${role}`) ? t(`role.${role}` as MessageKey) : role;
const expired = (o: OfferListEntry) =>
  o.state === 'expired' || (o.offer_expires_at !== null && o.offer_expires_at * 1000 < Date.now());

/** One offer: where, what, the terms (and a counter's), and the caller's possible answers. */
export function OfferCard({ offer: o, mine, busy, onAct, onCounter }: OfferCardProps) {
  const t = useText();
  const [countering, setCountering] = useState(false);
  const open = o.state === 'offer' && !expired(o);
  const label = `${o.locale} · ${o.namespace}`;
  return (
    <li className="offer" data-offer={o.assignment_uuid} aria-label={t('offers.item', { label })}>
      <p>
        <strong>{o.project_name}</strong> — {label}
        <span className={`offer-state offer-${o.state}`}> {t(`offers.state.${o.state}`)}</span>
      </p>
      <p>
        <FilledMessage
          text={t('offers.terms', {
            role: roleText(t, o.role),
            stage: o.stage_index,
            rate: money(t, o.rate, o.currency),
            volume: o.estimated_volume,
          })}
          slots={{ total: <strong>{money(t, o.estimated_total, o.currency)}</strong> }}
        />
      </p>
      <p className="hint">{t('offers.expires', { when: when(t, o.offer_expires_at) })}</p>
      {o.pm_notes && <p className="hint">{t('offers.note', { note: o.pm_notes })}</p>}
      {o.counter && (
        <p className="offer-counter">
          {t('offers.counter', {
            rate: money(t, o.counter.rate, o.currency),
            volume: o.counter.estimated_volume,
            total: money(t, o.counter.estimated_total, o.currency),
          })}
          {o.counter.counter_notes ? ` — ${o.counter.counter_notes}` : ''}
        </p>
      )}
      <div className="actions">
        {mine && open && !o.counter && (
          <>
            <button type="button" disabled={busy} onClick={() => onAct('accept')}>
              {t('offers.accept')}
            </button>
            <button type="button" disabled={busy} onClick={() => onAct('decline')}>
              {t('offers.decline')}
            </button>
            <button type="button" disabled={busy} onClick={() => setCountering((c) => !c)}>
              {t('offers.counterOpen')}
            </button>
          </>
        )}
        {mine && open && o.counter && <span className="hint">{t('offers.waitingManager')}</span>}
        {mine && o.state === 'accepted' && (
          <span className="hint">{t('offers.acceptedWaiting')}</span>
        )}
        {mine && o.state === 'confirmed' && (
          <span className="hint">{t('offers.confirmedYours')}</span>
        )}
        {!mine && open && o.counter && (
          <button type="button" disabled={busy} onClick={() => onAct('accept-counter')}>
            {t('offers.acceptCounter')}
          </button>
        )}
        {!mine && o.state === 'accepted' && (
          <button type="button" disabled={busy} onClick={() => onAct('confirm')}>
            {t('offers.confirm')}
          </button>
        )}
        {!mine && (o.state === 'offer' || o.state === 'accepted') && (
          <button type="button" disabled={busy} onClick={() => onAct('withdraw')}>
            {t('offers.withdraw')}
          </button>
        )}
      </div>
      {countering && (
        <CounterForm
          offer={o}
          busy={busy}
          onSubmit={(terms) => {
            setCountering(false);
            onCounter(terms);
          }}
        />
      )}
    </li>
  );
}

function CounterForm(props: {
  offer: OfferListEntry;
  busy: boolean;
  onSubmit: OfferCardProps['onCounter'];
}) {
  const { offer, busy, onSubmit } = props;
  const t = useText();
  const [rate, setRate] = useState(String(offer.rate));
  const [volume, setVolume] = useState(String(offer.estimated_volume));
  const [notes, setNotes] = useState('');
  const r = Number(rate);
  const v = Number(volume);
  const valid = rate !== '' && volume !== '' && r >= 0 && v >= 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid)
      onSubmit({ rate: r, estimated_volume: v, ...(notes ? { counter_notes: notes } : {}) });
  };
  return (
    <form className="counter-form" onSubmit={submit} aria-label={t('offers.counterForm')}>
      <NumberField
        label={t('offers.rate', { currency: offer.currency })}
        step="0.01"
        value={rate}
        onChange={setRate}
      />
      <NumberField label={t('offers.volume')} step="1" value={volume} onChange={setVolume} />
      <label>
        {t('offers.noteLabel')}
        <input value={notes} maxLength={1000} onChange={(e) => setNotes(e.target.value)} />
      </label>
      <p className="hint">
        {t('offers.total', {
          total: valid ? money(t, Math.round(r * v * 100) / 100, offer.currency) : '—',
        })}
      </p>
      <button type="submit" disabled={busy || !valid}>
        {t('offers.sendCounter')}
      </button>
    </form>
  );
}
