// @vitest-environment jsdom
import { ObserverPlugin, Tolgee, type TolgeeInstance } from '@tolgee/web';
import { afterEach, describe, expect, it } from 'vitest';
import { findMarkers } from '../../../lib/i18n-keys/invisible-markers';
import { rememberMarkers, type MarkerMemory } from '../../../lib/page/marker-memory';
import { scan } from '../../../lib/page/scan';

/** A Tolgee app in invisible mode, as a team runs it in development. */
async function tolgeeApp(fullKeyEncode: boolean): Promise<TolgeeInstance> {
  const tolgee = Tolgee()
    .use(ObserverPlugin())
    .init({
      language: 'de',
      ns: ['', 'settings'],
      staticData: {
        de: { 'actions.save': 'Speichern', 'search.title': 'Im Shop suchen' },
        'de:settings': { 'profile.save': 'Speichern' },
      },
      observerOptions: { fullKeyEncode },
    });
  await tolgee.run();
  return tolgee;
}

const settle = () => new Promise((r) => setTimeout(r, 0));
let stop: Array<() => void> = [];
afterEach(() => {
  for (const s of stop) s();
  stop = [];
  document.body.innerHTML = '';
});

describe("findMarkers reads what Tolgee's own encoder writes", () => {
  it.each([
    ['fullKeyEncode, default namespace', true, { key: 'actions.save' }, 'actions.save', undefined],
    [
      'fullKeyEncode, a namespace',
      true,
      { key: 'profile.save', ns: 'settings' },
      'profile.save',
      'settings',
    ],
  ])('%s', async (_name, full, props, key, namespace) => {
    const tolgee = await tolgeeApp(full);
    stop.push(() => tolgee.stop());
    const [hit, ...rest] = findMarkers(tolgee.t(props));
    expect(rest).toEqual([]);
    expect(hit).toMatchObject({ format: 'tolgee', key, namespace, text: 'Speichern' });
  });

  it('without fullKeyEncode a marker holds a number: no key, its code with `withCodes`', async () => {
    const tolgee = await tolgeeApp(false);
    stop.push(() => tolgee.stop());
    const first = tolgee.t({ key: 'actions.save' });
    const second = tolgee.t({ key: 'profile.save', ns: 'settings' });
    expect(findMarkers(first)).toEqual([]);
    const codes = [first, second].map((t) => findMarkers(t, true)[0]);
    expect(codes.map((c) => c?.text)).toEqual(['Speichern', 'Speichern']);
    expect(codes[0]?.code).not.toBe(codes[1]?.code);
  });
});

/** The app renders a heading and a search field, the way React inserts a subtree. */
function render(tolgee: TolgeeInstance) {
  const section = document.createElement('section');
  const heading = document.createElement('h2');
  heading.textContent = tolgee.t({ key: 'profile.save', ns: 'settings' });
  const input = document.createElement('input');
  input.setAttribute('placeholder', tolgee.t({ key: 'search.title' }));
  section.append(heading, input);
  document.body.append(section);
  return { heading, input };
}

const found = (memory: MarkerMemory | undefined) =>
  scan(document, { defaultNamespace: 'common', ...(memory && { markers: memory }) })
    .hits.map((h) => `${h.namespace}:${h.key}@${h.where}`)
    .sort();

describe('rememberMarkers: keys Tolgee unwrapped before the scan', () => {
  const expected = ['common:search.title@attr:placeholder', 'settings:profile.save@text'];

  it.each([
    ['our observer first (document start)', true],
    ['Tolgee observing first', false],
  ])('%s', async (_name, ourFirst) => {
    const memoryFirst = ourFirst ? rememberMarkers(document, window) : undefined;
    const tolgee = await tolgeeApp(true);
    const memory = memoryFirst ?? rememberMarkers(document, window);
    stop.push(
      () => tolgee.stop(),
      () => memory.disconnect(),
    );
    const { heading, input } = render(tolgee);
    await settle();
    // Tolgee did unwrap them: the page shows plain text, and a scan alone finds nothing.
    expect(heading.textContent).toBe('Speichern');
    expect(input.getAttribute('placeholder')).toBe('Im Shop suchen');
    expect(found(undefined)).toEqual([]);
    expect(found(memory)).toEqual(expected);
  });

  it('forgets a node once the app shows another text there', async () => {
    const memory = rememberMarkers(document, window);
    const tolgee = await tolgeeApp(true);
    stop.push(
      () => tolgee.stop(),
      () => memory.disconnect(),
    );
    const { heading, input } = render(tolgee);
    await settle();
    heading.firstChild!.textContent = 'Abbrechen';
    input.setAttribute('placeholder', 'Suche');
    await settle();
    expect(found(memory)).toEqual([]);
  });

  it.each([
    ['a text node', (t: string) => document.createTextNode(t)],
    ['an element', (t: string) => Object.assign(document.createElement('b'), { textContent: t })],
  ])(
    'reads the markers of %s added with them, before any script takes them out',
    async (_n, make) => {
      const memory = rememberMarkers(document, window);
      stop.push(() => memory.disconnect());
      const marked = await tolgeeApp(true);
      stop.push(() => marked.stop());
      const text = marked.t({ key: 'actions.save' });
      marked.stop(); // no observer strips it: the memory read it from the added node
      const p = document.createElement('p');
      p.append(make(text));
      document.body.append(p);
      await settle();
      const node = p.firstChild!.nodeType === 3 ? p.firstChild! : p.firstChild!.firstChild!;
      expect(memory.text(node as Text)?.map((m) => m.key)).toEqual(['actions.save']);
    },
  );
});

describe('rememberMarkers while the page is parsed', () => {
  it('leaves what the parser appends to the scan, and reads what a script inserts after', async () => {
    const doc = document.implementation.createHTMLDocument('shop');
    Object.defineProperty(doc, 'readyState', { value: 'loading', configurable: true });
    const memory = rememberMarkers(doc, window);
    stop.push(() => memory.disconnect());
    const tolgee = await tolgeeApp(true);
    stop.push(() => tolgee.stop());
    const marked = () => {
      const b = doc.createElement('b');
      b.textContent = tolgee.t({ key: 'actions.save' });
      return b;
    };
    // The parser's last appends, then the end of parsing in the same task: their records are
    // delivered after the document turned interactive, and are still the parser's.
    for (let i = 0; i < 3; i++) doc.body.append(marked());
    Object.defineProperty(doc, 'readyState', { value: 'interactive', configurable: true });
    doc.dispatchEvent(new Event('readystatechange'));
    await settle();
    expect(memory.size).toBe(0);
    // A script's insert once the page is parsed is read (it may take the markers out next).
    doc.body.append(marked());
    await settle();
    expect(memory.size).toBe(1);
  });
});

describe('what rememberMarkers asks the browser to record', () => {
  /** The `childList` option of each `observe` call, through a recording MutationObserver. */
  function watched(state: DocumentReadyState) {
    const doc = document.implementation.createHTMLDocument('shop');
    Object.defineProperty(doc, 'readyState', { value: state, configurable: true });
    const childList: (boolean | undefined)[] = [];
    class Recording {
      observe(_: Node, options: MutationObserverInit) {
        childList.push(options.childList);
      }
      disconnect() {}
      takeRecords() {
        return [];
      }
    }
    rememberMarkers(doc, { MutationObserver: Recording as unknown as typeof MutationObserver });
    const parsed = () => {
      Object.defineProperty(doc, 'readyState', { value: 'interactive', configurable: true });
      doc.dispatchEvent(new Event('readystatechange'));
    };
    return { childList, parsed };
  }

  it('no inserts while the page is parsed (the parser makes most), every insert after', () => {
    const { childList, parsed } = watched('loading');
    expect(childList).toEqual([false]);
    parsed();
    expect(childList).toEqual([false, true]);
  });

  it.each<DocumentReadyState>(['interactive', 'complete'])('every insert in a page %s', (s) => {
    expect(watched(s).childList).toEqual([true]);
  });
});
