import { PSEUDO_EXPANSION } from '../lib/placeholders/pseudo-localize';
import { CliError } from './errors';
import type { PseudoFlags } from './pull-pseudo';

/** `pull`'s `--pseudo` and `--expand`, or null for an ordinary pull. */
export function pseudoFlags(
  text: (name: string) => string | undefined,
  flag: (name: string) => boolean,
): PseudoFlags | null {
  const locale = text('pseudo');
  const expand = text('expand');
  if (locale === undefined) {
    if (expand !== undefined) throw new CliError('--expand goes with --pseudo');
    return null;
  }
  if (text('locales') !== undefined || flag('all'))
    throw new CliError(
      'pull --pseudo writes one pseudo-locale from the source texts: no --locales or --all',
    );
  if (expand === undefined) return { locale };
  const [min, max] = [PSEUDO_EXPANSION.min * 100, PSEUDO_EXPANSION.max * 100];
  const percent = Number(expand.replace(/%$/, ''));
  if (!Number.isFinite(percent) || percent < min || percent > max)
    throw new CliError(`--expand takes a share from ${min} to ${max} (percent), not "${expand}"`);
  return { locale, expansion: percent / 100 };
}
