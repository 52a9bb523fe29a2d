/**
 * The page `bench:scan` measures: 50,000 elements, 5,000 planted keys in every method
 * the scanner knows, some inside open shadow roots, plus the translations the text index is built
 * from. Seeded, so every run measures the same page.
 */
import { encodeSubliminal, encodeTolgee } from '../test/lib/i18n-keys/fixtures/marker-encoding';
import { escape, random, SYLLABLES } from './scan-page-words';

export interface BenchPage {
  /** Light DOM of `<body>`. */
  html: string;
  /** Content of the open shadow root of each `bench-card` host, in document order. */
  shadows: string[];
  translations: Record<string, Record<string, string>>;
  elements: number;
  /** Hits a correct scan finds, by method: what was planted. */
  expected: { attribute: number; invisible: number; text: number };
  /** `namespace NUL key` of every planted key, for the `tolgee` mix (one key per leaf). */
  plantedKeys: string[];
}

export const DEFAULT_NAMESPACE = 'common';

interface Leaf {
  html: string;
  elements: number;
}

export interface PageOptions {
  seed?: number;
  elements?: number;
  keys?: number;
  /** Share of cards that are shadow hosts. */
  shadowShare?: number;
  /** `all` methods, or `tolgee`: half Tolgee's attribute, half its markers (side by side). */
  mix?: 'all' | 'tolgee';
  keyPrefix?: string; // before every key: pages of several sizes share one project
}

export function generatePage({
  seed = 42,
  elements: target = 50_000,
  keys: keyCount = 5_000,
  shadowShare = 0.05,
  mix = 'all',
  keyPrefix = '',
}: PageOptions = {}): BenchPage {
  const rnd = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)] as T;
  const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
  const word = () => Array.from({ length: int(1, 3) }, () => pick(SYLLABLES)).join('');
  const words = (n: number) => Array.from({ length: n }, word).join(' ');
  // Translations start with a capital, filler text with a lower-case letter: never equal.
  const phrase = () => {
    const text = words(int(1, 4));
    return text[0]!.toUpperCase() + text.slice(1);
  };
  const filler = () => words(int(1, 8));

  const translations: Record<string, Record<string, string>> = {
    common: {},
    shop: {},
    account: {},
  };
  const expected = { attribute: 0, invisible: 0, text: 0 };
  let serial = 0;
  /** A fresh key with a unique translation in `namespace`. */
  const newKey = (namespace: string) => {
    const key = `${keyPrefix}${pick(['page', 'nav', 'form', 'card', 'cart'])}.item${serial++}.${pick(['label', 'title', 'hint'])}`;
    const text = `${phrase()} ${serial}`;
    translations[namespace]![key] = text;
    return { key, text, namespace };
  };
  const ns = () => pick(['common', 'common', 'shop', 'account']);
  const attrTag = () => pick(['span', 'p', 'h3', 'label', 'a', 'strong', 'li']);

  // Each planted leaf yields exactly the hits it adds to `expected`.
  const plants: Array<() => Leaf> = [
    // data-i18n-key, namespaced or in the default namespace
    () => {
      const k = newKey(ns());
      expected.attribute++;
      const value = k.namespace === DEFAULT_NAMESPACE ? k.key : `${k.namespace}:${k.key}`;
      const tag = attrTag();
      return { html: `<${tag} data-i18n-key="${value}">${escape(k.text)}</${tag}>`, elements: 1 };
    },
    // data-i18n-key inheriting data-i18n-ns from its wrapper
    () => {
      const k = newKey('shop');
      expected.attribute++;
      return {
        html: `<div class="group" data-i18n-ns="shop"><span data-i18n-key="${k.key}">${escape(k.text)}</span></div>`,
        elements: 2,
      };
    },
    // data-i18n plain, namespaced, and with [attr] targets
    () => {
      const k = newKey(ns());
      expected.attribute++;
      return {
        html: `<p data-i18n="${k.namespace}:${k.key}">${escape(k.text)} <b>${filler()}</b></p>`,
        elements: 2,
      };
    },
    () => {
      const [a, b] = [newKey(DEFAULT_NAMESPACE), newKey(DEFAULT_NAMESPACE)];
      expected.attribute += 2;
      return {
        html: `<a href="#" data-i18n="[html]${a.key};[title]${b.key}" title="${escape(b.text)}">${escape(a.text)}</a>`,
        elements: 1,
      };
    },
    () => {
      const k = newKey(ns());
      expected.attribute++;
      return {
        html: `<input type="text" data-i18n="[placeholder]${k.namespace}:${k.key}" placeholder="${escape(k.text)}">`,
        elements: 1,
      };
    },
    // Tolgee's data-tolgee-key-only
    () => {
      const k = newKey(DEFAULT_NAMESPACE);
      expected.attribute++;
      return {
        html: `<button data-tolgee-key-only="${k.key}">${escape(k.text)}</button>`,
        elements: 1,
      };
    },
    // Tolgee invisible markers, in text and in an attribute
    () => {
      const k = newKey(ns());
      expected.invisible++;
      const marked = encodeTolgee(k.text, { key: k.key, namespace: k.namespace });
      return { html: `<span>${escape(marked)}</span>`, elements: 1 };
    },
    () => {
      const k = newKey(ns());
      expected.invisible++;
      const marked = encodeTolgee(k.text, { key: k.key, namespace: k.namespace });
      return { html: `<div class="tip" title="${escape(marked)}">${filler()}</div>`, elements: 1 };
    },
    // i18next-subliminal markers, both alphabets
    () => {
      const k = newKey(ns());
      expected.invisible++;
      const meta = { key: k.key, namespace: k.namespace, locale: 'en' };
      const marked = encodeSubliminal(k.text, meta, rnd() < 0.3 ? 'server' : 'client');
      return { html: `<p>${escape(marked)}</p>`, elements: 1 };
    },
    // Plain text matched through the text index, with messy whitespace now and then
    () => {
      const k = newKey(ns());
      expected.text++;
      const text = rnd() < 0.2 ? `\n    ${k.text.replace(' ', '  ')}  ` : k.text;
      const tag = attrTag();
      return { html: `<${tag}>${escape(text)}</${tag}>`, elements: 1 };
    },
    () => {
      const k = newKey(ns());
      expected.text++;
      return { html: `<label>${escape(k.text)} <span>*</span></label>`, elements: 2 };
    },
    // Attribute texts matched through the text index
    () => {
      const k = newKey(ns());
      expected.text++;
      const attr = pick(['title', 'aria-label']);
      return {
        html: `<div class="icon" ${attr}="${escape(k.text)}"><i class="glyph"></i></div>`,
        elements: 2,
      };
    },
    () => {
      const k = newKey(ns());
      expected.text++;
      return { html: `<input type="search" placeholder="${escape(k.text)}">`, elements: 1 };
    },
    () => {
      const k = newKey(ns());
      expected.text++;
      return { html: `<img src="data:," alt="${escape(k.text)}">`, elements: 1 };
    },
    () => {
      const k = newKey(ns());
      expected.text++;
      return { html: `<input type="submit" value="${escape(k.text)}">`, elements: 1 };
    },
  ];
  // Tolgee's observer knows its attribute (no namespace: the default one) and its markers.
  let alternate = 0;
  const plantedKeys: string[] = [];
  const tolgeePlants: Array<() => Leaf> = [
    () => {
      const k = newKey(DEFAULT_NAMESPACE);
      expected.attribute++;
      plantedKeys.push(`${k.namespace}\u0000${k.key}`);
      const tag = pick(['span', 'button', 'a', 'strong']);
      return {
        html: `<${tag} data-tolgee-key-only="${k.key}">${escape(k.text)}</${tag}>`,
        elements: 1,
      };
    },
    () => {
      const k = newKey(ns());
      expected.invisible++;
      plantedKeys.push(`${k.namespace}\u0000${k.key}`);
      const marked = encodeTolgee(k.text, { key: k.key, namespace: k.namespace });
      const tag = attrTag();
      return { html: `<${tag}>${escape(marked)}</${tag}>`, elements: 1 };
    },
  ];
  const nextPlant = mix === 'tolgee' ? () => tolgeePlants[alternate++ % 2]! : () => pick(plants);
  const fillers: Array<() => Leaf> = [
    () => ({ html: `<p>${filler()} <a href="#">${filler()}</a> ${filler()}</p>`, elements: 2 }),
    () => ({ html: `<span class="price">${int(1, 999)}.${int(10, 99)}</span>`, elements: 1 }),
    () => ({
      html: `<div class="row"><span>${filler()}</span><em>${filler()}</em></div>`,
      elements: 3,
    }),
    () => ({
      html: `<ul><li>${filler()}</li><li>${filler()}</li><li>${filler()}</li></ul>`,
      elements: 4,
    }),
    () => ({ html: `<img src="data:," class="thumb" width="10" height="10">`, elements: 1 }),
    () => ({ html: `<div class="spacer"></div>`, elements: 1 }),
    () => ({ html: `<button class="btn" type="button">${filler()}</button>`, elements: 1 }),
    () => ({ html: `<a href="#" class="link" title="${filler()}">${filler()}</a>`, elements: 1 }),
    () => ({
      html: `<input type="text" name="q${int(1, 99)}" placeholder="${filler()}">`,
      elements: 1,
    }),
    () => ({ html: `<h4>${filler()}</h4>`, elements: 1 }),
    () => ({ html: `<svg width="8" height="8"><path d="M0 0h8v8z"></path></svg>`, elements: 2 }),
  ];

  // Unplanted translations too: a real locale file holds more than one page shows.
  const sum = () => expected.attribute + expected.invisible + expected.text;
  const planted: Leaf[] = [];
  while (sum() < keyCount) {
    const before = sum();
    const leaf = nextPlant()();
    if (sum() > keyCount) {
      // A two-key leaf overshot: take it back and plant a one-key one.
      expected.attribute -= sum() - before;
      continue;
    }
    planted.push(leaf);
  }
  for (let i = 0; i < keyCount; i++) newKey(ns());

  // Cards of 3–8 leaves (2 wrapper elements each) in sections of 4–12 cards; a share of cards are
  // shadow hosts. Fill up to just under the target, then pad exactly.
  const structure = 6; // div#app, header, nav, main, footer, div.pad
  const leaves: Leaf[] = [...planted];
  let estimate = structure + planted.reduce((n, leaf) => n + leaf.elements, 0);
  const wrappers = () => (leaves.length / 5.5) * (2 + 1 / 8);
  while (estimate + wrappers() < target - 300) {
    const leaf = pick(fillers)();
    leaves.push(leaf);
    estimate += leaf.elements;
  }
  for (let i = leaves.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [leaves[i], leaves[j]] = [leaves[j]!, leaves[i]!];
  }

  let count = structure;
  const shadows: string[] = [];
  const sections: string[] = [];
  let at = 0;
  while (at < leaves.length) {
    const cards: string[] = [];
    for (let c = int(4, 12); c > 0 && at < leaves.length; c--) {
      const body: string[] = [];
      for (let l = int(3, 8); l > 0 && at < leaves.length; l--) {
        const leaf = leaves[at++]!;
        body.push(leaf.html);
        count += leaf.elements;
      }
      const inner = `<div class="card-body">${body.join('')}</div>`;
      count += 2;
      if (rnd() < shadowShare) {
        shadows.push(inner);
        cards.push('<bench-card class="card"></bench-card>');
      } else {
        cards.push(`<div class="card">${inner}</div>`);
      }
    }
    const namespace = rnd() < 0.2 ? ' data-i18n-ns="shop"' : '';
    sections.push(`<section class="sec"${namespace}>${cards.join('')}</section>`);
    count += 1;
  }
  const pad = Math.max(0, target - count);
  const html =
    `<div id="app"><header><nav></nav></header><main>${sections.join('')}</main>` +
    `<footer><div class="pad">${'<span></span>'.repeat(pad)}</div></footer></div>`;
  return { html, shadows, translations, elements: count + pad, expected, plantedKeys };
}
