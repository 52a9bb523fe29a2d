import type { PanelRow } from '../../../lib/panel/key-list';
import { canKeepLive, lockPublishes } from '../../../lib/panel/live-guards';
import type { Question, QuestionAnswer } from '../../../lib/panel/ui-store';
import { LiveQuestion } from './live-question';
import { RejectReason } from './reject-reason';

export interface RowQuestionProps {
  row: PanelRow;
  question: Question;
  busy: boolean;
  /** The editor's text, and the text of its queued save not applied yet. */
  text: string;
  pendingText: string | null;
  onAnswer(choice: QuestionAnswer, reason?: string): void;
}

/** The question a write waits on for this row: a reject's reason, or what customers will see. */
export function RowQuestion({
  row,
  question,
  busy,
  text,
  pendingText,
  onAnswer,
}: RowQuestionProps) {
  if (question.kind === 'reject')
    return (
      <RejectReason
        busy={busy}
        onReject={(reason) => onAnswer('reject', reason)}
        onCancel={() => onAnswer('cancel')}
      />
    );
  return (
    <LiveQuestion
      busy={busy}
      onAnswer={onAnswer}
      {...(question.kind === 'lock'
        ? { kind: 'lock', text: lockPublishes(row.entry, pendingText) ?? '' }
        : {
            kind: 'live-edit',
            live: row.entry?.text ?? '',
            canKeepLive: canKeepLive(row.entry, text, row.context),
          })}
    />
  );
}
