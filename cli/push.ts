import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocaleLensClient } from '../lib/contract/client';
import type { PushResult } from '../lib/contract/push';
import { formatFor, type CatalogueEntry } from '../lib/formats';
import { nextBase } from '../lib/workflow/push-plan';
import { readBase, writeBase } from './base-store';
import type { LoadedConfig } from './config';
import { CliError, EXIT } from './errors';
import { localeFiles, type LocaleFile } from './locale-files';
import { printPlan, unwritten, type Output } from './output';
import { author, projectOf, writeInTurn } from './service';

export interface PushFlags {
  dryRun: boolean;
  locales: string[] | null;
  overwrite: boolean;
  removeMissing: boolean;
  /** Push translations as drafts, not approved. */
  draft: boolean;
}

interface ReadFile extends LocaleFile {
  entries: CatalogueEntry[];
  base: Map<string, string> | null;
}

/** Reads a locale file with its format (and its companion file, where the format has one). */
export function readLocaleFile(root: string, file: LocaleFile, asSource = false): CatalogueEntry[] {
  const format = formatFor(file.path, file.entry.format);
  const text = readFileSync(join(root, file.path), 'utf8');
  const companionPath = format.companionPath?.(file.path);
  const companion =
    companionPath && existsSync(join(root, companionPath))
      ? { path: companionPath, text: readFileSync(join(root, companionPath), 'utf8') }
      : undefined;
  return format.read({ path: file.path, text }, { locale: file.locale, companion, asSource })
    .entries;
}

/** The project's locale files the flags pick, read; files of other locales are skipped, said so. */
export async function readProjectFiles(
  config: LoadedConfig,
  client: LocaleLensClient,
  out: Output,
  locales: string[] | null,
): Promise<ReadFile[]> {
  const project = await projectOf(client, config);
  const known = new Set([project.sourceLocale, ...project.targetLocales]);
  const unknown = (locales ?? []).filter((l) => !known.has(l));
  if (unknown.length)
    throw new CliError(`--locales names ${unknown.join(', ')}, not a locale of the project`);
  const files = localeFiles(config.root, config.files, config.sourceLocale).filter(
    (f) => !locales || locales.includes(f.locale),
  );
  for (const f of files.filter((f) => !known.has(f.locale)))
    out.progress(`Skipping ${f.path}: ${f.locale} is not a live locale of the project`);
  // The source language first, so a plan reads from the keys to their translations.
  const picked = files
    .filter((f) => known.has(f.locale))
    .sort(
      (a, b) =>
        Number(b.locale === project.sourceLocale) - Number(a.locale === project.sourceLocale),
    );
  if (picked.length === 0) throw new CliError('no locale file of the project matches the config');
  return picked.map((f) => ({
    ...f,
    entries: readLocaleFile(config.root, f, f.locale === project.sourceLocale),
    base: readBase(config.root, f.locale, f.namespace),
  }));
}

/** `locale-lens push`: the plan, then (without --dry-run) the write; answers the exit code. */
export async function push(
  config: LoadedConfig,
  client: LocaleLensClient,
  out: Output,
  flags: PushFlags,
): Promise<number> {
  const files = await readProjectFiles(config, client, out, flags.locales);
  const count = files.reduce((n, f) => n + f.entries.length, 0);
  out.progress(
    `${flags.dryRun ? 'Planning' : 'Pushing'} ${count} entries of ${files.length} files…`,
  );
  const result: PushResult = await writeInTurn(out, () =>
    client.call('pushFiles', {
      body: {
        files: files.map((f) => ({
          locale: f.locale,
          namespace: f.namespace,
          entries: f.entries.map((e) => ({
            key: e.key,
            value: e.value,
            ...(e.description === undefined ? {} : { description: e.description }),
            ...(e.fuzzy ? { fuzzy: true } : {}),
          })),
          base: f.base && [...f.base].map(([key, text]) => ({ key, text })),
        })),
        dry_run: flags.dryRun,
        overwrite: flags.overwrite,
        remove_missing: flags.removeMissing,
        approve: !flags.draft,
        author: author(),
      },
    }),
  );
  if (!flags.dryRun)
    for (const f of files) {
      const mine = result.changes.filter(
        (c) => c.locale === f.locale && c.namespace === f.namespace,
      );
      writeBase(config.root, f.locale, f.namespace, nextBase(f.base, f.entries, mine));
    }
  const left = unwritten(result.changes);
  if (out.json) out.result(result);
  else {
    printPlan(out, result.changes, flags.dryRun);
    if (result.journal)
      out.line(`Journal ${result.journal} (undo: locale-lens restore ${result.journal})`);
    const refused = left.filter((c) => c.error).length;
    const conflicts = left.length - refused;
    if (conflicts)
      out.line(
        flags.dryRun
          ? `${conflicts} conflicts: push --overwrite writes the file's texts over them`
          : `${conflicts} conflicts not written (push --overwrite writes them)`,
      );
    if (refused) out.line(`${refused} changes the service refuses (the reason is under each)`);
  }
  return left.length ? EXIT.conflicts : EXIT.done;
}
