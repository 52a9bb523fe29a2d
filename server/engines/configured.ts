import { existsSync } from 'node:fs';
import { debianApertiumPackage } from '../../lib/contract/apertium-debian';
import { ApertiumEngine, APERTIUM_MODES } from './apertium';
import { ChatModelEngine } from './chat-model';
import { DeepLEngine } from './deepl';
import { LibreTranslateEngine } from './libretranslate';
import type { Db } from '../db/open';
import { isMemoryEngine, MemoryEngine } from './memory-engine';
import { EngineRegistry } from './registry';
import type { TranslationEngine } from './types';

/**
 * The engines this service offers: Apertium when its Debian packages are installed, each remote
 * engine whose address (and key) the environment gives, and the translation memory over the
 * service's own rows. Remote engines are listed first: where they cover a pair, they usually
 * translate better than rules do.
 */
export function enginesFromEnvironment(env: NodeJS.ProcessEnv, db?: Db): EngineRegistry {
  const engines: TranslationEngine[] = [];
  if (env.DEEPL_API_KEY) engines.push(new DeepLEngine(env.DEEPL_API_KEY, env.DEEPL_API_URL));
  if (env.LIBRETRANSLATE_URL)
    engines.push(new LibreTranslateEngine(env.LIBRETRANSLATE_URL, env.LIBRETRANSLATE_API_KEY));
  if (env.LLM_API_URL && env.LLM_MODEL)
    engines.push(
      new ChatModelEngine(
        env.LLM_API_URL,
        env.LLM_MODEL,
        (env.LLM_LANGUAGES ?? 'en,de,es,fr,it,ja,nl,pt').split(',').map((l) => l.trim()),
        env.LLM_API_KEY,
      ),
    );
  if (existsSync(APERTIUM_MODES)) engines.push(new ApertiumEngine());
  if (db) engines.push(new MemoryEngine(db));
  return new EngineRegistry(engines);
}

const REMOTE_ENGINES =
  'configure a remote engine (LIBRETRANSLATE_URL, DEEPL_API_KEY, or LLM_API_URL with LLM_MODEL)';

/**
 * What to do when no engine covers a pair, in words: Debian's Apertium package for the pair where
 * Debian has one, else only the remote engines (advising a package that does not exist sends the
 * manager looking for nothing).
 */
export function engineAdvice(from: string, to: string): string {
  const pkg = debianApertiumPackage(from, to);
  return pkg
    ? `install Debian's ${pkg} (Apertium), or ${REMOTE_ENGINES}`
    : `Debian has no Apertium pair for ${from}→${to}: ${REMOTE_ENGINES}`;
}

/**
 * The first machine translation engine (in the registry's order) that reaches `from` → `to`,
 * directly or by pivot. The memory is left out: it answers only what it has seen.
 */
export function firstEngineFor(
  svc: { engines: EngineRegistry },
  from: string,
  to: string,
): string | null {
  for (const e of svc.engines.all().filter((e) => !isMemoryEngine(e)))
    if (!('refused' in svc.engines.route(e.name, from, to, true))) return e.name;
  return null;
}
