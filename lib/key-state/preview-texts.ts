import type { TargetStatusEntry } from '../contract/editor';
import type { KeyRef } from '../i18n-keys/i18n-attributes';
import { withSamples } from '../placeholders/samples';

/** How the page is shown: as it is, as customers would read it, or with every pending text. */
export type PreviewMode = 'off' | 'delivered' | 'pending';

export interface PreviewRow extends KeyRef {
  /** undefined: not known yet; null: no row. */
  entry: TargetStatusEntry | null | undefined;
  source: string | null;
}

/**
 * The text each key would show. Delivered: the delivered text where the row is delivered, else
 * the source (an app falls back to it when the delivered translations have no text for a key).
 * Pending: every row's current text, delivered or not. Keys with nothing to show keep the page's.
 * Placeholders are filled with sample values and tags left out, as the row editor's preview does:
 * a reader never sees `{count}` or `<b>`.
 */
export function previewTexts(
  rows: readonly PreviewRow[],
  mode: PreviewMode,
): (KeyRef & { text: string })[] | null {
  if (mode === 'off') return null;
  const out: (KeyRef & { text: string })[] = [];
  for (const r of rows) {
    if (r.entry === undefined) continue;
    const own = r.entry?.text ?? '';
    const text =
      mode === 'pending' ? own : r.entry?.isDelivered && own !== '' ? own : (r.source ?? '');
    if (text !== '') out.push({ namespace: r.namespace, key: r.key, text: withSamples(text) });
  }
  return out;
}
