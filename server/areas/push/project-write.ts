import { ERROR_CODES } from '../../../lib/contract/assumed';
import type { ValidationDetailItem } from '../../../lib/contract/errors';
import type { PlanChange } from '../../../lib/contract/push';
import type { Service } from '../../service-deps';
import { HttpError, ValidationError } from '../../errors';
import { lockProject } from '../../store/job-claims';
import { hasOpenJob } from '../../store/jobs';
import { getLocaleTargets, getProject, type ProjectRow } from '../../store/projects';
import type { LocaleTargetRow } from '../../store/projects';
import type { JournalEntry } from '../../store/push-journal';
import type { HistoryEntry, RowAddress } from '../../store/row-history';

/** How long a client waits before asking again while a sync or fill runs. */
const RETRY_AFTER_S = 1;

/**
 * Starts a push or restore inside the caller's transaction: the project's row is held, so no sync
 * or fill is queued meanwhile, and one already queued or running refuses the write (one job at a
 * time per project; the client waits and retries).
 */
export async function beginProjectWrite(
  svc: Service,
  projectId: string,
): Promise<{ project: ProjectRow; targets: Map<string, LocaleTargetRow> }> {
  await lockProject(svc.db, projectId);
  if (await hasOpenJob(svc.db, projectId))
    throw new HttpError(
      409,
      ERROR_CODES.jobInProgress,
      'A sync or fill of this project is pending or processing; retry when it ends',
      { 'retry-after': String(RETRY_AFTER_S) },
    );
  const project = await getProject(svc.db, projectId);
  if (!project) throw new HttpError(404, 'NOT_FOUND', 'Project not found');
  const targets = new Map((await getLocaleTargets(svc.db, projectId)).map((t) => [t.locale, t]));
  return { project, targets };
}

/** Refuses files of a locale the project does not have (or archived), or named twice. */
export function checkFiles(
  files: readonly { locale: string; namespace: string }[],
  project: ProjectRow,
  targets: ReadonlyMap<string, LocaleTargetRow>,
): void {
  const detail: ValidationDetailItem[] = [];
  const seen = new Set<string>();
  files.forEach(({ locale, namespace }, i) => {
    const target = targets.get(locale);
    const id = `${locale}\u0000${namespace}`;
    const problem =
      locale !== project.source_locale && !target
        ? `"${locale}" is not a locale of this project`
        : target?.archived
          ? `"${locale}" was archived; restore the language first`
          : seen.has(id)
            ? `${locale}/${namespace} is named by more than one file`
            : null;
    seen.add(id);
    if (problem) detail.push({ loc: ['body', 'files', i, 'locale'], msg: problem, type: 'locale' });
  });
  if (detail.length) throw new ValidationError(detail.slice(0, 100));
}

/** What a push or restore gathers as it goes, written at its end. */
export interface WriteLog {
  journal: JournalEntry[];
  history: { row: RowAddress; entry: HistoryEntry }[];
}

export const changeOf = (
  locale: string,
  namespace: string,
  c: Omit<PlanChange, 'locale' | 'namespace' | 'written'>,
  written: boolean,
): PlanChange => ({ locale, namespace, ...c, written });
