import { isDelivered } from '../../../lib/workflow/rules';
import type { Service } from '../../service-deps';
import { requireWriter } from '../../http/auth';
import { HttpError } from '../../errors';
import { inputKeyed } from '../../http/input-keyed';
import type { Serve } from '../../http/serve-routes';
import { getLocaleTargets } from '../../store/projects';
import { actorName, actorOf, addComment, readComments, readHistory } from '../../store/row-history';
import { sourceKeyDetail, sourceKeyExists } from '../../store/source-keys';
import { getRows } from '../../store/targets';
import { localeContext } from './locale-context';

/** What a translator reads beside a row: the key's description and source, the other languages, history, comments. */
export function contextRoutes(serve: Serve, svc: Service): void {
  serve('targetContext', async (c, { caller, query }) => {
    const ctx = await localeContext(svc, caller, query.locale, query.namespace);
    const pid = ctx.project.project_id;
    const source = await sourceKeyDetail(svc.db, pid, query.namespace, query.key);
    if (!source)
      throw new HttpError(404, 'NOT_FOUND', `No key "${query.key}" in ${query.namespace}`);
    const translations = inputKeyed<{
      text: string;
      rowState: 'empty' | 'machine_translated' | 'edited';
      stageIndex: number;
      isReady: boolean;
      isDelivered: boolean;
    }>();
    for (const target of await getLocaleTargets(svc.db, pid)) {
      const row = (await getRows(svc.db, pid, target.locale, query.namespace, [query.key])).get(
        query.key,
      );
      if (!row) continue;
      translations[target.locale] = {
        text: row.text,
        rowState: row.rowState,
        stageIndex: row.stageIndex,
        isReady: row.isReady,
        isDelivered: isDelivered(row, {
          translatable: source.translatable === 1,
          archived: target.archived,
        }),
      };
    }
    const address = {
      projectId: pid,
      locale: query.locale,
      namespace: query.namespace,
      key: query.key,
    };
    return c.json({
      namespace: query.namespace,
      key: query.key,
      description: source.description,
      source: { locale: ctx.project.source_locale, text: source.text },
      translations,
      history: await readHistory(svc.db, address),
      comments: await readComments(svc.db, address),
    });
  });

  serve('addComment', async (c, { caller, body }) => {
    requireWriter(caller);
    const ctx = await localeContext(svc, caller, body.locale, body.namespace);
    const pid = ctx.project.project_id;
    const known = await sourceKeyExists(svc.db, pid, body.namespace, body.key);
    if (!known) throw new HttpError(404, 'NOT_FOUND', `No key "${body.key}" in ${body.namespace}`);
    const actor = actorOf(caller);
    const at = svc.now();
    const address = {
      projectId: pid,
      locale: body.locale,
      namespace: body.namespace,
      key: body.key,
    };
    const id = await addComment(svc.db, address, actor, body.text, at);
    return c.json(
      { id, at, actor: { id: actor.id, name: await actorName(svc.db, actor) }, text: body.text },
      201,
    );
  });
}
