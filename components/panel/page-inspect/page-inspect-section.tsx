import { useMemo, useState, type ReactNode } from 'react';
import { lensState } from '../../../lib/key-state/key-state';
import { refId } from '../../../lib/messaging/ref-id';
import type { PanelPage } from '../../../lib/messaging/types';
import type { PanelRow } from '../../../lib/panel/key-list';
import type { Ask } from '../../../lib/panel/transport';
import { parseBrandWords, usePageInspect } from './use-page-inspect';
import { useText } from '../../../lib/panel/use-text';
import { likelyNamespace, suggestKey } from './create-key';
import { useCreateKey } from './use-create-key';
import { CaptureShots } from './capture-shots';
import { CreateKeyForm } from './create-key-form';
import { HiddenStrings, type HiddenItem } from './hidden-strings';
import { LooseTexts } from './loose-texts';

export interface PageInspectSectionProps {
  ask: Ask;
  tabId: number | null;
  rows: readonly PanelRow[];
  /** Selects the row (by `refId`) and shows its key on the page. */
  onSelect(id: string): void;
  page: PanelPage | null;
  /** The project signed in to; null in the demo or with an integration key. */
  projectId: string | null;
}

/**
 * "Hidden strings" and "Text with no key": folded until opened, and only then is the page looked
 * at closer (a script injected for it, not the content script).
 */
export function PageInspectSection(props: PageInspectSectionProps) {
  const { ask, tabId, rows, onSelect, page, projectId } = props;
  const t = useText();
  const creator = useCreateKey(ask);
  const namespaces = useMemo(() => rows.map((r) => r.namespace), [rows]);
  const sourceLocale = page?.workflow?.source_locale;
  // Only a project's managers create keys; the service refuses anyone else too.
  const createForm =
    page?.workflow?.is_pm_admin && projectId && sourceLocale && page.locale
      ? (item: { text: string }) => (
          <CreateKeyForm
            text={item.text}
            namespaces={[...new Set(namespaces)]}
            namespace={likelyNamespace(namespaces)}
            suggestedKey={suggestKey(item.text)}
            sourceLocale={sourceLocale}
            draftLocale={page.isSource ? null : page.locale}
            {...creator}
            onCreate={(k) => creator.create({ ...k, projectId, sourceLocale })}
          />
        )
      : undefined;
  const [open, setOpen] = useState({ hidden: false, loose: false });
  const inspect = usePageInspect(ask, tabId, open.hidden || open.loose);
  const found = inspect.inspection;
  const hidden = useMemo((): HiddenItem[] => {
    if (!found?.hidden.length) return [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return found.hidden.map((h) => {
      const id = refId(h);
      const status = h.status === 'unknown' ? undefined : h.status;
      return { ...h, id, state: byId.get(id)?.state ?? lensState(status) };
    });
  }, [found, rows]);
  if (tabId === null) return null;
  const body = (view: ReactNode) =>
    inspect.error ? (
      <p role="alert">{inspect.error.message}</p>
    ) : inspect.loading || !found ? (
      <p className="empty">{t('inspect.looking')}</p>
    ) : (
      view
    );
  return (
    <div className="page-inspect">
      <CaptureShots ask={ask} tabId={tabId} />
      <details onToggle={(e) => setOpen((o) => ({ ...o, hidden: e.currentTarget.open }))}>
        <summary>
          {t('inspect.hidden')}
          {found ? ` (${t.number(hidden.length)})` : ''}
        </summary>
        {open.hidden && body(<HiddenStrings items={hidden} onSelect={onSelect} />)}
      </details>
      <details onToggle={(e) => setOpen((o) => ({ ...o, loose: e.currentTarget.open }))}>
        <summary>
          {t('inspect.loose')}
          {found ? ` (${t.number(found.untranslated.length)})` : ''}
        </summary>
        {open.loose &&
          body(
            <LooseTexts
              items={found?.untranslated ?? []}
              unreadable={found?.unreadable ?? []}
              brandWords={inspect.brandWords}
              onBrandWords={(text) => inspect.changeBrandWords(parseBrandWords(text))}
              onShow={(item) =>
                void ask('page.reveal', { tabId, frameId: item.frameId, path: item.path }).catch(
                  () => false,
                )
              }
              createForm={createForm}
            />,
          )}
      </details>
    </div>
  );
}
