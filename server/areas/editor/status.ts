import type { TargetStatusEntry } from '../../../lib/contract/editor';
import { canCreate } from '../../../lib/workflow/rules';
import type { Service } from '../../service-deps';
import type { Serve } from '../../http/serve-routes';
import { inputKeyed } from '../../http/input-keyed';
import { localeContext, readRows, toEntry } from './locale-context';

export function statusRoute(serve: Serve, svc: Service): void {
  serve('targetStatus', async (c, { caller, query }) => {
    const ctx = await localeContext(svc, caller, query.locale, query.namespace);
    const namespace = query.namespace ?? ctx.project.default_namespace;
    const translations = inputKeyed<TargetStatusEntry | null>();
    if (ctx.state.archived) {
      // An archived target reports every entry as null (the interface).
      for (const key of query.keys) translations[key] = null;
    } else {
      const found = await readRows(svc, ctx, namespace, query.keys);
      for (const key of query.keys) {
        const f = found.get(key);
        translations[key] = f?.row ? await toEntry(f.row, f.source, ctx) : null;
      }
    }
    return c.json({
      locale: query.locale,
      namespace,
      translations,
      can_create: canCreate(ctx.actor, ctx.state),
      archived: ctx.state.archived,
      busy: ctx.state.busy,
    });
  });
}
