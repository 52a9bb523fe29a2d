import type { offerMessages } from '../../messaging/protocol/offers';
import {
  actOnOffer,
  counterOffer,
  createOffers,
  newlyConfirmed,
  offerContext,
  offerInbox,
  type OffersClient,
} from '../offers';
import { signInRequired } from '../suggestions';
import type { AreaHandlers } from './types';

export interface OfferHandlerDeps {
  /** The bearer client; throws when nobody is signed in with a password. */
  client(): OffersClient;
  me(): string | null;
  projectId(): string | null;
  /** Offers confirmed to the caller since last seen: what they may edit changed. */
  onConfirmed(projectIds: string[]): Promise<void>;
  setBadge?(count: number): void;
}

/** The offer messages: the background asks the service with the user's bearer token. */
export function createOfferHandlers(deps: OfferHandlerDeps) {
  const seen = new Set<string>();

  async function list() {
    const me = deps.me();
    if (!me) throw signInRequired();
    const inbox = await offerInbox(deps.client(), me);
    deps.setBadge?.(inbox.waiting);
    const fresh = newlyConfirmed(inbox, seen);
    if (fresh.length) await deps.onConfirmed([...new Set(fresh.map((o) => o.project_id))]);
    return inbox;
  }

  const handlers: AreaHandlers<typeof offerMessages> = {
    'offers.list': list,
    async 'offers.act'(req) {
      const record = await actOnOffer(deps.client(), req);
      await list().catch(() => undefined);
      return record;
    },
    async 'offers.counter'(req) {
      const record = await counterOffer(deps.client(), req);
      await list().catch(() => undefined);
      return record;
    },
    async 'offers.context'({ locale }) {
      const projectId = deps.projectId();
      if (!projectId) throw signInRequired();
      return offerContext(deps.client(), projectId, locale);
    },
    async 'offers.create'(req) {
      const answer = await createOffers(deps.client(), req);
      await list().catch(() => undefined);
      return answer;
    },
  };

  /** For the alarm: keeps the badge and the edit rights current while no panel is open. */
  async function refresh(): Promise<void> {
    if (deps.me()) await list();
    else deps.setBadge?.(0);
  }
  return { handlers, refresh };
}
