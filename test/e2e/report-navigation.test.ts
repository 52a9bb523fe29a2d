import { describe, expect, it } from 'vitest';
import { applyReportAnswer } from '../../lib/messaging/report-change';
import type { PageReport } from '../../lib/messaging/types';
import { useExtensionOnSite } from './site-harness';
import { stopServiceWorker } from './stop-worker';

/**
 * A tab's report is its current document's: frames of a page the tab has left are forgotten; and
 * it outlives the extension's service worker: one started again asks the frames to report again.
 */
/** A big page (a report of about 2 MB): whole again after a restart, not cut to fit. */
const BIG = 15_000;
const keyed = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `<p data-i18n-key="common:${prefix}.${i}">${i}</p>`).join('');
const pages = {
  '/outer.html': () => ({
    html: `<!doctype html><html lang="de"><body>${keyed('outer', 3)}<iframe src="/inner.html"></iframe></body></html>`,
  }),
  '/inner.html': () => ({
    html: `<!doctype html><html lang="de"><body>${keyed('inner', 2)}</body></html>`,
  }),
  '/big.html': () => ({
    html: `<!doctype html><html lang="de"><body>${keyed('big', BIG)}<iframe src="/inner.html"></iframe></body></html>`,
  }),
  '/other.html': () => ({
    html: `<!doctype html><html lang="de"><body>${keyed('other', 1)}</body></html>`,
  }),
};

const env = useExtensionOnSite(pages);
const keysOf = (r: PageReport) => r.keys.map((k) => k.key).sort();
const outerKeys = ['inner.0', 'inner.1', 'outer.0', 'outer.1', 'outer.2'];

describe("a tab's report across navigations and worker restarts", () => {
  it('forgets the frames of the page before a reload', { timeout: 60_000 }, async () => {
    const { e2e, site } = env;
    const page = await e2e.context.newPage();
    await page.goto(`${site.url}/outer.html`);
    const first = await e2e.report(page, (r) => keysOf(r).join() === outerKeys.join());
    expect(keysOf(first)).toEqual(outerKeys);
    const before = first.frames.find((f) => f.frameId !== 0)!.frameId;

    await page.reload();
    const after = await e2e.report(
      page,
      (r) => r.frames.some((f) => f.frameId !== 0 && f.frameId !== before) && r.keys.length >= 5,
    );
    expect(after.frames).toHaveLength(2);
    expect(keysOf(after)).toEqual(outerKeys);

    await page.goto(`${site.url}/other.html`);
    const other = await e2e.report(page, (r) => keysOf(r).join() === 'other.0');
    expect(other.frames).toHaveLength(1);

    // Back: loaded again (Chrome keeps no page that talks to an extension in its back/forward
    // cache).
    await page.goBack();
    const back = await e2e.report(page, (r) => keysOf(r).join() === outerKeys.join());
    expect(back.frames).toHaveLength(2);
    await page.close();
  });

  it(
    'is whole again after the service worker was stopped and started',
    { timeout: 60_000 },
    async () => {
      const { e2e, site } = env;
      const page = await e2e.context.newPage();
      await page.goto(`${site.url}/big.html`);
      const complete = (r: PageReport) => r.keys.length === BIG + 2 && r.frames.length === 2;
      const before = await e2e.report(page, complete);

      await stopServiceWorker(e2e, page);

      // The first ask wakes a worker that holds nothing: it has the frames report again first.
      const tabId = await e2e.tabIdOf(page);
      const after = applyReportAnswer(await e2e.ask('page.report', { tabId }), undefined);
      expect(after.frames.map((f) => [f.frameId, f.keys, f.dropped])).toEqual(
        before.frames.map((f) => [f.frameId, f.keys, f.dropped]),
      );
      expect(keysOf(after)).toEqual(keysOf(before));
      await page.close();
    },
  );
});
