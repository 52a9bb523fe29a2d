import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { refId } from '../../lib/messaging/ref-id';
import type { OutboxEntry } from '../../lib/messaging/types';
import { approvableRows, approvalSummary } from '../../lib/panel/bulk-approve';
import type { PanelRow } from '../../lib/panel/key-list';
import { panelKeys } from '../../lib/panel/queries';
import type { Ask } from '../../lib/panel/transport';

export interface BulkApproveProps {
  ask: Ask;
  /** The rows the list shows: the page's, or the filter's. */
  rows: readonly PanelRow[];
  filtered: boolean;
  outbox: readonly OutboxEntry[];
  onNotice(text: string): void;
}

const SHOWN = 8;
const rowsWord = (n: number) => (n === 1 ? '1 row' : `${n} rows`);

/**
 * "Approve every row waiting for approval" on this page (or in the filter): a summary of what
 * goes live first, then one approval per row through the outbox, and the outcome once sent.
 */
export function BulkApprove({ ask, rows, filtered, outbox, onNotice }: BulkApproveProps) {
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
        ? `Approved ${sent.length - refused} of ${sent.length}; ${rowsWord(refused)} refused: open them to see why`
        : `Approved ${rowsWord(sent.length)}: served to customers; reload the page to see them here`,
    );
    setSent(null);
  }, [sent, outbox, onNotice]);

  if (ready.length === 0 && !asking) return null;
  const where = filtered ? 'in this filter' : 'on this page';

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
    onNotice(`Sending ${ids.length} approvals…`);
    setSent(ids);
  }

  if (!asking)
    return (
      <section className="bulk-approve" aria-label="Approve rows waiting for approval">
        <button type="button" disabled={sent !== null} onClick={() => setAsking(true)}>
          Approve {rowsWord(ready.length)} waiting for approval {where}…
        </button>
      </section>
    );
  return (
    <div className="confirm-box" role="alertdialog" aria-label="Approve rows">
      <p>
        Approve {rowsWord(ready.length)} waiting for approval {where}? Approved rows are delivered:
        customers see these texts.
      </p>
      <ul className="bulk-summary">
        {approvalSummary(ready).map((s) => (
          <li key={s.namespace}>
            <b>{s.namespace}</b>: {rowsWord(s.n)}
          </li>
        ))}
      </ul>
      <ul className="bulk-rows">
        {ready.slice(0, SHOWN).map((r) => (
          <li key={r.id}>
            <span className="key">{r.key}</span> {r.entry?.text}
          </li>
        ))}
        {ready.length > SHOWN && <li className="muted">and {ready.length - SHOWN} more</li>}
      </ul>
      <div className="buttons">
        <button type="button" className="primary" autoFocus onClick={() => void approveAll(ready)}>
          Approve {rowsWord(ready.length)}
        </button>
        <button type="button" onClick={() => setAsking(false)}>
          Cancel
        </button>
      </div>
    </div>
  );
}
