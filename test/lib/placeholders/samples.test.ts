import { describe, expect, it } from 'vitest';
import { longerThanSource, withSamples } from '../../../lib/placeholders/samples';

describe('withSamples: the preview shows what a reader would', () => {
  it.each([
    ['Warenkorb {count}', 'Warenkorb 3'],
    ['{count} Artikel für {{ price }}', '3 Artikel für 19.99'],
    ['Hallo %s, du hast %d Nachrichten', 'Hallo Alex, du hast 3 Nachrichten'],
    ['%2$s schrieb %1$s', 'Alex schrieb Alex'],
    ['100%% sicher', '100% sicher'],
    ['Code {code} gilt bis {date}', 'Code SAVE10 gilt bis 12/03/2026'],
    ['Stadt: {city}', 'Stadt: city'],
    ['Jetzt <b>neu</b><br/>', 'Jetzt neu'],
    ['{count, plural, one {# Artikel} other {# Artikel im Korb}}', '3 Artikel im Korb'],
    ['{gender, select, female {Sie} male {Er} other {Jemand}} kauft', 'Jemand kauft'],
    ['Kein Platzhalter', 'Kein Platzhalter'],
  ])('%s → %s', (text, shown) => expect(withSamples(text)).toBe(shown));
});

describe('longerThanSource', () => {
  it.each<[string, string, number | null]>([
    ['Add to cart', 'In den Warenkorb legen', 100],
    ['Cart {count}', 'Warenkorb {count}', 83],
    ['Checkout', 'Kasse', null],
    ['Same', 'Same', null],
    ['', 'Text', null],
  ])('%s → %s: %s %', (source, text, pct) => expect(longerThanSource(source, text)).toBe(pct));
});
