import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Segment } from '../../lib/placeholders/segments';
import { decodeFromApertium, encodeForApertium } from './apertium-stream';
import { ApertiumPipeline } from './apertium-pipeline';
import type { LanguagePair, TranslationEngine } from './types';

/** Where Debian's Apertium packages install their language pairs' modes. */
export const APERTIUM_MODES = '/usr/share/apertium/modes';

// Apertium names languages by ISO 639-3 or 639-1 code; clients use BCP 47 (639-1 where one exists).
const TWO_LETTER: Readonly<Record<string, string>> = {
  eng: 'en',
  spa: 'es',
  cat: 'ca',
  glg: 'gl',
  epo: 'eo',
  fra: 'fr',
  por: 'pt',
  ita: 'it',
  deu: 'de',
  nld: 'nl',
  oci: 'oc',
  arg: 'an',
  ast: 'ast',
  eus: 'eu',
  ron: 'ro',
  swe: 'sv',
  dan: 'da',
  nob: 'nb',
  nno: 'nn',
  isl: 'is',
  rus: 'ru',
  ukr: 'uk',
  bel: 'be',
  pol: 'pl',
};
const tag = (code: string) => TWO_LETTER[code] ?? code;

/**
 * The pairs installed: one mode file per direction, named `<from>-<to>.mode`. Variants
 * (`spa-eng_US`) and modes that are not a plain pair (`eco-es-fr`) are left out.
 */
export function installedApertiumPairs(dir = APERTIUM_MODES): Map<string, LanguagePair> {
  const pairs = new Map<string, LanguagePair>();
  let files: string[] = [];
  try {
    files = readdirSync(dir);
  } catch {
    return pairs;
  }
  for (const file of files) {
    const m = /^([a-z]{2,3})-([a-z]{2,3})\.mode$/.exec(file);
    if (m) pairs.set(join(dir, file), { from: tag(m[1]!), to: tag(m[2]!) });
  }
  return pairs;
}

/** Rule-based translation with Debian's Apertium packages, offline. */
export class ApertiumEngine implements TranslationEngine {
  readonly name = 'apertium';
  readonly description = 'Apertium (rule-based, offline)';
  private readonly pipelines = new Map<string, ApertiumPipeline>();
  private readonly modes: Map<string, LanguagePair>;

  constructor(modesDir = APERTIUM_MODES) {
    this.modes = installedApertiumPairs(modesDir);
  }

  pairs(): LanguagePair[] {
    return [...this.modes.values()];
  }

  ready(): boolean {
    return true;
  }

  async warmup(): Promise<void> {}

  async translate(units: readonly Segment[][], pair: LanguagePair): Promise<string[]> {
    const pipeline = this.pipeline(pair);
    const answers = await pipeline.translate(units.map(encodeForApertium));
    return answers.map((answer, i) => decodeFromApertium(answer, units[i]!));
  }

  async close(): Promise<void> {
    for (const p of this.pipelines.values()) p.close();
    this.pipelines.clear();
  }

  private pipeline(pair: LanguagePair): ApertiumPipeline {
    const key = `${pair.from}-${pair.to}`;
    let pipeline = this.pipelines.get(key);
    if (!pipeline) {
      const mode = [...this.modes].find(([, p]) => p.from === pair.from && p.to === pair.to);
      if (!mode) throw new Error(`Apertium has no ${key} pair installed`);
      pipeline = new ApertiumPipeline(mode[0]);
      this.pipelines.set(key, pipeline);
    }
    return pipeline;
  }
}
