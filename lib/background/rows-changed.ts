import type { BackgroundDeps } from './background-deps';
import type { PageTexts } from './page-texts';
import type { StatusService } from './status-service';
import type { TranslationsCache } from './translations-cache';

/**
 * Rows changed in the service, written from this browser or (heard on the change stream) by
 * someone else: what was kept of them is dropped, and pages and panels ask again at once.
 * `keys`: those of `namespace` only (pages ask again for them alone); `namespace` absent: the
 * whole language; `locale` null: everything.
 */
export const rowsChangedBy =
  (d: {
    status: Pick<StatusService, 'invalidate' | 'clear'>;
    translations: Pick<TranslationsCache, 'clear'>;
    pageTexts: Pick<PageTexts, 'clear'>;
    sendToTabs: BackgroundDeps['sendToTabs'];
    broadcast: BackgroundDeps['broadcast'];
  }) =>
  (locale: string | null, namespace?: string, keys?: readonly string[]): void => {
    if (locale === null) d.status.clear();
    else d.status.invalidate(locale, namespace, keys);
    d.translations.clear();
    d.pageTexts.clear();
    const refs = namespace !== undefined && keys ? keys.map((key) => ({ namespace, key })) : null;
    d.sendToTabs(refs ? { type: 'status.changed', refs } : { type: 'status.changed' });
    d.broadcast({ type: 'panel.changed', reason: 'status' });
  };
