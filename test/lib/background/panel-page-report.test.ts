import { describe, expect, it } from 'vitest';
import type { FrameScan } from '../../../lib/background/frame-scan';
import { buildPanelPage } from '../../../lib/background/page-report';
import { PageSources } from '../../../lib/background/page-sources';
import { ReportCache } from '../../../lib/background/report-cache';
import { attributeKey } from './frame-key';
import { fakeService, onClock } from './status-fakes';

/** A tab of one frame with two keys, its report cache, and the side panel's page of it. */
function tab() {
  let text = 'Alt';
  const { client } = fakeService(false, undefined, (key) => `${text} ${key}`);
  const { service: status } = onClock(client, 60_000);
  const frame: FrameScan = {
    url: 'http://127.0.0.1/shop',
    locale: 'de',
    keys: [attributeKey('nav.home'), attributeKey('nav.cart')],
    shadowRoots: 0,
    unmatchedTextCount: 0,
  };
  const frames = { get: async () => new Map([[0, frame]]) };
  const reports = new ReportCache();
  const locale = (l: string | null) => l;
  const deps = {
    frames,
    reports,
    sources: new PageSources(),
    selections: { get: async () => null },
  };
  const translations = { get: async () => ({}) } as never;
  return {
    status,
    say: (next: string) => (text = next),
    report: async () => reports.report(1, await frames.get(), status, locale),
    page: async () =>
      (await buildPanelPage(1, deps, status, translations, locale, String)).page.report,
  };
}

const texts = (report: { keys: { status: unknown }[] }) =>
  report.keys.map((k) => (k.status as { text?: string } | null)?.text ?? k.status);

describe('the side panel’s page and the report built for the same statuses', () => {
  it('takes the report’s keys when nothing changed since it was built', async () => {
    const t = tab();
    const page = await t.page(); // waits for the statuses
    const report = await t.report();
    expect(texts(report as never)).toEqual(['Alt nav.home', 'Alt nav.cart']);
    expect(await t.page()).toBe(report);
    expect(texts(page)).toEqual(texts(report as never));
  });

  it('makes its own once a status changed, never showing the report’s old one', async () => {
    const t = tab();
    await t.page();
    await t.report();
    t.say('Neu');
    t.status.invalidate('de', 'common', ['nav.home']); // someone else saved it
    expect(texts(await t.page())).toEqual(['Neu nav.home', 'Alt nav.cart']);
  });
});
