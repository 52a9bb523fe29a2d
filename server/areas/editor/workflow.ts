import { describeWorkflow } from '../../../lib/workflow/definitions';
import type { Service } from '../../service-deps';
import { HttpError } from '../../errors';
import type { Serve } from '../../http/serve-routes';
import { getLocaleTarget, getLocaleTargets, getProject } from '../../store/projects';
import { actorFor, effectiveWorkflow } from './locale-context';

export function workflowRoute(serve: Serve, svc: Service): void {
  serve('editorWorkflow', async (c, { caller, query }) => {
    const project = await getProject(svc.db, caller.projectId);
    if (!project) throw new HttpError(404, 'NOT_FOUND', 'Project not found');
    let override = null;
    if (query.locale && query.locale !== project.source_locale) {
      const target = await getLocaleTarget(svc.db, project.project_id, query.locale);
      if (!target)
        throw new HttpError(
          404,
          'LOCALE_NOT_FOUND',
          `"${query.locale}" is not a locale of this project`,
        );
      override = target.workflow_key;
    }
    const workflow = effectiveWorkflow(project, override);
    const actor = await actorFor(svc, caller, query.locale ?? null, query.namespace);
    return c.json({
      ...describeWorkflow(workflow.key, workflow.mode, {
        isPm: actor.isPm && !actor.readOnly,
        assignedStages: actor.assignedStages,
      }),
      locale: query.locale ?? null,
      caller_kind: caller.kind,
      user_id: caller.userId,
      default_namespace: project.default_namespace,
      source_locale: project.source_locale,
      target_locales: (await getLocaleTargets(svc.db, project.project_id)).map(
        ({ locale, archived }) => ({
          locale,
          archived,
        }),
      ),
    });
  });
}
