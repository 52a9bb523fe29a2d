import type { ContentHandlers, ToContentType } from '../messaging/content-protocol';
import type { FrameReport } from './frame-report';
import type { startLens } from './lens-controller';
import type { Overlay } from './overlay/types';

/** What the content script does for each message of the background. */
export const contentHandlers = (
  lens: ReturnType<typeof startLens>,
  overlay: Pick<Overlay, 'setPreview' | 'dismiss'>,
  report: Pick<FrameReport, 'again'>,
): ContentHandlers => ({
  'lens.set': ({ on }) => lens.setVisible(on),
  'status.changed': ({ refs }) => lens.refreshStatus(refs),
  'key.reveal': ({ ref }) => lens.reveal(ref),
  'preview.set': ({ ref, text }) => lens.preview(ref, text),
  'preview.shown': ({ mode }) => overlay.setPreview(mode),
  'card.hide': overlay.dismiss,
  'frame.resend': async () => void (await report.again()),
});

/**
 * Answers one message with its handler; unknown types are left unanswered. True when the answer
 * comes later (the handler returned a promise): the message channel must then stay open.
 */
export function dispatchToContent(
  handlers: ContentHandlers,
  message: { type?: unknown },
  reply: (answer: unknown) => void,
): boolean {
  const type = message?.type;
  if (typeof type !== 'string' || !Object.hasOwn(handlers, type)) return false;
  const handler = handlers[type as ToContentType] as (payload: unknown) => unknown;
  const answer = handler(message);
  if (!(answer instanceof Promise)) {
    reply(answer);
    return false;
  }
  void answer.then(reply, () => reply(undefined));
  return true;
}
