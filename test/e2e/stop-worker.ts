import type { Page } from 'playwright-core';
import type { E2E } from './extension-harness';
import { eventually } from './panel-helpers';

/**
 * Stops the extension's service worker through the DevTools protocol of `page`, as Chrome stops
 * an idle one, and settles once it has stopped.
 */
export async function stopServiceWorker(e2e: E2E, page: Page): Promise<void> {
  const cdp = await e2e.context.newCDPSession(page);
  const states: string[] = [];
  cdp.on(
    'ServiceWorker.workerVersionUpdated',
    ({ versions }: { versions: { scriptURL: string; runningStatus: string }[] }) => {
      for (const v of versions)
        if (v.scriptURL.includes(e2e.extensionId)) states.push(v.runningStatus);
    },
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await eventually(
    async () => states,
    (s) => s.includes('stopped'),
    10_000,
  );
  await cdp.detach();
}
