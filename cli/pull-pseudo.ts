import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { LocaleLensClient } from '../lib/contract/client';
import { formatFor } from '../lib/formats';
import { pseudoDirection, pseudoLocalize } from '../lib/placeholders/pseudo-localize';
import type { LoadedConfig } from './config';
import { CliError, EXIT } from './errors';
import { pathFor } from './locale-files';
import type { Output } from './output';
import { targetsOf } from './pull';
import { projectOf } from './service';

export interface PseudoFlags {
  /** The pseudo-locale the files are named for: `en-XA`, or `ar-XB` for right to left. */
  locale: string;
  /** How much longer the texts get, as a share (0.3 to 0.5); the default when absent. */
  expansion?: number;
}

/**
 * `locale-lens pull --pseudo <locale>`: every source text pseudo-translated into the files of a
 * language of its own, for developers' builds to test a layout before anything is translated.
 * The files are made anew each time, from the service's source texts; nothing is written to
 * the service, and a language of the project is refused (its translations would be lost).
 */
export async function pullPseudo(
  config: LoadedConfig,
  client: LocaleLensClient,
  out: Output,
  flags: PseudoFlags,
): Promise<number> {
  const { locale } = flags;
  if (!/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/.test(locale))
    throw new CliError(`--pseudo takes a locale such as en-XA or ar-XB, not "${locale}"`);
  const project = await projectOf(client, config);
  if ([project.sourceLocale, ...project.targetLocales].includes(locale))
    throw new CliError(
      `--pseudo ${locale} is a language of the project; name a locale of its own (en-XA, ar-XB)`,
    );
  const direction = pseudoDirection(locale);
  const source = (await client.call('exportTexts', { query: {} })).texts;
  const namespaces = [...new Set(source.map((t) => t.namespace))];
  const summary: { locale: string; namespace: string; path: string; entries: number }[] = [];
  for (const [namespace, entry] of targetsOf(config, locale, namespaces)) {
    const texts = source.filter((t) => t.namespace === namespace && t.text !== null);
    if (texts.length === 0) continue;
    const path = pathFor(entry, locale, namespace, project.sourceLocale);
    const format = formatFor(path, entry.format);
    const entries = texts.map((t) => ({
      key: t.key,
      value: pseudoLocalize(t.text!, { direction, expansion: flags.expansion }),
      ...(t.description ? { description: t.description } : {}),
    }));
    const written = format.write(
      { entries },
      {
        locale,
        sourceLocale: project.sourceLocale,
        source: { entries: texts.map((t) => ({ key: t.key, value: t.text })) },
      },
    );
    const abs = join(config.root, path);
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, written.main);
    const companionPath = format.companionPath?.(path);
    if (companionPath && written.companion !== undefined)
      writeFileSync(join(config.root, companionPath), written.companion);
    summary.push({ locale, namespace, path, entries: entries.length });
    out.line(`${path}: ${entries.length} entries pseudo-translated (${direction})`);
  }
  if (out.json) out.result({ files: summary });
  return EXIT.done;
}
