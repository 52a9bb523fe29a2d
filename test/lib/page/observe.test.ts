// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  observeRoots,
  type ObserveOptions,
  type RootChange,
  type RootObserver,
} from '../../../lib/page/observe';

const DELAY = 10;
let changes: RootChange[];
let observer: RootObserver | undefined;

function start(overrides: Partial<ObserveOptions> = {}): RootObserver {
  observer = observeRoots(document, (change) => changes.push(change), {
    window,
    delayMs: DELAY,
    ignore: (node) => document.getElementById('overlay-host')?.contains(node) ?? false,
    ...overrides,
  });
  return observer;
}

/** Lets MutationObserver deliver and the throttle fire. */
const settle = () => new Promise((resolve) => setTimeout(resolve, DELAY * 4));
const ids = (elements: Element[]) => elements.map((el) => el.id).sort();
const element = (tag: string, id: string, text = '') =>
  Object.assign(document.createElement(tag), { id, textContent: text });

beforeEach(() => {
  changes = [];
  document.body.innerHTML = `<main id="main"><p id="p" title="t">Old</p></main><div id="overlay-host"></div>`;
});
afterEach(() => observer?.disconnect());

describe('observeRoots', () => {
  it('reports late-added content once, collapsed to the outermost element', async () => {
    start();
    const section = element('section', 'late');
    document.getElementById('main')!.append(section);
    section.append(element('p', 'inner', 'Nested'));
    section.firstElementChild!.append(element('b', 'deeper', 'Deeper'));
    await settle();
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      fullRescan: false,
      navigated: false,
      removed: [],
    });
    expect(ids(changes[0]!.added)).toEqual(['late']);
  });

  it('reports removals, and moved elements as added rather than removed', async () => {
    start();
    const p = document.getElementById('p')!;
    p.remove();
    const main = document.getElementById('main')!;
    const moved = element('aside', 'moved');
    document.body.append(moved);
    await settle();
    changes = [];
    moved.remove();
    main.before(moved);
    main.remove();
    await settle();
    expect(ids(changes[0]!.removed)).toEqual(['main']);
    expect(ids(changes[0]!.added)).toEqual(['moved']);
  });

  it('maps text and watched attribute changes to their element, ignores other attributes', async () => {
    start();
    const p = document.getElementById('p')!;
    p.firstChild!.nodeValue = 'New';
    await settle();
    p.setAttribute('title', 'changed');
    p.setAttribute('class', 'ignored');
    await settle();
    p.setAttribute('class', 'ignored again');
    await settle();
    expect(changes.map((c) => ids(c.added))).toEqual([['p'], ['p']]);
  });

  it('drops changes inside elements added in the same batch', async () => {
    start();
    const late = element('div', 'late', 'Text');
    document.body.append(late);
    late.firstChild!.nodeValue = 'Changed';
    late.setAttribute('title', 'x');
    await settle();
    expect(ids(changes[0]!.added)).toEqual(['late']);
  });

  it('asks for a full rescan past the threshold', async () => {
    start({ threshold: 10 });
    const main = document.getElementById('main')!;
    for (let i = 0; i < 20; i++) main.append(element('span', `s${i}`, 'x'));
    await settle();
    expect(changes).toEqual([
      expect.objectContaining({ fullRescan: true, added: [], removed: [] }),
    ]);
  });

  it('watches the shadow roots it is handed, until their host is gone', async () => {
    const early = document.getElementById('main')!.attachShadow({ mode: 'open' });
    start().observe(early);
    early.append(element('p', 'in-early', 'Early'));
    await settle();
    expect(ids(changes[0]!.added)).toEqual(['in-early']);

    const host = element('div', 'host');
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.append(element('p', 'in-shadow', 'Shadow text'));
    document.body.append(host);
    await settle();
    expect(ids(changes[1]!.added)).toEqual(['host']);
    observer!.observe(shadow); // found by the rescan of the host

    shadow.append(element('span', 'later', 'Later'));
    shadow.getElementById('in-shadow')!.firstChild!.nodeValue = 'Edited';
    await settle();
    expect(ids(changes[2]!.added).sort()).toEqual(['in-shadow', 'later']);

    host.remove();
    await settle();
    shadow.append(element('span', 'gone', 'Gone'));
    await settle();
    expect(changes.flatMap((c) => ids(c.added))).not.toContain('gone');
  });

  it('reports a changed element once, outside any other changed or added one', async () => {
    start();
    const outer = element('div', 'outer', 'Outer');
    const inner = element('p', 'inner', 'Inner');
    outer.append(inner);
    document.getElementById('main')!.append(outer);
    await settle();
    changes = [];
    outer.setAttribute('title', 'Changed');
    inner.firstChild!.nodeValue = 'Changed too';
    const fresh = element('section', 'fresh', 'New');
    document.body.append(fresh);
    fresh.setAttribute('title', 'Set after');
    await settle();
    expect(ids(changes[0]!.added).sort()).toEqual(['fresh', 'outer']);
  });

  it('ignores the overlay', async () => {
    start();
    const overlay = document.getElementById('overlay-host')!;
    overlay.append(element('div', 'ours', 'Overlay'));
    overlay.setAttribute('title', 'ours');
    await settle();
    expect(changes).toEqual([]);
  });

  it('reports navigation by event and by a changed location', async () => {
    start();
    window.dispatchEvent(new PopStateEvent('popstate'));
    await settle();
    history.pushState({}, '', '/next-page');
    document.getElementById('p')!.textContent = 'Next';
    await settle();
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await settle();
    expect(changes.map((c) => c.navigated)).toEqual([true, true, true]);
    expect(changes[1]!.href).toMatch(/\/next-page$/);
  });

  it('throttles: changes within the delay form one batch', async () => {
    start({ delayMs: 30 });
    const main = document.getElementById('main')!;
    main.append(element('i', 'a'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    main.append(element('i', 'b'));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(changes.map((c) => ids(c.added))).toEqual([['a', 'b']]);
  });

  it('leading: reports a change at once, and batches what follows within the delay', async () => {
    start({ delayMs: 60, leading: true });
    const main = document.getElementById('main')!;
    main.append(element('i', 'a'));
    await new Promise((resolve) => setTimeout(resolve, 15));
    expect(changes.map((c) => ids(c.added))).toEqual([['a']]);
    main.append(element('i', 'b'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    main.append(element('i', 'c'));
    await new Promise((resolve) => setTimeout(resolve, 15));
    expect(changes).toHaveLength(1); // within the window: waiting
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(changes.map((c) => ids(c.added))).toEqual([['a'], ['b', 'c']]);
  });

  it('leading: reports a change before the next task of the page, shadow roots and all', async () => {
    start({ delayMs: 60, leading: true });
    const host = element('div', 'host');
    const shadow = host.attachShadow({ mode: 'open' });
    document.getElementById('main')!.append(host);
    observer!.observe(shadow);
    await new Promise((resolve) => setTimeout(resolve, 80)); // the host's own change, reported
    changes = [];
    let nextTask = false;
    setTimeout(() => (nextTask = true), 0);
    document.getElementById('main')!.append(element('i', 'a'));
    shadow.append(element('b', 'in-shadow'));
    await Promise.resolve();
    await Promise.resolve();
    expect(nextTask).toBe(false);
    // Both roots' records, in one change: every observer's callback ran before it was reported.
    expect(changes.map((c) => ids(c.added))).toEqual([['a', 'in-shadow']]);
  });

  it('stops reporting after disconnect', async () => {
    start().disconnect();
    document.getElementById('main')!.append(element('p', 'after'));
    window.dispatchEvent(new PopStateEvent('popstate'));
    await settle();
    expect(changes).toEqual([]);
  });

  it('stops a pending batch on disconnect', async () => {
    start();
    document.getElementById('main')!.append(element('p', 'pending'));
    await Promise.resolve(); // the mutation records arrive, the throttle is armed
    observer!.disconnect();
    await settle();
    expect(changes).toEqual([]);
  });
});
