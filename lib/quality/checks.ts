import type { EvaluationCheckCode } from '../contract/model-jobs';
import { comparePlaceholders } from '../placeholders/compare';

/**
 * The checks a machine translation (or any suggestion) gets before a person sees it: lost or added
 * placeholders and tags, a copy of the source left untranslated, and a length far from the
 * source's. Each finding is worded for a translator.
 */
export interface Finding {
  code: EvaluationCheckCode;
  message: string;
}

/** Below this many characters of source, a length ratio says nothing. */
const RATIO_MIN_SOURCE = 12;
const RATIO_LOW = 1 / 3;
const RATIO_HIGH = 3;

export function checkTranslation(source: string, translation: string): Finding[] {
  const findings: Finding[] = [];
  const diff = comparePlaceholders(source, translation);
  if (diff.missing.length > 0)
    findings.push({
      code: 'PLACEHOLDER_MISSING',
      message: `The translation lacks ${diff.missing.join(' ')} from the source`,
    });
  if (diff.extra.length > 0)
    findings.push({
      code: 'PLACEHOLDER_ADDED',
      message: `The translation adds ${diff.extra.join(' ')}, which the source does not have`,
    });
  // A word of three letters at least: a copied "OK" or "%s" is often right.
  if (translation.trim() === source.trim() && /\p{L}{3}/u.test(source))
    findings.push({ code: 'UNTRANSLATED', message: 'The translation is a copy of the source' });
  const sourceLength = [...source.trim()].length;
  const ratio = [...translation.trim()].length / sourceLength;
  if (sourceLength >= RATIO_MIN_SOURCE && (ratio < RATIO_LOW || ratio > RATIO_HIGH))
    findings.push({
      code: 'LENGTH_RATIO',
      message: `The translation is ${ratio < 1 ? `${Math.round(ratio * 100)} %` : `${ratio.toFixed(1)} times`} the length of the source`,
    });
  return findings;
}
