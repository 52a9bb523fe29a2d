/**
 * The template row of `bench:scan`: a page of `keys` keys (10 elements per key) against a
 * catalogue where one translation in five has placeholders (i18next, ICU, printf, an ICU plural,
 * tags, holes at both ends), the page showing exact texts, interpolated ones and text that
 * matches nothing; scanned with the exact match alone and with templates in the same run.
 */
import type { Browser } from 'playwright-core';
import { escape, random, SYLLABLES } from './scan-page-words';

const TEMPLATES: [(w: string) => string, (w: string, n: number) => string][] = [
  [(w) => `${w} von {{name}}`, (w) => `${w} von Anna K.`],
  [(w) => `{count} ${w}`, (w, n) => `${n} ${w}`],
  [(w) => `${w}: {price} inkl. MwSt.`, (w, n) => `${w}: ${n},99 € inkl. MwSt.`],
  [(w) => `Hallo %s, ${w}`, (w) => `Hallo Ben, ${w}`],
  [(w) => `{count, plural, =0 {Kein ${w}} one {# ${w}} other {# ${w}e}}`, (w, n) => `${n} ${w}e`],
  [(w) => `Lies <b>${w}</b> von {shop}`, (w) => `Lies ${w} von Beispiel`],
  [(w) => `{a} und {b} ${w}`, (w) => `Ana und 3 ${w}`],
];

export function generateTemplatePage(keys: number, seed = 7) {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const word = () =>
    Array.from({ length: 2 + Math.floor(rnd() * 3) }, () => pick(SYLLABLES)).join('');
  const phrase = () => {
    const w = Array.from({ length: 1 + Math.floor(rnd() * 4) }, word).join(' ');
    return w[0]!.toUpperCase() + w.slice(1);
  };
  const common: Record<string, string> = {};
  const shown: string[] = [];
  let planted = 0;
  for (let i = 0; i < keys; i++) {
    const w = phrase();
    if (i % 5 === 0) {
      const [template, rendering] = TEMPLATES[(i / 5) % TEMPLATES.length]!;
      common[`k${i}`] = template(w);
      shown.push(rendering(w, 2 + (i % 40)));
      planted++;
    } else {
      common[`k${i}`] = w;
      shown.push(w);
    }
  }
  // Ten elements per key: the key's text, then texts that match nothing, as on a real page.
  const parts: string[] = [];
  for (const text of shown) {
    parts.push(`<div><p>${escape(text)}</p>`);
    for (let j = 0; j < 8; j++) parts.push(`<span>${escape(`${phrase()} ${j}`)}</span>`);
    parts.push('</div>');
  }
  return { html: parts.join(''), translations: { common }, planted_renderings: planted };
}

export async function templateFigures(browser: Browser, script: string, keys: number) {
  const generated = generateTemplatePage(keys);
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html lang="de"><body></body></html>');
  await page.addScriptTag({ content: script });
  const runs = keys > 5_000 ? 11 : 21;
  const figures = await page.evaluate(
    ([html, translations, n]) => LocaleLensBench.templateMatch(html, translations, n),
    [generated.html, generated.translations, runs] as const,
  );
  await page.close();
  return {
    keys,
    share_with_placeholders: 0.2,
    planted_renderings: generated.planted_renderings,
    ...figures,
  };
}
