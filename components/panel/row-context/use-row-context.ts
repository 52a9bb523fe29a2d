import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TargetContext } from '../../../lib/contract/context';
import type { Ref } from '../../../lib/messaging/types';
import { panelKeys } from '../../../lib/panel/queries';
import type { Ask } from '../../../lib/panel/transport';

/** The row's context; a row of no locale (the page is in no project language) has none. */
export const contextQuery = (ask: Ask, ref: Ref | null, identity: string) =>
  queryOptions({
    queryKey: ref ? panelKeys.context(ref, identity) : [...panelKeys.pages(), 'context', 'none'],
    queryFn: () => ask('row.context', ref!),
    enabled: ref !== null,
    retry: false,
  });

/** The selected row's description, languages, history and comments, and commenting on it. */
export function useRowContext(ask: Ask, ref: Ref | null, identity: string) {
  const qc = useQueryClient();
  const query = useQuery(contextQuery(ask, ref, identity));
  const comment = useMutation({
    mutationFn: (text: string) => ask('row.comment', { ...ref!, text }),
    // The new comment shows at once; the refetch then brings the list as the service has it.
    onSuccess: (added) => {
      if (!ref) return;
      const key = panelKeys.context(ref, identity);
      qc.setQueryData<TargetContext>(key, (old) =>
        old ? { ...old, comments: [added, ...old.comments] } : old,
      );
      void qc.invalidateQueries({ queryKey: key });
    },
  });
  return {
    context: query.data ?? null,
    loading: query.isPending && ref !== null,
    error: query.error ? (query.error as Error).message : null,
    commenting: comment.isPending,
    commentError: comment.error ? (comment.error as Error).message : null,
    comment: (text: string) => comment.mutateAsync(text),
  };
}
