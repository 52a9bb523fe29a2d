import { useMemo } from 'react';
import type { PanelPage } from '../../../lib/messaging/types';
import type { PanelRow } from '../../../lib/panel/key-list';
import { pageVolume } from './offer-volume';
import type { Ask } from '../../../lib/panel/transport';
import { useOfferContext, useOffers } from './use-offers';
import { useText } from '../../../lib/panel/use-text';
import { OfferLanguageForm } from './offer-language-form';
import { OffersInbox } from './offers-inbox';

export interface OffersSectionProps {
  ask: Ask;
  /** Signed in with e-mail and password: offers need the user's own token. */
  signedIn: boolean;
  page: PanelPage | null;
  rows: readonly PanelRow[];
}

const NO_VOLUMES: ReturnType<typeof pageVolume> = new Map();

/** The panel's offers: the inbox for everyone signed in, and "Offer this language" for managers. */
export function OffersSection({ ask, signedIn, page, rows }: OffersSectionProps) {
  const t = useText();
  const offers = useOffers(ask, signedIn);
  const workflow = page?.workflow ?? null;
  const manager = signedIn && workflow?.is_pm_admin === true && !page?.isSource;
  const locale = page?.locale ?? null;
  const context = useOfferContext(ask, locale, manager);
  // Counted only for a manager, who alone offers: every other user's big page counts nothing.
  const volumes = useMemo(() => (manager ? pageVolume(rows) : NO_VOLUMES), [manager, rows]);
  if (!signedIn) return null;
  const waiting = offers.inbox?.waiting ?? 0;
  return (
    <details className="offers-section">
      <summary>
        {t('offers.title')}
        {waiting > 0 ? t('offers.waiting', { count: waiting }) : ''}
      </summary>
      {offers.loadError && <p role="alert">{offers.loadError.message}</p>}
      {offers.inbox && (
        <OffersInbox
          inbox={offers.inbox}
          busy={offers.busy}
          error={offers.error}
          onAct={(uuid, action) => offers.act({ uuid, action })}
          onCounter={(uuid, terms) => offers.counter({ uuid, ...terms })}
        />
      )}
      {manager && context.data && workflow && (
        <details className="offer-language">
          <summary>{t('offers.offerLanguage', { locale: locale ?? '' })}</summary>
          <OfferLanguageForm
            key={`${locale}|${offers.created ? 'sent' : ''}`}
            context={context.data}
            stages={workflow.stages}
            volumes={volumes}
            busy={offers.busy}
            error={offers.error}
            onCreate={(req) => void offers.create(req).catch(() => undefined)}
          />
          {offers.created && <p role="status">{t('offers.sent')}</p>}
        </details>
      )}
    </details>
  );
}
