import type { OutboxEntry } from '../../../lib/messaging/types';
import type { PanelRow } from '../../../lib/panel/key-list';
import { placeholdersDiffer, type PlaceholderDiff } from '../../../lib/placeholders/compare';
import { pageBlocker } from '../../../lib/panel/row-actions';
import type { IcuProblem } from '../../../lib/quality/icu-validity';
import type { UiText } from '../../../lib/ui-text/catalogues';
import { filledByFill } from '../../../lib/panel/write-outcome';
import type { PreviewAnswer } from '../../../lib/panel/ui-store';
import { reasonIn } from '../../../lib/panel/reason-text';
import { useText } from '../../../lib/panel/use-text';

/** Locale-wide conditions: busy fill, archived language, page not a target, no row to create. */
export function EditorBanners({ row }: { row: PanelRow }) {
  const t = useText();
  const { flags } = row.context;
  const blocker = pageBlocker(row.context);
  return (
    <>
      {blocker && <p className="banner info">{reasonIn(t, blocker)}</p>}
      {flags.archived && (
        <p className="banner ro" role="status">
          {t('notes.archived')}
        </p>
      )}
      {flags.busy && !flags.archived && (
        <p className="banner busy" role="status">
          {t('notes.busy')}
        </p>
      )}
      {!blocker && row.entry === null && !flags.can_create && !flags.archived && (
        <p className="banner ro">{t('notes.cannotCreate')}</p>
      )}
    </>
  );
}

const list = (tokens: readonly string[]) => tokens.map((t) => `“${t}”`).join(', ');

function icuNote(t: UiText, p: IcuProblem): string {
  switch (p.kind) {
    case 'syntax':
      return t('notes.icu.syntax', { error: p.error, at: p.at + 1 });
    case 'missing-other':
      return t('notes.icu.missingOther', { argument: p.argument });
    case 'unknown-form':
      return t('notes.icu.unknownForm', { form: p.form, forms: list(p.forms) });
    case 'unused-form':
      return t('notes.icu.unusedForm', { form: p.form, forms: list(p.forms) });
  }
}

/**
 * Placeholder, ICU and layout warnings for the text being typed. A placeholder difference holds
 * Confirm until the user ticks "Confirm anyway"; a broken ICU message holds it until fixed; a
 * layout warning says how much longer than the source the text reads.
 */
export function TextWarnings({
  diff,
  icu = [],
  preview,
  longer = null,
  overridden = false,
  onOverride,
}: {
  diff: PlaceholderDiff | null;
  /** What is wrong with the text as an ICU message in the row's language. */
  icu?: readonly IcuProblem[];
  preview: PreviewAnswer | null;
  /** Percent longer than the source, or null. */
  longer?: number | null;
  overridden?: boolean;
  onOverride?(on: boolean): void;
}) {
  const t = useText();
  const items: string[] = [];
  if (diff && placeholdersDiffer(diff)) {
    if (diff.missing.length) items.push(t('notes.lacks', { tokens: list(diff.missing) }));
    if (diff.extra.length) items.push(t('notes.adds', { tokens: list(diff.extra) }));
  }
  for (const p of icu) items.push(icuNote(t, p));
  const differ = diff !== null && placeholdersDiffer(diff);
  if (preview?.overflow) items.push(t('notes.overflow'));
  if (preview?.truncated) items.push(t('notes.truncated'));
  if (preview?.reflowed) items.push(t('notes.reflowed'));
  const layout = preview?.overflow || preview?.truncated || preview?.reflowed;
  if (layout && longer !== null) items.push(t('notes.longer', { percent: longer }));
  if (!items.length) return null;
  return (
    <div className="warnings" role="status">
      <b>{t('notes.check')}</b>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {differ && onOverride && (
        <label className="check">
          <input
            type="checkbox"
            checked={overridden}
            onChange={(e) => onOverride(e.target.checked)}
          />{' '}
          {t('notes.override')}
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
  const t = useText();
  const conflict = entries.find((e) => e.state === 'conflict');
  const failed = entries.find((e) => e.state === 'failed');
  const waiting = entries.filter((e) => e.state === 'pending' || e.state === 'sending');
  if (conflict)
    return (
      <p className="banner conflict" role="alert">
        {t(filledByFill(conflict) ? 'notes.conflictFill' : 'notes.conflict')}{' '}
        <button type="button" className="link" onClick={() => onOpenConflict(conflict.id)}>
          {t('notes.compare')}
        </button>
      </p>
    );
  if (failed)
    return (
      <p className="banner ro" role="alert">
        {t('notes.failed', { reason: failed.lastError ?? t('notes.refused') })}
      </p>
    );
  if (waiting.length)
    return (
      <p className="banner pending" role="status">
        {waiting.some((e) => e.attempts > 0)
          ? t('notes.retrying', { reason: waiting[0]!.lastError ?? t('notes.unreachable') })
          : t('notes.saving')}
      </p>
    );
  return null;
}
