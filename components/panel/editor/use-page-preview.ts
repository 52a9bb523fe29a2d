import { useEffect, useRef } from 'react';
import type { KeyRef } from '../../../lib/messaging/types';
import { withSamples } from '../../../lib/placeholders/samples';
import type { Ask } from '../../../lib/panel/transport';
import type { PreviewAnswer } from '../../../lib/panel/ui-store';

export const PREVIEW_DELAY_MS = 150;

type Target = { tabId: number; ref: KeyRef };

/**
 * The page shows the text being typed in place (debounced), and its own text again on cancel or
 * when the panel leaves the row (`rowKey` changes) or closes.
 */
export function usePagePreview(
  ask: Ask,
  rowKey: unknown,
  onAnswer: (a: PreviewAnswer | null) => void,
) {
  const shown = useRef<Target | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const restore = () => {
    clearTimeout(timer.current);
    const target = shown.current;
    shown.current = null;
    if (target) ask('preview.set', { ...target, text: null }).catch(() => {});
  };
  // Cleanup of the previous row (and on unmount): refs only, so the first closure is enough.
  useEffect(() => restore, [rowKey]);

  const show = (target: Target, text: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      shown.current = target;
      // The page shows what a reader would: placeholders filled with sample values.
      ask('preview.set', { ...target, text: withSamples(text) }).then(
        (answer) => onAnswer(answer),
        () => onAnswer(null),
      );
    }, PREVIEW_DELAY_MS);
  };

  return { show, restore };
}
