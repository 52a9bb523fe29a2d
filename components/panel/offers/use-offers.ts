import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Parsed } from '../../../lib/messaging/protocol';
import type { Ask } from '../../../lib/panel/transport';

type Act = Parsed<'offers.act'>;
type Counter = Parsed<'offers.counter'>;
type Create = Parsed<'offers.create'>;

/** Asked again often: an offer's other party acts in another browser. */
const POLL_MS = 4000;

/** The offers inbox and its actions; `enabled` once signed in with a password. */
export function useOffers(ask: Ask, enabled: boolean) {
  const qc = useQueryClient();
  const inbox = useQuery({
    queryKey: ['offers'],
    queryFn: () => ask('offers.list'),
    enabled,
    refetchInterval: POLL_MS,
  });
  const done = () => void qc.invalidateQueries({ queryKey: ['offers'] });
  const act = useMutation({ mutationFn: (req: Act) => ask('offers.act', req), onSuccess: done });
  const counter = useMutation({
    mutationFn: (req: Counter) => ask('offers.counter', req),
    onSuccess: done,
  });
  const create = useMutation({
    mutationFn: (req: Create) => ask('offers.create', req),
    onSuccess: () => {
      done();
      void qc.invalidateQueries({ queryKey: ['offer-context'] });
    },
  });
  const failed = act.error ?? counter.error ?? create.error;
  return {
    inbox: inbox.data ?? null,
    loadError: inbox.error,
    error: failed ? failed.message : null,
    busy: act.isPending || counter.isPending || create.isPending,
    act: (req: Act) => {
      counter.reset();
      create.reset();
      act.mutate(req);
    },
    counter: (req: Counter) => {
      act.reset();
      counter.mutate(req);
    },
    create: create.mutateAsync,
    created: create.isSuccess,
  };
}

/** What a manager needs to offer the page's language. */
export function useOfferContext(ask: Ask, locale: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['offer-context', locale],
    queryFn: () => ask('offers.context', { locale: locale ?? '' }),
    enabled: enabled && locale !== null,
  });
}
