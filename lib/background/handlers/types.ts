import type { Answer, MessageType, Parsed, Protocol } from '../../messaging/protocol';
import type { OriginOf } from '../message-gate';

/** The handler of one message type: its parsed payload and who sent it, to its answer. */
export type Handler<K extends MessageType> = (
  payload: Parsed<K>,
  origin: OriginOf<Protocol[K]['from']>,
) => Promise<Answer<K>>;

/** One handler per message type: TypeScript checks that none is missing and none is extra. */
export type BackgroundHandlers = { [K in MessageType]: Handler<K> };

/**
 * The handlers of one area's table (`lib/messaging/protocol/<area>.ts`): exactly its messages,
 * each answered in `handlers/<area>.ts`.
 */
export type AreaHandlers<Table> = { [K in keyof Table & MessageType]: Handler<K> };
