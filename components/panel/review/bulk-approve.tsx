import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { refId } from '../../../lib/messaging/ref-id';
import type { OutboxEntry } from '../../../lib/messaging/types';
import { approvableRows, approvalSummary } from './bulk-approve-rows';
import type { PanelRow } from '../../../lib/panel/key-list';
import { panelKeys } from '../../../lib/panel/queries';
import type { Ask } from '../../../lib/panel/transport';
import { useText } from '../../../lib/panel/use-text';

export interface BulkApproveProps {
  ask: Ask;
  /** The rows the list shows: the page's, or the filter's. */
  rows: readonly PanelRow[];
  filtered: boolean;
  outbox: readonly OutboxEntry[];
  onNotice(text: string): void;
}

const SHOWN = 8;

/**
 * "Approve every row waiting for approval" on this page (or in the filter): a summary of what
 * goes live first, then one approval per row through the outbox, and the outcome once sent.
 */
export function BulkApprove({ ask, rows, filtered, outbox, onNotice }: BulkApproveProps) {
  const t = useText();
  const qc = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState<string[] | null>(null);
  const queued = useMemo(() => new Set(outbox.map(refId)), [outbox]);
  const ready = useMemo(() => approvableRows(rows, queued), [rows, queued]);

  useEffect(() => {
    if (!sent || sent.some((id) => outbox.some((e) => e.id === id && e.state !== 'failed'))) return;
    const refused = outbox.filter((e) => sent.includes(e.id)).length;
    onNotice(
      refused
        ? t('bulkApprove.refused', {
            ok: sent.length - refused,
            total: sent.length,
            count: refused,
          })
        : t('bulkApprove.done', { count: sent.length }),
    );
    setSent(null);
  }, [sent, outbox, onNotice, t]);

  if (ready.length === 0 && !asking) return null;
  const where = filtered ? t('bulkApprove.inFilter') : t('bulkApprove.onPage');

  async function approveAll(list: readonly PanelRow[]) {
    setAsking(false);
    const ids: string[] = [];
    for (const r of list) {
      if (!r.context.locale) continue;
      const ref = { locale: r.context.locale, namespace: r.namespace, key: r.key };
      const e = await ask('row.transition', { ...ref, action: 'approve' }).catch(() => null);
      if (e) ids.push(e.id);
    }
    await qc.invalidateQueries({ queryKey: panelKeys.outbox() });
    onNotice(t('bulkApprove.sending', { count: ids.length }));
    setSent(ids);
  }

  if (!asking)
    return (
      <section className="bulk-approve" aria-label={t('bulkApprove.label')}>
        <button type="button" disabled={sent !== null} onClick={() => setAsking(true)}>
          {t('bulkApprove.button', { count: ready.length, where })}
        </button>
      </section>
    );
  return (
    <div className="confirm-box" role="alertdialog" aria-label={t('bulkApprove.dialog')}>
      <p>{t('bulkApprove.question', { count: ready.length, where })}</p>
      <ul className="bulk-summary">
        {approvalSummary(ready).map((s) => (
          <li key={s.namespace}>
            <b>{s.namespace}</b>: {t('bulkApprove.rows', { count: s.n })}
          </li>
        ))}
      </ul>
      <ul className="bulk-rows">
        {ready.slice(0, SHOWN).map((r) => (
          <li key={r.id}>
            <span className="key">{r.key}</span> {r.entry?.text}
          </li>
        ))}
        {ready.length > SHOWN && (
          <li className="muted">{t('bulkApprove.more', { count: ready.length - SHOWN })}</li>
        )}
      </ul>
      <div className="buttons">
        <button type="button" className="primary" autoFocus onClick={() => void approveAll(ready)}>
          {t('bulkApprove.confirm', { count: ready.length })}
        </button>
        <button type="button" onClick={() => setAsking(false)}>
          {t('common.cancel')}
        </button>
      </div>
    </div>
  );
}
