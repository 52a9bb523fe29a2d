/** The page's locale: pinned, else this frame's `<html lang>`, else the top frame's (same origin). */
export function pageLocale(doc: Document, win: Window, pinned?: string | null): string | null {
  if (pinned) return pinned;
  const own = doc.documentElement.lang.trim();
  if (own) return own;
  try {
    return win.top?.document.documentElement.lang.trim() || null;
  } catch {
    return null; // cross-origin top frame
  }
}
