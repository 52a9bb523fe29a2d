import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PageFit } from '../../../lib/messaging/fit-types';
import type { Ask } from '../../../lib/panel/transport';

/** Languages with a key that does not fit first, the pseudo-language last. */
export function fitOrder(fit: PageFit): PageFit['locales'] {
  return [...fit.locales].sort(
    (a, b) => Number(a.pseudo) - Number(b.pseudo) || b.misfits.length - a.misfits.length,
  );
}

/**
 * Measures on demand whether the page's keys fit in every live language and the pseudo-language
 * (the page shows each language's texts for a moment and is put back). Nothing is asked until
 * the button is pressed: measuring rewrites the page's text while it runs. Another page in the
 * tab forgets the last answer.
 */
export function useFit(
  ask: Ask,
  tabId: number | null,
  url: string | undefined,
  /** How much longer the pseudo-translation is, as "Show the page" last chose it. */
  expansion?: number,
) {
  const fit = useMutation({ mutationFn: () => ask('page.fit', { tabId: tabId!, expansion }) });
  const { reset } = fit;
  useEffect(() => reset(), [reset, tabId, url]);
  return fit;
}
