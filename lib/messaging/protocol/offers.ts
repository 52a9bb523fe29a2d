import { z } from 'zod';
import type { OfferRecord } from '../../contract/offers';
import { message } from '../message-spec';
import type { OfferContext, OfferInbox } from '../offer-types';
import { locale } from '../schemas';

const offerUuid = z.string().min(1).max(100);
const money = z.number().min(0).max(1_000_000_000);

/** Offers of work: to the signed-in user, and those a manager makes (extension pages only). */
export const offerMessages = {
  /** Offers to the signed-in user and of the projects they manage; updates the toolbar badge. */
  'offers.list': message<OfferInbox>()('page', z.object({})),
  'offers.act': message<OfferRecord>()(
    'page',
    z.object({
      uuid: offerUuid,
      action: z.enum(['accept', 'decline', 'withdraw', 'confirm', 'accept-counter']),
    }),
  ),
  'offers.counter': message<OfferRecord>()(
    'page',
    z.object({
      uuid: offerUuid,
      rate: money.optional(),
      estimated_volume: money.optional(),
      deadline: z.number().int().positive().optional(),
      counter_notes: z.string().max(1000).optional(),
    }),
  ),
  /** The page language's file targets and the project's members, for a manager's offer. */
  'offers.context': message<OfferContext>()('page', z.object({ locale })),
  'offers.create': message<{ offers: OfferRecord[] }>()(
    'page',
    z.object({
      projectId: z.string().min(1).max(100),
      items: z
        .array(z.object({ targetId: z.number().int().positive(), volume: money }))
        .min(1)
        .max(100),
      userId: z.uuid(),
      role: z.string().trim().min(1).max(50),
      stageIndex: z.number().int().min(0).max(20),
      rate: money,
      currency: z.string().regex(/^[A-Z]{3}$/),
      notes: z.string().max(1000).optional(),
    }),
  ),
};
