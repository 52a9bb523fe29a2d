import { segment, type Segment } from './segments';

/**
 * A message as a reader would see it, for the page preview: placeholders filled with sample
 * values, the `other` option of an ICU plural or select, and inline tags left out (the preview
 * writes text, never markup).
 */

const SAMPLE_BY_NAME: [RegExp, string][] = [
  [/^(count|n|num|number|qty|quantity|items?|total_items)$/i, '3'],
  [/(price|amount|total|sum|cost)/i, '19.99'],
  [/(e-?mail)/i, 'alex@example.com'],
  [/(name|user|author)/i, 'Alex'],
  [/(date|day)/i, '12/03/2026'],
  [/(code|coupon)/i, 'SAVE10'],
];

const PRINTF: Record<string, string> = { s: 'Alex', '@': 'Alex', d: '3', i: '3', u: '3', f: '3.5' };

/** The sample for one placeholder token (`{count}`, `{{ name }}`, `%1$s`, `%d`, `#`). */
export function sampleFor(raw: string): string {
  if (raw === '#') return '3';
  if (raw === '%%') return '%';
  if (raw.startsWith('%')) return PRINTF[raw.slice(-1)] ?? 'Alex';
  const name = raw.replace(/^\{+|\}+$/g, '').trim();
  for (const [pattern, sample] of SAMPLE_BY_NAME) if (pattern.test(name)) return sample;
  return name;
}

function render(segments: readonly Segment[]): string {
  let out = '';
  for (const s of segments) {
    if (s.kind === 'text') out += s.text.replaceAll('%%', '%');
    else if (s.kind === 'placeholder') out += sampleFor(s.raw);
    else if (s.kind === 'icu') {
      const option = s.options.find((o) => o.key === 'other') ?? s.options[0];
      if (option) out += render(option.message);
    }
  }
  return out;
}

export const withSamples = (text: string): string => render(segment(text));

/**
 * How much longer than the source the text reads, in percent of the source (both with sample
 * values, as a reader sees them); null when the source is empty or the text is not longer.
 */
export function longerThanSource(source: string, text: string): number | null {
  const [s, t] = [withSamples(source).length, withSamples(text).length];
  return s > 0 && t > s ? Math.round(((t - s) / s) * 100) : null;
}
