/**
 * The language pairs Debian packages for Apertium (the `apertium-*` pair packages of Debian 13),
 * by the two languages' tags as the service names them. Advice to install "an Apertium pair" is
 * only worth giving for a pair listed here: Debian has none for English and German, say.
 */
const PAIRS: readonly (readonly [string, string, string])[] = [
  ['af', 'nl', 'apertium-afr-nld'],
  ['an', 'ca', 'apertium-arg-cat'],
  ['be', 'ru', 'apertium-bel-rus'],
  ['br', 'fr', 'apertium-br-fr'],
  ['ca', 'it', 'apertium-cat-ita'],
  ['ca', 'sc', 'apertium-cat-srd'],
  ['da', 'nb', 'apertium-dan-nor'],
  ['da', 'nn', 'apertium-dan-nor'],
  ['en', 'gl', 'apertium-en-gl'],
  ['en', 'ca', 'apertium-eng-cat'],
  ['en', 'es', 'apertium-eng-spa'],
  ['eo', 'ca', 'apertium-eo-ca'],
  ['eo', 'en', 'apertium-eo-en'],
  ['eo', 'es', 'apertium-eo-es'],
  ['eo', 'fr', 'apertium-eo-fr'],
  ['es', 'gl', 'apertium-es-gl'],
  ['es', 'pt', 'apertium-es-pt'],
  ['es', 'ro', 'apertium-es-ro'],
  ['eu', 'en', 'apertium-eu-en'],
  ['eu', 'es', 'apertium-eu-es'],
  ['fr', 'es', 'apertium-fr-es'],
  ['fr', 'ca', 'apertium-fra-cat'],
  ['fr', 'frp', 'apertium-fra-frp'],
  ['hr', 'en', 'apertium-hbs-eng'],
  ['sr', 'en', 'apertium-hbs-eng'],
  ['bs', 'en', 'apertium-hbs-eng'],
  ['hr', 'mk', 'apertium-hbs-mkd'],
  ['sr', 'mk', 'apertium-hbs-mkd'],
  ['hr', 'sl', 'apertium-hbs-slv'],
  ['sr', 'sl', 'apertium-hbs-slv'],
  ['id', 'ms', 'apertium-ind-zlm'],
  ['is', 'en', 'apertium-isl-eng'],
  ['is', 'sv', 'apertium-isl-swe'],
  ['mk', 'bg', 'apertium-mkd-bul'],
  ['mk', 'en', 'apertium-mkd-eng'],
  ['nn', 'nb', 'apertium-nno-nob'],
  ['oc', 'ca', 'apertium-oc-ca'],
  ['oc', 'es', 'apertium-oc-es'],
  ['oc', 'fr', 'apertium-oci-fra'],
  ['pl', 'szl', 'apertium-pol-szl'],
  ['pt', 'ca', 'apertium-por-cat'],
  ['pt', 'gl', 'apertium-pt-gl'],
  ['ru', 'uk', 'apertium-rus-ukr'],
  ['es', 'an', 'apertium-spa-arg'],
  ['es', 'ast', 'apertium-spa-ast'],
  ['es', 'ca', 'apertium-spa-cat'],
  ['es', 'it', 'apertium-spa-ita'],
  ['sc', 'it', 'apertium-srd-ita'],
  ['sv', 'da', 'apertium-swe-dan'],
  ['sv', 'nb', 'apertium-swe-nor'],
  ['ur', 'hi', 'apertium-urd-hin'],
];

const primary = (tag: string) => tag.toLowerCase().split(/[-_]/)[0]!;

/** Debian's package with an Apertium pair between the two languages (`de-AT` counts as `de`), or null. */
export function debianApertiumPackage(from: string, to: string): string | null {
  const [a, b] = [primary(from), primary(to)];
  const hit = PAIRS.find(([x, y]) => (x === a && y === b) || (x === b && y === a));
  return hit ? hit[2] : null;
}
