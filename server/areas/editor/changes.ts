import { HEADERS, LIMITS } from '../../../lib/contract/assumed';
import { CHANGE_EVENTS, type Change, type ChangeNotice } from '../../../lib/contract/row-changes';
import type { Service } from '../../service-deps';
import { HttpError } from '../../errors';
import type { Serve } from '../../http/serve-routes';
import { hashSecret } from '../../security/tokens';
import { changesAfter, keptRange, type StoredChanges } from '../../store/row-changes';

/** A comment line this often keeps proxies from closing a quiet stream, and finds dead clients. */
const KEEP_ALIVE_MS = 25_000;

const encoder = new TextEncoder();
const sse = (event: string, data: unknown, id?: number) =>
  encoder.encode(
    `event: ${event}\n${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`,
  );

/** What this caller may see of a change: a publishable key reads delivered texts only. */
const visible = (publishable: boolean, changes: readonly Change[]): Change[] =>
  !publishable
    ? [...changes]
    : changes.map((ch) => {
        if (ch.kind !== 'row') return ch;
        const { text: _text, ...rest } = ch;
        return rest;
      });

/**
 * The hub hands the same batch to every stream of its project: each batch is encoded once per
 * kind of reader, not once per stream (a fill's events reach every open panel).
 */
const encoded = new WeakMap<StoredChanges, { full?: Uint8Array; publishable?: Uint8Array }>();
function rowsEvent(batch: StoredChanges, publishable: boolean): Uint8Array {
  let forms = encoded.get(batch);
  if (!forms) encoded.set(batch, (forms = {}));
  const which = publishable ? 'publishable' : 'full';
  return (forms[which] ??= sse(
    CHANGE_EVENTS.rows,
    { changes: visible(publishable, batch.changes) },
    batch.id,
  ));
}

/**
 * The project's row changes as server-sent events. Each stream queues at most
 * LIMITS.changeStreamQueue events for its client; one that falls that far behind is ended with an
 * `end` event rather than held in memory.
 */
export function changesRoute(serve: Serve, svc: Service): void {
  serve('rowChanges', async (c, { caller }) => {
    // Streams are counted per credential: a key, or one sign-in's editor session.
    const who = hashSecret(c.req.header(HEADERS.apiKey)?.trim() ?? '');
    if (!svc.changes.claim(who, LIMITS.changeStreamsPerCaller)) {
      throw new HttpError(
        429,
        'TOO_MANY_STREAMS',
        `At most ${LIMITS.changeStreamsPerCaller} change streams per caller; close one first`,
      );
    }
    const lastId = Number(c.req.header('last-event-id') ?? NaN);
    let stop = () => {};
    const body = new ReadableStream<Uint8Array>(
      {
        async start(controller) {
          let lastSent = 0;
          let closed = false;
          const close = (notice?: ChangeNotice) => {
            if (closed) return;
            closed = true;
            stop();
            if (notice) controller.enqueue(sse(CHANGE_EVENTS.end, notice));
            controller.close();
          };
          const send = (batch: StoredChanges) => {
            if (closed || batch.id <= lastSent) return;
            if ((controller.desiredSize ?? 0) <= 0) {
              return close({
                code: 'TOO_SLOW',
                message: `More than ${LIMITS.changeStreamQueue} events waited for this client; reconnect with Last-Event-ID`,
              });
            }
            lastSent = batch.id;
            controller.enqueue(rowsEvent(batch, caller.kind === 'publishable'));
          };
          // Listen first, then send what was missed: nothing falls between the two.
          const early: StoredChanges[] = [];
          let live = false;
          const unlisten = svc.changes.listen({
            projectId: caller.projectId,
            deliver: (b) => (live ? send(b) : early.push(b)),
            end: close,
          });
          const ping = setInterval(() => {
            if (!closed) controller.enqueue(encoder.encode(': keep-alive\n\n'));
          }, KEEP_ALIVE_MS);
          stop = () => {
            clearInterval(ping);
            unlisten();
            svc.changes.release(who);
            stop = () => {};
          };
          controller.enqueue(encoder.encode(': connected\n\n'));
          if (Number.isSafeInteger(lastId) && lastId >= 0) {
            const missed = await resumeFrom(svc, caller.projectId, lastId);
            if (missed === 'too-old') {
              controller.enqueue(
                sse(CHANGE_EVENTS.refetch, {
                  code: 'TOO_OLD',
                  message:
                    'The changes since that id are no longer kept: fetch what you show again',
                } satisfies ChangeNotice),
              );
            } else missed.forEach(send);
          }
          live = true;
          early.forEach(send);
        },
        cancel: () => stop(),
      },
      { highWaterMark: LIMITS.changeStreamQueue },
    );
    return new Response(body, {
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        'x-accel-buffering': 'no',
      },
    });
  });
}

/** The project's changes after `lastId`, or 'too-old' when they are not all kept any more. */
async function resumeFrom(
  svc: Service,
  projectId: string,
  lastId: number,
): Promise<StoredChanges[] | 'too-old'> {
  const kept = await keptRange(svc.db);
  if (lastId > kept.newest || lastId < kept.oldest - 1) return 'too-old';
  const missed = await changesAfter(svc.db, lastId, LIMITS.changeStreamQueue + 1, projectId);
  return missed.length > LIMITS.changeStreamQueue ? 'too-old' : missed;
}
