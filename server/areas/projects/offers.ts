import { ERROR_CODES } from '../../../lib/contract/assumed';
import { offerTotal } from '../../../lib/workflow/offers';
import { workflowStages } from '../../../lib/workflow/definitions';
import type { Service } from '../../service-deps';
import { HttpError, ValidationError } from '../../errors';
import type { Serve } from '../../http/serve-routes';
import { uuidv7 } from '../../store/ids';
import {
  activeOfferOf,
  expireOffers,
  getOffer,
  insertOffer,
  offersFor,
  toOfferRecord,
} from '../../store/offers';
import { getLocaleTarget } from '../../store/projects';
import { fileTargetById } from '../../store/targets';
import { userExists } from '../../store/users';
import { effectiveWorkflow } from '../editor/locale-context';
import { nowSeconds, projectFor } from './access';
import { mapInOrder } from '../../store/in-order';

/** Creating offers (managers) and the inbox of offers (everyone signed in). */
export function offersRoutes(serve: Serve, svc: Service): void {
  serve('createOffers', async (c, { caller, params, body }) => {
    const project = await projectFor(svc, caller.userId, params.project_id, 'pm');
    const nowS = nowSeconds(svc);
    const created = await svc.db.tx(async () => {
      await expireOffers(svc.db, nowS);
      return mapInOrder(body.offers, async (item, i) => {
        const target = await fileTargetById(
          svc.db,
          project.project_id,
          item.project_file_target_id,
        );
        if (!target)
          throw new HttpError(
            404,
            'NOT_FOUND',
            `File target ${item.project_file_target_id} is not a target of this project`,
          );
        if (!(await userExists(svc.db, item.offered_to_user_id)))
          throw new HttpError(404, 'USER_NOT_FOUND', `No user ${item.offered_to_user_id}`);
        const locale = await getLocaleTarget(svc.db, project.project_id, target.locale);
        if (!locale || locale.archived)
          throw new HttpError(409, 'ARCHIVED', `"${target.locale}" is archived: nothing to do`);
        const stages = workflowStages(effectiveWorkflow(project, locale.workflow_key).key);
        if (item.stage_index >= stages.length)
          throw new ValidationError([
            {
              loc: ['body', 'offers', i, 'stage_index'],
              msg: `The workflow of ${target.locale} has stages 0 to ${stages.length - 1}`,
              type: 'stage_unknown',
              input: item.stage_index,
            },
          ]);
        if (item.offer_expires_at !== undefined && item.offer_expires_at <= nowS)
          throw new ValidationError([
            {
              loc: ['body', 'offers', i, 'offer_expires_at'],
              msg: 'offer_expires_at is in the past',
              type: 'expired',
              input: item.offer_expires_at,
            },
          ]);
        if (await activeOfferOf(svc.db, item.project_file_target_id))
          throw new HttpError(
            409,
            ERROR_CODES.activeOfferExists,
            `File target ${item.project_file_target_id} already has an active offer`,
          );
        const row = {
          assignment_uuid: uuidv7(svc.now()),
          project_id: project.project_id,
          file_target_id: item.project_file_target_id,
          offered_to_user_id: item.offered_to_user_id,
          role: item.role,
          stage_index: item.stage_index,
          pricing_model: item.pricing_model ?? null,
          rate: item.rate,
          currency: item.currency,
          estimated_volume: item.estimated_volume,
          estimated_total: offerTotal(item.rate, item.estimated_volume),
          offer_expires_at:
            item.offer_expires_at ?? nowS + Math.round(item.offer_valid_until_hours * 3600),
          state: 'offer' as const,
          pm_notes: item.pm_notes ?? null,
          counter: null,
          created_at: nowS,
        };
        await insertOffer(svc.db, row);
        return toOfferRecord((await getOffer(svc.db, row.assignment_uuid))!);
      });
    });
    return c.json({ offers: created }, 201);
  });

  serve('listOffers', async (c, { caller, query }) => {
    await expireOffers(svc.db, nowSeconds(svc));
    const offers = (await offersFor(svc.db, caller.userId, query.state ?? null)).map((r) => ({
      ...toOfferRecord(r),
      project_name: r.project_name,
      namespace: r.namespace,
      locale: r.locale,
    }));
    return c.json({ offers });
  });
}
