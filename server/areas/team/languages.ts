import type { Context } from 'hono';
import type { WorkflowKey } from '../../../lib/contract/editor';
import { TEAM_ERROR_CODES, type ProjectLanguage } from '../../../lib/contract/team';
import { workflowStages, workStageCount } from '../../../lib/workflow/definitions';
import type { Service } from '../../service-deps';
import type { Db } from '../../db/open';
import { HttpError } from '../../errors';
import type { Serve } from '../../http/serve-routes';
import { getLocaleTarget, getLocaleTargets, type ProjectRow } from '../../store/projects';
import {
  insertLocaleTarget,
  setLocaleArchived,
  setLocaleWorkflow,
} from '../../store/locale-targets';
import { fileChange, recordChanges } from '../../store/row-changes';
import { projectFor } from '../projects/access';

const source = (p: ProjectRow): ProjectLanguage => ({
  locale: p.source_locale,
  source: true,
  archived: false,
  workflow_key: p.workflow_key,
});

async function targetLanguage(db: Db, p: ProjectRow, locale: string): Promise<ProjectLanguage> {
  const t = await getLocaleTarget(db, p.project_id, locale);
  if (!t) throw new HttpError(404, 'NOT_FOUND', `The project has no language "${locale}"`);
  return {
    locale: t.locale,
    source: false,
    archived: t.archived,
    workflow_key: t.workflow_key ?? p.workflow_key,
  };
}

const postreviewIndex = (key: WorkflowKey) => workStageCount(workflowStages(key));

/** The languages of a project: list, add, change a workflow, archive and restore. */
export function languageRoutes(serve: Serve, svc: Service): void {
  serve('projectLanguages', async (c, { caller, params }) => {
    const p = await projectFor(svc, caller.userId, params.project_id, 'member');
    const targets = (await getLocaleTargets(svc.db, p.project_id)).filter(
      (t) => t.locale !== p.source_locale,
    );
    const languages = [
      source(p),
      ...targets.map((t) => ({
        locale: t.locale,
        source: false,
        archived: t.archived,
        workflow_key: t.workflow_key ?? p.workflow_key,
      })),
    ];
    return c.json({ languages });
  });

  serve('addLanguage', async (c, { caller, params, body }) => {
    const p = await projectFor(svc, caller.userId, params.project_id, 'pm');
    const exists = () =>
      new HttpError(
        409,
        TEAM_ERROR_CODES.languageExists,
        `The project has "${body.locale}" already (restore it if it was archived)`,
      );
    if (body.locale === p.source_locale) throw exists();
    await svc.db.tx(async () => {
      if (await getLocaleTarget(svc.db, p.project_id, body.locale)) throw exists();
      await insertLocaleTarget(svc.db, p.project_id, body.locale, body.workflow_key ?? null);
    });
    return c.json(await targetLanguage(svc.db, p, body.locale), 201);
  });

  serve('updateLanguage', async (c, { caller, params, body }) => {
    const p = await projectFor(svc, caller.userId, params.project_id, 'pm');
    if (params.locale === p.source_locale) throw sourceRefused('has no workflow of its own');
    const before = await targetLanguage(svc.db, p, params.locale);
    const next = body.workflow_key;
    const [from, to] = [postreviewIndex(before.workflow_key), postreviewIndex(next)];
    await svc.db.tx(async () => {
      await setLocaleWorkflow(
        svc.db,
        p.project_id,
        params.locale,
        next === p.workflow_key ? null : next,
        { from, to },
      );
    });
    return c.json(await targetLanguage(svc.db, p, params.locale));
  });

  const setArchived = async (
    c: Context,
    caller: { userId: string },
    params: { project_id: string; locale: string },
    archived: boolean,
  ) => {
    const p = await projectFor(svc, caller.userId, params.project_id, 'pm');
    if (params.locale === p.source_locale) throw sourceRefused('cannot be archived');
    await targetLanguage(svc.db, p, params.locale);
    // The rows stay as they are: archiving only hides them, restoring shows them again.
    await setLocaleArchived(svc.db, p.project_id, params.locale, archived);
    const reason = archived ? 'archived' : 'restored';
    await recordChanges(svc.db, p.project_id, svc.now(), [
      fileChange(params.locale, null, reason, svc.now()),
    ]);
    return c.json(await targetLanguage(svc.db, p, params.locale));
  };
  serve('archiveLanguage', (c, { caller, params }) => setArchived(c, caller, params, true));
  serve('restoreLanguage', (c, { caller, params }) => setArchived(c, caller, params, false));
}

const sourceRefused = (what: string) =>
  new HttpError(409, TEAM_ERROR_CODES.sourceLanguage, `The source language ${what}`);
