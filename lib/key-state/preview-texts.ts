import type { TargetStatusEntry } from '../contract/editor';
import type { KeyRef } from '../i18n-keys/i18n-attributes';
import { pseudoLocalize } from '../placeholders/pseudo-localize';
import { withSamples } from '../placeholders/samples';
import type { PreviewMode } from './preview-modes';

export { PREVIEW_MODES, type PreviewMode } from './preview-modes';

export interface PreviewRow extends KeyRef {
  /** undefined: not known yet; null: no row. */
  entry: TargetStatusEntry | null | undefined;
  source: string | null;
}

/**
 * The text each key would show. Delivered: the delivered text where the row is delivered, else
 * the source (an app falls back to it when the delivered translations have no text for a key).
 * Pending: every row's current text, delivered or not. Pseudo: the source text pseudo-translated
 * (so a layout is tested before anything is translated). Keys with nothing to show keep the page's.
 * Placeholders are filled with sample values and tags left out, as the row editor's preview does:
 * a reader never sees `{count}` or `<b>`.
 */
export function previewTexts(
  rows: readonly PreviewRow[],
  mode: PreviewMode,
  /** How much longer a pseudo-translation is (a share, 0.3 to 0.5). */
  expansion?: number,
): (KeyRef & { text: string })[] | null {
  if (mode === 'off') return null;
  const out: (KeyRef & { text: string })[] = [];
  for (const r of rows) {
    if (r.entry === undefined) continue;
    const text = textOf(r, mode, expansion);
    if (text !== '') out.push({ namespace: r.namespace, key: r.key, text: withSamples(text) });
  }
  return out;
}

function textOf(r: PreviewRow, mode: Exclude<PreviewMode, 'off'>, expansion?: number): string {
  const own = r.entry?.text ?? '';
  if (mode === 'pending') return own;
  if (mode === 'delivered') return r.entry?.isDelivered && own !== '' ? own : (r.source ?? '');
  return pseudoLocalize(r.source ?? '', {
    direction: mode === 'pseudo' ? 'ltr' : 'rtl',
    expansion,
  });
}
