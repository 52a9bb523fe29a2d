// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { buildTextIndex } from '../../../lib/i18n-keys/text-index';
import { scanWhileParsing } from '../../../lib/page/first-scan';
import { Scan, scan, type ScanHit, type ScanOptions } from '../../../lib/page/scan';
import { encodeTolgee } from '../i18n-keys/fixtures/marker-encoding';
import { fixtures, translations } from './fixtures/scan-fixtures';

const options: ScanOptions = {
  defaultNamespace: 'common',
  textIndex: buildTextIndex(translations),
  ignore: (el) => el.id === 'overlay-host',
};

const described = (hits: ScanHit[]) =>
  hits.map((h) => `${h.method} ${h.where} ${h.namespace}:${h.key} @${h.element.id}`).sort();

/**
 * Adds `source`'s nodes under `into` one at a time, in document order, as the HTML parser does:
 * an element first (with its attributes), then its children; a text node in two parts, the
 * second appended to the first. Calls `between` after every addition.
 */
function parseInto(into: Node, source: Node, between: () => void): void {
  for (const child of [...source.childNodes]) {
    if (child.nodeType === 3) {
      const data = (child as Text).data;
      const text = into.ownerDocument!.createTextNode(data.slice(0, data.length >> 1));
      into.appendChild(text);
      between();
      text.appendData(data.slice(data.length >> 1));
      between();
    } else {
      const copy = into.appendChild(child.cloneNode(false));
      between();
      parseInto(copy, child, between);
    }
  }
}

const noShadow = fixtures.filter((f) => !f.setup);

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('a scan that follows the parser', () => {
  it.each(noShadow)('finds what a scan of the parsed page finds: $name', ({ html }) => {
    const source = document.createElement('div');
    source.innerHTML = html;
    let parsing = true;
    const run = new Scan([document], { ...options, follow: () => parsing });
    let waits = 0;
    parseInto(document.body, source, () => {
      if (!run.step(() => false)) waits += run.waiting ? 1 : 0;
    });
    parsing = false;
    expect(run.step(() => false)).toBe(true);
    // It walked along with the parser, not all at the end.
    expect(waits).toBeGreaterThan(3);
    const parsed = scan(document, options);
    expect(described(run.result().hits)).toEqual(described(parsed.hits));
    expect(run.result().unmatchedTextCount).toBe(parsed.unmatchedTextCount);
  });

  it('without the parser, walks to the end at once', () => {
    document.body.innerHTML = noShadow[0]!.html;
    const run = new Scan([document], { ...options, follow: () => false });
    expect(run.step(() => false)).toBe(true);
    expect(run.waiting).toBe(false);
  });
});

describe('scanWhileParsing', () => {
  /** A page half parsed, its scan waiting at the end of what there is. */
  async function halfParsed(inP = '', win: Parameters<typeof scanWhileParsing>[1] = window) {
    document.body.innerHTML = `<div id="app"><span id="a" data-i18n-key="nav.home">Home</span></div><main id="m"><p id="p">${inP}`;
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'loading' });
    const early = scanWhileParsing(document, win, 'de', Promise.resolve(options));
    await new Promise((r) => setTimeout(r, 30));
    return early;
  }
  const parsed = () =>
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'complete' });
  /** The parser's end: the document is interactive, and says so. */
  const parsingEnds = () => {
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'interactive' });
    document.dispatchEvent(new Event('readystatechange'));
  };

  it('gives the result it finished with again, without walking (reported once)', async () => {
    // Enough to walk that the walk's pace is measured (the second ask reads no pace).
    const early = await halfParsed('<i>Text</i>'.repeat(2_000));
    parsed();
    // Finished in its own slices (how soon depends on the machine), then asked.
    const first = await early.done;
    expect(early.finish()).toBe(first);
    // The page changes after: the lens's observer has it, not the finished walk.
    document.getElementById('p')!.innerHTML = '<b data-i18n-key="nav.late">Spät</b>';
    expect(early.finish()).toBe(first);
    expect(described(first!.result.hits)).toEqual(['attribute text common:nav.home @a']);
  });

  it('counts no change the parser makes ahead of the walk', async () => {
    const early = await halfParsed();
    const more = document.createElement('span');
    more.id = 'b';
    more.setAttribute('data-i18n-key', 'nav.more');
    document.getElementById('p')!.append(more, 'text');
    parsed();
    // As at DOMContentLoaded: the lens takes over watching, then the walk finishes.
    expect(early.touched()).toBe(false);
    const first = early.finish() ?? (await early.done);
    expect(described(first.result.hits)).toEqual([
      'attribute text common:nav.home @a',
      'attribute text common:nav.more @b',
    ]);
  });

  const byId = (id: string) => document.getElementById(id)!;
  const tick = () => new Promise((r) => setTimeout(r, 0));
  it.each([
    {
      name: 'a script renders into a root the walk passed',
      change: () => (byId('app').innerHTML = '<b data-i18n-key="app.title">Title</b>'),
      touched: true,
    },
    {
      name: 'a node goes before the walk into an element still open',
      change: () => byId('m').insertBefore(document.createElement('b'), byId('m').firstChild),
      touched: true,
    },
    {
      name: 'a script replaces what an open element holds',
      change: () => (byId('p').innerHTML = '<b data-i18n-key="app.title">Title</b>'),
      touched: true,
    },
    {
      name: 'the parser appends the first child of an open element',
      change: () => byId('p').lastElementChild!.append(document.createElement('span')),
      touched: false,
    },
    {
      name: 'the last element of an open element is taken out',
      change: () => byId('i').remove(),
      touched: true,
    },
    {
      name: 'a text the walk passed changes',
      change: () => ((byId('a').firstChild as Text).data = 'Start'),
      touched: true,
    },
    {
      name: 'a key attribute the walk passed changes',
      change: () => byId('a').setAttribute('data-i18n-key', 'nav.start'),
      touched: true,
    },
    {
      name: 'a script the parser added takes itself out',
      change: async () => {
        const script = byId('p').appendChild(document.createElement('script'));
        // The parser's records are delivered before the script runs, in the same task.
        await Promise.resolve();
        script.remove();
      },
      touched: false,
    },
    {
      name: 'the parser appends to open elements',
      change: () => byId('p').append(document.createElement('span'), 'more text'),
      touched: false,
    },
  ])('$name: touched is $touched', async ({ change, touched }) => {
    const early = await halfParsed('<i id="i" data-i18n-key="nav.i">i</i><b>open</b>');
    await change();
    await tick();
    parsed();
    await early.done;
    expect(early.touched()).toBe(touched);
  });

  it('answered after parsing: has what attributes and markers name before the walk', async () => {
    document.body.innerHTML =
      `<span id="a" data-i18n-key="nav.home">Home</span>` +
      `<p id="m">${encodeTolgee('Marked', { key: 'marked' })}</p><i id="t">Welcome back</i>`;
    parsed();
    let answer!: (o: ScanOptions) => void;
    const early = scanWhileParsing(document, window, 'de', new Promise((r) => (answer = r)));
    expect(early.soFar()).toBeUndefined(); // the background has not answered
    answer(options);
    await early.begun;
    // Searched, not walked: the text match comes with the walk.
    expect(described(early.soFar()!.result.hits)).toEqual([
      'attribute text common:nav.home @a',
      'invisible text common:marked @m',
    ]);
    expect(described((await early.done).result.hits)).toEqual([
      'attribute text common:nav.home @a',
      'invisible text common:marked @m',
      'text text common:welcome @t',
    ]);
  });

  it('stops watching when asked, and answers the same after', async () => {
    const early = await halfParsed();
    parsed();
    await early.done;
    expect(early.touched()).toBe(false);
    // The page's load after DOMContentLoaded does not start the watch again.
    document.dispatchEvent(new Event('readystatechange'));
    document.getElementById('app')!.textContent = 'changed after the lens took over';
    await Promise.resolve();
    expect(early.touched()).toBe(false);
  });

  it("drops the parser's last appends unread, and watches the scripts that run next", async () => {
    // Counts the records the watch is handed.
    let read = 0;
    const Counting = class extends MutationObserver {
      constructor(callback: MutationCallback) {
        super((records, observer) => {
          read += records.length;
          callback(records, observer);
        });
      }
    };
    const early = await halfParsed(
      '',
      Object.assign(Object.create(window), { MutationObserver: Counting }),
    );
    read = 0;
    // The parser's last task: many appends, then the end of parsing, in one task.
    const p = byId('p');
    for (let i = 0; i < 200; i++) p.append(document.createElement('span'));
    parsingEnds();
    await tick();
    expect(read).toBe(0);
    // A module script runs before DOMContentLoaded and renders into what the walk passed.
    byId('app').innerHTML = '<b data-i18n-key="app.title">Title</b>';
    await tick();
    expect(read).toBeGreaterThan(0);
    parsed();
    await early.done;
    expect(early.touched()).toBe(true);
  });
});
