import { z } from 'zod';
import { LIMITS, ROW_FIELDS, WORKFLOW_KEYS } from './assumed';
import { keyedRecord } from './keyed-record';
import { limitedText } from './limits';
import { TRANSITION_ACTIONS, type TransitionAction } from './actions';

/** Editor support — target status, workflow, the editor's writes. */

export const rowState = z.enum(['empty', 'machine_translated', 'edited']);
export type RowState = z.infer<typeof rowState>;

/**
 * A target status entry. The per-row names the interface does not show come from ROW_FIELDS
 * (docs/api-decisions.md); absent booleans read as false.
 */
export const targetStatusEntry = z.object({
  text: z.string(),
  rowState,
  isReady: z.boolean().default(false),
  [ROW_FIELDS.delivered]: z.boolean().default(false),
  canEdit: z.boolean().default(false),
  [ROW_FIELDS.locked]: z.boolean().default(false),
  [ROW_FIELDS.confirmedBy]: z.string().nullable().default(null),
  [ROW_FIELDS.confirmedByName]: z.string().nullable().optional(),
  [ROW_FIELDS.stageIndex]: z.number().int().min(0).default(0),
});
export type TargetStatusEntry = z.infer<typeof targetStatusEntry>;

const nonEmpty = z.string().trim().min(1);

/** `keys` is comma-separated; key parts themselves never contain commas. */
export const targetStatusQuery = z.object({
  locale: nonEmpty,
  namespace: nonEmpty.optional(),
  keys: z
    .string()
    .transform((s) => [...new Set(s.split(',').filter((k) => k !== ''))])
    .pipe(
      z
        .array(z.string())
        .min(1, 'keys must name at least one key')
        .max(LIMITS.statusKeys, `at most ${LIMITS.statusKeys} keys per request`),
    ),
});

export const targetStatusResponse = z.object({
  locale: z.string().optional(),
  namespace: z.string().optional(),
  translations: keyedRecord(targetStatusEntry.nullable()),
  can_create: z.boolean().default(false),
  archived: z.boolean().default(false),
  busy: z.boolean().default(false),
});
export type TargetStatusResponse = z.infer<typeof targetStatusResponse>;

export const workflowKey = z.enum(WORKFLOW_KEYS);
export type WorkflowKey = z.infer<typeof workflowKey>;
export const workflowMode = z.enum(['per_row', 'per_file']);
export type WorkflowMode = z.infer<typeof workflowMode>;

export const workflowStage = z.object({
  index: z.number().int().min(0),
  name: z.string(),
  role: z.string().nullable(),
  is_postreview: z.boolean().default(false),
});
export type WorkflowStage = z.infer<typeof workflowStage>;

/** Who the service took the caller for; assumed, so a client can say "sign in to edit". */
export const callerKind = z.enum(['master', 'publishable', 'session']);
export type CallerKind = z.infer<typeof callerKind>;

export const editorWorkflow = z.object({
  stages: z.array(workflowStage),
  user_assigned_stages: z.array(z.number().int()).default([]),
  is_pm_admin: z.boolean().default(false),
  workflow_mode: workflowMode.default('per_row'),
  work_stage_count: z.number().int().min(0).default(0),
  workflow_key: workflowKey.optional(),
  locale: z.string().nullable().optional(),
  caller_kind: callerKind.optional(),
  user_id: z.string().nullable().optional(),
  /** Assumed: the namespace of keys that name none. */
  default_namespace: z.string().optional(),
  source_locale: z.string().optional(),
  /** Assumed: the project's target languages, so a client can ask about every live one. */
  target_locales: z.array(z.object({ locale: z.string(), archived: z.boolean() })).optional(),
});
export type EditorWorkflow = z.infer<typeof editorWorkflow>;

export const editorWorkflowQuery = z.object({
  locale: nonEmpty.optional(),
  /**
   * Assumed: stages can be assigned for one namespace (a confirmed offer); with it,
   * `user_assigned_stages` are those of that namespace; without it, those of any namespace.
   */
  namespace: nonEmpty.optional(),
  surface: z.string().optional(),
});

const text = limitedText('text');

export const saveRequest = z.object({
  locale: nonEmpty,
  namespace: nonEmpty,
  rows: z
    .array(
      z.object({
        key: nonEmpty,
        text,
        /** The text the editor started from; null or absent skips the conflict check. */
        base_text: z.string().nullable().optional(),
      }),
    )
    .min(1)
    .max(LIMITS.statusKeys, `at most ${LIMITS.statusKeys} rows per save`),
});
export type SaveRequest = z.infer<typeof saveRequest>;

export const saveRowErrorCode = z.enum([
  'TARGET_BUSY',
  'FORBIDDEN',
  'LOCKED',
  'ARCHIVED',
  'CONFLICT',
  'NOT_FOUND',
  'READ_ONLY_KEY',
  'POSTREVIEW',
]);
export type SaveRowErrorCode = z.infer<typeof saveRowErrorCode>;

export const saveRowResult = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), entry: targetStatusEntry }),
  z.object({
    ok: z.literal(false),
    code: saveRowErrorCode,
    message: z.string(),
    /** On CONFLICT: the row as the service has it now, so the editor can show theirs. */
    entry: targetStatusEntry.nullable().optional(),
  }),
]);
export type SaveRowResult = z.infer<typeof saveRowResult>;

export const saveResponse = z.object({ results: keyedRecord(saveRowResult) });
export type SaveResponse = z.infer<typeof saveResponse>;

export const transitionAction = z.enum(TRANSITION_ACTIONS);
export type { TransitionAction };

export const transitionRequest = z.object({
  locale: nonEmpty,
  namespace: nonEmpty,
  key: nonEmpty,
  action: transitionAction,
  /** Assumed: why a row is rejected, kept as a comment on it that the translator reads. */
  reason: z.string().trim().min(1).max(1000).optional(),
});
export type TransitionRequest = z.infer<typeof transitionRequest>;

export const transitionResponse = z.object({ entry: targetStatusEntry });

export const fillMode = z.enum(['machine_translation', 'copy_source']);
export const fillRequest = z.object({
  locale: nonEmpty,
  mode: fillMode,
  namespace: nonEmpty.optional(),
});
export type FillRequest = z.infer<typeof fillRequest>;

export const jobAccepted = z.object({ job_id: z.string(), status: z.literal('pending') });

export const translationsQuery = z.object({
  locale: nonEmpty,
  namespace: nonEmpty.optional(),
});
export const translationsOneNamespace = z.object({
  locale: z.string(),
  namespace: z.string(),
  translations: keyedRecord(z.string()),
});
export const translationsAllNamespaces = z.object({
  locale: z.string(),
  namespaces: keyedRecord(keyedRecord(z.string())),
});
export const translationsResponse = z.union([translationsOneNamespace, translationsAllNamespaces]);

export const editorSessionRequest = z.object({ project_id: nonEmpty });
export const editorSessionResponse = z.object({
  session_key: z.string(),
  project_id: z.string(),
  expires_at: z.number(),
});
