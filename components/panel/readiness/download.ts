/** Saves `text` as a file through the page's own download (the panel is an extension page). */
export function downloadText(doc: Document, text: string, filename: string, mime: string): void {
  const win = doc.defaultView;
  if (!win) return;
  const url = win.URL.createObjectURL(new win.Blob([text], { type: `${mime};charset=utf-8` }));
  const a = doc.createElement('a');
  a.href = url;
  a.download = filename;
  doc.body.append(a);
  a.click();
  a.remove();
  win.setTimeout(() => win.URL.revokeObjectURL(url), 0);
}

/** `readiness-shop.example-de.csv`: a file name from the page's host and the languages. */
export function exportName(url: string, locales: readonly string[], ext: string): string {
  let host = 'page';
  try {
    host = new URL(url).host || host;
  } catch {
    // Not a URL: keep the generic name.
  }
  const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '_');
  return `readiness-${safe(host)}-${safe(locales.join('_') || 'none')}.${ext}`;
}
