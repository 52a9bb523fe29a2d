import type { imageMessages } from '../../messaging/protocol/images';
import type { PageImage } from '../../messaging/image-types';
import type { createImageJobs } from '../image-jobs';
import type { AreaHandlers } from './types';

export interface ImageDeps {
  jobs: Pick<ReturnType<typeof createImageJobs>, 'start' | 'get' | 'toggle'>;
  /** The tab's pictures; undefined when the tab has no lens. */
  list(tabId: number): Promise<PageImage[] | undefined>;
  /** The language of the tab's page (a pinned locale wins). */
  tabLocale(tabId: number): Promise<string | null>;
}

/** Images of the tab translated in place: the background reads and sends them. */
export function createImageHandlers(deps: ImageDeps): AreaHandlers<typeof imageMessages> {
  const { jobs } = deps;
  return {
    'images.list': async ({ tabId }) => (await deps.list(tabId)) ?? [],
    'image.translate': async ({ tabId, src, blocks }) =>
      jobs.start(tabId, src, (await deps.tabLocale(tabId)) ?? '', blocks),
    'image.job': ({ tabId }) => jobs.get(tabId),
    'image.show': ({ tabId, showing }) => jobs.toggle(tabId, showing),
  };
}
