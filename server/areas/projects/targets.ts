import type { ProjectFileTarget } from '../../../lib/contract/offers';
import type { Service } from '../../service-deps';
import { inputKeyed } from '../../http/input-keyed';
import type { Serve } from '../../http/serve-routes';
import { activeOfferOf, expireOffers, toOfferRecord } from '../../store/offers';
import { listMembers } from '../../store/members';
import { getLocaleTargets, projectNamespaces } from '../../store/projects';
import { translatableCounts } from '../../store/source-keys';
import { deliveredTexts, fileTarget, stageCounts as storedStages } from '../../store/targets';
import { nowSeconds, projectFor } from './access';

/** A project's file targets (members) and its members with their assignments (managers). */
export function projectTargetRoutes(serve: Serve, svc: Service): void {
  serve('projectTargets', async (c, { caller, params }) => {
    const project = await projectFor(svc, caller.userId, params.project_id, 'member');
    const pid = project.project_id;
    await expireOffers(svc.db, nowSeconds(svc));
    const keyCounts = new Map(
      (await translatableCounts(svc.db, pid)).map((r) => [r.namespace, r.n]),
    );
    const targets: ProjectFileTarget[] = [];
    for (const locale of await getLocaleTargets(svc.db, pid))
      for (const namespace of await projectNamespaces(svc.db, pid)) {
        const file = await fileTarget(svc.db, pid, locale.locale, namespace);
        const stageCounts = inputKeyed<number>();
        const rows = await storedStages(svc.db, pid, locale.locale, namespace);
        for (const r of rows) {
          // In per_file mode every row is at its file's stage.
          const stage = project.workflow_mode === 'per_file' ? file.stageIndex : r.stage_index;
          stageCounts[stage] = (stageCounts[stage] ?? 0) + r.n;
        }
        const active = await activeOfferOf(svc.db, file.id);
        targets.push({
          project_file_target_id: file.id,
          namespace,
          locale: locale.locale,
          archived: locale.archived,
          keys: keyCounts.get(namespace) ?? 0,
          delivered: (await deliveredTexts(svc.db, pid, locale.locale, locale.archived, namespace))
            .length,
          stage_counts: stageCounts,
          active_offer: active ? toOfferRecord(active) : null,
        });
      }
    return c.json({ targets });
  });

  serve('projectMembers', async (c, { caller, params }) => {
    const project = await projectFor(svc, caller.userId, params.project_id, 'pm');
    const members = await listMembers(svc.db, project.project_id);
    return c.json({ members });
  });
}
