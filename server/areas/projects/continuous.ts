import {
  DEFAULT_SOURCE_LOCALE,
  DEFAULT_WORKFLOW_KEY,
  WORKFLOW_IDS,
} from '../../../lib/contract/assumed';
import type { CreatedProject } from '../../../lib/contract/projects';
import type { Service } from '../../service-deps';
import type { Serve } from '../../http/serve-routes';
import { uuidv7 } from '../../store/ids';
import { insertContinuousProject } from '../../store/projects';
import { insertLocaleTarget } from '../../store/locale-targets';

/** `POST /api/continuous/projects`: a new continuous project; the caller becomes its manager. */
export function continuousProjectRoute(serve: Serve, svc: Service): void {
  serve('createContinuousProject', async (c, { caller, body }) => {
    const now = svc.now();
    const key = body.workflow_key ?? DEFAULT_WORKFLOW_KEY;
    const source = body.source_locale ?? DEFAULT_SOURCE_LOCALE;
    const targets = [...new Set(body.target_locales ?? [])].filter((l) => l !== source);
    const project: CreatedProject = {
      project_id: uuidv7(now),
      name: body.name,
      continuous: true,
      create_time: new Date(now).toISOString(),
      workflow_id: WORKFLOW_IDS[key],
      workflow_key: key,
      workflow_mode: 'per_row',
      source_locale: source,
      target_locales: targets,
    };
    await svc.db.tx(async () => {
      await insertContinuousProject(
        svc.db,
        {
          projectId: project.project_id,
          workflowId: WORKFLOW_IDS[key],
          name: project.name,
          createTime: project.create_time,
          deadline: body.deadline ?? null,
          workflowKey: key,
          sourceLocale: source,
        },
        caller.userId,
      );
      for (const locale of targets)
        await insertLocaleTarget(svc.db, project.project_id, locale, null);
    });
    return c.json(project, 201);
  });
}
