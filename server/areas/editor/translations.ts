import { createHash } from 'node:crypto';
import type { Service } from '../../service-deps';
import { HttpError } from '../../errors';
import type { Serve } from '../../http/serve-routes';
import { inputKeyed } from '../../http/input-keyed';
import { getLocaleTarget, getProject, projectNamespaces } from '../../store/projects';
import { deliveredTexts } from '../../store/targets';
import { sourceTexts } from '../../store/source-keys';

/** `GET /translations`: delivered rows only; the source locale serves its source texts. */
export function translationsRoute(serve: Serve, svc: Service): void {
  serve('translations', async (c, { caller, query }) => {
    const { locale, namespace } = query;
    const project = await getProject(svc.db, caller.projectId);
    if (!project) throw new HttpError(404, 'NOT_FOUND', 'Project not found');
    let rows;
    if (locale === project.source_locale) {
      rows = await sourceTexts(svc.db, project.project_id, namespace ?? null);
    } else {
      const target = await getLocaleTarget(svc.db, project.project_id, locale);
      if (!target)
        throw new HttpError(404, 'LOCALE_NOT_FOUND', `"${locale}" is not a locale of this project`);
      rows = await deliveredTexts(
        svc.db,
        project.project_id,
        locale,
        target.archived,
        namespace ?? null,
      );
    }
    // Every namespace of the project is listed, even one with nothing delivered.
    const grouped = inputKeyed<Record<string, string>>();
    for (const ns of namespace ? [namespace] : await projectNamespaces(svc.db, project.project_id))
      grouped[ns] = inputKeyed();
    for (const r of rows) (grouped[r.namespace] ??= inputKeyed())[r.key] = r.text;
    const body = namespace
      ? { locale, namespace, translations: grouped[namespace] }
      : { locale, namespaces: grouped };
    const json = JSON.stringify(body);
    const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
    c.header('etag', etag);
    c.header('cache-control', 'no-cache');
    const inm = c.req.header('if-none-match');
    const matches = (tag: string) => tag === '*' || tag.replace(/^W\//, '') === etag;
    if (inm && inm.split(',').some((t) => matches(t.trim()))) return c.body(null, 304);
    return c.body(json, 200, { 'content-type': 'application/json; charset=utf-8' });
  });
}
