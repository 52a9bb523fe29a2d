import type { TextsResponse } from '../../../lib/contract/push';
import { isDelivered } from '../../../lib/workflow/rules';
import type { Service } from '../../service-deps';
import type { KeyCaller } from '../../store/callers';
import { HttpError } from '../../errors';
import { getLocaleTargets, getProject } from '../../store/projects';
import { sourceKeysWithLocaleTexts } from '../../store/source-keys';
import { bool } from '../../store/statements';

/**
 * A locale's texts for a pull: every source key of the project (or of one namespace) with its
 * text in the locale, null where it has none, and whether apps are served it. The source
 * language's texts are its source keys'.
 */
export async function exportTexts(
  svc: Service,
  caller: KeyCaller,
  q: { locale?: string; namespace?: string },
): Promise<TextsResponse> {
  const project = await getProject(svc.db, caller.projectId);
  if (!project) throw new HttpError(404, 'NOT_FOUND', 'Project not found');
  const locale = q.locale ?? project.source_locale;
  const targets = await getLocaleTargets(svc.db, project.project_id);
  const target = targets.find((t) => t.locale === locale);
  const isSource = locale === project.source_locale;
  if (!isSource && !target)
    throw new HttpError(404, 'LOCALE_NOT_FOUND', `"${locale}" is not a locale of this project`);
  const namespace = q.namespace ?? null;
  const rows = await sourceKeysWithLocaleTexts(svc.db, project.project_id, locale, namespace);
  const archived = target?.archived ?? false;
  const texts = rows.map((r) => {
    const text = isSource ? r.source_text : r.text;
    const row = {
      text: text ?? '',
      isReady: bool(r.is_ready ?? 0),
      isLocked: bool(r.is_locked ?? 0),
    };
    return {
      namespace: r.namespace,
      key: r.key,
      text: text || null,
      delivered: isSource
        ? text !== ''
        : isDelivered(row, { translatable: bool(r.translatable), archived }),
      description: r.description,
    };
  });
  return {
    project_id: project.project_id,
    locale,
    source_locale: project.source_locale,
    target_locales: targets.filter((t) => !t.archived).map((t) => t.locale),
    texts,
  };
}
