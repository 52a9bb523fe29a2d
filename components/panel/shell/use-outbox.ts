import { useQuery } from '@tanstack/react-query';
import type { OutboxEntry } from '../../../lib/messaging/types';
import { liveQuery, outboxQuery } from '../../../lib/panel/queries';
import type { Ask } from '../../../lib/panel/transport';

export const NO_ENTRIES: OutboxEntry[] = [];

/**
 * The writes the background holds, and whether others' edits arrive as they happen: both are
 * said on the outbox line.
 */
export function useOutbox(ask: Ask) {
  const entries = useQuery(outboxQuery(ask)).data ?? NO_ENTRIES;
  // Until the background answers, nothing is said: a stream usually comes up within a second.
  const polling = useQuery(liveQuery(ask)).data?.live === false;
  return { entries, polling };
}
