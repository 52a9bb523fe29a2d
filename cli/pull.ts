import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { LocaleLensClient } from '../lib/contract/client';
import type { TextsResponse } from '../lib/contract/push';
import { formatFor, type Catalogue, type CatalogueEntry } from '../lib/formats';
import { readBase, writeBase } from './base-store';
import type { FileEntry, LoadedConfig } from './config';
import { CliError, EXIT } from './errors';
import { fixedNamespace, localeFiles, pathFor } from './locale-files';
import type { Output } from './output';
import { projectOf } from './service';

export interface PullFlags {
  locales: string[] | null;
  /** Every current text, drafts too (marked fuzzy where the format can say so). */
  all: boolean;
}

type Text = TextsResponse['texts'][number];

const read = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);

/**
 * Which file entry each namespace goes to: fixed namespaces first, then the entry whose files of
 * any language hold the namespace (`views/{namespace}.json`), then the first `{namespace}` entry.
 */
export function targetsOf(config: LoadedConfig, locale: string, namespaces: Iterable<string>) {
  const fixed = config.files.filter((e) => !e.path.includes('{namespace}'));
  const open = config.files.find((e) => e.path.includes('{namespace}'));
  const out = new Map<string, FileEntry>(fixed.map((e) => [fixedNamespace(e), e]));
  const onDisk = localeFiles(config.root, config.files, config.sourceLocale);
  for (const f of onDisk) if (!out.has(f.namespace)) out.set(f.namespace, f.entry);
  const ofLocale = onDisk.filter((f) => f.locale === locale).map((f) => f.namespace);
  if (open) for (const ns of [...namespaces, ...ofLocale]) if (!out.has(ns)) out.set(ns, open);
  return out;
}

/** A file's entries with the service's texts in: its order kept, new keys at the end. */
function merge(
  current: readonly CatalogueEntry[],
  texts: readonly Text[],
  all: boolean,
  isSource: boolean,
  isNew: boolean,
) {
  const picked = new Map(
    texts.filter((t) => (all ? t.text !== null : t.delivered)).map((t) => [t.key, t]),
  );
  // A key's description is the source file's to change; a translation's file keeps its own
  // (a new entry there takes the service's).
  const described = (t: Text, was?: CatalogueEntry) =>
    was && !isSource ? was.description : t.description || undefined;
  const entryOf = (t: Text, was?: CatalogueEntry): CatalogueEntry => ({
    ...was,
    key: t.key,
    value: t.text,
    description: described(t, was),
    ...(!isSource && !t.delivered ? { fuzzy: true } : { fuzzy: undefined }),
  });
  const seen = new Set(current.map((e) => e.key));
  const entries = current.map((e) => (picked.has(e.key) ? entryOf(picked.get(e.key)!, e) : e));
  // Untranslated keys go into a new file (what is left to translate), never into an existing
  // one that does not list them: a pull adds texts, not empty entries.
  for (const t of texts)
    if (!seen.has(t.key) && (picked.has(t.key) || (all && t.text === null && isNew)))
      entries.push(entryOf(t));
  return { entries: entries.map((e) => JSON.parse(JSON.stringify(e)) as CatalogueEntry), picked };
}

/**
 * A template stays one: an entry the source file holds only as its source text (a POT's empty
 * msgstr, an XLIFF unit without `<target>`) stays so while the service's source text is that text.
 */
function asTemplate(entries: CatalogueEntry[], asSource: Catalogue, plain: Catalogue) {
  const was = new Map(asSource.entries.map((e) => [e.key, e.value]));
  const empty = new Set(plain.entries.filter((e) => e.value === null).map((e) => e.key));
  return entries.map((e) =>
    empty.has(e.key) && was.get(e.key) === e.value ? { ...e, value: null } : e,
  );
}

/** `locale-lens pull`: the service's texts into the locale files, and the base with them. */
export async function pull(
  config: LoadedConfig,
  client: LocaleLensClient,
  out: Output,
  flags: PullFlags,
): Promise<number> {
  const project = await projectOf(client, config);
  const known = [project.sourceLocale, ...project.targetLocales];
  const locales = flags.locales ?? project.targetLocales;
  const unknown = locales.filter((l) => !known.includes(l));
  if (unknown.length)
    throw new CliError(`--locales names ${unknown.join(', ')}, not a locale of the project`);
  const source = (await client.call('exportTexts', { query: {} })).texts;
  const summary: { locale: string; namespace: string; path: string; changed: number }[] = [];
  for (const locale of locales) {
    out.progress(`Pulling ${locale}…`);
    const { texts } = await client.call('exportTexts', { query: { locale } });
    const byNamespace = new Map<string, Text[]>();
    for (const t of texts) {
      const list = byNamespace.get(t.namespace);
      if (list) list.push(t);
      else byNamespace.set(t.namespace, [t]);
    }
    for (const [namespace, entry] of targetsOf(config, locale, byNamespace.keys())) {
      const path = pathFor(entry, locale, namespace, project.sourceLocale);
      const format = formatFor(path, entry.format);
      const abs = join(config.root, path);
      const existing = read(abs);
      const companionPath = format.companionPath?.(path);
      const companion = companionPath ? read(join(config.root, companionPath)) : undefined;
      const isSource = locale === project.sourceLocale;
      const readAs = (asSource: boolean): Catalogue =>
        existing === undefined
          ? { entries: [] }
          : format.read(
              { path, text: existing },
              {
                locale,
                asSource,
                companion:
                  companionPath && companion ? { path: companionPath, text: companion } : undefined,
              },
            );
      // The source file holds the source texts: a template's (a POT's msgid, XLIFF's <source>).
      const current = readAs(isSource);
      const merged = merge(
        current.entries,
        byNamespace.get(namespace) ?? [],
        flags.all,
        isSource,
        existing === undefined,
      );
      const { picked } = merged;
      const entries = isSource
        ? asTemplate(merged.entries, current, readAs(false))
        : merged.entries;
      const sourceCatalogue = {
        entries: source
          .filter((t) => t.namespace === namespace)
          .map((t) => ({ key: t.key, value: t.text })),
      };
      // A language with nothing to write gets no new file.
      if (existing === undefined && entries.length === 0) continue;
      const written = format.write(
        { entries },
        {
          locale,
          sourceLocale: project.sourceLocale,
          existing: existing === undefined ? undefined : { main: existing, companion },
          source: sourceCatalogue,
        },
      );
      if (written.main !== existing) {
        mkdirSync(dirname(abs), { recursive: true });
        writeFileSync(abs, written.main);
      }
      if (companionPath && written.companion !== undefined && written.companion !== companion)
        writeFileSync(join(config.root, companionPath), written.companion);
      const base = readBase(config.root, locale, namespace) ?? new Map<string, string>();
      for (const [key, t] of picked) if (t.text !== null) base.set(key, t.text);
      writeBase(config.root, locale, namespace, base);
      const before = new Map(current.entries.map((e) => [e.key, e.value]));
      const changed = merged.entries.filter((e) => before.get(e.key) !== e.value).length;
      summary.push({ locale, namespace, path, changed });
      out.line(`${path}: ${changed} entries changed`);
    }
  }
  if (out.json) out.result({ files: summary });
  return EXIT.done;
}
