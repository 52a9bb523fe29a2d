import type { SyncJob } from '../../lib/contract/sync';
import type { TranslationEventData } from '../../lib/contract/webhooks';
import type { DeliveryPayload } from './events';

const quote = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `“${flat.length > 120 ? `${flat.slice(0, 119)}…` : flat}”`;
};

const VERB: Record<string, string> = {
  'translation.updated': 'updated',
  'translation.confirmed': 'confirmed',
  'translation.rejected': 'rejected',
  'translation.approved': 'approved',
};

/** A chat delivery: the event as one line a person reads in a channel. */
export function chatLine(projectName: string, d: Pick<DeliveryPayload, 'event' | 'data'>): string {
  const where = projectName ? `[${projectName}] ` : '';
  if (d.event.startsWith('translation.')) {
    const row = d.data as TranslationEventData;
    return `${where}${row.locale} ${row.namespace}:${row.key} ${VERB[d.event] ?? d.event}: ${quote(row.text)}`;
  }
  if (d.event === 'endpoint.test')
    return `${where}Test message from Locale Lens: this endpoint works`;
  const job = d.data as SyncJob;
  const counts = `${job.created} created, ${job.updated} updated, ${job.unchanged} unchanged, ${job.rejected.length} rejected`;
  if (d.event === 'sync.failed') return `${where}Sync failed: ${job.error ?? 'unknown error'}`;
  return `${where}${d.event === 'fill.completed' ? 'Fill' : 'Sync'} completed: ${counts}`;
}
