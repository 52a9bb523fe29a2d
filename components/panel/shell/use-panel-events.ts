import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invalidateFor } from '../../../lib/panel/queries';
import type { PanelTransport } from '../../../lib/panel/transport';

/** Refreshes what a `panel.changed` broadcast made stale. */
export function usePanelEvents(transport: PanelTransport) {
  const qc = useQueryClient();
  useEffect(() => transport.subscribe((event) => void invalidateFor(qc, event)), [transport, qc]);
}
