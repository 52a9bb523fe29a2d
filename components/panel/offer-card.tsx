import { useState, type FormEvent } from 'react';
import type { OfferListEntry } from '../../lib/contract/offers';
import type { Parsed } from '../../lib/messaging/protocol';
import { NumberField } from './number-field';

type Act = Parsed<'offers.act'>['action'];

export interface OfferCardProps {
  offer: OfferListEntry;
  /** The offer is to the caller (they answer it); otherwise the caller manages it. */
  mine: boolean;
  busy: boolean;
  onAct(action: Act): void;
  onCounter(terms: { rate: number; estimated_volume: number; counter_notes?: string }): void;
}

const money = (n: number, currency: string) => `${n.toFixed(2)} ${currency}`;
const when = (seconds: number | null) =>
  seconds === null ? 'no expiry' : new Date(seconds * 1000).toLocaleString();
const expired = (o: OfferListEntry) =>
  o.state === 'expired' || (o.offer_expires_at !== null && o.offer_expires_at * 1000 < Date.now());

/** One offer: where, what, the terms (and a counter's), and the caller's possible answers. */
export function OfferCard({ offer: o, mine, busy, onAct, onCounter }: OfferCardProps) {
  const [countering, setCountering] = useState(false);
  const open = o.state === 'offer' && !expired(o);
  const label = `${o.locale} · ${o.namespace}`;
  return (
    <li className="offer" data-offer={o.assignment_uuid} aria-label={`Offer ${label}`}>
      <p>
        <strong>{o.project_name}</strong> — {label}
        <span className={`offer-state offer-${o.state}`}> {o.state}</span>
      </p>
      <p>
        {o.role}, stage {o.stage_index} · {money(o.rate, o.currency)} × {o.estimated_volume} ={' '}
        <strong>{money(o.estimated_total, o.currency)}</strong>
      </p>
      <p className="hint">Expires: {when(o.offer_expires_at)}</p>
      {o.pm_notes && <p className="hint">Note: {o.pm_notes}</p>}
      {o.counter && (
        <p className="offer-counter">
          Counter: {money(o.counter.rate, o.currency)} × {o.counter.estimated_volume} ={' '}
          {money(o.counter.estimated_total, o.currency)}
          {o.counter.counter_notes ? ` — ${o.counter.counter_notes}` : ''}
        </p>
      )}
      <div className="actions">
        {mine && open && !o.counter && (
          <>
            <button type="button" disabled={busy} onClick={() => onAct('accept')}>
              Accept
            </button>
            <button type="button" disabled={busy} onClick={() => onAct('decline')}>
              Decline
            </button>
            <button type="button" disabled={busy} onClick={() => setCountering((c) => !c)}>
              Counter…
            </button>
          </>
        )}
        {mine && open && o.counter && <span className="hint">Waiting for the manager.</span>}
        {mine && o.state === 'accepted' && (
          <span className="hint">Accepted: waiting for the manager to confirm.</span>
        )}
        {mine && o.state === 'confirmed' && (
          <span className="hint">Confirmed: these rows are yours to edit.</span>
        )}
        {!mine && open && o.counter && (
          <button type="button" disabled={busy} onClick={() => onAct('accept-counter')}>
            Accept counter
          </button>
        )}
        {!mine && o.state === 'accepted' && (
          <button type="button" disabled={busy} onClick={() => onAct('confirm')}>
            Confirm
          </button>
        )}
        {!mine && (o.state === 'offer' || o.state === 'accepted') && (
          <button type="button" disabled={busy} onClick={() => onAct('withdraw')}>
            Withdraw
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
    <form className="counter-form" onSubmit={submit} aria-label="Counter-offer">
      <NumberField label={`Rate (${offer.currency})`} step="0.01" value={rate} onChange={setRate} />
      <NumberField label="Volume" step="1" value={volume} onChange={setVolume} />
      <label>
        Note
        <input value={notes} maxLength={1000} onChange={(e) => setNotes(e.target.value)} />
      </label>
      <p className="hint">
        Total: {valid ? money(Math.round(r * v * 100) / 100, offer.currency) : '—'}
      </p>
      <button type="submit" disabled={busy || !valid}>
        Send counter
      </button>
    </form>
  );
}
