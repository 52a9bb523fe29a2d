import type { TargetStatusEntry, WorkflowKey, WorkflowMode } from '../../../lib/contract/editor';
import { workflowStages, workStageCount } from '../../../lib/workflow/definitions';
import { canEdit, isDelivered, type Actor, type LocaleState } from '../../../lib/workflow/rules';
import type { Service } from '../../service-deps';
import { actorName } from '../../store/row-history';
import type { KeyCaller } from '../../store/callers';
import { HttpError } from '../../errors';
import {
  assignedStages,
  getLocaleTarget,
  getProject,
  memberRole,
  type ProjectRow,
} from '../../store/projects';
import { hasOpenFill } from '../../store/jobs';
import type { StoredRow } from '../../store/targets';
import type { SourceKey } from '../../store/source-keys';
import { fileTarget, getStatusRows } from '../../store/targets';

/** Everything the rules need to judge a write to one locale of a project. */
export interface LocaleContext {
  project: ProjectRow;
  locale: string;
  workflowKey: WorkflowKey;
  mode: WorkflowMode;
  actor: Actor;
  state: LocaleState;
  /** The display name of a user id, looked up once per request. */
  nameOf(userId: string): Promise<string>;
}

/**
 * The caller as the row rules see it. A user's stages are those assigned on the locale in the
 * namespace (a confirmed offer assigns one namespace only); without a namespace, in any.
 */
export async function actorFor(
  svc: Service,
  caller: KeyCaller,
  locale: string | null,
  namespace?: string,
): Promise<Actor> {
  if (caller.kind !== 'session') {
    // Server-side keys are treated as permitted; a publishable one may not write.
    return {
      userId: null,
      isPm: true,
      assignedStages: [],
      readOnly: caller.kind === 'publishable',
    };
  }
  const isPm = (await memberRole(svc.db, caller.projectId, caller.userId)) === 'pm';
  return {
    userId: caller.userId,
    isPm,
    assignedStages: isPm
      ? []
      : await assignedStages(svc.db, caller.projectId, caller.userId, locale, namespace),
  };
}

export async function isLocaleBusy(
  svc: Service,
  projectId: string,
  locale: string,
): Promise<boolean> {
  return hasOpenFill(svc.db, projectId, locale);
}

export function effectiveWorkflow(project: ProjectRow, override: WorkflowKey | null) {
  const key = override ?? project.workflow_key;
  return { key, mode: project.workflow_mode, workStageCount: workStageCount(workflowStages(key)) };
}

/** The context of a write or read of `locale`, in `namespace` (the project's default if absent). */
export async function localeContext(
  svc: Service,
  caller: KeyCaller,
  locale: string,
  namespace?: string,
): Promise<LocaleContext> {
  const project = await getProject(svc.db, caller.projectId);
  if (!project) throw new HttpError(404, 'NOT_FOUND', 'Project not found');
  const target = await getLocaleTarget(svc.db, project.project_id, locale);
  if (!target) {
    throw new HttpError(
      404,
      'LOCALE_NOT_FOUND',
      `"${locale}" is not a target locale of this project`,
    );
  }
  const workflow = effectiveWorkflow(project, target.workflow_key);
  return {
    project,
    locale,
    workflowKey: workflow.key,
    mode: workflow.mode,
    actor: await actorFor(svc, caller, locale, namespace ?? project.default_namespace),
    state: {
      archived: target.archived,
      busy: await isLocaleBusy(svc, project.project_id, locale),
      workStageCount: workflow.workStageCount,
    },
    nameOf: memoNames(svc),
  };
}

/** In per_file mode every row reports its file target's stage. */
export async function applyFileStage(
  svc: Service,
  ctx: LocaleContext,
  namespace: string,
  rows: Iterable<StoredRow>,
): Promise<void> {
  if (ctx.mode !== 'per_file') return;
  const { stageIndex } = await fileTarget(svc.db, ctx.project.project_id, ctx.locale, namespace);
  for (const row of rows) row.stageIndex = stageIndex;
}

/**
 * The source keys among `keys` with their target rows (null where none), in one query, each row
 * at its effective stage: what status, save and transition read.
 */
export async function readRows(
  svc: Service,
  ctx: LocaleContext,
  namespace: string,
  keys: readonly string[],
  forWrite = false,
): Promise<Map<string, { source: SourceKey; row: StoredRow | null }>> {
  const found = await getStatusRows(
    svc.db,
    ctx.project.project_id,
    ctx.locale,
    namespace,
    keys,
    forWrite,
  );
  await applyFileStage(
    svc,
    ctx,
    namespace,
    [...found.values()].flatMap((f) => (f.row ? [f.row] : [])),
  );
  return found;
}

export async function toEntry(
  row: StoredRow,
  source: SourceKey | undefined,
  ctx: LocaleContext,
): Promise<TargetStatusEntry> {
  return {
    text: row.text,
    rowState: row.rowState,
    isReady: row.isReady,
    isDelivered: isDelivered(row, {
      translatable: source?.translatable ?? false,
      archived: ctx.state.archived,
    }),
    canEdit: canEdit(row, ctx.actor, ctx.state),
    isLocked: row.isLocked,
    confirmedBy: row.confirmedBy,
    confirmedByName: row.confirmedBy ? await ctx.nameOf(row.confirmedBy) : null,
    stageIndex: row.stageIndex,
  };
}

function memoNames(svc: Service): (userId: string) => Promise<string> {
  const names = new Map<string, string>();
  return async (userId) => {
    let name = names.get(userId);
    if (name === undefined)
      names.set(userId, (name = await actorName(svc.db, { kind: 'user', id: userId })));
    return name;
  };
}
