import { useMutation } from '@tanstack/react-query';
import { createKey, type NewKey } from './create-key';
import type { Ask } from '../../../lib/panel/transport';

/** A manager's "Create key" for one text with no key: what it did, or why it did not. */
export function useCreateKey(ask: Ask) {
  const mutation = useMutation({ mutationFn: (k: NewKey) => createKey(ask, k) });
  return {
    create: mutation.mutate,
    busy: mutation.isPending,
    outcome: mutation.data ?? null,
    /** The key of the last request, for saying what was created or refused. */
    asked: mutation.variables ?? null,
    error: mutation.error?.message ?? null,
  };
}
