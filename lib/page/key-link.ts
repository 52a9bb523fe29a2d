import type { KeyRef } from '../i18n-keys/i18n-attributes';

/**
 * A link to a key on a page: the page's URL with `ll:key=<namespace:key>` added to its fragment.
 * With Locale Lens the content script takes the marker away before the page's own scripts run
 * (they never see it) and selects the key; without it the browser opens the page as usual.
 */
const MARK = /[#&]ll:key=([^&#]*)$/;

export function keyLink(pageUrl: string, ref: KeyRef): string {
  const [base, hash = ''] = pageUrl.split(/#(.*)/s);
  const own = `#${hash}`.replace(MARK, '').slice(1);
  const value = encodeURIComponent(`${ref.namespace}:${ref.key}`);
  return `${base}#${own ? `${own}&` : ''}ll:key=${value}`;
}

/** The key a link names and the URL without its marker; null when the URL has no marker. */
export function readKeyLink(href: string): { ref: KeyRef; href: string } | null {
  const hashAt = href.indexOf('#');
  const m = hashAt < 0 ? null : MARK.exec(href.slice(hashAt));
  if (!m) return null;
  let value: string;
  try {
    value = decodeURIComponent(m[1]!);
  } catch {
    return null;
  }
  const colon = value.indexOf(':');
  if (colon < 1 || colon === value.length - 1) return null;
  return {
    ref: { namespace: value.slice(0, colon), key: value.slice(colon + 1) },
    // The page's own fragment stays; an empty one goes.
    href: href.slice(0, hashAt + m.index),
  };
}
