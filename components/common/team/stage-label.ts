import type { WorkflowKey } from '../../../lib/contract/editor';
import type { UiText, MessageKey } from '../../../lib/ui-text/catalogues';
import { workflowStages } from '../../../lib/workflow/definitions';

/** A workflow's stages, named in the page's language. */
export function stageChoices(t: UiText, workflow: WorkflowKey) {
  return workflowStages(workflow).map((s) => {
    const key = `stage.${s.name.toLowerCase()}`;
    return { index: s.index, name: t.has(key) ? t(key as MessageKey) : s.name };
  });
}

/** "de: Translation, Review · fr (checkout): Postreview" for a member's stages. */
export function assignmentsText(
  t: UiText,
  assignments: readonly { locale: string; namespace: string | null; stages: number[] }[],
  workflowOf: (locale: string) => WorkflowKey,
): string {
  const parts = assignments
    .filter((a) => a.stages.length > 0)
    .map((a) => {
      const names = stageChoices(t, workflowOf(a.locale));
      const stages = a.stages.map((i) => names.find((n) => n.index === i)?.name ?? String(i));
      const where = a.namespace ? `${a.locale} (${a.namespace})` : a.locale;
      return t('team.assignment', { where, stages: stages.join(', ') });
    });
  return parts.length ? parts.join(' · ') : t('team.noStages');
}
