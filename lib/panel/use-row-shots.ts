import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Ref } from '../messaging/types';
import { panelKeys } from './queries';
import type { Ask } from './transport';

/**
 * The row's newest screenshot, its image asked for through the background (which holds the
 * credentials) and shown as a data: URL: the panel never fetches from the service itself.
 */
export function useRowShot(ask: Ask, ref: Ref | null, identity: string) {
  const list = useQuery({
    queryKey: ref ? panelKeys.shots(ref, identity) : [...panelKeys.pages(), 'shots', 'none'],
    queryFn: () => ask('row.shots', ref!),
    enabled: ref !== null,
    retry: false,
  });
  const newest = list.data?.screenshots[0] ?? null;
  const image = useQuery({
    queryKey: panelKeys.shot(newest?.id ?? 'none'),
    queryFn: () => ask('row.shot', { id: newest!.id }),
    enabled: newest !== null,
    retry: false,
    // A screenshot's image never changes: a new capture is a new screenshot.
    staleTime: Infinity,
  });
  return {
    shot: newest,
    src: image.data ? `data:${image.data.media_type};base64,${image.data.image}` : null,
    loading: list.isPending && ref !== null,
    error: (list.error ?? image.error) ? ((list.error ?? image.error) as Error).message : null,
  };
}

/** Captures the tab's keys in view; the rows' screenshots are asked again after it. */
export function useCaptureShots(ask: Ask, tabId: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => ask('shots.capture', { tabId: tabId! }),
    onSuccess: () => qc.invalidateQueries({ queryKey: panelKeys.pages() }),
  });
}
