import type { LocaleLensClient } from '../contract/client';
import type { BackgroundHandlers } from './router';
import { createShotHandlers, type ShotDeps } from './shot-handlers';

type ContextMessages = 'row.context' | 'row.comment' | 'shots.capture' | 'row.shots' | 'row.shot';

/**
 * A row's context and comments, asked with the session's own credentials (editor session or
 * integration key): whatever may read the row may read its context, and the service decides who
 * may comment. Screenshots of keys are context too (`shot-handlers.ts`).
 */
export function createContextHandlers(
  client: () => Pick<LocaleLensClient, 'call'>,
  shots: ShotDeps | null = null,
): Pick<BackgroundHandlers, ContextMessages> {
  return {
    ...createShotHandlers(client, shots),
    'row.context': ({ locale, namespace, key }) =>
      client().call('targetContext', { query: { locale, namespace, key } }),
    'row.comment': ({ locale, namespace, key, text }) =>
      client().call('addComment', { body: { locale, namespace, key, text } }),
  };
}
