// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { buildTextIndex } from '../../../lib/i18n-keys/text-index';
import { cssPath } from '../../../lib/page/inspect/css-path';
import { inspectFrame } from '../../../lib/page/inspect/inspect';
import { elementAt } from '../../../lib/page/inspect/reveal';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const textIndex = buildTextIndex({
  common: { 'cta.buy': 'Jetzt kaufen', 'meta.og': 'Acme teilen' },
});
const inspect = (body: string, head = '') => {
  document.head.innerHTML = head;
  document.body.innerHTML = body;
  return inspectFrame(document, window, {
    defaultNamespace: 'common',
    textIndex,
    brandWords: ['Acme'],
  });
};

describe('hidden strings', () => {
  it.each([
    ['<title data-i18n-key="meta.title">T</title>', '', 'meta.title', 'document title'],
    [
      '<meta name="description" content="D" data-i18n="[content]meta.description">',
      '',
      'meta.description',
      'meta description',
    ],
    ['<meta property="og:title" content="Acme teilen">', '', 'meta.og', 'meta og:title'],
    [
      '',
      '<dialog><p data-i18n-key="a.dialog">x</p></dialog>',
      'a.dialog',
      'inside a closed dialog',
    ],
    [
      '',
      '<details><summary>S</summary><p data-i18n-key="a.details">x</p></details>',
      'a.details',
      'inside a closed disclosure',
    ],
    [
      '',
      '<ul role="menu" hidden><li data-i18n-key="a.menu">x</li></ul>',
      'a.menu',
      'inside a closed menu',
    ],
    ['', '<template><p data-i18n-key="a.tpl">x</p></template>', 'a.tpl', 'inside a <template>'],
    [
      '',
      '<button hidden data-i18n="[title]a.title" title="t">b</button>',
      'a.title',
      'title of a hidden element',
    ],
    ['', '<img data-i18n="[alt]a.alt" alt="a">', 'a.alt', 'alt of an image not loaded yet'],
  ])('%s%s: %s is %s', (head, body, key, detail) => {
    const found = inspect(body, head).hidden;
    expect(found.find((h) => h.key === key)?.detail).toBe(detail);
  });

  it('leaves out what a visitor sees', () => {
    const found = inspect(
      '<p data-i18n-key="a.shown">x</p><details open><p data-i18n-key="a.open">y</p></details>',
    );
    expect(found.hidden).toEqual([]);
  });
});

describe('text with no key', () => {
  it('lists visible text that no key or delivered text accounts for, with its place', () => {
    const found = inspect(
      `<main><p id="a">Free shipping</p><p>Jetzt kaufen</p><p data-i18n-key="k">Keyed text</p>
       <p>12,99 €</p><p>SKU-1234</p><p>Acme</p><p hidden>Hidden words</p><p>Free shipping</p></main>
       <nav><a hreflang="fr" href="?lang=fr">Français</a><span lang="ja">日本語</span></nav>`,
    );
    expect(found.untranslated).toEqual([
      { text: 'Free shipping', path: 'p#a' },
      { text: 'Free shipping', path: 'html > body > main > p:nth-of-type(8)' },
    ]);
  });
});

describe('paths', () => {
  it('finds the element again by the path it was named with, in shadow roots too', () => {
    document.body.innerHTML =
      '<main><section><p>a</p><p>b</p></section></main><div id="host"></div>';
    const host = document.getElementById('host')!.attachShadow({ mode: 'open' });
    host.innerHTML = '<span><b>in</b></span>';
    const second = document.querySelectorAll('p')[1]!;
    const inner = host.querySelector('b')!;
    expect(cssPath(second)).toBe('html > body > main > section > p:nth-of-type(2)');
    expect(cssPath(inner)).toBe('div#host >>> span > b');
    expect(elementAt(document, cssPath(second))).toBe(second);
    expect(elementAt(document, cssPath(inner))).toBe(inner);
    expect(elementAt(document, 'p:nth-of-type(9)')).toBeNull();
    expect(elementAt(document, '<<bad')).toBeNull();
  });
});
