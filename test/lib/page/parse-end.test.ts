// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { whenParsed } from '../../../lib/page/parse-end';

/** A document whose readiness the test sets, as the parser would. */
function parsedLater(state: DocumentReadyState = 'loading') {
  const doc = document.implementation.createHTMLDocument('shop');
  Object.defineProperty(doc, 'readyState', { value: state, configurable: true });
  const turn = (next: DocumentReadyState) => {
    Object.defineProperty(doc, 'readyState', { value: next, configurable: true });
    doc.dispatchEvent(new Event('readystatechange'));
  };
  return { doc, turn };
}

describe('whenParsed', () => {
  it('runs every drop given while loading, in order, once, in one listener', () => {
    const { doc, turn } = parsedLater();
    const ran: string[] = [];
    const listeners: unknown[] = [];
    const add = doc.addEventListener.bind(doc);
    doc.addEventListener = ((type: string, fn: EventListener) => {
      listeners.push(type);
      add(type, fn);
    }) as typeof doc.addEventListener;
    whenParsed(doc, () => ran.push('markers'));
    whenParsed(doc, () => ran.push('scan'));
    expect(listeners).toEqual(['readystatechange']);
    turn('interactive');
    turn('complete');
    expect(ran).toEqual(['markers', 'scan']);
  });

  it.each<DocumentReadyState>(['interactive', 'complete'])(
    'runs nothing for a document already %s',
    (state) => {
      const { doc, turn } = parsedLater(state);
      const ran: string[] = [];
      whenParsed(doc, () => ran.push('drop'));
      turn('complete');
      expect(ran).toEqual([]);
    },
  );

  it('keeps documents apart', () => {
    const [a, b] = [parsedLater(), parsedLater()];
    const ran: string[] = [];
    whenParsed(a.doc, () => ran.push('a'));
    whenParsed(b.doc, () => ran.push('b'));
    b.turn('interactive');
    expect(ran).toEqual(['b']);
    a.turn('interactive');
    expect(ran).toEqual(['b', 'a']);
  });
});
