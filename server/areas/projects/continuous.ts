import {
  DEFAULT_SOURCE_LOCALE,
  DEFAULT_WORKFLOW_KEY,
  WORKFLOW_IDS,
} from '../../../lib/contract/assumed';
import type { CreatedProject } from '../../../lib/contract/projects';
import type { Service } from '../../service-deps';
import type { Serve } from '../../http/serve-routes';
import { uuidv7 } from '../../store/ids';
import { stmt } from '../../store/statements';
import { insertLanguage } from '../team/languages';

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
      await stmt(
        svc.db,
        `INSERT INTO projects (project_id, workflow_id, name, continuous, create_time, deadline,
           workflow_key, workflow_mode, source_locale) VALUES (?, ?, ?, 1, ?, ?, ?, 'per_row', ?)`,
      ).run(
        project.project_id,
        WORKFLOW_IDS[key],
        project.name,
        project.create_time,
        body.deadline ?? null,
        key,
        source,
      );
      await stmt(
        svc.db,
        `INSERT INTO project_members (project_id, user_id, role) VALUES (?, ?, 'pm')`,
      ).run(project.project_id, caller.userId);
      for (const locale of targets) await insertLanguage(svc.db, project.project_id, locale, null);
    });
    return c.json(project, 201);
  });
}
