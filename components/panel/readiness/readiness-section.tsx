import { useState } from 'react';
import type { KeyRef, PanelPage } from '../../../lib/messaging/types';
import { refId } from '../../../lib/messaging/ref-id';
import { downloadText, exportName } from './download';
import type { Ask } from '../../../lib/panel/transport';
import type { PanelRow } from '../../../lib/panel/key-list';
import { usePagePreviewMode } from './use-page-preview-mode';
import { useReadiness } from './use-readiness';
import { useText } from '../../../lib/panel/use-text';
import { PreviewSwitch } from './preview-switch';
import { EXPORT_TYPES, exportReadiness, type ExportFormat } from '../../../lib/readiness/export';
import { shareText } from '../../../lib/readiness/summary';
import { ReadinessView } from './readiness-view';
import { useLinkCopy, type CopyText } from '../common/row-link';
import { FitList } from './fit-list';

export interface ReadinessSectionProps {
  ask: Ask;
  tabId: number | null;
  page: PanelPage | null;
  rows: readonly PanelRow[];
  /** Selects the row (by `refId`) and shows its key on the page. */
  onSelect(id: string): void;
  /** Saves an export; the panel downloads it. */
  save?(text: string, filename: string, mime: string): void;
  copy?: CopyText;
}

const saveFile = (text: string, filename: string, mime: string) =>
  downloadText(document, text, filename, mime);

/** "Delivery readiness": folded until opened; only then is anything beyond the page asked. */
export function ReadinessSection({
  ask,
  tabId,
  page,
  rows,
  onSelect,
  save = saveFile,
  copy,
}: ReadinessSectionProps) {
  const t = useText();
  const links = useLinkCopy(page?.report.url, copy);
  const preview = usePagePreviewMode(ask, tabId);
  const [open, setOpen] = useState(false);
  const [allLocales, setAllLocales] = useState(false);
  const r = useReadiness({ ask, tabId, page, rows, open, allLocales });
  if (!page || page.report.keys.length === 0) return null;
  const own =
    !allLocales && r.ownShare !== undefined
      ? t('readiness.own', { share: shareText(r.ownShare) })
      : '';
  const onExport = (format: ExportFormat) => {
    const type = EXPORT_TYPES[format];
    const url = page.report.url;
    const text = exportReadiness({ url, locales: r.locales }, format);
    save(
      text,
      exportName(
        url,
        r.locales.map((l) => l.locale),
        type.ext,
      ),
      type.mime,
    );
  };
  return (
    <details className="readiness-section" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        {t('readiness.title')}
        {own}
      </summary>
      {open && (
        <PreviewSwitch
          mode={preview.mode}
          busy={preview.busy}
          elements={preview.elements}
          onChange={(to) => preview.change(to)}
          expansion={preview.expansion}
          onExpansion={preview.grow}
        />
      )}
      {open && (
        <ReadinessView
          locales={r.locales}
          allLocales={allLocales}
          loading={r.loading}
          error={r.error}
          onAllLocalesChange={setAllLocales}
          onSelect={(ref: KeyRef) => onSelect(refId(ref))}
          onExport={onExport}
          onCopyLink={links.copyLink}
        />
      )}
      {open && (
        <FitList
          ask={ask}
          tabId={tabId}
          url={page.report.url}
          expansion={preview.expansion}
          onSelect={(r) => onSelect(refId(r))}
        />
      )}
      {open && (
        <p className="sr-only" role="status">
          {links.status}
        </p>
      )}
    </details>
  );
}
