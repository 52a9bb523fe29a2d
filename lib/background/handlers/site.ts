import type { siteMessages } from '../../messaging/protocol/site';
import type { BackgroundDeps } from '../background-deps';
import type { AreaHandlers } from './types';

/** Whether Locale Lens runs on the tab's site, and turning it on there. */
export function createSiteHandlers(
  deps: Pick<BackgroundDeps, 'sites' | 'lens' | 'broadcast'>,
): AreaHandlers<typeof siteMessages> {
  return {
    'site.state': ({ tabId }) => deps.sites.state(tabId),
    async 'site.enable'({ tabId }) {
      // The lens is on where the user just turned Locale Lens on.
      await deps.lens.set(tabId, true);
      const site = await deps.sites.enable(tabId);
      if (site.status === 'enabled')
        deps.broadcast({ type: 'panel.changed', tabId, reason: 'status' });
      return site;
    },
  };
}
