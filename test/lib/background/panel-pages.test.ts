import { describe, expect, it } from 'vitest';
import { PageSources } from '../../../lib/background/page-sources';
import { PanelPagesSent } from '../../../lib/background/panel-pages';
import { applyPanelAnswer } from '../../../lib/messaging/report-change';
import type { TargetStatusEntry } from '../../../lib/contract/editor';
import { entry as statusEntry } from '../fixtures/target-status';
import { fromTable } from '../../../lib/messaging/record-table';
import type { FrameKey, KeyRef, PanelPage } from '../../../lib/messaging/types';
import { attributeKey } from './frame-key';

const entry = (text: string) => statusEntry({ text });

/** A panel page of `made` (frame keys, in order) with the given statuses, as the background builds it. */
function page(
  made: FrameKey[],
  revision: number,
  status: (k: FrameKey) => TargetStatusEntry | null | 'unknown',
  sources: PanelPage['sources'],
): PanelPage {
  return {
    report: {
      url: 'https://shop.test/',
      locale: 'de',
      frames: [
        { frameId: 0, url: 'https://shop.test/', keys: made.length, shadowRoots: 0, dropped: 0 },
      ],
      keys: made.map((k) => ({ ...k, frameId: 0, locale: 'de', status: status(k) })),
      unmatchedTextCount: 0,
      revision,
    },
    locale: 'de',
    isSource: false,
    workflow: null,
    workflows: {},
    flags: {},
    sources,
    selected: null,
    problem: null,
  };
}

describe('panel pages sent', () => {
  const keys = Array.from({ length: 6 }, (_, i) => attributeKey(`row.${i}`));
  const statuses = new Map(keys.map((k) => [k, entry(k.key)]));
  const texts = { common: { 'row.0': 'Zeile' } };
  const first = page(keys, 1, (k) => statuses.get(k) ?? 'unknown', texts);

  it('sends what changed since the page the panel holds: changed rows whole, the rest as runs', () => {
    const sent = new PanelPagesSent();
    expect(applyPanelAnswer(sent.answer(7, first, keys), undefined)).toEqual(first);
    // Two rows re-rendered with new keys, one row's status changed.
    const made = [...keys.slice(0, 2), keys[3]!, keys[4]!, keys[5]!, attributeKey('new.a')];
    made.splice(2, 0, attributeKey('new.b'));
    statuses.set(keys[4]!, entry('changed'));
    const next = page(made, 2, (k) => statuses.get(k) ?? 'unknown', texts);
    const answer = sent.answer(7, next, made, 1);
    const whole = fromTable<KeyRef>(answer.report.keys);
    expect(whole.map((k) => k.key)).toEqual(['new.b', 'row.4', 'new.a']);
    expect(answer).not.toHaveProperty('sources');
    expect(applyPanelAnswer(answer, first)).toEqual(next);
  });

  it('sends the sources again when they are other ones', () => {
    const sent = new PanelPagesSent();
    sent.answer(7, first, keys);
    const next = page(keys, 2, (k) => statuses.get(k) ?? 'unknown', { common: {} });
    const answer = sent.answer(7, next, keys, 1);
    expect(answer.sources).toEqual({ ofKeys: keys.map(() => null), others: { common: {} } });
    expect(applyPanelAnswer(answer, first)).toEqual(next);
  });

  it("sends only the new keys' source texts when the sources grew from the ones it holds", () => {
    const catalogue = { common: { 'row.0': 'Zeile', 'new.a': 'Neu' } };
    const picker = new PageSources();
    const sent = new PanelPagesSent();
    const held = page(keys, 1, () => null, picker.pick(7, 'https://shop.test/', catalogue, keys));
    sent.answer(7, held, keys);
    const made = [...keys, attributeKey('new.a')];
    const sources = picker.pick(7, 'https://shop.test/', catalogue, made);
    const next = page(made, 2, () => null, sources);
    const answer = sent.answer(7, next, made, 1);
    expect(answer).not.toHaveProperty('sources');
    expect(answer.addedSources).toEqual({ common: { 'new.a': 'Neu' } });
    expect(applyPanelAnswer(answer, held)).toEqual(next);
  });

  it.each([
    ['since a page it was not sent last', 0],
    ['asked without a revision', undefined],
  ])('sends the page whole when %s', (_, since) => {
    const sent = new PanelPagesSent();
    sent.answer(7, first, keys);
    const next = page(keys, 2, () => null, texts);
    const answer = sent.answer(7, next, keys, since);
    expect(answer.report).not.toHaveProperty('since');
    expect(applyPanelAnswer(answer, undefined)).toEqual(next);
  });

  it('sends what changed to each of several askers of one tab, since the page each holds', () => {
    const sent = new PanelPagesSent();
    sent.answer(7, first, keys); // the side panel holds revision 1
    const other = page(keys, 2, (k) => statuses.get(k) ?? 'unknown', texts);
    sent.answer(7, other, keys); // automation asked meanwhile, and holds revision 2
    const made = [...keys.slice(1), attributeKey('new.c')];
    const next = page(made, 3, (k) => statuses.get(k) ?? 'unknown', texts);
    const toPanel = sent.answer(7, next, made, 1);
    expect(toPanel.report).toHaveProperty('since', 1);
    expect(applyPanelAnswer(toPanel, first)).toEqual(next);
    const toOther = sent.answer(7, next, made, 2);
    expect(toOther.report).toHaveProperty('since', 2);
    expect(applyPanelAnswer(toOther, other)).toEqual(next);
  });

  it('sends what changed to two asks that cross, both since the page the panel holds', () => {
    const sent = new PanelPagesSent();
    sent.answer(7, first, keys);
    const next = page(keys, 2, (k) => statuses.get(k) ?? 'unknown', texts);
    const again = page(keys, 3, (k) => statuses.get(k) ?? 'unknown', texts);
    expect(sent.answer(7, next, keys, 1).report).toHaveProperty('since', 1);
    const second = sent.answer(7, again, keys, 1);
    expect(second.report).toHaveProperty('since', 1);
    expect(applyPanelAnswer(second, first)).toEqual(again);
  });

  it("keeps each tab's page apart, and forgets the tabs asked longest ago", () => {
    const sent = new PanelPagesSent();
    sent.answer(7, first, keys);
    for (let tab = 100; tab < 116; tab++) sent.answer(tab, first, keys);
    const next = page(keys, 2, () => null, texts);
    expect(sent.answer(7, next, keys, 1).report).not.toHaveProperty('since');
    expect(sent.answer(115, next, keys, 1).report).toHaveProperty('since', 1);
  });
});
