import type { BackgroundDeps } from './background-deps';
import type { PageTexts } from './page-texts';
import type { StatusService } from './status-service';
import type { TranslationsCache } from './translations-cache';

/**
 * Rows changed in the service, written from this browser or (heard on the change stream) by
 * someone else: what was kept of them is dropped, and pages and panels ask again at once.
 * `namespace` absent: the whole language; `locale` null: everything.
 */
export const rowsChangedBy =
  (d: {
    status: Pick<StatusService, 'invalidate' | 'clear'>;
    translations: Pick<TranslationsCache, 'clear'>;
    pageTexts: Pick<PageTexts, 'clear'>;
    sendToTabs: BackgroundDeps['sendToTabs'];
    broadcast: BackgroundDeps['broadcast'];
  }) =>
  (locale: string | null, namespace?: string): void => {
    if (locale === null) d.status.clear();
    else d.status.invalidate(locale, namespace);
    d.translations.clear();
    d.pageTexts.clear();
    d.sendToTabs({ type: 'status.changed' });
    d.broadcast({ type: 'panel.changed', reason: 'status' });
  };
