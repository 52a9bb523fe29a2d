import { execFileSync } from 'node:child_process';
import { userInfo } from 'node:os';
import { LocaleLensClient } from '../lib/contract/client';
import { inTurn } from '../lib/contract/in-turn';
import { abortableSleep } from '../lib/contract/poll';
import type { LoadedConfig } from './config';
import { CliError } from './errors';
import type { Output } from './output';

/** The command's surface name in `x-lr-surface` (logged by the service, never trusted). */
const SURFACE = 'cli';

/** The client of the config's service, with the integration key from LOCALE_LENS_KEY. */
export function clientFor(service: string, env: NodeJS.ProcessEnv): LocaleLensClient {
  const apiKey = env.LOCALE_LENS_KEY?.trim();
  if (!apiKey)
    throw new CliError(
      'LOCALE_LENS_KEY is not set: export a master integration key of the project (never put it in locale-lens.json)',
    );
  return new LocaleLensClient({ baseUrl: service, apiKey, surface: SURFACE });
}

/** Checks the key belongs to the config's project; answers the project's languages. */
export async function projectOf(client: LocaleLensClient, config: LoadedConfig) {
  const texts = await client.call('exportTexts', { query: {} });
  if (texts.project_id !== config.project)
    throw new CliError(
      `LOCALE_LENS_KEY is a key of project ${texts.project_id}, but locale-lens.json names ${config.project}`,
    );
  if (texts.source_locale !== config.sourceLocale)
    throw new CliError(
      `the project translates from ${texts.source_locale}, but locale-lens.json says sourceLocale ${config.sourceLocale}`,
    );
  return { sourceLocale: texts.source_locale, targetLocales: texts.target_locales };
}

/** Runs a write in its turn (see `inTurn`), saying once on the terminal that it waits. */
export function writeInTurn<T>(out: Output, write: () => Promise<T>): Promise<T> {
  return inTurn(write, {
    sleep: abortableSleep,
    onWait: () => out.progress('Waiting for a running sync of the project to finish…'),
  });
}

/** Who pushes, for the journal: git's user name, else the login name. */
export function author(): string | undefined {
  try {
    const name = execFileSync('git', ['config', 'user.name'], { encoding: 'utf8', stdio: 'pipe' });
    if (name.trim()) return name.trim();
  } catch {
    // No git, or no name set: the login name will do.
  }
  try {
    return userInfo().username;
  } catch {
    return undefined;
  }
}
