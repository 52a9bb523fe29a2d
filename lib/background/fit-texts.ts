import type { FitVariant } from '../messaging/fit-types';
import { refId } from '../messaging/ref-id';
import { textOf } from '../i18n-keys/own-text';
import type { KeyRef, StatusAnswer } from '../messaging/types';
import { pseudoLocalize } from '../placeholders/pseudo-localize';
import { withSamples } from '../placeholders/samples';

/** The pseudo-language's name in reports (Android's and Chromium's tag for accented English). */
export const PSEUDO_LOCALE = 'en-XA';

/**
 * The texts to measure, per live language: each key's current text, delivered or pending (a row
 * not delivered yet is what the next delivery may serve); then the pseudo-language, the source
 * texts pseudo-translated. Keys with no text in a language are not measured in it (the page falls
 * back to the source, which is the baseline). Placeholders are filled with sample values, as the
 * previews show them.
 */
export function fitVariants(
  keys: readonly KeyRef[],
  sources: Record<string, Record<string, string>>,
  statuses: readonly StatusAnswer[],
  expansion?: number,
): FitVariant[] {
  const unique = [...new Map(keys.map((k) => [refId(k), k])).values()];
  const ref = (k: KeyRef) => ({ namespace: k.namespace, key: k.key });
  const out: FitVariant[] = [];
  for (const s of statuses) {
    if (!s.locale || s.isSource) continue;
    const texts: FitVariant['texts'] = [];
    for (const k of unique) {
      const entry = s.entries[refId(k)];
      if (!entry || entry.text === '') continue;
      const kind = entry.isDelivered ? 'delivered' : 'pending';
      texts.push({ ...ref(k), text: withSamples(entry.text), kind });
    }
    out.push({ locale: s.locale, pseudo: false, texts });
  }
  const pseudo: FitVariant['texts'] = [];
  for (const k of unique) {
    const source = textOf(sources, k);
    if (source)
      pseudo.push({
        ...ref(k),
        text: withSamples(pseudoLocalize(source, { expansion })),
        kind: 'pseudo',
      });
  }
  out.push({ locale: PSEUDO_LOCALE, pseudo: true, texts: pseudo });
  return out;
}

/** The source texts the languages are compared with. */
export function fitSources(
  keys: readonly KeyRef[],
  sources: Record<string, Record<string, string>>,
): (KeyRef & { text: string })[] {
  const out = new Map<string, KeyRef & { text: string }>();
  for (const k of keys) {
    const text = textOf(sources, k);
    if (text) out.set(refId(k), { namespace: k.namespace, key: k.key, text: withSamples(text) });
  }
  return [...out.values()];
}
