import type { OfferInbox } from '../../../lib/messaging/offer-types';
import { OfferCard, type OfferCardProps } from './offer-card';
import { useText } from '../../../lib/panel/use-text';
import { FilledMessage } from '../../common/filled-message';

export interface OffersInboxProps {
  inbox: OfferInbox;
  busy: boolean;
  error: string | null;
  onAct(uuid: string, action: Parameters<OfferCardProps['onAct']>[0]): void;
  onCounter(uuid: string, terms: Parameters<OfferCardProps['onCounter']>[0]): void;
}

/** Offers made to me, and offers of the projects I manage, each with what I may do. */
export function OffersInbox({ inbox, busy, error, onAct, onCounter }: OffersInboxProps) {
  const t = useText();
  const toMe = inbox.offers.filter((o) => o.offered_to_user_id === inbox.me);
  const made = inbox.offers.filter((o) => o.offered_to_user_id !== inbox.me);
  const card = (o: OfferInbox['offers'][number], mine: boolean) => (
    <OfferCard
      key={o.assignment_uuid}
      offer={o}
      mine={mine}
      busy={busy}
      onAct={(action) => onAct(o.assignment_uuid, action)}
      onCounter={(terms) => onCounter(o.assignment_uuid, terms)}
    />
  );
  return (
    <section className="offers" aria-label={t('offers.title')}>
      {error && <p role="alert">{error}</p>}
      <h3>{t('offers.toMe', { n: toMe.length })}</h3>
      {toMe.length === 0 ? (
        <p className="hint">
          <FilledMessage text={t('offers.noneToMe')} slots={{ id: <code>{inbox.me}</code> }} />
        </p>
      ) : (
        <ul>{toMe.map((o) => card(o, true))}</ul>
      )}
      {made.length > 0 && (
        <>
          <h3>{t('offers.managed', { n: made.length })}</h3>
          <ul>{made.map((o) => card(o, false))}</ul>
        </>
      )}
    </section>
  );
}
