import {
  protocol,
  type MessageType,
  type Parsed,
  type Protocol,
  type Sender as MessageSender,
} from '../messaging/protocol';
import { fail, type Result } from '../messaging/result';

/** The parts of a `runtime.MessageSender` the background trusts. */
export interface Sender {
  id?: string;
  url?: string;
  frameId?: number;
  tab?: { id?: number };
}

/** A content script: it may only speak of its own tab and frame. */
export interface FromContent {
  kind: 'content';
  tabId: number;
  frameId: number;
}
/** One of the extension's own pages. */
export interface FromPage {
  kind: 'page';
}

export type OriginOf<S extends MessageSender> = S extends 'content'
  ? FromContent
  : S extends 'page'
    ? FromPage
    : FromContent | FromPage;

export type Admitted = {
  [K in MessageType]: { type: K; payload: Parsed<K>; origin: OriginOf<Protocol[K]['from']> };
}[MessageType];

const badMessage = (message: string) => fail({ status: 400, code: 'BAD_MESSAGE', message });

/**
 * Lets a message in when its sender may send it and its payload parses. Web pages never get
 * here: only the extension's own pages and content scripts carry its id.
 */
export function admit(
  raw: unknown,
  sender: Sender,
  own: { extensionId: string; extensionOrigin: string },
): Admitted | Result<never> {
  if (sender.id !== own.extensionId)
    return fail({ status: 403, code: 'FORBIDDEN', message: 'Unknown sender' });
  const type = (raw as { type?: unknown } | null)?.type;
  const spec =
    typeof type === 'string' && Object.hasOwn(protocol, type)
      ? protocol[type as MessageType]
      : undefined;
  const fromOwnPage = (sender.url ?? '').startsWith(own.extensionOrigin);
  const tabId = sender.tab?.id;
  let origin: FromContent | FromPage;
  if (fromOwnPage) origin = { kind: 'page' };
  else if (tabId !== undefined && sender.frameId !== undefined)
    origin = { kind: 'content', tabId, frameId: sender.frameId };
  else return badMessage('Not a message this sender may send');
  if (!spec || spec.from === (origin.kind === 'page' ? 'content' : 'page'))
    return badMessage('Not a message this sender may send');
  const parsed = spec.request.safeParse(raw);
  if (!parsed.success) return badMessage(parsed.error.issues[0]?.message ?? 'Invalid message');
  return { type, payload: parsed.data, origin } as Admitted;
}
