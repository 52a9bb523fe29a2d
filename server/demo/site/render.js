/**
 * Translation loading and the ways the shop puts a translated string on the page: declarative
 * attributes (data-i18n-key, jquery-i18next's data-i18n, Tolgee's data-tolgee-key-only),
 * invisible markers (markers.js), or plain text with no marker at all.
 *
 * Translated strings only ever reach the DOM through textContent and setAttribute.
 */
import { withSubliminalMarker, withTolgeeMarker } from './markers.js';

export const LANGS = ['en', 'de', 'es', 'fr', 'ja'];
export const SOURCE_LANG = 'en';
export const NAMESPACES = ['common', 'checkout'];
const API_KEY = 'lr_demo_publishable';

export function currentLang() {
  const lang = new URLSearchParams(window.location.search).get('lang') ?? SOURCE_LANG;
  return LANGS.includes(lang) ? lang : SOURCE_LANG;
}

/** `href` with `lang` set, for links between the shop's pages. */
export function withLang(href, lang) {
  const url = new URL(href, window.location.href);
  url.searchParams.set('lang', lang);
  return url.origin === window.location.origin ? url.pathname + url.search + url.hash : url.href;
}

async function fetchTexts(locale, namespace) {
  const query = new URLSearchParams({ locale });
  if (namespace) query.set('namespace', namespace);
  try {
    const res = await fetch(`/translations?${query}`, { headers: { 'x-api-key': API_KEY } });
    if (!res.ok) throw new Error(`GET /translations?${query}: HTTP ${res.status}`);
    const body = await res.json();
    return namespace ? { [namespace]: body.translations ?? {} } : (body.namespaces ?? {});
  } catch (err) {
    console.warn('Acme: translations unavailable, showing source texts', err);
    return {};
  }
}

/**
 * Loads `lang` and the English source, which fills in whatever `lang` does not deliver. With
 * `namespace`, uses the one-namespace form of GET /translations.
 */
export async function loadI18n(lang, namespace) {
  const [source, target] = await Promise.all([
    fetchTexts(SOURCE_LANG, namespace),
    lang === SOURCE_LANG ? Promise.resolve(null) : fetchTexts(lang, namespace),
  ]);
  return {
    lang,
    /** `{text, fallback}`; `text` is null when even the source lacks the key. */
    lookup(ns, key) {
      const own = target ? target[ns]?.[key] : source[ns]?.[key];
      if (own !== undefined) return { text: own, fallback: false };
      const text = source[ns]?.[key];
      return { text: text ?? null, fallback: lang !== SOURCE_LANG };
    },
  };
}

/** Fills `{name}`, `{{name}}`, `%s` and `%1$s` placeholders. */
export function interpolate(text, vars = {}) {
  const args = vars.args ?? [];
  let next = 0;
  return text
    .replace(/\{\{\s*(\w+)\s*\}\}|\{(\w+)\}/g, (m, a, b) => String(vars[a ?? b] ?? m))
    .replace(/%(\d+)\$s/g, (m, n) => String(args[Number(n) - 1] ?? m))
    .replace(/%s/g, (m) => String(args[next++] ?? m));
}

/** Sets text that may hold `<b>…</b>`, building the bold nodes instead of parsing HTML. */
export function setRichText(el, text) {
  const parts = text.split(/(<b>|<\/b>)/);
  const nodes = [];
  let bold = false;
  for (const part of parts) {
    if (part === '<b>') bold = true;
    else if (part === '</b>') bold = false;
    else if (part && bold) {
      const b = document.createElement('b');
      b.textContent = part;
      nodes.push(b);
    } else if (part) nodes.push(document.createTextNode(part));
  }
  el.replaceChildren(...nodes);
}

/**
 * Puts the text of `ns:key` on `el` in one `style`:
 * - "key": data-i18n-key="ns:key" (`bare: true` writes only the key: namespace from an ancestor)
 * - "i18next": data-i18n="ns:key" (or "[attr]ns:key" with `attr`)
 * - "tolgee" / "subliminal" / "subliminal-server": invisible markers, no attribute
 * - "plain": the text alone
 * `attr` puts the text in that attribute instead of the element's text.
 */
export function mark(el, i18n, ns, key, { style = 'key', attr, vars, bare = false } = {}) {
  const found = i18n.lookup(ns, key);
  const text = interpolate(found.text ?? key, vars);
  let value = text;
  if (style === 'tolgee') value = withTolgeeMarker(text, key, ns);
  if (style === 'subliminal' || style === 'subliminal-server') {
    const locale = found.fallback ? SOURCE_LANG : i18n.lang;
    const meta = { key, namespace: ns, locale, fallback: found.fallback };
    value = withSubliminalMarker(text, meta, style === 'subliminal' ? 'client' : 'server');
  }
  if (style === 'key') el.setAttribute('data-i18n-key', bare ? key : `${ns}:${key}`);
  if (style === 'i18next') el.setAttribute('data-i18n', `${attr ? `[${attr}]` : ''}${ns}:${key}`);
  if (attr) el.setAttribute(attr, value);
  else if (value.includes('<b>')) setRichText(el, value);
  else el.textContent = value;
  return el;
}

/** Creates an element, optionally with static (untranslated) attributes and children. */
export function h(tag, props = {}, ...children) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value === false || value == null) continue;
    if (name === 'className') el.className = value;
    else el.setAttribute(name, value === true ? '' : String(value));
  }
  el.append(...children);
  return el;
}

function namespaceOf(el) {
  return el.closest('[data-i18n-ns]')?.getAttribute('data-i18n-ns') ?? 'common';
}

/** `ns:key` or a bare key (namespace from the nearest data-i18n-ns). Keys may hold colons. */
function splitKey(value, el) {
  const colon = value.indexOf(':');
  if (colon > 0 && NAMESPACES.includes(value.slice(0, colon))) {
    return { ns: value.slice(0, colon), key: value.slice(colon + 1) };
  }
  return { ns: namespaceOf(el), key: value };
}

function setFromKey(el, i18n, value, attr) {
  const { ns, key } = splitKey(value, el);
  const { text } = i18n.lookup(ns, key);
  if (text === null) return; // keep the page's own text
  if (attr) el.setAttribute(attr, text);
  else if (text.includes('<b>')) setRichText(el, text);
  else el.textContent = text;
}

/**
 * Translates the declarative attributes under `root`, as i18next's DOM helpers do:
 * `data-i18n="[placeholder]ns:key;[title]ns:key2"` sets attributes, a part without `[attr]` sets
 * the text. Run it on static markup before mark() renders texts with filled placeholders.
 */
export function translateDeclarative(root, i18n) {
  for (const el of root.querySelectorAll('[data-i18n-key]')) {
    setFromKey(el, i18n, el.getAttribute('data-i18n-key'));
  }
  for (const el of root.querySelectorAll('[data-tolgee-key-only]')) {
    setFromKey(el, i18n, el.getAttribute('data-tolgee-key-only'));
  }
  for (const el of root.querySelectorAll('[data-i18n]')) {
    for (const part of el.getAttribute('data-i18n').split(';')) {
      const m = /^\s*(?:\[([\w-]+)\])?(.+?)\s*$/.exec(part);
      if (m) setFromKey(el, i18n, m[2], m[1]);
    }
  }
}

/** Adds `?lang=` to every same-site link under `root` (language switcher links excepted). */
export function keepLang(root, lang) {
  for (const a of root.querySelectorAll('a[href]:not([hreflang])')) {
    const href = a.getAttribute('href');
    if (!href || href.startsWith('#') || /^[a-z]+:/i.test(href)) continue;
    a.setAttribute('href', withLang(href, lang));
  }
}
