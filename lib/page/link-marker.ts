/**
 * Takes a link's key marker (see key-link.ts) off the page's URL and answers it, before the
 * page's own scripts run: they never see it. Kept apart and tiny: the content script bundles it.
 */
export function takeLinkMarker(loc: Location, hist: History): string | null {
  const hash = loc.hash;
  const at = hash.search(/[#&]ll:key=/);
  if (at < 0) return null;
  hist.replaceState(hist.state, '', loc.href.slice(0, loc.href.length - hash.length + at));
  return hash.slice(at);
}
