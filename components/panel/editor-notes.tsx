import type { OutboxEntry } from '../../lib/messaging/types';
import type { PanelRow } from '../../lib/panel/key-list';
import { placeholdersDiffer, type PlaceholderDiff } from '../../lib/placeholders/compare';
import { NOT_TARGET_TEXT, pageBlocker } from '../../lib/panel/row-actions';
import { filledByFill } from '../../lib/panel/write-outcome';
import type { PreviewAnswer } from '../../lib/panel/ui-store';

export const BUSY_TEXT = 'A fill is running… your changes are queued and sent when it ends.';
export const ARCHIVED_TEXT = 'This language is archived: its rows are read-only.';

/** Locale-wide conditions: busy fill, archived language, page not a target, no row to create. */
export function EditorBanners({ row }: { row: PanelRow }) {
  const { flags } = row.context;
  const blocker = pageBlocker(row.context);
  return (
    <>
      {blocker && <p className="banner info">{blocker}</p>}
      {flags.archived && (
        <p className="banner ro" role="status">
          {ARCHIVED_TEXT}
        </p>
      )}
      {flags.busy && !flags.archived && (
        <p className="banner busy" role="status">
          {BUSY_TEXT}
        </p>
      )}
      {!blocker && row.entry === null && !flags.can_create && !flags.archived && (
        <p className="banner ro">{NOT_TARGET_TEXT.cannotCreate}.</p>
      )}
    </>
  );
}

const list = (tokens: readonly string[]) => tokens.map((t) => `“${t}”`).join(', ');

/**
 * Placeholder and layout warnings for the text being typed. A placeholder difference holds
 * Confirm until the user ticks "Confirm anyway"; a layout warning says how much longer than the
 * source the text reads.
 */
export function TextWarnings({
  diff,
  preview,
  longer = null,
  overridden = false,
  onOverride,
}: {
  diff: PlaceholderDiff | null;
  preview: PreviewAnswer | null;
  /** Percent longer than the source, or null. */
  longer?: number | null;
  overridden?: boolean;
  onOverride?(on: boolean): void;
}) {
  const items: string[] = [];
  if (diff && placeholdersDiffer(diff)) {
    if (diff.missing.length)
      items.push(`The translation lacks ${list(diff.missing)}, which the source has`);
    if (diff.extra.length)
      items.push(`The translation adds ${list(diff.extra)}, which the source does not have`);
  }
  const differ = diff !== null && placeholdersDiffer(diff);
  if (preview?.overflow) items.push('The new text overflows its element on the page');
  if (preview?.truncated) items.push('The new text is cut off (truncated) on the page');
  if (preview?.reflowed)
    items.push('The new text wraps onto more lines or pushes what is around it on the page');
  const layout = preview?.overflow || preview?.truncated || preview?.reflowed;
  if (layout && longer !== null) items.push(`It is ${longer} % longer than the source`);
  if (!items.length) return null;
  return (
    <div className="warnings" role="status">
      <b>Check before saving</b>
      <ul>
        {items.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
      {differ && onOverride && (
        <label className="check">
          <input
            type="checkbox"
            checked={overridden}
            onChange={(e) => onOverride(e.target.checked)}
          />{' '}
          Confirm anyway: these placeholders are right for this language
        </label>
      )}
    </div>
  );
}

/** This row's queued writes: pending, failed, or a conflict to resolve. */
export function OutboxNote({
  entries,
  onOpenConflict,
}: {
  entries: readonly OutboxEntry[];
  onOpenConflict(id: string): void;
}) {
  const conflict = entries.find((e) => e.state === 'conflict');
  const failed = entries.find((e) => e.state === 'failed');
  const waiting = entries.filter((e) => e.state === 'pending' || e.state === 'sending');
  if (conflict)
    return (
      <p className="banner conflict" role="alert">
        {filledByFill(conflict) ? 'A machine fill' : 'Someone else'} changed this row since you
        started editing.{' '}
        <button type="button" className="link" onClick={() => onOpenConflict(conflict.id)}>
          Compare versions
        </button>
      </p>
    );
  if (failed)
    return (
      <p className="banner ro" role="alert">
        Your change was not applied: {failed.lastError ?? 'the service refused it'}
      </p>
    );
  if (waiting.length)
    return (
      <p className="banner pending" role="status">
        {waiting.some((e) => e.attempts > 0)
          ? `Queued: retrying (${waiting[0]!.lastError ?? 'the service is not reachable'})`
          : 'Saving…'}
      </p>
    );
  return null;
}
