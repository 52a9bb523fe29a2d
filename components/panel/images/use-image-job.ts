import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ImageBlock, ImageJob } from '../../../lib/messaging/image-types';
import type { Ask } from '../../../lib/panel/transport';

const RUNNING_POLL_MS = 400;
/** A job started from the image's context menu shows up within this while the panel is open. */
const IDLE_POLL_MS = 1500;

export const isRunning = (job: ImageJob | null | undefined) =>
  !!job && job.status !== 'completed' && job.status !== 'failed';

/**
 * The side panel's view of translating a page image in place: the tab's images and its job.
 * `page` names the page as the panel last saw it (address and language): the images' names are
 * the page's alt texts, so another page or language lists them again.
 */
export function useImageJob(ask: Ask, tabId: number | null, page: string | null = null) {
  const qc = useQueryClient();
  const enabled = tabId !== null;
  const jobKey = ['image-job', tabId];
  const images = useQuery({
    queryKey: ['page-images', tabId, page],
    queryFn: () => ask('images.list', { tabId: tabId! }),
    enabled,
  });
  const job = useQuery({
    queryKey: jobKey,
    queryFn: () => ask('image.job', { tabId: tabId! }),
    enabled,
    refetchInterval: (q) => (isRunning(q.state.data) ? RUNNING_POLL_MS : IDLE_POLL_MS),
  });
  const [error, setError] = useState<string | null>(null);

  const run = async (work: Promise<ImageJob | null>) => {
    setError(null);
    try {
      qc.setQueryData(jobKey, await work);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };

  return {
    images: images.data ?? null,
    job: job.data ?? null,
    error,
    refreshImages: () => void images.refetch(),
    translate: (src: string) => run(ask('image.translate', { tabId: tabId!, src })),
    redraw: (src: string, blocks: ImageBlock[]) =>
      run(ask('image.translate', { tabId: tabId!, src, blocks })),
    show: (showing: 'original' | 'translated') =>
      run(ask('image.show', { tabId: tabId!, showing })),
  };
}
