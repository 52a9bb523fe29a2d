import { useMutation, useQueryClient } from '@tanstack/react-query';
import { panelMutations } from '../../../lib/panel/queries';
import type { Ask } from '../../../lib/panel/transport';

/** "Retry now": the background asks the service again, and the panel refreshes everything. */
export function useServiceRetry(ask: Ask) {
  const qc = useQueryClient();
  const retry = useMutation(panelMutations.retry(ask, qc));
  return { retrying: retry.isPending, retry: () => retry.mutate() };
}
