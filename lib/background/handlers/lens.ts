import { emptyAnswer } from '../../messaging/empty-answer';
import type { lensMessages } from '../../messaging/protocol/lens';
import type { LensSnapshot } from '../../messaging/types';
import { stateCounts } from '../../page/lens-items';
import { OVERLAY_CSS } from '../../page/overlay/styles';
import type { BackgroundDeps } from '../background-deps';
import type { FrameScan } from '../frame-scan';
import { previewGone, type PreviewModes } from '../overlay-stores';
import { overlayWords } from '../overlay-words';
import type { RequestBudget } from '../request-budget';
import type { StatusService } from '../status-service';
import { words } from '../words';
import type { AreaHandlers } from './types';

type Counts = LensSnapshot['counts'];

export interface LensDeps extends Pick<
  BackgroundDeps,
  'frames' | 'lens' | 'sendToTab' | 'settings' | 'broadcast'
> {
  previewModes: PreviewModes;
  legendFold: { get(): Promise<boolean> };
  status: Pick<StatusService, 'get' | 'version'>;
  pageLocale: (locale: string | null) => string | null;
  budget: (tabId: number) => RequestBudget;
}

/** The lens of a tab: what its content script starts with, on or off, and what it shows. */
export function createLensHandlers(deps: LensDeps): AreaHandlers<typeof lensMessages> {
  // The last counts per tab, while neither its top frame's report nor the statuses changed:
  // automation asks again and again, and a join of thousands of keys is not free.
  const last = new Map<number, { top: FrameScan; version: number; counts: Counts }>();
  async function counts(tabId: number, top: FrameScan): Promise<Counts> {
    const version = deps.status.version;
    const known = last.get(tabId);
    if (known?.top === top && known.version === version) return known.counts;
    const locale = deps.pageLocale(top.locale);
    // A service that does not answer leaves every key loading, as the page's overlay shows it.
    const answer = locale
      ? await deps.status
          .get(locale, top.keys, deps.budget(tabId), { wait: false })
          .catch(() => undefined)
      : emptyAnswer();
    const counted = stateCounts(top.keys, answer);
    last.delete(tabId);
    last.set(tabId, { top, version, counts: counted });
    if (last.size > 32) last.delete(last.keys().next().value!);
    return counted;
  }

  return {
    async 'lens.state'(_, { tabId, frameId }) {
      const { pinnedLocale, readOnlyStyle, selectModifier } = deps.settings.current();
      if (frameId === 0) await previewGone(deps, tabId);
      // The frame has a lens from now on, with nothing found yet: `lens.snapshot` says so rather
      // than asking a page that is still being parsed. A report the frame sent meanwhile is kept.
      await deps.frames.begin(tabId, frameId);
      return {
        on: await deps.lens.get(tabId),
        pinnedLocale,
        readOnlyStyle: readOnlyStyle ?? 'hatch',
        selectModifier,
        words: overlayWords(words(), pinnedLocale, selectModifier),
        css: OVERLAY_CSS,
        folded: await deps.legendFold.get(),
      };
    },
    async 'lens.toggle'({ tabId, on: wanted }) {
      const on = wanted ?? !(await deps.lens.get(tabId));
      await deps.lens.set(tabId, on);
      await deps.sendToTab(tabId, { type: 'lens.set', on });
      return { on };
    },
    /**
     * From what the tab's top frame last reported, with the statuses known now, as `page.report`
     * joins them: the page need not answer, and a big page is busy drawing its first frame just
     * when its keys are known. A top frame whose content script has not started has no lens.
     */
    async 'lens.snapshot'({ tabId }) {
      const top = (await deps.frames.get(tabId)).get(0);
      if (!top) return undefined;
      return {
        visible: await deps.lens.get(tabId),
        counts: await counts(tabId, top),
        items: top.keys.length,
      };
    },
  };
}
