/** What the benchmark's pages are made of: a seeded random source, syllables, HTML escaping. */

/** mulberry32: small, fast, good enough to lay out a page. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const SYLLABLES =
  'ka lo mi ren sa to vel dor an pri mus tel ox ra ne si qua bel fin gor'.split(' ');
export const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
