import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The side panel's colours, read from its stylesheets: every text colour on its background meets
 * WCAG's 4.5:1, in the light and the dark theme, and every state's chip names its state in a
 * colour that reads on it.
 */
const css = ['panel', 'key-list', 'row-editor'].map((f) =>
  readFileSync(`entrypoints/sidepanel/${f}.css`, 'utf8'),
);
const all = css.join('\n');

function luminance(hex: string): number {
  let h = hex.replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** `--name: light-dark(#light, #dark)` of the root, as [light, dark]. */
function themeVar(name: string): [string, string] {
  const m = new RegExp(`--${name}: light-dark\\((#[0-9a-f]+), (#[0-9a-f]+)\\)`, 'i').exec(all);
  if (!m) throw new Error(`--${name} is not a light-dark() pair`);
  return [m[1]!, m[2]!];
}

/** Text colours on the backgrounds they are drawn on. */
const pairs: [string, string][] = [
  ['fg', 'bg'],
  ['fg', 'soft'],
  ['muted', 'bg'],
  ['muted', 'soft'],
  ['muted', 'line-soft'],
  ['faint', 'soft'],
  ['key', 'bg'],
  ['key', 'info-bg'],
  ['accent', 'bg'],
  ['pending', 'bg'],
  ['ro-fg', 'ro-bg'],
  ['fg', 'warn-bg'],
  ['fg', 'info-bg'],
  ['on-lens-fg', 'on-lens'],
];

describe('side panel colours', () => {
  it.each(pairs)('--%s on --%s reads at 4.5:1 or more, light and dark', (fg, bg) => {
    const [fgLight, fgDark] = themeVar(fg);
    const [bgLight, bgDark] = themeVar(bg);
    expect(contrast(fgLight, bgLight)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(fgDark, bgDark)).toBeGreaterThanOrEqual(4.5);
  });

  const states = [...all.matchAll(/\.s-(\w+) \{[^}]*?--c: (#[0-9a-f]+);\s*--on: (#[0-9a-f]+);/gi)];
  it('finds a chip colour for every state', () => {
    expect(states.map((m) => m[1]).sort()).toEqual(
      [
        'approved',
        'delivered',
        'edited',
        'empty',
        'loading',
        'locked',
        'machine_translated',
        'missing',
        'not_target',
      ].sort(),
    );
  });
  it.each(states.map((m) => [m[1]!, m[2]!, m[3]!]))(
    'the %s chip (%s) names its state at 4.5:1 or more',
    (_state, c, on) => expect(contrast(c, on)).toBeGreaterThanOrEqual(4.5),
  );
});
