import type { OfferListEntry, ProjectMember } from '../contract/offers';

/**
 * Offers as the side panel sees them. Types only: the records are the contract's, and the
 * background adds who the caller is so the panel can tell offers to them from offers they made.
 */
export interface OfferInbox {
  /** The signed-in user's id; offers to this id are theirs to answer. */
  me: string;
  offers: OfferListEntry[];
  /** Offers waiting for the caller: to answer (offeree) or to confirm or counter-answer (manager). */
  waiting: number;
}

/** What a manager needs to offer the page's language: its namespaces' file targets and members. */
export interface OfferContext {
  projectId: string;
  locale: string;
  targets: {
    id: number;
    namespace: string;
    keys: number;
    archived: boolean;
    activeOffer: { state: string; offeredTo: string } | null;
  }[];
  members: ProjectMember[];
}
