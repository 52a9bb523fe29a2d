import type { z } from 'zod';
import type { AnswerOf } from '../message-spec';
import { accountMessages } from './account';
import { authMessages } from './auth';
import { fileMessages } from './files';
import { frameMessages } from './frames';
import { imageMessages } from './images';
import { integrationKeyMessages } from './integration-keys';
import { lensMessages } from './lens';
import { liveMessages } from './live';
import { modelJobMessages } from './model-jobs';
import { offerMessages } from './offers';
import { outboxMessages } from './outbox';
import { overlayMessages } from './overlay';
import { panelMessages } from './panel';
import { readinessMessages } from './readiness';
import { rowContextMessages } from './row-context';
import { settingsMessages } from './settings';
import { shotMessages } from './shots';
import { siteMessages } from './site';
import { statusMessages } from './status';
import { suggestionMessages } from './suggestions';
import { teamMessages } from './team';
import { webhookMessages } from './webhooks';

export type { MessageSpec, Sender } from '../message-spec';

/**
 * Every message the background answers, `area.verb` by name, joined from one table per area
 * (`<area>.ts` here; each is answered by `lib/background/handlers/<area>.ts`). On the wire a
 * message is its payload with `type` added: `{ type: 'page.report', tabId }`.
 */
export const protocol = {
  ...frameMessages,
  ...statusMessages,
  ...panelMessages,
  ...lensMessages,
  ...siteMessages,
  ...settingsMessages,
  ...authMessages,
  ...outboxMessages,
  ...liveMessages,
  ...suggestionMessages,
  ...offerMessages,
  ...accountMessages,
  ...webhookMessages,
  ...integrationKeyMessages,
  ...teamMessages,
  ...fileMessages,
  ...imageMessages,
  ...modelJobMessages,
  ...rowContextMessages,
  ...shotMessages,
  ...readinessMessages,
  ...overlayMessages,
};

export type Protocol = typeof protocol;
export type MessageType = keyof Protocol;
/** The message types every background handler map must cover, for tests that compare them. */
export const MESSAGE_TYPES = Object.keys(protocol) as MessageType[];

type SenderOf<K extends MessageType> = Protocol[K]['from'];
/** Types a content script may send. */
export type ContentMessageType = {
  [K in MessageType]: SenderOf<K> extends 'page' ? never : K;
}[MessageType];
/** Types an extension page may send. */
export type PageMessageType = {
  [K in MessageType]: SenderOf<K> extends 'content' ? never : K;
}[MessageType];

/** What the sender passes (before defaults), and what the handler receives (parsed). */
export type Payload<K extends MessageType> = z.input<Protocol[K]['request']>;
export type Parsed<K extends MessageType> = z.output<Protocol[K]['request']>;
export type Answer<K extends MessageType> = AnswerOf<Protocol[K]>;

/** The payload argument: optional when the message has no fields of its own. */
export type PayloadArgs<K extends MessageType> =
  Record<string, never> extends Payload<K> ? [payload?: Payload<K>] : [payload: Payload<K>];

/** The wire form of a message: its payload with `type` added. */
export type WireMessage<K extends MessageType = MessageType> = K extends MessageType
  ? { type: K } & Payload<K>
  : never;
