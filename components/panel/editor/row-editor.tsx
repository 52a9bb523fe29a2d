import { useId, type ReactNode, type Ref } from 'react';
import type { TransitionAction } from '../../../lib/contract/editor';
import { stageName } from '../../../lib/key-state/key-state';
import type { OutboxEntry } from '../../../lib/messaging/types';
import type { PanelRow } from '../../../lib/panel/key-list';
import { icuHold, placeholderHold } from '../../../lib/panel/placeholder-hold';
import { comparePlaceholders } from '../../../lib/placeholders/compare';
import { longerThanSource } from '../../../lib/placeholders/samples';
import { icuProblems } from '../../../lib/quality/icu-validity';
import { actionsForRole } from './role-actions';
import { buttonVerdicts, verdict } from '../../../lib/panel/row-actions';
import type { PreviewAnswer } from '../../../lib/panel/ui-store';
import { ActionBar } from './action-bar';
import { EditorBanners, OutboxNote, TextWarnings } from './editor-notes';
import { StateBadge } from '../common/state-badge';
import { TranslationField } from './translation-field';
import { reasonIn } from '../../../lib/panel/reason-text';
import { useText } from '../../../lib/panel/use-text';

export interface RowEditorProps {
  row: PanelRow;
  /** The text in the box (a restored draft, typing, or the row's text). */
  text: string;
  /** The box differs from what the service has (or will have once queued saves land). */
  dirty: boolean;
  /** A queued save not applied yet: transitions are judged on the row it will leave. */
  pendingText: string | null;
  draftRestored: boolean;
  canUndoDiscard: boolean;
  preview: PreviewAnswer | null;
  /** Outbox entries of this row. */
  outbox: readonly OutboxEntry[];
  textareaRef?: Ref<HTMLTextAreaElement>;
  /** `shown`: what the page previews instead of the whole text (one plural form). */
  onTextChange(text: string, shown?: string): void;
  onSave(): void;
  onAction(action: TransitionAction): void;
  onUndoDiscard(): void;
  onOpenConflict(id: string): void;
  /** Beside the text box: Suggest and its suggestions, when the panel offers them. */
  suggestions?: ReactNode;
  /** Below the actions: the row's description, other languages, history and comments. */
  context?: ReactNode;
  /** The user said the placeholder difference is right: Confirm no longer waits for it. */
  placeholdersOk?: boolean;
  onOverridePlaceholders?(on: boolean): void;
  /** The panel's toast, in the flow right under the actions so it never covers them. */
  notice?: ReactNode;
  /** What an action waits on (a reject's reason), right under the button that asked it. */
  question?: ReactNode;
}

/** One row: its source, its state in the workflow, the text box and the actions the rules allow. */
export function RowEditor(props: RowEditorProps) {
  const { row, text } = props;
  const { entry, context } = row;
  const id = useId();
  const t = useText();
  const yesNo = (v: boolean | undefined) => (v ? t('editor.yes') : t('editor.no'));
  const edit = verdict('edit', entry, context);
  const verdicts = buttonVerdicts(entry, context, {
    dirty: props.dirty,
    pendingText: props.pendingText,
    text,
  });
  const diff = row.source !== null && text !== '' ? comparePlaceholders(row.source, text) : null;
  const icu = context.locale ? icuProblems(text, context.locale) : [];
  const hold =
    icuHold(text, context.locale) ??
    placeholderHold(row.source, text, props.placeholdersOk ?? false);
  if (hold && verdicts.confirm.allowed) verdicts.confirm = { allowed: false, reason: hold };
  const workflow = context.workflow ?? undefined;
  const postreview = entry && workflow ? entry.stageIndex >= workflow.work_stage_count : false;

  return (
    <section className="editor" aria-label={t('editor.label', { key: row.key })}>
      <header className="editor-head">
        <div className="key" title={`${row.namespace}: ${row.key}`}>
          <span className="muted">{row.namespace} · </span>
          {row.key}
        </div>
        <StateBadge state={row.state} place={row.place} />
      </header>
      <EditorBanners row={row} />
      <div className="source">
        <div className="label">{t('editor.source')}</div>
        <div className={`text${row.source === null ? ' none' : ''}`}>
          {row.source ?? t('editor.noSource')}
        </div>
      </div>
      {entry && (
        <dl className="meta">
          <dt>{t('editor.stage')}</dt>
          <dd>
            {stageName(workflow, entry.stageIndex)}
            {postreview && t('editor.approvalOnly')}
          </dd>
          <dt>{t('editor.confirmedBy')}</dt>
          <dd className="who-id">
            {entry.confirmedBy === null
              ? '—'
              : entry.confirmedBy === workflow?.user_id
                ? t('editor.you')
                : (entry.confirmedByName ?? entry.confirmedBy)}
          </dd>
          <dt>{t('editor.approved')}</dt>
          <dd>{yesNo(entry.isReady)}</dd>
          <dt>{t('editor.locked')}</dt>
          <dd>{yesNo(entry.isLocked)}</dd>
          <dt>{t('editor.delivered')}</dt>
          <dd>{yesNo(entry.isDelivered)}</dd>
        </dl>
      )}
      <label className="label" htmlFor={`${id}-t`}>
        {context.locale
          ? t('editor.translationIn', { locale: context.locale })
          : t('editor.translation')}
      </label>
      <TranslationField
        key={row.id}
        id={`${id}-t`}
        text={text}
        source={row.source}
        locale={context.locale}
        readOnly={!edit.allowed}
        describedBy={edit.allowed ? undefined : `${id}-ro`}
        textareaRef={props.textareaRef}
        onTextChange={props.onTextChange}
      />
      {!edit.allowed && (
        <p className="why" id={`${id}-ro`}>
          <b>{t('editor.readOnly')}</b> {reasonIn(t, edit.reason)}
        </p>
      )}
      {(props.draftRestored || props.canUndoDiscard) && (
        <p className="note">
          {props.draftRestored && `${t('editor.draftRestored')} `}
          {props.canUndoDiscard && (
            <button type="button" className="link" onClick={props.onUndoDiscard}>
              {t('editor.undoDiscard')}
            </button>
          )}
        </p>
      )}
      {props.suggestions}
      <TextWarnings
        diff={diff}
        icu={icu}
        preview={props.preview}
        longer={row.source === null ? null : longerThanSource(row.source, text)}
        overridden={props.placeholdersOk ?? false}
        onOverride={props.onOverridePlaceholders}
      />
      <OutboxNote entries={props.outbox} onOpenConflict={props.onOpenConflict} />
      <ActionBar
        verdicts={verdicts}
        actions={actionsForRole(context)}
        onSave={props.onSave}
        onAction={props.onAction}
      />
      {props.question}
      {props.notice}
      {props.context}
    </section>
  );
}
